import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { messages } from '../../../common/messages';
import { DesktopReleaseRow } from '../../features/downloads/components/desktop-release-row';
import type { ReleasesPageData } from '../../features/downloads/releases-page-data';
import { ReleaseGuide } from './release-guide';

/**
 * Spec section 2, "Downloads" (/account/downloads): nothing is shown until the release data
 * arrive (the route's loader reads them; the page it is opened from stays until then). Under the
 * release row: its notes, the system requirements, the setup and connect steps.
 */
export function DownloadsPage({ releases }: ReleasesPageData) {
  if (!releases) return <Alert severity="error">{messages.downloadsLoadFailed}</Alert>;
  return (
    <Card sx={{ maxWidth: 960 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          {messages.downloadsTitle}
        </Typography>
        <DesktopReleaseRow release={releases.desktop} />
        <ReleaseGuide release={releases.desktop} />
      </CardContent>
    </Card>
  );
}
