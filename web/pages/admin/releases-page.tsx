import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '../../../common/messages';
import { useReleases } from '../../features/downloads/api';
import { DesktopReleaseRow } from '../../features/downloads/components/desktop-release-row';
import { PublishReleaseForm } from '../../features/downloads/components/publish-release-form';

/** Internal admin: the release Downloads offers, and publishing the next one. */
export function ReleasesPage() {
  const releases = useReleases();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {messages.releasesTitle}
      </Typography>
      {releases.data && (
        <Stack spacing={1} sx={{ maxWidth: 760 }}>
          <Typography color="text.secondary">{messages.releasesCurrent}</Typography>
          <DesktopReleaseRow release={releases.data.desktop} />
        </Stack>
      )}
      <PublishReleaseForm />
    </Stack>
  );
}
