import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { messages } from '../../../common/messages';
import { useReleases } from '../../features/downloads/api';
import { DesktopReleaseRow } from '../../features/downloads/components/desktop-release-row';

/** Spec section 2, "Downloads" (/account/downloads): nothing is shown until the release data arrive. */
export function DownloadsPage() {
  const releases = useReleases();
  if (releases.isError) return <Alert severity="error">{messages.downloadsLoadFailed}</Alert>;
  if (!releases.data) return null;
  return (
    <Card sx={{ maxWidth: 760 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          {messages.downloadsTitle}
        </Typography>
        <DesktopReleaseRow release={releases.data.desktop} />
      </CardContent>
    </Card>
  );
}
