import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import { Link as RouterLink } from 'react-router';
import type { ClipStorageUse } from '../../../common/schemas/clips';
import { fillMessage } from '../../../common/stats-format';
import { SWING_LIBRARY_PATH } from '../../features/clips/paths';
import { clipTexts as t } from '../../features/clips/texts';
import { formatBytes } from '../../../common/format';

/** Settings' swing clip storage: a bar of what the clips take against the account's quota, in MB or GB. `storage` null: the read failed. */
export function ClipStorageCard({ storage }: { storage: ClipStorageUse | null }) {
  const used = storage ? fillMessage(t.storageUsed, { used: formatBytes(storage.used), allowed: formatBytes(storage.allowed) }) : '';
  // A sliver shows from the first clip on, however small against 50 GB.
  const percent = storage ? (storage.used === 0 ? 0 : Math.max(1, Math.min(100, (storage.used / storage.allowed) * 100))) : 0;
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <VideocamOutlined color="action" aria-hidden="true" />
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t.storageHeading}
          </Typography>
          <Link component={RouterLink} to={SWING_LIBRARY_PATH} variant="body2">
            {t.storageLibraryLink}
          </Link>
        </Box>
        {storage ? (
          <>
            <LinearProgress variant="determinate" value={percent} aria-label={t.storageHeading} aria-valuetext={used} sx={{ height: 10, borderRadius: 5, mb: 1 }} />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {used}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {storage.clips === 1 ? t.storageClipsOne : fillMessage(t.storageClips, { count: storage.clips })}
              </Typography>
            </Box>
          </>
        ) : (
          <Alert severity="error">{t.storageLoadFailed}</Alert>
        )}
      </CardContent>
    </Card>
  );
}
