import { useId, useState, type MouseEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import type { RestoreResult } from '../../../common/schemas/backup';
import { fillMessage } from '../../../common/stats-format';
import { CountsTable } from '../../components/tables/counts-table';
import { requestSession } from '../../features/auth/api';
import { useSession } from '../../features/auth/session-provider';
import { userOf } from '../../features/auth/user-of';
import { downloadBackup, saveBlob, type BackupDownload, type BackupProgress } from './backup-download';
import { backupLineCount, previewBackup, restoreBackup, type PreviewOutcome, type RestoreOutcome } from './restore';
import { RestorePreviewPanel } from './restore-preview';
import { FilePickerButton } from '../../components/form/file-picker-button';
import { ClipsBackup } from './clips-backup';
import type { ClipStorageUse } from '../../../common/schemas/clips';
import { sessionTexts as t } from '../../features/sessions/texts';
import { useRevalidator } from 'react-router';
import { formatBytes, formatCount } from '../../../common/format';

/**
 * Settings' Backup card (docs/backup-format.md): the whole account as one streamed
 * NDJSON file (and, for an account with swing clips, the clips as a second file), and a restore from such a file with its progress, what was stored and what was
 * already there, and each line that could not be stored with its number and reason.
 *
 * The download is a link to the file (what it does without JavaScript, before the page has
 * started); with JavaScript the page reads the stream itself (backup-download.ts) to show how many
 * of the account's shots are in, with a Cancel button, then saves the file.
 */
export function BackupCard({ clipStorage }: { clipStorage?: ClipStorageUse | null }) {
  const ids = useId();
  const revalidator = useRevalidator();
  const { replaceUser } = useSession();
  const [progress, setProgress] = useState<{ lines: number; total: number | null } | null>(null);
  const [outcome, setOutcome] = useState<RestoreOutcome | null>(null);
  // The chosen file while the server reads it (preview null), then what it holds until Restore or Cancel.
  const [chosen, setChosen] = useState<{ file: File; preview: PreviewOutcome | null } | null>(null);
  const busy = progress !== null || (chosen !== null && chosen.preview === null);
  const [downloading, setDownloading] = useState<{ cancel: AbortController; progress: BackupProgress | null } | null>(null);
  const [downloaded, setDownloaded] = useState<(BackupDownload & { size: number }) | null>(null);

  const download = async () => {
    const cancel = new AbortController();
    setDownloaded(null);
    setDownloading({ cancel, progress: null });
    const result = await downloadBackup(cancel.signal, (next) => setDownloading({ cancel, progress: next }));
    setDownloading(null);
    if (result.ok) saveBlob(result.blob, result.filename);
    setDownloaded({ ...result, size: result.ok ? result.blob.size : 0 });
  };

  const choose = async (file: File) => {
    setOutcome(null);
    setChosen({ file, preview: null });
    const preview = await previewBackup(file);
    setChosen({ file, preview });
  };

  const cancel = () => setChosen(null);

  const restore = async (file: File) => {
    setChosen(null);
    setOutcome(null);
    const total = await backupLineCount(file);
    setProgress({ lines: 0, total });
    const result = await restoreBackup(file, (lines) => setProgress({ lines, total }));
    setProgress(null);
    setOutcome(result);
    if (!result.ok) return;
    // Every figure may have moved (the framework reads the page's loaders again); the units too, when the backup's were taken.
    await revalidator.revalidate();
    if (result.result.preferencesApplied) {
      const session = await requestSession();
      const user = session.ok ? userOf(session.data) : null;
      if (user) replaceUser(user);
    }
  };

  return (
    <Card component="section" aria-labelledby={`${ids}-heading`}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={`${ids}-heading`} variant="h6" component="h2" sx={{ mb: 1 }}>
          {t.backupHeading}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t.backupIntro}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button
            component="a"
            href="/api/account/backup"
            download
            variant="outlined"
            startIcon={<Download />}
            disabled={downloading !== null}
            onClick={(event: MouseEvent) => {
              // A click with a modifier (a new tab or window) is the browser's to handle, as any link's.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              void download();
            }}
          >
            {t.backupDownload}
          </Button>
          {downloading && (
            <Button variant="outlined" color="inherit" startIcon={<Close />} onClick={() => downloading.cancel.abort()}>
              {t.backupCancel}
            </Button>
          )}
          <FilePickerButton label={t.restoreButton} accept=".ndjson,application/x-ndjson,application/json,text/plain" disabled={busy} onFile={(file) => void choose(file)} />
        </Box>
        <Box role="status" aria-live="polite" sx={{ mt: downloading || downloaded || busy || outcome || chosen ? 2 : 0, display: 'grid', gap: 1.5 }}>
          {downloading && <DownloadProgress progress={downloading.progress} />}
          {downloaded?.ok && (
            <Alert severity="success">
              {fillMessage(t.backupSaved, { file: downloaded.filename, shots: formatCount(downloaded.shots), size: formatBytes(downloaded.size) })}
            </Alert>
          )}
          {downloaded && !downloaded.ok && (downloaded.cancelled ? <Alert severity="info">{t.backupCancelled}</Alert> : <Alert severity="error">{downloaded.error}</Alert>)}
          {progress && (
            <Box>
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                {progress.total
                  ? fillMessage(t.restoreReadingOf, { lines: progress.lines, total: progress.total })
                  : fillMessage(t.restoreReading, { lines: progress.lines })}
              </Typography>
              <LinearProgress
                variant={progress.total ? 'determinate' : 'indeterminate'}
                value={progress.total ? Math.min(100, (100 * progress.lines) / progress.total) : undefined}
                aria-label={t.restoreButton}
              />
            </Box>
          )}
          {chosen && !chosen.preview && (
            <Box>
              <Typography variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
                {fillMessage(t.restoreChecking, { file: chosen.file.name })}
              </Typography>
              <LinearProgress aria-label={t.restoreButton} />
            </Box>
          )}
          {chosen?.preview && !chosen.preview.ok && <Alert severity="error">{chosen.preview.error}</Alert>}
          {chosen?.preview?.ok && (
            <RestorePreviewPanel fileName={chosen.file.name} preview={chosen.preview.preview} onRestore={() => void restore(chosen.file)} onCancel={cancel} />
          )}
          {outcome && !outcome.ok && <Alert severity="error">{outcome.error}</Alert>}
          {outcome?.ok && <RestoreSummary result={outcome.result} />}
        </Box>
        {clipStorage && <ClipsBackup storage={clipStorage} />}
      </CardContent>
    </Card>
  );
}


function DownloadProgress({ progress }: { progress: BackupProgress | null }) {
  // The bar is the whole file's; the words count the shots, most of it (rounds and sessions come first).
  const share = progress ? Math.min(100, Math.floor((100 * progress.lines) / progress.totalLines)) : null;
  const size = progress ? formatBytes(progress.bytes) : '';
  const text = !progress
    ? t.backupStarting
    : progress.beforeShots
      ? fillMessage(t.backupProgressFirst, { total: formatCount(progress.totalShots), size })
      : fillMessage(t.backupProgress, { shots: formatCount(progress.shots), total: formatCount(progress.totalShots), size });
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
      <LinearProgress variant={share === null ? 'indeterminate' : 'determinate'} value={share ?? undefined} aria-label={t.backupDownload} />
    </Box>
  );
}

function RestoreSummary({ result }: { result: RestoreResult }) {
  const ids = useId();
  const rows: [string, { stored: number; duplicates: number }][] = [
    [t.restoreRounds, result.rounds],
    [t.restoreSessions, result.sessions],
    [t.restoreShots, result.shots],
    [t.restoreOverrides, result.overrides],
  ];
  const clean = result.rejectedCount === 0 && result.complete;
  return (
    <Alert severity={clean ? 'success' : 'warning'} sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <AlertTitle>{result.rejectedCount === 0 ? t.restoreDone : t.restoreDoneWithErrors}</AlertTitle>
      <CountsTable
        labelledBy={`${ids}-caption`}
        caption={t.restoreResult}
        columns={[t.restoreWhat, t.restoreStored, t.restoreDuplicates]}
        rows={rows.map(([label, counts]) => ({ key: label, label, cells: [counts.stored, counts.duplicates] }))}
        sx={{ maxWidth: 420, mb: 1 }}
      />
      {!result.complete && <Typography variant="body2">{t.restoreIncomplete}</Typography>}
      {result.preferencesApplied && <Typography variant="body2">{t.restorePreferences}</Typography>}
      {result.rejectedCount > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {fillMessage(t.restoreRejected, { count: result.rejectedCount })}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 240, overflowY: 'auto', overflowWrap: 'anywhere' }}>
            {result.rejected.map((r) => (
              <Typography component="li" variant="body2" key={r.line}>
                {fillMessage(t.restoreLine, { line: r.line, error: r.error })}
              </Typography>
            ))}
          </Box>
          {result.rejectedCount > result.rejected.length && (
            <Typography variant="body2">{fillMessage(t.restoreRejectedMore, { count: result.rejectedCount - result.rejected.length })}</Typography>
          )}
        </Box>
      )}
    </Alert>
  );
}
