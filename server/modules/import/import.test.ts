import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '../../../common/messages';
import type { ImportPreview, ImportProgressLine, ImportResult } from '../../../common/schemas/import';
import { createTestApp, type TestApp } from '../../test/harness';
import { createGolfer, createUser, makePro, TEST_ORIGIN, type TestUser } from '../../test/factories';
import { queryRows } from '../../db/query';
import { DAY_MS, ago, round, shot, uploadAll } from '../../test/ingest-fixtures';
import { garminExport, importFixture } from '../../test/import-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const fixture = (name: string) => Buffer.from(importFixture(name));

async function proUser(): Promise<TestUser> {
  const user = await createUser(t.app);
  await makePro(t.database.db, user.id);
  return user;
}

function post(user: TestUser | null, url: string, payload: string | Buffer, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, 'content-type': 'text/csv', ...(user && { cookie: user.cookie }), ...headers },
    payload,
  });
}

const query = (params: Record<string, string | Record<string, string>>) =>
  '?' + new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();

async function importFile(user: TestUser, payload: string | Buffer, params: Record<string, string | Record<string, string>> = {}) {
  const res = await post(user, `/api/import${query(params)}`, payload);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/application\/x-ndjson/);
  const lines = res.body.trim().split('\n').map((l) => JSON.parse(l) as ImportProgressLine);
  const last = lines[lines.length - 1];
  if (last.type !== 'done') throw new Error(`import did not finish: ${res.body}`);
  return { result: last.result as ImportResult, lines };
}

async function countShots(userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from shots where user_id = ${userId}::uuid`);
  return row.n;
}

/** The running totals against the same figures computed from the shots themselves. */
async function expectTotalsMatchShots(userId: string) {
  const totals = await queryRows<Record<string, unknown>>(
    t.database.db,
    sql`select player, club, shots::int as shots, round(carry_sum::numeric, 6)::float8 as carry,
               smash_shots::int as smash_shots, round(smash_sum::numeric, 6)::float8 as smash
        from shot_club_totals where user_id = ${userId}::uuid order by player, club`,
  );
  const fromShots = await queryRows<Record<string, unknown>>(
    t.database.db,
    sql`select player, club, count(*)::int as shots, round(sum(carry)::numeric, 6)::float8 as carry,
               count(club_speed)::int as smash_shots, round(coalesce(sum(ball_speed / club_speed), 0)::numeric, 6)::float8 as smash
        from shots where user_id = ${userId}::uuid group by player, club order by player, club`,
  );
  expect(totals).toEqual(fromShots);
  return totals;
}

describe('POST /api/import/preview', () => {
  test('Garmin: format, units, first rows, counts, every unreadable row with its reason; nothing stored', async () => {
    const user = await proUser();
    const res = await post(user, `/api/import/preview${query({ timeZone: 'America/New_York' })}`, fixture('garmin-imperial.csv'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ImportPreview;
    expect(body).toMatchObject({
      format: 'garmin',
      delimiter: ',',
      decimalComma: false,
      units: { speed: 'mph', distance: 'yd', speedInFile: true, distanceInFile: true, needed: [] },
      timeZone: 'America/New_York',
      hasDates: true,
      hasPlayers: true,
      sourcePlayers: ['Chris'],
      counts: { rows: 12, readable: 8, unreadable: 4, summaryRows: 0, genericWedges: 0 },
    });
    expect(body.rows).toHaveLength(8);
    expect(body.rows[0]).toMatchObject({ line: 3, club: 'Dr', sourcePlayer: 'Chris', takenAt: '2025-06-01T18:30:05.000Z', kind: 'range' });
    expect(body.rows[0].carry).toBeCloseTo(220.64, 1);
    expect(body.unreadable.map((u) => u.line)).toEqual([10, 11, 12, 15]);
    expect(body.unreadable[0].reason).toBe('row 10: Ball Speed is not a number: “abc”');
    expect(await countShots(user.id)).toBe(0);
    const [totals] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from shot_club_totals where user_id = ${user.id}::uuid`);
    expect(totals.n).toBe(0);
  });

  test('Rapsodo without dates: the rows have no time yet, the summary rows are counted and dropped', async () => {
    const user = await proUser();
    const res = await post(user, '/api/import/preview', fixture('rapsodo-metric.csv'));
    const body = res.json() as ImportPreview;
    expect(body).toMatchObject({ format: 'rapsodo', hasDates: false, hasPlayers: false, sourcePlayers: [], counts: { rows: 5, readable: 4, unreadable: 1, summaryRows: 2 } });
    expect(body.rows.every((r) => r.takenAt === null)).toBe(true);
  });
});

describe('POST /api/import', () => {
  test('stores the readable rows under the chosen player; the totals stay right; the same file again stores nothing', async () => {
    const user = await proUser();
    const params = { timeZone: 'America/New_York', players: { Chris: 'Me' } };
    const first = await importFile(user, fixture('garmin-imperial.csv'), params);
    expect(first.result).toMatchObject({ stored: 8, alreadyPresent: 0, counts: { rows: 12, readable: 8, unreadable: 4, summaryRows: 0 } });
    expect(first.result.unreadable).toHaveLength(4);
    expect(first.lines[0]).toMatchObject({ type: 'progress', stored: 8 });
    expect(await countShots(user.id)).toBe(8);
    const players = await queryRows<{ name: string }>(t.database.db, sql`select name from players where user_id = ${user.id}::uuid`);
    expect(players.map((p) => p.name)).toEqual(['Me']);
    const totals = await expectTotalsMatchShots(user.id);

    const again = await importFile(user, fixture('garmin-imperial.csv'), params);
    expect(again.result).toMatchObject({ stored: 0, alreadyPresent: 8 });
    expect(await countShots(user.id)).toBe(8);
    expect(await expectTotalsMatchShots(user.id)).toEqual(totals);

    // The figures read the imported shots: the Shot data page shows them.
    const stats = await t.app.inject({ method: 'GET', url: '/api/stats/shots?player=Me', headers: { cookie: user.cookie } });
    expect(stats.json().clubs.map((c: { club: { short: string } }) => c.club.short)).toContain('Dr');
  });

  test('a file without players or dates needs both chosen; then its shots are on that day', async () => {
    const user = await proUser();
    const noDay = await post(user, `/api/import${query({ player: 'Me' })}`, fixture('rapsodo-metric.csv'));
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json().error).toBe(messages.importDateRequired);
    const noPlayer = await post(user, `/api/import${query({ date: '2025-05-03' })}`, fixture('rapsodo-metric.csv'));
    expect(noPlayer.statusCode).toBe(400);
    expect(noPlayer.json().error).toBe(messages.importPlayerRequired);
    expect(await countShots(user.id)).toBe(0);

    const { result } = await importFile(user, fixture('rapsodo-metric.csv'), { player: 'Range Me', date: '2025-05-03', timeZone: 'UTC' });
    expect(result).toMatchObject({ stored: 4, counts: { summaryRows: 2, unreadable: 1 } });
    const days = await queryRows<{ day: string; player: string }>(
      t.database.db,
      sql`select distinct to_char(taken_at at time zone 'UTC', 'YYYY-MM-DD') as day, player from shots where user_id = ${user.id}::uuid`,
    );
    expect(days).toEqual([{ day: '2025-05-03', player: 'Range Me' }]);
    await expectTotalsMatchShots(user.id);
  });

  test('European Garmin, Rapsodo in yards and our own export import too', async () => {
    const user = await proUser();
    expect((await importFile(user, fixture('garmin-metric-semicolon.csv'), { timeZone: 'Europe/Berlin' })).result.stored).toBe(4);
    expect((await importFile(user, fixture('rapsodo-imperial.csv'), { player: 'Me' })).result.stored).toBe(3);
    expect((await importFile(user, fixture('ours-metric.csv'))).result.stored).toBe(3);
    expect(await countShots(user.id)).toBe(10);
    await expectTotalsMatchShots(user.id);
  });

  test('3,000 rows in batches, identical rows kept apart, a second import stores nothing', async () => {
    const user = await proUser();
    const end = Date.parse('2025-06-01T12:00:00Z');
    // Rows 1-3,000, with the first 10 rows once more at the end: identical rows are two shots.
    const text = garminExport(3000, end) + garminExport(10, end).split('\r\n').slice(2).join('\r\n');
    const first = await importFile(user, text, { timeZone: 'UTC' });
    expect(first.result).toMatchObject({ stored: 3010, alreadyPresent: 0, counts: { rows: 3010, unreadable: 0 } });
    expect(first.lines.filter((l) => l.type === 'progress').length).toBe(4);
    const again = await importFile(user, text, { timeZone: 'UTC' });
    expect(again.result).toMatchObject({ stored: 0, alreadyPresent: 3010 });
    expect(await countShots(user.id)).toBe(3010);
    await expectTotalsMatchShots(user.id);
  });
});

describe('the same file in another time zone', () => {
  test('imported with the browser in UTC and then in Europe/Berlin (or another zone chosen), the second stores nothing', async () => {
    const user = await proUser();
    const utc = await importFile(user, fixture('garmin-imperial.csv'), { timeZone: 'UTC' });
    expect(utc.result.stored).toBe(8);
    const berlin = await importFile(user, fixture('garmin-imperial.csv'), { timeZone: 'Europe/Berlin' });
    expect(berlin.result).toMatchObject({ stored: 0, alreadyPresent: 8 });
    const tokyo = await importFile(user, fixture('garmin-imperial.csv'), { timeZone: 'Asia/Tokyo' });
    expect(tokyo.result).toMatchObject({ stored: 0, alreadyPresent: 8 });
    expect(await countShots(user.id)).toBe(8);
    // The shots keep the times of the first import.
    const [first] = await queryRows<{ at: string }>(t.database.db, sql`select min(taken_at)::text as at from shots where user_id = ${user.id}::uuid`);
    expect(new Date(first.at).toISOString()).toBe('2025-06-01T14:30:05.000Z');
    // One session for the file's day, named after the source and the date, holding every shot; none more.
    const sessions = await queryRows<{ name: string; source: string; shots: number }>(
      t.database.db,
      sql`select rs.name, rs.source, (select count(*)::int from shots s where s.session_id = rs.id) as shots
          from range_sessions rs where rs.user_id = ${user.id}::uuid`,
    );
    expect(sessions).toEqual([{ name: 'Garmin Golf 2025-06-01', source: 'garmin', shots: 8 }]);
  });

  test('an import makes one session per file and day; our export’s sessions come back as they were', async () => {
    const user = await proUser();
    const end = Date.parse('2025-06-02T01:00:00Z');
    // 300 rows, 20 s apart, back from 1:00 UTC: they cross midnight of the file's (UTC) day.
    const { result } = await importFile(user, garminExport(300, end), { timeZone: 'UTC' });
    const days = await queryRows<{ id: string; name: string; shots: number }>(
      t.database.db,
      sql`select rs.id::text as id, rs.name, (select count(*)::int from shots s where s.session_id = rs.id) as shots
          from range_sessions rs where rs.user_id = ${user.id}::uuid order by rs.name`,
    );
    expect(days.map(({ name, shots }) => ({ name, shots }))).toEqual([
      { name: 'Garmin Golf 2025-06-01', shots: 119 },
      { name: 'Garmin Golf 2025-06-02', shots: 181 },
    ]);
    // The answer names them, for the dialog's links; imported again, the same sessions.
    const byName = (list: { name: string | null }[]) => [...list].sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
    expect(byName(result.sessions)).toEqual(days.map(({ id, name }) => ({ id, name })));
    expect(byName((await importFile(user, garminExport(300, end), { timeZone: 'UTC' })).result.sessions)).toEqual(byName(result.sessions));
    // Exported and imported into another account: the same sessions (clientId and name).
    const csv = await t.app.inject({ method: 'GET', url: '/api/stats/shots.csv', headers: { cookie: user.cookie } });
    expect(csv.statusCode, csv.body.slice(0, 200)).toBe(200);
    const other = await proUser();
    expect((await importFile(other, csv.body)).result).toMatchObject({ stored: 300 });
    const copied = await queryRows<{ name: string; client_id: string; shots: number }>(
      t.database.db,
      sql`select rs.name, rs.client_id, (select count(*)::int from shots s where s.session_id = rs.id) as shots
          from range_sessions rs where rs.user_id = ${other.id}::uuid order by rs.name`,
    );
    const originals = await queryRows<{ client_id: string }>(t.database.db, sql`select client_id from range_sessions where user_id = ${user.id}::uuid order by name`);
    expect(copied.map((c) => [c.name, c.shots])).toEqual([
      ['Garmin Golf 2025-06-01', 119],
      ['Garmin Golf 2025-06-02', 181],
    ]);
    expect(copied.map((c) => c.client_id)).toEqual(originals.map((o) => o.client_id));
  });

  test('the preview names the zone the file’s times are read in; our export (UTC) names none', async () => {
    const user = await proUser();
    const garmin = await post(user, `/api/import/preview${query({ timeZone: 'Europe/Berlin' })}`, fixture('garmin-imperial.csv'));
    expect(garmin.json()).toMatchObject({ timeZone: 'Europe/Berlin' });
    expect((garmin.json() as ImportPreview).rows[0].takenAt).toBe('2025-06-01T12:30:05.000Z');
    const ours = await post(user, `/api/import/preview${query({ timeZone: 'Europe/Berlin' })}`, fixture('ours-metric.csv'));
    expect(ours.json()).toMatchObject({ timeZone: null });
  });
});

describe('every vendor through the API', () => {
  test('FlightScope, Trackman, GSPro and Foresight exports store their shots, once', async () => {
    const user = await proUser();
    const files: [string, Record<string, string>, number][] = [
      ['flightscope-myflightscope.csv', { player: 'Me', date: '2025-09-14', timeZone: 'UTC' }, 4],
      ['flightscope-fsgolf-metric.csv', { timeZone: 'UTC' }, 2],
      ['trackman-tps.csv', { timeZone: 'UTC' }, 3],
      ['trackman-metric-semicolon.csv', { timeZone: 'UTC' }, 2],
      ['gspro-portal.csv', { timeZone: 'UTC' }, 3],
      ['gspro-software.csv', { player: 'Me', date: '2025-11-09', speedUnit: 'm/s', distanceUnit: 'm' }, 3],
      ['foresight-fsx.csv', { player: 'Me', date: '2025-12-01', speedUnit: 'mph', distanceUnit: 'yd' }, 2],
    ];
    for (const [name, params, stored] of files) {
      expect((await importFile(user, fixture(name), params)).result, name).toMatchObject({ stored, counts: { unreadable: 0 } });
      expect((await importFile(user, fixture(name), params)).result, name).toMatchObject({ stored: 0, alreadyPresent: stored });
    }
    await expectTotalsMatchShots(user.id);
  });

  test('Uneekor: a generic "Wedge" is counted in the preview, unreadable until a wedge is chosen, then that wedge', async () => {
    const user = await proUser();
    const base = { player: 'Me', date: '2025-10-01', speedUnit: 'mph', distanceUnit: 'yd' };
    const preview = await post(user, `/api/import/preview${query(base)}`, fixture('uneekor-view.csv'));
    expect(preview.json()).toMatchObject({ format: 'uneekor', counts: { readable: 4, genericWedges: 1 } });
    expect((preview.json() as ImportPreview).rows.map((r) => r.club)).toEqual(['7i', 'Dr', null, '3W']);
    const unchosen = await importFile(user, fixture('uneekor-view.csv'), base);
    expect(unchosen.result).toMatchObject({ stored: 3, counts: { readable: 3, unreadable: 1 } });
    expect(unchosen.result.unreadable[0].reason).toBe('row 4: “Wedge” names no loft and no wedge was chosen for the file');
    const chosen = await importFile(user, fixture('uneekor-view.csv'), { ...base, wedge: 'SW' });
    expect(chosen.result).toMatchObject({ stored: 1, alreadyPresent: 3 });
    const [club] = await queryRows<{ club: string }>(t.database.db, sql`select club from shots where user_id = ${user.id}::uuid and carry < 100`);
    expect(club.club).toBe('SW');
    const bad = await post(user, `/api/import/preview${query({ ...base, wedge: '7i' })}`, fixture('uneekor-view.csv'));
    expect(bad.statusCode).toBe(400);
  });

  test('a file of another launch monitor is answered with the formats we read', async () => {
    const user = await proUser();
    const res = await post(user, '/api/import/preview', 'Dates,03-12-2026,Place,Range\n\nClub,Index,Ball Speed(mph),Launch Angle,Carry(yd)\n7i,1,107.2,22.5,155.2\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(messages.importUnknownFormat);
    expect(res.json().error).toMatch(/FlightScope \(FS Golf\), Trackman/);
  });
});

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

describe('our own export, round trip', () => {
  test('shots exported from one account (in its display units) import into another as the same shots', async () => {
    const from = await proUser();
    const to = await proUser();
    await importFile(from, fixture('garmin-imperial.csv'), { timeZone: 'UTC' });
    await importFile(from, fixture('garmin-metric-semicolon.csv'), { timeZone: 'UTC' });
    const exported = await t.app.inject({ method: 'GET', url: '/api/stats/shots.csv', headers: { cookie: from.cookie } });
    expect(exported.statusCode).toBe(200);
    const preview = (await post(to, '/api/import/preview', exported.body)).json() as ImportPreview;
    expect(preview).toMatchObject({ format: 'ours', counts: { rows: 12, readable: 12, unreadable: 0 } });
    expect((await importFile(to, exported.body)).result.stored).toBe(12);
    const shotsOf = (userId: string) =>
      queryRows<{ player: string; club: string; at: string; carry: number; ball: number; offline: number | null }>(
        t.database.db,
        sql`select player, club, to_char(taken_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as at, carry, ball_speed as ball, offline
            from shots where user_id = ${userId}::uuid order by taken_at, club, player`,
      );
    const [a, b] = [await shotsOf(from.id), await shotsOf(to.id)];
    expect(b.map((s) => [s.player, s.club, s.at])).toEqual(a.map((s) => [s.player, s.club, s.at]));
    // The export writes display units with limited decimals: the same shots within a few centimetres.
    b.forEach((s, i) => {
      expect(Math.abs(s.carry - a[i].carry)).toBeLessThan(0.1);
      expect(Math.abs(s.ball - a[i].ball)).toBeLessThan(0.1);
    });
    await expectTotalsMatchShots(to.id);
  });
});

describe('our own export back into the same account', () => {
  const exportOf = async (user: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stats/shots.csv', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const clientIdsOf = async (userId: string) =>
    (await queryRows<{ id: string }>(t.database.db, sql`select client_id as id from shots where user_id = ${userId}::uuid order by client_id`)).map((r) => r.id);

  test('stores nothing new: the Shot ID column is each shot’s own clientId (desktop uploads and earlier imports alike)', async () => {
    const me = await createGolfer(t, { pro: true });
    // Shots from the desktop app (one of a round, ids that a spreadsheet would take for formulas) and from a Garmin file.
    await uploadAll(t.app, me.token, 'rounds', [round({ clientId: 'round-1', players: ['Me'] })]);
    await uploadAll(t.app, me.token, 'shots', [
      shot({ clientId: 'c6a1e0f2-5b7d-4f3e-9a10-d2b3c4e5f601', kind: 'round', roundClientId: 'round-1', hole: 1, club: 'Dr', carry: 210, offline: -4, fairway: 'left' }),
      shot({ clientId: '-7', takenAt: ago(2 * DAY_MS), carry: 141 }),
      shot({ clientId: '=1+1', takenAt: ago(3 * DAY_MS), carry: 139 }),
      // Two shots identical in everything but their ids.
      shot({ clientId: 'twin-a', takenAt: '2025-05-01T10:00:00Z', carry: 150 }),
      shot({ clientId: 'twin-b', takenAt: '2025-05-01T10:00:00Z', carry: 150 }),
    ]);
    await importFile(me, fixture('garmin-imperial.csv'), { timeZone: 'UTC', players: { Chris: 'Me' } });
    const before = await countShots(me.id);
    expect(before).toBe(13);
    const totals = await expectTotalsMatchShots(me.id);
    const ids = await clientIdsOf(me.id);

    // In yards and mph (the default display units), then in metres and km/h.
    const yards = await exportOf(me);
    const again = await importFile(me, yards, { timeZone: 'UTC' });
    expect(again.result).toMatchObject({ stored: 0, alreadyPresent: 13, counts: { rows: 13, readable: 13, unreadable: 0 } });
    const prefs = await t.app.inject({
      method: 'POST',
      url: '/api/user/preferences',
      payload: { distanceUnit: 'm', speedUnit: 'kmh' },
      headers: { origin: TEST_ORIGIN, cookie: me.cookie },
    });
    expect(prefs.statusCode).toBe(200);
    expect((await importFile(me, await exportOf(me))).result).toMatchObject({ stored: 0, alreadyPresent: 13 });
    // The same shots under another player's name are still the same shots.
    expect((await importFile(me, yards, { players: { Me: 'Someone Else' } })).result).toMatchObject({ stored: 0, alreadyPresent: 13 });

    expect(await countShots(me.id)).toBe(before);
    expect(await clientIdsOf(me.id)).toEqual(ids);
    expect(await expectTotalsMatchShots(me.id)).toEqual(totals);
    // The desktop app uploading its shots again after the round trip changes nothing either.
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/shots',
      headers: { authorization: `Bearer ${me.token}` },
      payload: { shots: [shot({ clientId: '-7', takenAt: ago(2 * DAY_MS), carry: 141 })] },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(await countShots(me.id)).toBe(before);
  });

  test('into another account every shot is stored, with the same ids; that account’s export comes back to the first as nothing new', async () => {
    const from = await createGolfer(t, { pro: true });
    const to = await proUser();
    await uploadAll(t.app, from.token, 'shots', [
      shot({ clientId: 'a-1', club: 'Dr', carry: 205 }),
      shot({ clientId: 'a-2', takenAt: ago(DAY_MS), carry: 140 }),
      shot({ clientId: 'a-3', takenAt: ago(2 * DAY_MS), carry: 142 }),
    ]);
    const moved = await importFile(to, await exportOf(from));
    expect(moved.result).toMatchObject({ stored: 3, alreadyPresent: 0 });
    // Client ids are unique per account: the other account stores them as they are.
    expect(await clientIdsOf(to.id)).toEqual(['a-1', 'a-2', 'a-3']);
    await expectTotalsMatchShots(to.id);
    expect((await importFile(from, await exportOf(to))).result).toMatchObject({ stored: 0, alreadyPresent: 3 });
    expect(await countShots(from.id)).toBe(3);
  });

  test('an export from before the Shot ID column still imports, by content, once', async () => {
    const user = await proUser();
    expect((await importFile(user, fixture('ours-metric.csv'))).result).toMatchObject({ stored: 3, alreadyPresent: 0 });
    expect((await importFile(user, fixture('ours-metric.csv'))).result).toMatchObject({ stored: 0, alreadyPresent: 3 });
    expect((await clientIdsOf(user.id)).every((id) => id.startsWith('import:'))).toBe(true);
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

/** Real export layouts (docs/decisions/012, "Checked against real exports"), through the API. */
describe('real export layouts', () => {
  test('Rapsodo MLM2PRO: player and time from the title, no day or player to choose, one block per club, nothing stored twice', async () => {
    const user = await proUser();
    const res = await post(user, `/api/import/preview${query({ timeZone: 'America/Chicago' })}`, fixture('rapsodo-mlm2pro-session.csv'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ImportPreview;
    // Rapsodo names no units: the preview asks, and reads no row before they are chosen.
    expect(body).toMatchObject({ format: 'rapsodo', units: { speed: null, distance: null, needed: ['speed', 'distance'] }, rows: [], counts: { rows: 0 } });
    const refused = await post(user, `/api/import${query({ timeZone: 'America/Chicago' })}`, fixture('rapsodo-mlm2pro-session.csv'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'This file does not say its units. Choose them before importing', code: 'import_units_required' });

    const chosen = await post(user, `/api/import/preview${query({ timeZone: 'America/Chicago', speedUnit: 'mph', distanceUnit: 'yd' })}`, fixture('rapsodo-mlm2pro-session.csv'));
    expect(chosen.json()).toMatchObject({
      format: 'rapsodo',
      units: { speed: 'mph', distance: 'yd', speedInFile: false, distanceInFile: false, needed: [] },
      timeZone: 'America/Chicago',
      hasDates: true,
      hasPlayers: true,
      sourcePlayers: ['Sam Carter'],
      // The header repeated above the 7i and Driver blocks is no row; Average and Std. Dev. of each block are summary rows.
      counts: { rows: 7, readable: 6, unreadable: 1, summaryRows: 6 },
    });
    const read = chosen.json() as ImportPreview;
    expect(read.unreadable).toEqual([{ line: 13, reason: 'row 13: Club Type “Ot” is not a club we know' }]);
    expect(read.rows.map((r) => [r.club, r.takenAt])).toEqual([
      ['PW', '2025-06-23T01:07:00.000Z'],
      ['PW', '2025-06-23T01:07:01.000Z'],
      ['PW', '2025-06-23T01:07:02.000Z'],
      ['7i', '2025-06-23T01:07:03.000Z'],
      ['7i', '2025-06-23T01:07:04.000Z'],
      ['Dr', '2025-06-23T01:07:06.000Z'],
    ]);

    // No date and no player in the query: the file has both.
    const params = { timeZone: 'America/Chicago', players: { 'Sam Carter': 'Sam' }, speedUnit: 'mph', distanceUnit: 'yd' };
    const first = await importFile(user, fixture('rapsodo-mlm2pro-session.csv'), params);
    expect(first.result).toMatchObject({ stored: 6, alreadyPresent: 0, counts: { rows: 7, readable: 6, unreadable: 1, summaryRows: 6 } });
    const again = await importFile(user, fixture('rapsodo-mlm2pro-session.csv'), params);
    expect(again.result).toMatchObject({ stored: 0, alreadyPresent: 6 });
    const stored = await queryRows<{ player: string; day: string }>(
      t.database.db,
      sql`select distinct player, to_char(taken_at at time zone 'America/Chicago', 'YYYY-MM-DD') as day from shots where user_id = ${user.id}::uuid`,
    );
    expect(stored).toEqual([{ player: 'Sam', day: '2025-06-22' }]);
    await expectTotalsMatchShots(user.id);
  });

  test('Garmin Golf in Dutch and German, and the English R10/R50 layouts of 2025-2026, import', async () => {
    const user = await proUser();
    const dutch = await importFile(user, fixture('garmin-dutch.csv'), { timeZone: 'Europe/Amsterdam' });
    expect(dutch.result).toMatchObject({ stored: 3, counts: { rows: 3, unreadable: 0 } });
    const days = await queryRows<{ day: string }>(
      t.database.db,
      sql`select distinct to_char(taken_at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD') as day from shots where user_id = ${user.id}::uuid`,
    );
    expect(days).toEqual([{ day: '2025-05-11' }]);
    for (const file of ['garmin-german-tabs.csv', 'garmin-r10-kmh-yards.csv', 'garmin-r50-2026.csv', 'garmin-r10-yds.csv']) {
      const { result } = await importFile(user, fixture(file), { timeZone: 'UTC' });
      expect(result.counts.unreadable, file).toBe(0);
      expect(result.stored, file).toBe(result.counts.rows);
    }
    expect(await countShots(user.id)).toBe(3 + 4 + 3 + 3 + 3);
    await expectTotalsMatchShots(user.id);
  });
});
