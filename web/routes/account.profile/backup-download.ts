import type { BackupCounts } from '../../../common/schemas/backup';
import { fillMessage } from '../../../common/stats-format';
import { sessionTexts as t } from '../../features/sessions/texts';

/**
 * The backup download with its progress (docs/backup-format.md): the page reads the
 * NDJSON stream of `GET /api/account/backup` itself, so it can say how far it is. The header, the
 * first line, counts what follows; lines come in a fixed order (header, players, rounds, sessions,
 * shots, overrides, shared reports, end), so the lines read tell how many shots are in. The file is kept as Blob parts
 * of at most PART_BYTES (the browser keeps a large Blob outside the page's memory, on disk if it
 * must), and offered to save when the end line has come and the lines are all there.
 */

export interface BackupProgress {
  /** Shots read so far, and how many the header says there are. */
  shots: number;
  totalShots: number;
  /** Still on the rounds and sessions, which come before the shots. */
  beforeShots: boolean;
  /** Lines read, and how many the file has (header and end included): the whole file's progress. */
  lines: number;
  totalLines: number;
  bytes: number;
}

export type BackupDownload =
  | { ok: true; blob: Blob; filename: string; shots: number }
  | { ok: false; cancelled: true }
  | { ok: false; cancelled: false; error: string };

/** Bytes gathered before they are handed to the browser as one Blob part. */
const PART_BYTES = 8 * 1024 * 1024;
/** At most one progress report per this many milliseconds (a million shots come in ~10,000 chunks). */
const REPORT_MS = 100;
const NEWLINE = 10;
const FALLBACK_FILENAME = 'opengolfsim-backup.ndjson';

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
export function attachmentFilename(header: string | null): string {
  const name = header && /filename="([^"]+)"/.exec(header)?.[1];
  return name || FALLBACK_FILENAME;
}

type Header = { counts: BackupCounts };
const isCounts = (value: unknown): value is BackupCounts =>
  typeof value === 'object' && value !== null && ['rounds', 'sessions', 'shots', 'overrides'].every((k) => typeof (value as Record<string, unknown>)[k] === 'number');
/** Players and shared reports are absent from the counts of files written before they were kept. */
const withAllKinds = (counts: BackupCounts): BackupCounts => ({ ...counts, players: counts.players ?? 0, shares: counts.shares ?? 0 });
/** Lines of a whole file: the header, one per record, the end line. */
const fileLines = (c: BackupCounts) => 2 + c.players + c.rounds + c.sessions + c.shots + c.overrides + c.shares;
/** Lines before the first shot line: the header, the players, the rounds and the sessions. */
const linesBeforeShots = (c: BackupCounts) => 1 + c.players + c.rounds + c.sessions;

class NotABackup extends Error {}

/** One line from its pieces, parsed; null when it is not JSON. */
function parseLine(pieces: Uint8Array[]): unknown {
  const decoder = new TextDecoder();
  const text = pieces.map((piece, i) => decoder.decode(piece, { stream: i < pieces.length - 1 })).join('');
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Downloads the account's backup, reporting progress; `signal` cancels it (the stream is dropped
 * and nothing is saved). Fails, saving nothing, when the answer is not a backup, the connection
 * drops, or the file ends before its end line.
 */
export async function downloadBackup(signal: AbortSignal, onProgress: (progress: BackupProgress) => void): Promise<BackupDownload> {
  const cancelled = { ok: false, cancelled: true } as const;
  const failed = (error: string) => ({ ok: false, cancelled: false, error }) as const;
  let response: Response;
  try {
    response = await fetch('/api/account/backup', { credentials: 'same-origin', headers: { Accept: 'application/x-ndjson' }, signal });
  } catch {
    return signal.aborted ? cancelled : failed(t.backupNetwork);
  }
  if (!response.ok || !response.body) {
    const data = (await response.json().catch(() => null)) as { error?: unknown } | null;
    return failed(fillMessage(t.backupFailed, { error: typeof data?.error === 'string' ? data.error : `HTTP ${response.status}` }));
  }

  const reader = response.body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  const parts: Blob[] = [];
  let pending: Uint8Array<ArrayBuffer>[] = [];
  let pendingBytes = 0;
  let bytes = 0;
  let lines = 0;
  let header: Header | null = null;
  /** The pieces of the line not ended yet, and of the last whole line (views into the chunks). */
  let open: Uint8Array[] = [];
  let lastLine: Uint8Array[] = [];
  let reported = 0;
  const shotsRead = (h: Header) => Math.min(Math.max(lines - linesBeforeShots(h.counts), 0), h.counts.shots);
  const report = (force: boolean) => {
    const now = performance.now();
    if (!header || (!force && now - reported < REPORT_MS)) return;
    reported = now;
    const { counts } = header;
    onProgress({ shots: shotsRead(header), totalShots: counts.shots, beforeShots: lines < linesBeforeShots(counts), lines, totalLines: fileLines(counts), bytes });
  };
  const readLines = (chunk: Uint8Array) => {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end >= 0; end = chunk.indexOf(NEWLINE, start)) {
      open.push(chunk.subarray(start, end));
      lines += 1;
      if (lines === 1) {
        const parsed = parseLine(open) as Partial<Header> | null;
        if (!parsed || !isCounts(parsed.counts)) throw new NotABackup();
        header = { counts: withAllKinds(parsed.counts) };
      }
      lastLine = open;
      open = [];
      start = end + 1;
    }
    if (start < chunk.length) open.push(chunk.subarray(start));
  };

  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (signal.aborted) return cancelled;
      if (done) break;
      readLines(value);
      pending.push(value);
      pendingBytes += value.length;
      bytes += value.length;
      if (pendingBytes >= PART_BYTES) {
        parts.push(new Blob(pending));
        pending = [];
        pendingBytes = 0;
      }
      report(false);
    }
  } catch (err) {
    if (signal.aborted) return cancelled;
    return failed(err instanceof NotABackup ? t.backupNotABackup : t.backupNetwork);
  } finally {
    signal.removeEventListener('abort', stop);
  }
  report(true);
  // Complete: the last line is the end line, and the lines are as many as it counts (docs/backup-format.md).
  const end = parseLine(lastLine) as { type?: unknown; counts?: unknown } | null;
  const counts = end?.type === 'end' && isCounts(end.counts) ? withAllKinds(end.counts) : null;
  if (!header || !counts || open.length > 0 || lines !== fileLines(counts)) return failed(t.backupCutShort);
  parts.push(new Blob(pending));
  return { ok: true, blob: new Blob(parts, { type: 'application/x-ndjson' }), filename: attachmentFilename(response.headers.get('content-disposition')), shots: counts.shots };
}

/** Offers a Blob to save under `filename`, as a link with `download` would. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL is let go after that.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
