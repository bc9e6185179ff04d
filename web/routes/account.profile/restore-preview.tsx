import { useId } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { RestorePreview } from '../../../common/schemas/backup';
import { fillMessage } from '../../../common/stats-format';
import { formatCount, formatDateTime } from '../../../common/format';
import { CountsTable } from '../../components/tables/counts-table';
import { sessionTexts as t } from '../../features/sessions/texts';


/**
 * What a chosen backup holds and what of it the account already has, read by the server without
 * storing anything; Restore sends the file again to be stored, Cancel leaves the account as it is.
 */
export function RestorePreviewPanel({ fileName, preview, onRestore, onCancel }: { fileName: string; preview: RestorePreview; onRestore: () => void; onCancel: () => void }) {
  const ids = useId();
  const rows: [string, { inFile: number; present: number }][] = [
    [t.restorePlayers, preview.players],
    [t.restoreRounds, preview.rounds],
    [t.restoreSessions, preview.sessions],
    [t.restoreShots, preview.shots],
    [t.restoreOverrides, preview.overrides],
    [t.restoreShares, preview.shares],
  ];
  const toAdd = rows.reduce((sum, [, c]) => sum + c.inFile - c.present, 0);
  return (
    <Alert severity="info" icon={false} sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <AlertTitle id={`${ids}-title`} sx={{ overflowWrap: 'anywhere' }}>
        {fillMessage(t.restorePreviewTitle, { file: fileName })}
      </AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {fillMessage(t.restorePreviewIntro, { date: formatDateTime(preview.exportedAt, undefined) })}
      </Typography>
      <CountsTable
        labelledBy={`${ids}-title`}
        columns={[t.restoreWhat, t.restoreInFile, t.restoreAlreadyHere, t.restoreToAdd]}
        rows={rows.map(([label, c]) => ({ key: label, label, cells: [formatCount(c.inFile), formatCount(c.present), formatCount(c.inFile - c.present)] }))}
        sx={{ maxWidth: 520, mb: 1 }}
      />
      <Box sx={{ display: 'grid', gap: 0.5, mb: 1.5 }}>
        {toAdd === 0 && <Typography variant="body2">{t.restorePreviewNothingNew}</Typography>}
        {!preview.complete && <Typography variant="body2">{t.restorePreviewIncomplete}</Typography>}
        {preview.unreadable > 0 && <Typography variant="body2">{fillMessage(t.restorePreviewUnreadable, { count: formatCount(preview.unreadable) })}</Typography>}
        {preview.takesPreferences && <Typography variant="body2">{t.restorePreviewPreferences}</Typography>}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="contained" onClick={onRestore}>
          {t.restoreConfirm}
        </Button>
        <Button variant="outlined" color="inherit" onClick={onCancel}>
          {t.restoreCancelPreview}
        </Button>
      </Box>
    </Alert>
  );
}
