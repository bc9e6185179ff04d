import type { RestorePreview, RestoreProgressLine, RestoreResult } from '../../../common/schemas/backup';
import { fillMessage } from '../../../common/stats-format';
import { sessionTexts as t } from '../../features/sessions/texts';

export type RestoreOutcome = { ok: true; result: RestoreResult } | { ok: false; error: string };
export type PreviewOutcome = { ok: true; preview: RestorePreview } | { ok: false; error: string };

/** The answer's error text, or its status when it has none. */
async function failure(response: Response, template: string = t.restoreFailed): Promise<string> {
  const data = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return fillMessage(template, { error: typeof data?.error === 'string' ? data.error : `HTTP ${response.status}` });
}

/** Sends a backup file to `POST /api/account/restore/preview`, which reads it and stores nothing. */
export async function previewBackup(file: Blob): Promise<PreviewOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/account/restore/preview', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/x-ndjson', Accept: 'application/json' },
      body: file,
    });
  } catch {
    return { ok: false, error: t.restoreNetwork };
  }
  if (!response.ok) return { ok: false, error: await failure(response, t.restorePreviewFailed) };
  const preview = (await response.json().catch(() => null)) as RestorePreview | null;
  return preview ? { ok: true, preview } : { ok: false, error: t.restoreNetwork };
}

/** How many lines the file says it holds (header, items, end), for the progress bar; null when its first line does not say. */
export async function backupLineCount(file: Blob): Promise<number | null> {
  try {
    const head = await file.slice(0, 64 * 1024).text();
    const header = JSON.parse(head.slice(0, head.indexOf('\n') >>> 0)) as { counts?: Record<string, unknown> };
    const counts = Object.values(header.counts ?? {}).filter((n): n is number => typeof n === 'number');
    return counts.length ? counts.reduce((a, b) => a + b, 2) : null;
  } catch {
    return null;
  }
}

/**
 * Sends a backup file to `POST /api/account/restore` as it is (the server reads it as a stream)
 * and reads the answer's NDJSON lines as they come: progress after each batch, then the result
 * or an error (docs/backup-format.md).
 */
export async function restoreBackup(file: Blob, onProgress: (lines: number) => void): Promise<RestoreOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/account/restore', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/x-ndjson', Accept: 'application/x-ndjson' },
      body: file,
    });
  } catch {
    return { ok: false, error: t.restoreNetwork };
  }
  if (!response.ok || !response.body) return { ok: false, error: await failure(response) };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  let outcome: RestoreOutcome | null = null;
  const take = (line: string) => {
    if (!line.trim()) return;
    const message = JSON.parse(line) as RestoreProgressLine;
    if (message.type === 'progress') onProgress(message.lines);
    else if (message.type === 'done') outcome = { ok: true, result: message.result };
    else outcome = { ok: false, error: fillMessage(t.restoreFailed, { error: message.error }) };
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += value;
      let end;
      while ((end = buffered.indexOf('\n')) >= 0) {
        take(buffered.slice(0, end));
        buffered = buffered.slice(end + 1);
      }
    }
    take(buffered);
  } catch {
    return { ok: false, error: t.restoreNetwork };
  }
  return outcome ?? { ok: false, error: t.restoreNetwork };
}
