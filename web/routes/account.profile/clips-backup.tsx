import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { useRevalidator } from 'react-router';
import { formatBytes } from '../../../common/format';
import type { ClipArchiveResult } from '../../../common/schemas/clip-archive';
import type { ClipStorageUse } from '../../../common/schemas/clips';
import { fillMessage } from '../../../common/stats-format';
import { clipTexts as t } from '../../features/clips/texts';
import { FilePickerButton } from '../../components/form/file-picker-button';

type Restore =
  | { state: 'sending'; file: File; sent: number }
  | { state: 'checking'; file: File }
  | { state: 'done'; result: ClipArchiveResult }
  | { state: 'failed'; error: string };

/**
 * Sends a swing clips file to `POST /api/account/restore/clips`, reporting the bytes sent (an
 * XMLHttpRequest: fetch says nothing of an upload's progress, and this file may be gigabytes).
 */
function sendClipArchive(file: File, onSent: (bytes: number) => void): Promise<{ ok: true; result: ClipArchiveResult } | { ok: false; error: string }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/account/restore/clips');
    request.setRequestHeader('Content-Type', 'application/x-tar');
    request.responseType = 'json';
    request.upload.onprogress = (event) => onSent(event.loaded);
    request.onerror = () => resolve({ ok: false, error: t.clipsBackupNetwork });
    request.onload = () => {
      const body = request.response as (ClipArchiveResult & { error?: string }) | null;
      if (request.status === 200 && body) resolve({ ok: true, result: body });
      else resolve({ ok: false, error: fillMessage(t.clipsBackupFailed, { error: body?.error ?? `HTTP ${request.status}` }) });
    };
    request.send(file);
  });
}

/**
 * The Backup card's swing clips: a download of them all as one file (a plain link: the browser
 * saves it as it arrives, with its own progress), and a restore of such a file with the bytes sent,
 * then what was stored. Shown once the account holds clips.
 */
export function ClipsBackup({ storage }: { storage: ClipStorageUse }) {
  const ids = useId();
  const revalidator = useRevalidator();
  const [restore, setRestore] = useState<Restore | null>(null);
  const busy = restore?.state === 'sending' || restore?.state === 'checking';

  const send = async (file: File) => {
    setRestore({ state: 'sending', file, sent: 0 });
    const outcome = await sendClipArchive(file, (sent) => setRestore(sent >= file.size ? { state: 'checking', file } : { state: 'sending', file, sent }));
    setRestore(outcome.ok ? { state: 'done', result: outcome.result } : { state: 'failed', error: outcome.error });
    if (outcome.ok && outcome.result.stored > 0) await revalidator.revalidate();
  };

  const clips = storage.clips === 1 ? t.storageClipsOne : fillMessage(t.storageClips, { count: storage.clips });
  return (
    <Box component="section" aria-labelledby={`${ids}-heading`} sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={`${ids}-heading`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t.clipsBackupHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {fillMessage(t.clipsBackupIntro, { clips, size: formatBytes(storage.used) })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button component="a" href="/api/account/backup/clips" download variant="outlined" startIcon={<Download />} disabled={storage.clips === 0}>
          {t.clipsBackupDownload}
        </Button>
        <FilePickerButton label={t.clipsBackupRestore} accept=".tar,application/x-tar" disabled={busy} onFile={(file) => void send(file)} />
      </Box>
      <Box role="status" aria-live="polite" sx={{ mt: restore ? 2 : 0 }}>
        {restore?.state === 'sending' && (
          <>
            <Typography variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
              {fillMessage(t.clipsBackupSending, { file: restore.file.name, sent: formatBytes(restore.sent), size: formatBytes(restore.file.size) })}
            </Typography>
            <LinearProgress variant="determinate" value={Math.min(100, (100 * restore.sent) / Math.max(1, restore.file.size))} aria-label={t.clipsBackupRestore} />
          </>
        )}
        {restore?.state === 'checking' && (
          <>
            <Typography variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
              {fillMessage(t.clipsBackupChecking, { file: restore.file.name })}
            </Typography>
            <LinearProgress aria-label={t.clipsBackupRestore} />
          </>
        )}
        {restore?.state === 'done' && <Alert severity="success">{fillMessage(t.clipsBackupDone, restore.result)}</Alert>}
        {restore?.state === 'failed' && <Alert severity="error">{restore.error}</Alert>}
      </Box>
    </Box>
  );
}
