import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import Download from '@mui/icons-material/Download';
import { messages } from '../../../../common/messages';
import type { Release } from '../../../../common/schemas/downloads';
import { fillMessage } from '../../../../common/stats-format';
import { formatDate } from '../../../../common/format';
import { useDisplayTimeZone } from '../../../lib/moments';
import { publicConfig } from '../../../lib/public-config';
import { recordDownload } from '../../onboarding/api';

/** "84.2 MB": the installer's size as a download button's neighbour says it. */
export const formatReleaseSize = (bytes: number) =>
  fillMessage(messages.downloadSize, { size: new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(bytes / 1_000_000) });

/**
 * Spec section 2, "Downloads": the Windows app, its version as v{version}, and a Download button;
 * beside the version, the day it was released and the installer's size when known.
 */
export function DesktopReleaseRow({ release }: { release: Release }) {
  const timeZone = useDisplayTimeZone();
  const released = fillMessage(messages.downloadReleased, { date: formatDate(release.publishedAt, timeZone) });
  return (
    <Box
      data-testid="desktop-release"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        gap: 2,
        p: { xs: 2, sm: 2.5 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <DesktopWindowsOutlined color="primary" sx={{ fontSize: 40 }} aria-hidden="true" />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
          {fillMessage(messages.downloadWindowsApp, { siteName: publicConfig.siteName })}
        </Typography>
        <Typography color="text.secondary" data-testid="release-facts">
          {[`v${release.version}`, released, ...(release.sizeBytes === null ? [] : [formatReleaseSize(release.sizeBytes)])].join(' · ')}
        </Typography>
      </Box>
      <Button
        variant="contained"
        size="large"
        href={release.url}
        rel="noopener"
        startIcon={<Download />}
        // Ticks the dashboard's first-run step; the link itself works as before.
        onClick={recordDownload}
        sx={{ width: { xs: '100%', sm: 'auto' }, flexShrink: 0 }}
      >
        {messages.downloadButton}
      </Button>
    </Box>
  );
}
