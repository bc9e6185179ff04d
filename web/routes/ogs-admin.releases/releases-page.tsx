import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '../../../common/messages';
import type { ReleasesPageData } from '../../features/downloads/releases-page-data';
import { DesktopReleaseRow } from '../../features/downloads/components/desktop-release-row';
import { PublishReleaseForm } from './publish-release-form';

/** Internal admin: the release Downloads offers, and publishing the next one (the loader reads it again after). */
export function ReleasesPage({ releases }: ReleasesPageData) {
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {messages.releasesTitle}
      </Typography>
      {releases && (
        <Stack spacing={1} sx={{ maxWidth: 760 }}>
          <Typography color="text.secondary">{messages.releasesCurrent}</Typography>
          <DesktopReleaseRow release={releases.desktop} />
        </Stack>
      )}
      <PublishReleaseForm />
    </Stack>
  );
}
