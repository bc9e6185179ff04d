import { describe, expect, test } from 'vitest';
import { messages } from '../../../common/messages';
import { createUser, makePro, TEST_ORIGIN, type TestUser } from '../../test/factories';
import { createTestApp } from '../../test/harness';
import { garminExport } from '../../test/import-files';
import { fixture, importTestApp } from './test-support';

const { t, proUser, post, countShots } = importTestApp();

describe('refusals', () => {
  test('signed out 401, not Pro 403, stores nothing', async () => {
    expect((await post(null, '/api/import/preview', fixture('garmin-imperial.csv'))).statusCode).toBe(401);
    const free = await createUser(t.app);
    for (const url of ['/api/import/preview', '/api/import']) {
      const res = await post(free, url, fixture('garmin-imperial.csv'));
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(messages.proRequired);
    }
    expect(await countShots(free.id)).toBe(0);
  });

  test('garbage, binary, empty, oversized and mistyped bodies are 4xx with a clear error, never 500', async () => {
    const user = await proUser();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const cases: [string | Buffer, Record<string, string>, number, string][] = [
      [png, {}, 400, messages.importNotCsv],
      ['', {}, 400, messages.importEmpty],
      ['\r\n\r\n', {}, 400, messages.importEmpty],
      ['name,email\nann,a@b.co\n', {}, 400, messages.importUnknownFormat],
      ['x'.repeat(200_000), {}, 400, 'Line 1 of this file cannot be read: it is longer than 64 KB; perhaps a quote is never closed'],
      ['Club,Ball Speed,Carry,Launch Angle\n"Driver,1', {}, 400, 'Line 2 of this file cannot be read: a quote is never closed'],
      ['Date,Club\u0000,Carry', {}, 400, messages.importNotCsv],
      [Buffer.alloc(20 * 1024 * 1024 + 10, 0x41), {}, 413, 'This file is larger than 20 MB. Export a shorter period and import it in parts'],
      ['{"a":1}', { 'content-type': 'application/pdf' }, 415, messages.invalidRequest],
    ];
    for (const url of ['/api/import/preview', '/api/import?player=Me']) {
      for (const [payload, headers, status, error] of cases) {
        const res = await post(user, url, payload, headers);
        expect(res.statusCode, `${url} ${String(payload).slice(0, 30)}: ${res.body}`).toBe(status);
        expect(res.json().error).toBe(error);
      }
    }
    // Bad choices in the query.
    const badZone = await post(user, '/api/import/preview?timeZone=Mars/Olympus', fixture('garmin-imperial.csv'));
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().error).toBe(messages.importBadTimeZone);
    const badPlayers = await post(user, '/api/import?players=%7Bnope', fixture('garmin-imperial.csv'));
    expect(badPlayers.statusCode).toBe(400);
    expect(badPlayers.json().error).toBe(messages.importBadPlayers);
    expect(await countShots(user.id)).toBe(0);
  });

  test('the API answers other requests while an import runs', async () => {
    const user = await proUser();
    const end = Date.parse('2025-06-01T12:00:00Z');
    let importedAt = 0;
    const running = post(user, '/api/import?timeZone=UTC', garminExport(5000, end)).then((res) => {
      importedAt = performance.now();
      return res;
    });
    // The session call, sent after the import started, is answered before the 5,000-row import ends.
    await new Promise((resolve) => setTimeout(resolve, 20));
    let sessionAt = 0;
    const session = t.app.inject({ method: 'GET', url: '/api/user/session', headers: { cookie: user.cookie } }).then((res) => {
      sessionAt = performance.now();
      return res;
    });
    const [res, answered] = await Promise.all([running, session]);
    expect(answered.statusCode).toBe(200);
    expect(sessionAt).toBeGreaterThan(0);
    expect(sessionAt).toBeLessThan(importedAt);
    expect(res.statusCode).toBe(200);
  });
});

describe('bodies without a length', () => {
  test('a streamed body over 20 MB is stopped while read: 413 on the preview and on the import, which stores nothing', async () => {
    const { Readable } = await import('node:stream');
    const user = await proUser();
    const end = Date.parse('2025-06-01T12:00:00Z');
    const header = garminExport(0, end);
    // Long rows that cannot be read (an unknown club, a note past the header): the whole body is read,
    // quickly (few records, so the limit is what is tested, not the row speed), and nothing stored.
    const row = garminExport(1, end).slice(header.length).replace('Driver', 'Chipper').replace('\r\n', `,${'x'.repeat(8000)}\r\n`);
    // 21 MB of the same row, sent in pieces with no Content-Length.
    const body = () => Readable.from((function* () {
      yield header;
      const piece = row.repeat(Math.ceil(65_536 / row.length));
      for (let sent = 0; sent < 21 * 1024 * 1024; sent += piece.length) yield piece;
    })());
    const preview = await t.app.inject({ method: 'POST', url: '/api/import/preview', headers: { origin: TEST_ORIGIN, 'content-type': 'text/csv', cookie: user.cookie }, payload: body() });
    expect(preview.statusCode).toBe(413);
    expect(preview.json().error).toMatch(/larger than 20 MB/);
    const imported = await t.app.inject({ method: 'POST', url: '/api/import?timeZone=UTC', headers: { origin: TEST_ORIGIN, 'content-type': 'text/csv', cookie: user.cookie }, payload: body() });
    expect(imported.statusCode).toBe(413);
    expect(imported.json()).toEqual({ error: 'This file is larger than 20 MB. Export a shorter period and import it in parts', code: 'body_too_large' });
    expect(await countShots(user.id)).toBe(0);
  }, 180_000); // reads 21 MB twice: past 30 s on a busy machine (seen at load 22 on 2 cores)
});

describe('the import limit (RATE_LIMIT_IMPORT per account in 10 minutes)', () => {
  test('refuses the request past the limit with its own message, and counts each account apart', async () => {
    const limited = await createTestApp({ RATE_LIMIT_IMPORT: '2' });
    try {
      const send = async (user: TestUser, cookie = user.cookie) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/import/preview',
          headers: { origin: TEST_ORIGIN, 'content-type': 'text/csv', cookie },
          payload: fixture('garmin-imperial.csv'),
        });
      const pro = async () => {
        const user = await createUser(limited.app);
        await makePro(limited.database.db, user.id);
        return user;
      };
      const golfer = await pro();
      expect((await send(golfer)).statusCode).toBe(200);
      expect((await send(golfer)).statusCode).toBe(200);
      const refused = await send(golfer);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: messages.importRateLimited, code: 'rate_limited' });
      // Neither another cookie beside the session nor a second session of the account is a fresh count.
      expect((await send(golfer, `${golfer.cookie}; junk=1`)).statusCode).toBe(429);
      const again = await limited.app.inject({ method: 'POST', url: '/api/user/signin', headers: { origin: TEST_ORIGIN }, payload: { email: golfer.email, password: golfer.password } });
      const sid = again.cookies.find((c) => c.name === 'sid')!;
      expect((await send(golfer, `sid=${sid.value}`)).statusCode).toBe(429);
      expect((await send(await pro())).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
