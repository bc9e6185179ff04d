import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import SportsGolf from '@mui/icons-material/SportsGolf';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../common/messages';
import { publicConfig } from '../../lib/public-config';

/** No shots yet: how a new Pro user connects the desktop app so that shots start arriving. */
export function ShotDataEmpty() {
  return (
    <Card component="section" aria-labelledby="shot-data-empty" sx={{ maxWidth: 720 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <SportsGolf color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden="true" />
        <Typography id="shot-data-empty" variant="h5" component="h2" sx={{ mb: 1.5 }}>
          {messages.shotDataEmptyTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {messages.shotDataEmptyBody}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to="/account/downloads" variant="contained" startIcon={<DownloadOutlined />}>
            {messages.downloadDesktopApp}
          </Button>
          <Button href={publicConfig.quickStartUrl} target="_blank" rel="noopener noreferrer" variant="outlined" endIcon={<OpenInNew />}>
            {messages.shotDataQuickStart}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
