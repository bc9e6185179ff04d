import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '../../../common/messages';
import type { DispersionResponse } from '../../../common/schemas/analysis';
import { sessionShotRows, type SessionCompareResponse, type SessionResponse, type SessionsListResponse } from '../../../common/schemas/sessions';
import type { ShotStatsResponse } from '../../../common/schemas/stats';
import { SHOT_METRIC_NAMES } from '../../../common/shot-metrics';
import { createGolfer, TEST_ORIGIN, type Golfer, type TestUser } from '../../test/factories';
import { testAppForFile } from '../../test/harness';
import { queryRows } from '../../db/query';
import { ago, FULL_RECORD, HOUR_MS, session, shot, uploadAll, type ShotInput } from '../../test/ingest-fixtures';

const t = testAppForFile();

const golfer = ({ pro = true } = {}): Promise<Golfer> => createGolfer(t, { pro });
const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
const remove = (user: TestUser, id: string) => t.app.inject({ method: 'DELETE', url: `/api/sessions/${id}`, headers: { cookie: user.cookie, origin: TEST_ORIGIN } });

async function ok<T>(user: TestUser, url: string): Promise<T> {
  const res = await get(user, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Uploads a session with its shots (each naming it) and returns the session's id in the account. */
async function sessionWith(user: Golfer, shots: ShotInput[], fields: Record<string, unknown> = {}): Promise<string> {
  const item = session(fields);
  await uploadAll(t.app, user.token, 'sessions', [item]);
  if (shots.length) await uploadAll(t.app, user.token, 'shots', shots.map((s) => ({ ...s, sessionClientId: item.clientId })));
  const [row] = await queryRows<{ id: string }>(t.database.db, sql`select id from range_sessions where client_id = ${item.clientId as string}`);
  return row.id;
}

const s = (club: string, carry: number, extra: ShotInput = {}) => shot({ club, carry, ...extra });
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: number[]) => Math.sqrt(xs.reduce((a, x) => a + (x - mean(xs)) ** 2, 0) / (xs.length - 1));

describe('the sessions list', () => {
  test('newest first, paged, with shots and clubs in bag order; only the account’s own', async () => {
    const me = await golfer();
    const older = await sessionWith(me, [s('PW', 100), s('Dr', 220), s('7i', 150)], { startedAt: ago(30 * HOUR_MS), name: 'Monday', device: 'Rapsodo MLM2PRO' });
    const newer = await sessionWith(me, [s('5i', 170)], { startedAt: ago(3 * HOUR_MS), endedAt: ago(2 * HOUR_MS) });
    const empty = await sessionWith(me, [], { startedAt: ago(50 * HOUR_MS), location: 'Driving range' });
    await sessionWith(await golfer(), [s('Dr', 200)]);

    const list = await ok<SessionsListResponse>(me, '/api/sessions');
    expect(list).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(list.sessions.map((x) => x.id)).toEqual([newer, older, empty]);
    expect(list.sessions[1]).toMatchObject({ name: 'Monday', source: 'app', device: 'Rapsodo MLM2PRO', shots: 3, clubs: ['Dr', '7i', 'PW'], endedAt: null });
    expect(list.sessions[0].endedAt).not.toBeNull();
    expect(list.sessions[2]).toMatchObject({ shots: 0, clubs: [], location: 'Driving range' });

    const second = await ok<SessionsListResponse>(me, '/api/sessions?page=2&pageSize=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.sessions.map((x) => x.id)).toEqual([empty]);
    for (const bad of ['?page=0', '?pageSize=101', '?page=x', '?extra=1']) expect((await get(me, `/api/sessions${bad}`)).statusCode, bad).toBe(400);
  });

  test('of one player: the sessions with a shot of theirs, counted and paged alike; all or none named is every one', async () => {
    const me = await golfer();
    const mixed = await sessionWith(me, [s('7i', 150, { player: 'Ann' }), s('7i', 120, { player: 'Bob' })], { startedAt: ago(5 * HOUR_MS) });
    const anns = await sessionWith(me, [s('Dr', 220, { player: 'Ann' })], { startedAt: ago(4 * HOUR_MS) });
    const bobs = await sessionWith(me, [s('PW', 90, { player: 'Bob' })], { startedAt: ago(3 * HOUR_MS) });
    await sessionWith(me, [], { startedAt: ago(2 * HOUR_MS) });
    const ids = async (query: string) => (await ok<SessionsListResponse>(me, `/api/sessions${query}`)).sessions.map((x) => x.id);
    expect(await ids('?player=Ann')).toEqual([anns, mixed]);
    expect(await ids('?player=Bob')).toEqual([bobs, mixed]);
    // The whole session's shots and clubs, not only the player's.
    expect((await ok<SessionsListResponse>(me, '/api/sessions?player=Bob')).sessions[1]).toMatchObject({ id: mixed, shots: 2 });
    expect(await ok<SessionsListResponse>(me, '/api/sessions?player=Ann&pageSize=1&page=2')).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(await ids('?player=Ann&pageSize=1&page=2')).toEqual([mixed]);
    expect((await ok<SessionsListResponse>(me, '/api/sessions?player=all')).total).toBe(4);
    expect(await ok<SessionsListResponse>(me, '/api/sessions?player=Nobody')).toMatchObject({ sessions: [], total: 0 });
    for (const bad of ['?player=', `?player=${'x'.repeat(101)}`]) {
      const res = await get(me, `/api/sessions${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ error: messages.sessionsBadPlayer, fields: { player: messages.sessionsBadPlayer } });
    }
  });

  test('is Pro only, like the shot data; signed out is 401', async () => {
    const free = await golfer({ pro: false });
    const res = await get(free, '/api/sessions');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(messages.proRequired);
    expect((await t.app.inject({ method: 'GET', url: '/api/sessions' })).statusCode).toBe(401);
    // The desktop app's token reads it too.
    const pro = await golfer();
    expect((await t.app.inject({ method: 'GET', url: '/api/sessions', headers: { authorization: `Bearer ${pro.token}` } })).statusCode).toBe(200);
  });
});

describe('one session', () => {
  test('every shot with every measurement in time order, and per club the count, mean and deviation of each', async () => {
    const me = await golfer();
    const carries = [150, 152, 149, 151, 148, 110];
    const id = await sessionWith(me, [
      ...carries.map((carry, i) => s('7i', carry, { ...FULL_RECORD, carry, clubPath: i - 2, takenAt: ago(HOUR_MS - i * 60_000) })),
      s('Dr', 230, { clubSpeed: 45, ballSpeed: 66, takenAt: ago(HOUR_MS - 10 * 60_000) }),
      s('Pt', 2, { clubSpeed: 2, ballSpeed: 2.5, launchAngle: 2, takenAt: ago(HOUR_MS - 11 * 60_000) }),
    ]);
    // A shot outside the session does not count.
    await uploadAll(t.app, me.token, 'shots', [s('7i', 300)]);

    const page = await ok<SessionResponse>(me, `/api/sessions/${id}`);
    expect(page.session).toMatchObject({ id, shots: 8, clubs: ['Dr', '7i', 'Pt'] });
    // The shots come as columns, each as long as the session has shots.
    for (const [name, column] of Object.entries(page.shots)) expect(column, name).toHaveLength(8);
    const shots = sessionShotRows(page.shots);
    expect(shots.map((x) => x.club)).toEqual(['7i', '7i', '7i', '7i', '7i', '7i', 'Dr', 'Pt']);
    const first = shots[0];
    const expected = { ...FULL_RECORD, carry: 150, clubPath: -2 };
    for (const name of SHOT_METRIC_NAMES) expect(first[name], name).toBe(expected[name]);
    expect(shots[6]).toMatchObject({ clubPath: null, apex: null, measured: null });
    expect(page.shots.apex).toEqual([...carries.map(() => FULL_RECORD.apex), null, null]);
    // 110 is 39 m short of the median 149.5 (MAD 1.5 -> threshold 6.67): flagged, counted while not hiding.
    expect(shots.filter((x) => x.mishit).map((x) => x.carry)).toEqual([110]);
    expect(shots.every((x) => !x.excluded)).toBe(true);

    const seven = page.clubs.find((c) => c.club === '7i')!;
    expect(seven).toMatchObject({ allShots: 6, mishits: 1, excluded: 0, shots: 6 });
    expect(seven.metrics.carry.count).toBe(6);
    expect(seven.metrics.carry.mean).toBeCloseTo(mean(carries), 10);
    expect(seven.metrics.carry.stddev).toBeCloseTo(sd(carries), 10);
    expect(seven.metrics.clubPath).toMatchObject({ count: 6, mean: 0.5 });
    expect(seven.metrics.apex).toMatchObject({ count: 6, mean: FULL_RECORD.apex, stddev: 0 });
    expect(seven.smashFactor.mean).toBeCloseTo(FULL_RECORD.ballSpeed / FULL_RECORD.clubSpeed, 12);
    const driver = page.clubs.find((c) => c.club === 'Dr')!;
    expect(driver.metrics.apex).toEqual({ count: 0, mean: null, stddev: null });
    expect(driver.metrics.carry).toEqual({ count: 1, mean: 230, stddev: null });
    expect(page.clubs.map((c) => c.club)).toEqual(['Dr', '7i', 'Pt']);

    // Hiding mishits leaves the flagged shot out of the summary, and marks it.
    const hide = await t.app.inject({
      method: 'PUT',
      url: '/api/stats/analysis/preferences',
      headers: { cookie: me.cookie, origin: TEST_ORIGIN },
      payload: { hideMishits: true },
    });
    expect(hide.statusCode).toBe(200);
    const hidden = await ok<SessionResponse>(me, `/api/sessions/${id}`);
    expect(hidden.hideMishits).toBe(true);
    expect(sessionShotRows(hidden.shots).find((x) => x.carry === 110)).toMatchObject({ mishit: true, excluded: true, override: null });
    const kept = carries.filter((c) => c !== 110);
    expect(hidden.clubs.find((c) => c.club === '7i')).toMatchObject({ allShots: 6, mishits: 1, excluded: 1, shots: 5 });
    expect(hidden.clubs.find((c) => c.club === '7i')!.metrics.carry.mean).toBeCloseTo(mean(kept), 10);
  });

  test('a measurement no shot of the session has is null, not a column of nulls; an empty session has empty columns', async () => {
    const me = await golfer();
    const id = await sessionWith(me, [s('7i', 150, { spinRate: 7000 }), s('7i', 152, { takenAt: ago(HOUR_MS - 60_000) })]);
    const page = await ok<SessionResponse>(me, `/api/sessions/${id}`);
    expect(page.shots.carry).toEqual([150, 152]);
    expect(page.shots.spinRate).toEqual([7000, null]);
    expect(page.shots.apex).toBeNull();
    expect(page.shots.clubPath).toBeNull();
    expect(sessionShotRows(page.shots)[1]).toMatchObject({ carry: 152, spinRate: null, apex: null });
    expect(page.clubs[0].metrics.apex).toEqual({ count: 0, mean: null, stddev: null });

    const empty = await ok<SessionResponse>(me, `/api/sessions/${await sessionWith(me, [])}`);
    expect(empty.session.shots).toBe(0);
    expect(empty.clubs).toEqual([]);
    for (const name of ['id', 'club', 'takenAt', 'measured', 'mishit', 'excluded', 'override'] as const) expect(empty.shots[name], name).toEqual([]);
    expect(empty.shots.carry).toBeNull();
  });

  test('another account’s session, or none, is not found; a bad id too', async () => {
    const me = await golfer();
    const theirs = await sessionWith(await golfer(), [s('7i', 150)]);
    for (const url of [`/api/sessions/${theirs}`, `/api/sessions/${theirs}/dispersion?club=7i`, '/api/sessions/00000000-0000-4000-8000-000000000000', '/api/sessions/not-an-id']) {
      const res = await get(me, url);
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.json().error, url).toBe(messages.sessionNotFound);
    }
  });

  test('its dispersion: the club’s shots of that session only, with the ellipse', async () => {
    const me = await golfer();
    const id = await sessionWith(me, [s('7i', 150, { offline: -3 }), s('7i', 155, { offline: 2 }), s('7i', 148, { offline: 5 }), s('8i', 140, { offline: 1 })]);
    await uploadAll(t.app, me.token, 'shots', [s('7i', 170, { offline: 9 })]);
    const d = await ok<DispersionResponse>(me, `/api/sessions/${id}/dispersion?club=7i`);
    expect(d.points.map((p) => p.carry).sort()).toEqual([148, 150, 155]);
    expect(d.ellipse!.carry).toBeCloseTo(151, 10);
    expect(d.ellipse!.offline).toBeCloseTo(4 / 3, 10);
  });
});

describe('compare', () => {
  test('per club, each session’s means and b minus a; a club in one session only has one side', async () => {
    const me = await golfer();
    const a = await sessionWith(me, [
      s('7i', 150, { ballSpeed: 52, spinRate: 7000, launchAngle: 17, clubPath: 2, faceToPath: -1 }),
      s('7i', 154, { ballSpeed: 54, spinRate: 7200, launchAngle: 18, clubPath: 4, faceToPath: 1 }),
      s('Dr', 230),
    ]);
    const b = await sessionWith(me, [s('7i', 160, { ballSpeed: 55, spinRate: 6800, launchAngle: 16, clubPath: 0, faceToPath: 0.5 }), s('PW', 110)]);
    const res = await ok<SessionCompareResponse>(me, `/api/sessions/compare?a=${a}&b=${b}`);
    expect(res.a.id).toBe(a);
    expect(res.b.id).toBe(b);
    expect(res.clubs.map((c) => c.club)).toEqual(['Dr', '7i', 'PW']);
    const seven = res.clubs[1];
    expect(seven.a).toEqual({ shots: 2, carry: 152, ballSpeed: 53, spinRate: 7100, launchAngle: 17.5, clubPath: 3, faceToPath: 0 });
    expect(seven.b).toEqual({ shots: 1, carry: 160, ballSpeed: 55, spinRate: 6800, launchAngle: 16, clubPath: 0, faceToPath: 0.5 });
    expect(seven.difference).toEqual({ carry: 8, ballSpeed: 2, spinRate: -300, launchAngle: -1.5, clubPath: -3, faceToPath: 0.5 });
    expect(res.clubs[0]).toMatchObject({ club: 'Dr', b: null, difference: null });
    expect(res.clubs[2]).toMatchObject({ club: 'PW', a: null, difference: null });
    expect(res.clubs[0].a).toMatchObject({ shots: 1, carry: 230, clubPath: null });

    const theirs = await sessionWith(await golfer(), [s('7i', 150)]);
    expect((await get(me, `/api/sessions/compare?a=${a}&b=${theirs}`)).statusCode).toBe(404);
  });
});

describe('delete', () => {
  test('its shots go, and the figures follow at once: club distances, smash, the list', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [s('7i', 140, { clubSpeed: 38, ballSpeed: 50 }), s('Dr', 200, { clubSpeed: 45, ballSpeed: 65 })]);
    const id = await sessionWith(me, [s('7i', 160, { clubSpeed: 40, ballSpeed: 54 }), s('PW', 100)]);
    const stats = () => ok<ShotStatsResponse>(me, '/api/stats/shots?player=all');
    const before = await stats();
    expect(before.clubs.find((c) => c.club.short === '7i')).toMatchObject({ average: 150, count: 2 });
    expect(before.clubs.find((c) => c.club.short === '7i')!.smash.count).toBe(2);

    // A hand override on one of its shots goes with it.
    const [pw] = await queryRows<{ id: string }>(t.database.db, sql`select id::text from shots where user_id = ${me.id}::uuid and club = 'PW'`);
    const override = await t.app.inject({
      method: 'PUT',
      url: `/api/stats/shots/${pw.id}/override`,
      headers: { cookie: me.cookie, origin: TEST_ORIGIN },
      payload: { excluded: true },
    });
    expect(override.statusCode).toBe(200);

    const res = await remove(me, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: { shots: 2 } });

    const after = await stats();
    expect(after.shotCount).toBe(2);
    expect(after.clubs.map((c) => c.club.short)).toEqual(['Dr', '7i']);
    expect(after.clubs.find((c) => c.club.short === '7i')).toEqual({ club: { short: '7i' }, average: 140, count: 1, smash: { average: 50 / 38, count: 1 } });
    expect((await ok<SessionsListResponse>(me, '/api/sessions')).total).toBe(0);
    const [left] = await queryRows<{ overrides: number; totals: number }>(
      t.database.db,
      sql`select (select count(*)::int from shot_overrides where user_id = ${me.id}::uuid) as overrides,
                 (select count(*)::int from shot_club_totals where user_id = ${me.id}::uuid) as totals`,
    );
    expect(left).toEqual({ overrides: 0, totals: 2 });

    expect((await remove(me, id)).statusCode).toBe(404);
  });

  test('another account’s session is not found and stays; a cross-site request is refused', async () => {
    const me = await golfer();
    const owner = await golfer();
    const theirs = await sessionWith(owner, [s('7i', 150)]);
    expect((await remove(me, theirs)).statusCode).toBe(404);
    const crossSite = await t.app.inject({ method: 'DELETE', url: `/api/sessions/${theirs}`, headers: { cookie: owner.cookie, origin: 'https://evil.test' } });
    expect(crossSite.statusCode).toBe(403);
    expect((await ok<SessionsListResponse>(owner, '/api/sessions')).sessions[0].shots).toBe(1);
  });
});
