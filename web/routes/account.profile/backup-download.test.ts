import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBackup, type BackupProgress } from './backup-download';

/** A backup file as the server writes it: the header, one line per record in order, the end line. */
function backupFile(counts: Record<string, number>, kinds: string[]): string {
  const lines = [JSON.stringify({ format: 'opengolfsim-backup', version: 1, exportedAt: '2026-11-28T12:00:00.000Z', counts })];
  for (const kind of kinds) for (let i = 0; i < (counts[`${kind}s`] ?? 0); i += 1) lines.push(JSON.stringify({ type: kind, id: `${kind}-${i}` }));
  lines.push(JSON.stringify({ type: 'end', counts }));
  return `${lines.join('\n')}\n`;
}

/** Answers the backup request with `text`, sent in chunks of `chunkBytes` as a stream would. */
function serve(text: string, chunkBytes = 7) {
  const bytes = new TextEncoder().encode(text);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      let offset = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (offset >= bytes.length) return controller.close();
          controller.enqueue(bytes.slice(offset, offset + chunkBytes));
          offset += chunkBytes;
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Disposition': 'attachment; filename="opengolfsim-backup-2026-11-28.ndjson"' } });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('downloadBackup', () => {
  it('takes a file with players and shared reports as whole, and counts its shots', async () => {
    const counts = { players: 2, rounds: 1, sessions: 1, shots: 3, overrides: 1, shares: 1 };
    const text = backupFile(counts, ['player', 'round', 'session', 'shot', 'override', 'share']);
    serve(text);
    const progress: BackupProgress[] = [];
    const result = await downloadBackup(new AbortController().signal, (next) => progress.push(next));
    expect(result).toMatchObject({ ok: true, filename: 'opengolfsim-backup-2026-11-28.ndjson', shots: 3 });
    expect(result.ok && (await result.blob.text())).toBe(text);
    expect(progress.at(-1)).toMatchObject({ shots: 3, totalShots: 3, beforeShots: false, lines: 11, totalLines: 11 });
  });

  it('takes a file written before players and shared reports were kept', async () => {
    const counts = { rounds: 1, sessions: 1, shots: 2, overrides: 0 };
    serve(backupFile(counts, ['round', 'session', 'shot']));
    const result = await downloadBackup(new AbortController().signal, () => undefined);
    expect(result).toMatchObject({ ok: true, shots: 2 });
  });

  it('refuses a file that ends before its end line, saving nothing', async () => {
    const counts = { players: 1, rounds: 0, sessions: 1, shots: 2, overrides: 0, shares: 0 };
    const whole = backupFile(counts, ['player', 'round', 'session', 'shot']);
    serve(whole.slice(0, whole.lastIndexOf('{"type":"shot"')));
    const result = await downloadBackup(new AbortController().signal, () => undefined);
    expect(result).toMatchObject({ ok: false, cancelled: false });
  });
});
