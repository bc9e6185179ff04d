import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { messages } from '../../common/messages';
import { BACKUP_FORMAT, BACKUP_VERSION, type RestoreProgressLine } from '../../common/schemas/backup';
import { queryRows } from '../db/query';
import { createGolfer, TEST_ORIGIN, type Golfer } from '../test/factories';
import { createLoggedTestApp, type TestApp } from '../test/harness';
import { GARMIN_HEADER, GARMIN_UNITS, garminRow } from '../test/import-files';
import { shot, uploadAll } from '../test/ingest-fixtures';
import { chunk, LAST_CHUNK, RawConnection, requestHead, type RawResponse } from '../test/raw-http';
import { DISCARD_MAX_BYTES } from './uploads';

/**
 * Uploads over a real socket against the listening app: bodies written whole before the answer is
 * read, chunked bodies far over their bounds made as they are sent, a second request on the same
 * keep-alive connection, a client that goes away mid-body.
 */

let t: TestApp & { logLines: string[] };
let port: number;
let golfer: Golfer;

beforeAll(async () => {
  t = await createLoggedTestApp({}, 'info');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  golfer = await createGolfer(t, { pro: true });
});
afterAll(async () => {
  await t?.close();
});

const MB = 1024 * 1024;

/**
 * "Within a second", on this machine as loaded now: a second per core's worth of runnable work
 * (the 1-minute load average over the cores), never less than one. An answer that never comes
 * (the sender waits for its own timeout) fails it however loaded the machine is.
 */
const SECOND = 1000 * Math.max(1, os.loadavg()[0] / os.cpus().length);
const HEADER_LINE = `${JSON.stringify({
  format: BACKUP_FORMAT,
  version: BACKUP_VERSION,
  exportedAt: new Date().toISOString(),
  counts: { rounds: 0, sessions: 0, shots: 3, overrides: 3 },
  preferences: { distanceUnit: 'yd', speedUnit: 'mph', hideMishits: false },
})}\n`;

const signedIn = (user: Golfer, contentType: string) => ({ cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': contentType });

/** Rejects when `promise` has not settled within `ms`, naming what was awaited. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms))),
  ]);
}

/** A GET of the signed-in golfer's session list on `conn`: the connection still serves requests. */
async function nextRequestAnswered(conn: RawConnection): Promise<RawResponse> {
  await conn.write(requestHead('GET', '/api/sessions', { cookie: golfer.cookie }));
  return conn.response(5 * SECOND);
}

/**
 * Writes a request whole (head and body) without reading anything, as a client that reads only
 * once it has sent: the server must take the whole body for the writes to end. Then reads the answer.
 */
async function writeWholeThenRead(head: string, body: Buffer[]): Promise<{ conn: RawConnection; res: RawResponse; wroteAt: number }> {
  const conn = await RawConnection.open(port);
  conn.pause();
  await within(
    (async () => {
      await conn.write(head);
      for (const piece of body) await conn.write(piece);
    })(),
    10 * SECOND,
    'the server taking the whole body',
  );
  const wroteAt = performance.now();
  conn.resume();
  const res = await conn.response(5 * SECOND);
  return { conn, res, wroteAt };
}

const rssMb = () => process.memoryUsage().rss / MB;

describe('a restore far over its bounds', () => {
  test('the backup header then 600 MB without a newline, chunked: refused within a second of the line bound, process up, memory flat', async () => {
    const conn = await RawConnection.open(port);
    const before = rssMb();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 10);
    try {
      await conn.write(requestHead('POST', '/api/account/restore', { ...signedIn(golfer, 'application/x-ndjson'), 'transfer-encoding': 'chunked' }));
      await conn.write(chunk(HEADER_LINE));
      const answer = conn.response(120_000);
      answer.catch(() => {});
      // 600 MB of 'x' made as it is sent: one 64 KB piece written again and again.
      const piece = chunk(Buffer.alloc(64 * 1024, 'x'));
      const bound = 256 * 1024;
      let sent = 0;
      let passedAt: number | null = null;
      while (sent < 600 * MB) {
        try {
          await conn.write(piece);
        } catch {
          break; // the server closed the connection
        }
        sent += 64 * 1024;
        if (passedAt === null && sent > bound) passedAt = performance.now();
      }
      const res = await answer;
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual({
        error: 'Line 2 of this file is longer than 256 KB, longer than any backup line: nothing was restored',
        code: 'backup_line_too_long',
      });
      const late = res.at - passedAt!;
      // The rest is read and dropped up to its bound, then the connection is closed: never 600 MB.
      expect(sent).toBeLessThan(DISCARD_MAX_BYTES + 64 * MB);
      clearInterval(sampler);
      console.info(`600 MB restore (a second here: ${SECOND.toFixed(0)} ms): refused ${late.toFixed(0)} ms after the line bound; ${(sent / MB).toFixed(0)} MB taken before the close; RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB`);
      expect(late).toBeLessThan(SECOND);
      expect(peak - before).toBeLessThan(150);
    } finally {
      clearInterval(sampler);
      conn.close();
    }
    // The process is up and serves the next client.
    const fresh = await RawConnection.open(port);
    expect((await nextRequestAnswered(fresh)).status).toBe(200);
    fresh.close();
    expect(await storedShots(golfer)).toBe(0);
  }, 120_000);

  test('a first line of 3 MB on a keep-alive connection, written whole before reading: its 400 within a second, the next request on the connection answered', async () => {
    const body = Buffer.concat([Buffer.alloc(3 * MB, 'x'), Buffer.from('\n'), Buffer.from(HEADER_LINE)]);
    const { conn, res, wroteAt } = await writeWholeThenRead(
      requestHead('POST', '/api/account/restore', { ...signedIn(golfer, 'application/x-ndjson'), 'content-length': body.length }),
      [body],
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ error: messages.backupNotABackup, code: 'backup_unreadable' });
    expect(res.at - wroteAt).toBeLessThan(SECOND);
    expect(res.headers.connection).toBe('keep-alive');
    expect((await nextRequestAnswered(conn)).status).toBe(200);
    conn.close();
  }, 60_000);

  test('the same, chunked: its 400, and the next request on the connection answered', async () => {
    const pieces = [...Array.from({ length: 48 }, () => chunk(Buffer.alloc(64 * 1024, 'x'))), chunk(`\n${HEADER_LINE}`), Buffer.from(LAST_CHUNK)];
    const { conn, res, wroteAt } = await writeWholeThenRead(
      requestHead('POST', '/api/account/restore', { ...signedIn(golfer, 'application/x-ndjson'), 'transfer-encoding': 'chunked' }),
      pieces,
    );
    expect(res.status).toBe(400);
    expect(res.at - wroteAt).toBeLessThan(SECOND);
    expect((await nextRequestAnswered(conn)).status).toBe(200);
    conn.close();
  }, 60_000);

  test('a Content-Length over 1 GB is refused before the body, stating the bound', async () => {
    const conn = await RawConnection.open(port);
    await conn.write(requestHead('POST', '/api/account/restore', { ...signedIn(golfer, 'application/x-ndjson'), 'content-length': 2 * 1024 * MB }));
    await conn.write(HEADER_LINE);
    const res = await conn.response(5 * SECOND);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: 'This backup is larger than 1 GB, more than a restore takes: nothing was restored', code: 'body_too_large' });
    conn.close();
  });

  test('a signed-out restore of 3 MB written whole: its 401, and the connection still serves', async () => {
    const body = Buffer.alloc(3 * MB, 'x');
    const { conn, res } = await writeWholeThenRead(
      requestHead('POST', '/api/account/restore', { origin: TEST_ORIGIN, 'content-type': 'application/x-ndjson', 'content-length': body.length }),
      [body],
    );
    expect(res.status).toBe(401);
    expect((await nextRequestAnswered(conn)).status).toBe(200);
    conn.close();
  }, 60_000);
});

async function storedShots(user: Golfer): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from shots where user_id = ${user.id}::uuid`);
  return row.n;
}

async function storedOverrides(user: Golfer): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from shot_overrides where user_id = ${user.id}::uuid`);
  return row.n;
}

describe('a restore checks every line before it is stored', () => {
  test('a NUL in an override line: that line refused by its number, every other line stored, no server error', async () => {
    const into = await createGolfer(t, { pro: false });
    const shots = ['c1', 'c2', 'c3'].map((clientId) => JSON.stringify({ type: 'shot', ...shot({ clientId }) }));
    const overrides = [
      JSON.stringify({ type: 'override', shotClientId: 'c1', excluded: true }),
      JSON.stringify({ type: 'override', shotClientId: 'c2\u0000', excluded: true }),
      JSON.stringify({ type: 'override', shotClientId: 'c3', excluded: false }),
    ];
    const end = JSON.stringify({ type: 'end', counts: { rounds: 0, sessions: 0, shots: 3, overrides: 3 } });
    const file = `${HEADER_LINE}${[...shots, ...overrides, end].join('\n')}\n`;
    // The NUL travels as JSON's escape, as any JSON writer writes it.
    expect(file).toContain('c2\\u0000');
    const { conn, res } = await writeWholeThenRead(
      requestHead('POST', '/api/account/restore', { ...signedIn(into, 'application/x-ndjson'), 'transfer-encoding': 'chunked' }),
      [chunk(file), Buffer.from(LAST_CHUNK)],
    );
    conn.close();
    expect(res.status).toBe(200);
    const lines = res.body.trim().split('\n').map((l) => JSON.parse(l) as RestoreProgressLine);
    const last = lines.at(-1)!;
    if (last.type !== 'done') throw new Error(`restore failed: ${res.body}`);
    expect(last.result.rejected).toEqual([{ line: 6, error: `line 6: item: ${messages.invalidText}` }]);
    expect(last.result.shots).toEqual({ stored: 3, duplicates: 0 });
    expect(last.result.overrides).toEqual({ stored: 2, duplicates: 0 });
    expect(await storedShots(into)).toBe(3);
    expect(await storedOverrides(into)).toBe(2);
    expect(t.logLines.filter((l) => JSON.parse(l).level >= 50)).toEqual([]);
  }, 60_000);
});

describe('CSV imports over their bounds', () => {
  /** The CSV export of a Garmin R10: `rows` readable shots, made as they are needed. */
  function* garminPieces(targetBytes: number): Generator<Buffer> {
    const end = Date.parse('2025-06-01T12:00:00Z');
    let sent = 0;
    let i = 0;
    let piece = `${GARMIN_HEADER}\r\n${GARMIN_UNITS}\r\n`;
    while (sent < targetBytes) {
      while (piece.length < 64 * 1024) piece += `${garminRow(i++, end)}\r\n`;
      sent += piece.length;
      yield chunk(piece);
      piece = '';
    }
  }

  test('a chunked 21 MB import of readable rows: the "larger than 20 MB" 413 within a second of the bound, nothing stored', async () => {
    const into = await createGolfer(t, { pro: true });
    const conn = await RawConnection.open(port);
    await conn.write(requestHead('POST', '/api/import?timeZone=UTC', { ...signedIn(into, 'text/csv'), 'transfer-encoding': 'chunked' }));
    const answer = conn.response(120_000);
    answer.catch(() => {});
    let sent = 0;
    let passedAt: number | null = null;
    for (const piece of garminPieces(21 * MB)) {
      try {
        await conn.write(piece);
      } catch {
        break;
      }
      sent += piece.length;
      if (passedAt === null && sent > 20 * MB) passedAt = performance.now();
    }
    await conn.write(LAST_CHUNK).catch(() => {});
    const res = await answer;
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: 'This file is larger than 20 MB. Export a shorter period and import it in parts', code: 'body_too_large' });
    expect(res.at - passedAt!).toBeLessThan(SECOND);
    expect((await nextRequestAnswered(conn)).status).toBe(200);
    conn.close();
    expect(await storedShots(into)).toBe(0);
  }, 120_000);

  for (const path of ['/api/import/preview', '/api/import?timeZone=UTC']) {
    test(`a 100,000-column header on ${path.split('?')[0]}, written whole before reading: its 400 within a second, the connection still serves`, async () => {
      const header = Array.from({ length: 100_000 }, (_, i) => `Column ${i}`).join(',');
      const body = Buffer.from(`${header}\r\n1,2,3\r\n`);
      const { conn, res, wroteAt } = await writeWholeThenRead(requestHead('POST', path, { ...signedIn(golfer, 'text/csv'), 'content-length': body.length }), [body]);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body).code).toBe('import_unreadable');
      expect(res.at - wroteAt).toBeLessThan(SECOND);
      expect((await nextRequestAnswered(conn)).status).toBe(200);
      conn.close();
    }, 60_000);
  }
});

describe('ingest batches over their bounds', () => {
  test('a chunked 6 MB shots batch: 413 within a second of the 4 MB bound, written whole before reading, the connection still serves', async () => {
    const filler = Buffer.alloc(64 * 1024, ' ');
    const pieces = [chunk('{"shots":['), ...Array.from({ length: 96 }, () => chunk(filler)), chunk(']}'), Buffer.from(LAST_CHUNK)];
    const { conn, res, wroteAt } = await writeWholeThenRead(
      requestHead('POST', '/api/ingest/shots', { authorization: `Bearer ${golfer.token}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' }),
      pieces,
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: messages.bodyTooLarge, code: 'body_too_large' });
    expect(res.at - wroteAt).toBeLessThan(SECOND);
    expect((await nextRequestAnswered(conn)).status).toBe(200);
    conn.close();
  }, 60_000);

  test('a batch within its bound is stored over the same kind of connection', async () => {
    const body = Buffer.from(JSON.stringify({ shots: [shot({ clientId: 'socket-1' })] }));
    const { conn, res } = await writeWholeThenRead(
      requestHead('POST', '/api/ingest/shots', { authorization: `Bearer ${golfer.token}`, 'content-type': 'application/json', 'content-length': body.length }),
      [body],
    );
    conn.close();
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ stored: 1 });
  });
});

describe('a client that goes away mid-body', () => {
  test('a restore cut off mid-body is logged at info as the client\'s doing, never as a server error', async () => {
    const into = await createGolfer(t, { pro: false });
    await uploadAll(t.app, into.token, 'shots', [shot({ clientId: 'kept' })]);
    const from = t.logLines.length;
    const conn = await RawConnection.open(port);
    const file = `${HEADER_LINE}${JSON.stringify({ type: 'shot', ...shot({ clientId: 'cut' }) })}\n`;
    await conn.write(requestHead('POST', '/api/account/restore', { ...signedIn(into, 'application/x-ndjson'), 'content-length': file.length * 1000 }));
    await conn.write(file);
    // The server has the header: it is reading the body when the client goes.
    await vi.waitFor(() => expect(t.logLines.slice(from).some((l) => JSON.parse(l).msg === 'incoming request')).toBe(true), { timeout: 10_000 });
    conn.close();
    await vi.waitFor(
      () => expect(t.logLines.slice(from).some((l) => JSON.parse(l).msg === 'the client closed the connection before its upload was over')).toBe(true),
      { timeout: 10_000, interval: 20 },
    );
    // The request that follows is answered after whatever the cut-off one still had to log.
    const after = await RawConnection.open(port);
    expect((await nextRequestAnswered(after)).status).toBe(200);
    after.close();
    const levels = t.logLines.slice(from).map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(levels.filter((l) => l.level >= 40)).toEqual([]);
    expect(levels.find((l) => l.msg === 'the client closed the connection before its upload was over')?.level).toBe(30);
    expect(await storedShots(into)).toBe(1);
  }, 60_000);
});
