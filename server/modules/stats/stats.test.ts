import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages } from '../../../common/messages';
import type { ShotStatsResponse } from '../../../common/schemas/stats';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import * as service from './service';
import { createTestApp, type TestApp } from '../../test/harness';
import { createGolfer, makePro, TEST_ORIGIN, type Golfer } from '../../test/factories';
import { SHOT_METRIC_NAMES, SHOT_METRICS } from '../../../common/shot-metrics';
import { ago, DAY_MS, FULL_RECORD, HOUR_MS, round, session, shot, upload, uploadAll, type ShotInput } from '../../test/ingest-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const golfer = ({ pro = true } = {}): Promise<Golfer> => createGolfer(t, { pro });

async function get(user: Golfer, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
}

async function shotStats(user: Golfer, player?: string): Promise<ShotStatsResponse> {
  const res = await get(user, `/api/stats/shots${player === undefined ? '' : `?player=${encodeURIComponent(player)}`}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Noon UTC `days` calendar days before today, plus `minutes`: a fixed place in the UTC day. */
function utcDaysAgo(days: number, minutes = 0): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, 12, minutes)).toISOString();
}

const drive = (takenAt: string, distance: { carry: number; total?: number }, extra: ShotInput = {}) =>
  shot({ club: 'Dr', takenAt, ballSpeed: 65, clubSpeed: 45, launchAngle: 12, ...distance, ...extra });

describe('drives: Longest Drive, Average Driver Distance and the trend', () => {
  test('distance is total, or carry without a total; the series is each UTC day’s mean, oldest first', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [
      drive(utcDaysAgo(3), { carry: 185, total: 200 }),
      drive(utcDaysAgo(3, 60), { carry: 200, total: 220 }),
      drive(utcDaysAgo(2), { carry: 231 }),
      drive(utcDaysAgo(1), { carry: 205, total: 219.45 }),
      // Not a driver: left out of every drive figure.
      shot({ club: '3W', carry: 240, total: 260, takenAt: utcDaysAgo(1) }),
    ]);
    const { drives } = await shotStats(me);
    expect(drives.longestDriveDistance).toBe(231);
    expect(drives.averageDistance).toBeCloseTo((200 + 220 + 231 + 219.45) / 4, 9);
    expect(drives.count).toBe(4);
    expect(drives.data).toEqual([210, 231, 219.45]);
    // +10 % then -5 %: a mean of +2.5 %.
    expect(drives.trends.averagePercentChange).toBeCloseTo(2.5, 9);
    expect(drives.trends.direction).toBe('up');
  });

  test('a falling series trends down', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [drive(utcDaysAgo(2), { carry: 200 }), drive(utcDaysAgo(1), { carry: 180 })]);
    const { drives } = await shotStats(me);
    expect(drives.trends).toEqual({ averagePercentChange: -10, direction: 'down' });
  });

  test('no drives: no figures, an empty series and a neutral trend', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [shot({ club: '7i' })]);
    const { drives } = await shotStats(me);
    expect(drives).toEqual({
      data: [],
      longestDriveDistance: null,
      averageDistance: null,
      count: 0,
      fairwayPercent: null,
      fairwayCount: 0,
      trends: { averagePercentChange: 0, direction: 'neutral' },
    });
  });

  test('a single day gives one point and a neutral trend', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [drive(utcDaysAgo(1), { carry: 190 }), drive(utcDaysAgo(1, 30), { carry: 210 })]);
    const { drives } = await shotStats(me);
    expect(drives.data).toEqual([200]);
    expect(drives.trends).toEqual({ averagePercentChange: 0, direction: 'neutral' });
  });

  test('with no new shots the series and the trend stay put all day: the partial oldest day is not in the series', async () => {
    const me = await golfer();
    const today = new Date();
    const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    const at = (days: number, hours: number) => new Date(midnight - days * DAY_MS + hours * HOUR_MS);
    await uploadAll(t.app, me.token, 'shots', [
      // In the 24-hour window at 01:00, out of it at 07:00: it used to turn the trend up, then down.
      drive(at(10, 6).toISOString(), { carry: 150 }),
      drive(at(9, 12).toISOString(), { carry: 200 }),
      drive(at(8, 12).toISOString(), { carry: 190 }),
      drive(at(1, 12).toISOString(), { carry: 195 }),
    ]);
    const early = await service.shotStats(t.database.db, me.id, undefined, at(0, 1));
    const late = await service.shotStats(t.database.db, me.id, undefined, at(0, 7));
    expect(early.drives.data).toEqual([200, 190, 195]);
    expect(late.drives.data).toEqual(early.drives.data);
    expect(late.drives.trends).toEqual(early.drives.trends);
    // -5 % then +2.63 %: down, by about 1.2 % a day.
    expect(early.drives.trends.direction).toBe('down');
    expect(early.drives.trends.averagePercentChange).toBeCloseTo((-5 + (5 / 190) * 100) / 2, 9);
    // The headline figures keep the 24-hour window: the 150 counts at 01:00, not at 07:00.
    expect([early.drives.count, late.drives.count]).toEqual([4, 3]);
    // The dashboard's cards carry the change itself beside the direction.
    const dashboard = await service.dashboard(t.database.db, me.id, undefined, at(0, 7));
    expect(dashboard.cards[0]).toMatchObject({ trend: 'down', change: early.drives.trends.averagePercentChange });
  });

  test('the window is the last 10 days of 24 hours, ending now', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [
      drive(ago(10 * DAY_MS - 60_000), { carry: 250 }),
      drive(ago(10 * DAY_MS + 60_000), { carry: 300 }),
    ]);
    const { drives } = await shotStats(me);
    expect(drives.longestDriveDistance).toBe(250);
    expect(drives.averageDistance).toBe(250);
    expect(drives.count).toBe(1);
  });
});

describe('Fairways Hit', () => {
  test('tee shots on par 4s and 5s in the last 30 days with a fairway result; par 3s, later shots and older rounds left out', async () => {
    const me = await golfer();
    const start = 3 * DAY_MS;
    await uploadAll(t.app, me.token, 'rounds', [
      round({ clientId: 'recent', playedAt: ago(start), players: ['Me', 'Pat'], pars: [4, 3, 5, 4, 4], scores: { Me: [4, 3, 5, 4, 4], Pat: [5] } }),
      round({ clientId: 'old', playedAt: ago(31 * DAY_MS), pars: [4], scores: { Me: [4] } }),
    ]);
    const inRound = (hole: number, minutes: number, extra: ShotInput) =>
      shot({ kind: 'round', roundClientId: 'recent', hole, takenAt: ago(start - minutes * 60_000), ...extra });
    await uploadAll(t.app, me.token, 'shots', [
      inRound(1, 1, { club: 'Dr', fairway: 'hit' }),
      // The second shot on hole 1 is no tee shot, whatever it carries.
      inRound(1, 3, { club: '7i', fairway: 'left' }),
      inRound(2, 10, { club: '7i', fairway: 'hit' }), // par 3
      inRound(3, 20, { club: 'Dr', fairway: 'right' }),
      inRound(4, 30, { club: 'Dr' }), // no fairway result
      inRound(5, 40, { club: '3W', fairway: 'left' }),
      inRound(1, 2, { player: 'Pat', club: 'Dr', fairway: 'hit' }),
      shot({ kind: 'round', roundClientId: 'old', hole: 1, club: 'Dr', fairway: 'hit', takenAt: ago(31 * DAY_MS - 60_000) }),
    ]);
    expect((await shotStats(me, 'Me')).drives).toMatchObject({ fairwayPercent: 33.3, fairwayCount: 3 });
    expect((await shotStats(me, 'Pat')).drives).toMatchObject({ fairwayPercent: 100, fairwayCount: 1 });
    expect((await shotStats(me, 'all')).drives).toMatchObject({ fairwayPercent: 50, fairwayCount: 4 });
    expect((await shotStats(me)).drives.fairwayPercent).toBe(50);
  });
});

describe('Fairways Hit window', () => {
  test('counts tee shots of the last 30 days of 24 hours, ending now', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'rounds', [round({ clientId: 'edge', playedAt: ago(31 * DAY_MS), pars: [4, 4], scores: { Me: [4, 4] } })]);
    await uploadAll(t.app, me.token, 'shots', [
      shot({ kind: 'round', roundClientId: 'edge', hole: 1, club: 'Dr', fairway: 'left', takenAt: ago(30 * DAY_MS - 60_000) }),
      shot({ kind: 'round', roundClientId: 'edge', hole: 2, club: 'Dr', fairway: 'hit', takenAt: ago(30 * DAY_MS + 60_000) }),
    ]);
    expect((await shotStats(me)).drives).toMatchObject({ fairwayPercent: 0, fairwayCount: 1 });
  });
});

describe('Club Distances and Average Smash Factor', () => {
  test('each club’s mean carry over all the player’s shots in bag order; smash over shots with a club speed', async () => {
    const me = await golfer();
    const batch = [
      shot({ club: '7i', carry: 140, total: 150, ballSpeed: 50, clubSpeed: 38 }),
      shot({ club: '7i', carry: 150, ballSpeed: 52, clubSpeed: 40 }),
      shot({ club: 'PW', carry: 100, ballSpeed: 40, clubSpeed: undefined }),
      shot({ club: 'Dr', carry: 200, total: 230, ballSpeed: 66, clubSpeed: 45, takenAt: ago(200 * DAY_MS) }),
    ];
    await uploadAll(t.app, me.token, 'shots', batch);
    // The same shots again (a lost answer), and Pat's in a batch of their own: counted once each.
    expect((await upload(t.app, me.token, 'shots', batch)).json()).toMatchObject({ stored: 0, duplicates: 4 });
    await uploadAll(t.app, me.token, 'shots', [shot({ player: 'Pat', club: '7i', carry: 160, ballSpeed: 54, clubSpeed: 40 })]);
    const mine = await shotStats(me, 'Me');
    expect(mine.clubs).toEqual([
      { club: { short: 'Dr' }, average: 200, count: 1, smash: { average: 66 / 45, count: 1 } },
      { club: { short: '7i' }, average: 145, count: 2, smash: { average: expect.closeTo((50 / 38 + 52 / 40) / 2, 12), count: 2 } },
      // Smash factor per club beside the overall figure: none without a club speed.
      { club: { short: 'PW' }, average: 100, count: 1, smash: { average: null, count: 0 } },
    ]);
    expect(mine.smash.count).toBe(3);
    expect(mine.smash.average).toBeCloseTo((66 / 45 + 50 / 38 + 52 / 40) / 3, 12);
    expect(mine.shotCount).toBe(4);

    const everyone = await shotStats(me, 'all');
    expect(everyone.clubs.find((c) => c.club.short === '7i')).toMatchObject({ club: { short: '7i' }, average: 150, count: 3, smash: { count: 3 } });
    expect(everyone.smash.average).toBeCloseTo((66 / 45 + 50 / 38 + 52 / 40 + 54 / 40) / 4, 12);
    expect(everyone.players).toEqual(['Me', 'Pat']);
    expect(everyone.player).toBe('all');

    const nobody = await shotStats(me, 'Nobody');
    expect(nobody).toMatchObject({ player: 'Nobody', shotCount: 0, clubs: [], smash: { average: null, count: 0 } });
  });
});

describe('cached statistics', () => {
  test('an upload through one instance shows at once on another that has the figures cached', async () => {
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      const me = await golfer();
      await uploadAll(t.app, me.token, 'shots', [shot({ club: '7i', carry: 140 })]);
      const read = async () => {
        const res = await other.inject({ method: 'GET', url: '/api/stats/shots', headers: { cookie: me.cookie } });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as ShotStatsResponse;
      };
      expect((await read()).shotCount).toBe(1);
      expect((await read()).shotCount).toBe(1);
      await uploadAll(t.app, me.token, 'shots', [shot({ club: '7i', carry: 150 })]);
      expect((await read()).clubs).toMatchObject([{ club: { short: '7i' }, average: 145, count: 2 }]);
      // A repeated upload stores nothing and leaves the figures (and their version) as they were.
      const version = async () =>
        Number((await t.database.db.execute<{ stats_version: string }>(sql`select stats_version from users where id = ${me.id}::uuid`)).rows[0].stats_version);
      const before = await version();
      await upload(t.app, me.token, 'shots', [shot({ club: '7i', carry: 150, clientId: 'again' })]);
      await upload(t.app, me.token, 'shots', [shot({ club: '7i', carry: 150, clientId: 'again' })]);
      expect(await version()).toBe(before + 1);

      const rounds = async () => (await other.inject({ method: 'GET', url: '/api/stats/rounds', headers: { cookie: me.cookie } })).json().total;
      expect(await rounds()).toBe(0);
      await uploadAll(t.app, me.token, 'rounds', [round({ clientId: 'r-cache' })]);
      expect(await rounds()).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/stats/dashboard', () => {
  test('the same figures as stat cards, club distances and smash', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [
      drive(utcDaysAgo(2), { carry: 200 }),
      drive(utcDaysAgo(1), { carry: 220 }),
      shot({ club: '7i', carry: 140, ballSpeed: 50, clubSpeed: 40 }),
    ]);
    const res = await get(me, '/api/stats/dashboard?player=Me');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.player).toBe('Me');
    expect(body.cards).toEqual([
      { id: 'longestDrive', title: 'Longest Drive', value: 220, unit: 'm', interval: 'Last 10 days', trend: 'up', change: 10, data: [200, 220] },
      { id: 'averageDriverDistance', title: 'Average Driver Distance', value: 210, unit: 'm', interval: 'Last 10 days', trend: 'up', change: 10, data: [200, 220] },
      { id: 'fairwaysHit', title: 'Fairways Hit', value: null, unit: '%', interval: 'Last 30 days', trend: 'neutral', change: 0, data: [] },
    ]);
    expect(body.clubs.map((c: { club: { short: string } }) => c.club.short)).toEqual(['Dr', '7i']);
    expect(body.smash.count).toBe(3);
  });
});

describe('GET /api/stats/dashboard: the Fairways Hit card', () => {
  test('its series is each UTC day’s percent, its trend the sign of the mean change', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'rounds', [round({ clientId: 'f', playedAt: utcDaysAgo(3), pars: [4, 4, 4], scores: { Me: [4, 4, 4] } })]);
    const tee = (hole: number, takenAt: string, fairway: 'hit' | 'left') => shot({ kind: 'round', roundClientId: 'f', hole, club: 'Dr', fairway, takenAt });
    await uploadAll(t.app, me.token, 'shots', [tee(1, utcDaysAgo(2), 'hit'), tee(2, utcDaysAgo(1), 'hit'), tee(3, utcDaysAgo(1, 20), 'left')]);
    const body = (await get(me, '/api/stats/dashboard')).json();
    expect(body.cards[2]).toEqual({
      id: 'fairwaysHit',
      title: 'Fairways Hit',
      value: 66.7,
      unit: '%',
      interval: 'Last 30 days',
      trend: 'down',
      change: -50,
      data: [100, 50],
    });
  });
});

describe('rounds and scorecards', () => {
  test('the rounds list: newest first, course and players', async () => {
    const me = await golfer({ pro: false });
    await uploadAll(t.app, me.token, 'rounds', [
      round({ course: 'Old Course', playedAt: ago(5 * DAY_MS), players: ['Me'] }),
      round({ course: 'New Course', playedAt: ago(HOUR_MS), players: ['Me', 'Pat', 'Lee'] }),
    ]);
    const res = await get(me, '/api/stats/rounds');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(body.rounds.map((r: { course: string; players: string[] }) => [r.course, r.players])).toEqual([
      ['New Course', ['Me', 'Pat', 'Lee']],
      ['Old Course', ['Me']],
    ]);
  });

  test('the scorecard: par, OUT, IN and total per player; a null score stays blank and out of the sums', async () => {
    const me = await golfer({ pro: false });
    const pars = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
    const mine = [5, 4, 3, 6, 4, null, 3, 5, 5, 4, 5, 3, 6, 4, 4, 4, 4, 6];
    await uploadAll(t.app, me.token, 'rounds', [
      round({ clientId: 'card', players: ['Me', 'Pat'], pars, scores: { Me: mine, Pat: [4, 4, 3] } }),
    ]);
    const list = (await get(me, '/api/stats/rounds')).json();
    const res = await get(me, `/api/stats/round/${list.rounds[0]._id}`);
    expect(res.statusCode).toBe(200);
    const card = res.json();
    expect(card.course).toBe('Pebble Creek');
    expect(card.players).toEqual(['Me', 'Pat']);
    expect(card.holes).toHaveLength(18);
    expect(card.holes[3]).toEqual({ hole: 4, par: 5 });
    expect(card.scores).toContainEqual({ player: 'Me', hole: 6, score: null, putts: null });
    expect(card.scores).toHaveLength(21);
    // Me: out 5+4+3+6+4+3+5+5 = 35 (hole 6 unset), in 4+5+3+6+4+4+4+4+6 = 40.
    expect(card.totals).toEqual([
      { player: 'Me', out: 35, in: 40, total: 75 },
      { player: 'Pat', out: 11, in: null, total: 11 },
    ]);
    expect(card.par).toEqual({ out: 36, in: 36, total: 72 });
  });

  test('a 9-hole round has no IN, and a player without scores has blank totals', async () => {
    const me = await golfer({ pro: false });
    await uploadAll(t.app, me.token, 'rounds', [round({ players: ['Me', 'Lee'], pars: [4, 4, 3, 5, 4, 4, 3, 4, 5], scores: { Me: [4, 4, 3] } })]);
    const list = (await get(me, '/api/stats/rounds')).json();
    const card = (await get(me, `/api/stats/round/${list.rounds[0]._id}`)).json();
    expect(card.par).toEqual({ out: 36, in: null, total: 36 });
    expect(card.totals).toEqual([
      { player: 'Me', out: 11, in: null, total: 11 },
      { player: 'Lee', out: null, in: null, total: null },
    ]);
  });

  test('pages of 20, or of pageSize, newest first', async () => {
    const me = await golfer({ pro: false });
    await uploadAll(
      t.app,
      me.token,
      'rounds',
      Array.from({ length: 53 }, (_, i) => round({ course: `Course ${i}`, playedAt: ago((i + 1) * HOUR_MS), pars: [3] })),
    );
    const third = (await get(me, '/api/stats/rounds?page=3')).json();
    expect(third).toMatchObject({ total: 53, page: 3, pageSize: 20, pages: 3 });
    expect(third.rounds.map((r: { course: string }) => r.course)).toEqual(Array.from({ length: 13 }, (_, i) => `Course ${40 + i}`));
    const second = (await get(me, '/api/stats/rounds?page=2&pageSize=50')).json();
    expect(second).toMatchObject({ total: 53, page: 2, pageSize: 50, pages: 2 });
    expect(second.rounds.map((r: { course: string }) => r.course)).toEqual(['Course 50', 'Course 51', 'Course 52']);
    expect((await get(me, '/api/stats/rounds?page=0')).statusCode).toBe(400);
  });

  test('each player’s score and score to par over the holes they scored, holes played, and a player filter', async () => {
    const me = await golfer({ pro: false });
    await uploadAll(t.app, me.token, 'rounds', [
      // Par 4, 4, 3, 5: Me 5+4+2+5 = 16 on par 16, E; Pat scored holes 1-2 only: 5+5 = 10, par 8: +2.
      round({ course: 'Both', playedAt: ago(2 * HOUR_MS), players: ['Me', 'Pat'], pars: [4, 4, 3, 5], scores: { Me: [5, 4, 2, 5], Pat: [5, 5, null, null] } }),
      // Lee alone, 3 under on 3 holes of 9 played.
      round({ course: 'Lee only', playedAt: ago(HOUR_MS), players: ['Lee'], pars: [4, 4, 4, 4, 4, 4, 4, 4, 4], scores: { Lee: [3, 3, 3] } }),
    ]);
    const all = (await get(me, '/api/stats/rounds')).json();
    expect(all.rounds.map((r: { course: string; holesPlayed: number; holeCount: number; results: unknown }) => [r.course, r.holesPlayed, r.holeCount, r.results])).toEqual([
      ['Lee only', 3, 9, [{ player: 'Lee', score: 9, toPar: -3, holesScored: 3 }]],
      [
        'Both',
        4,
        4,
        [
          { player: 'Me', score: 16, toPar: 0, holesScored: 4 },
          { player: 'Pat', score: 10, toPar: 2, holesScored: 2 },
        ],
      ],
    ]);
    const pats = (await get(me, '/api/stats/rounds?player=Pat')).json();
    expect(pats).toMatchObject({ total: 1, pages: 1 });
    expect(pats.rounds.map((r: { course: string }) => r.course)).toEqual(['Both']);
    expect((await get(me, '/api/stats/rounds?player=all')).json().total).toBe(2);
    expect((await get(me, '/api/stats/rounds?player=Nobody')).json()).toMatchObject({ rounds: [], total: 0 });
  });

  test('a round’s summary per player: score, to par, fairways, greens in regulation, putts and par-3/4/5 averages', async () => {
    const me = await golfer({ pro: false });
    const pars = [4, 3, 5, 4];
    await uploadAll(t.app, me.token, 'rounds', [
      round({
        clientId: 'summary',
        courseRating: 70.1,
        slopeRating: 128,
        players: ['Me', 'Pat'],
        pars,
        // Greens in regulation (score − putts ≤ par − 2): hole 1 4−2 = 2 ≤ 2 yes; hole 2 4−1 = 3 > 1 no;
        // hole 3 5−2 = 3 ≤ 3 yes; hole 4 has no putts and counts neither way.
        scores: { Me: [4, 4, 5, 6], Pat: [null, null, null, null] },
        putts: { Me: [2, 1, 2, null] },
      }),
    ]);
    // Tee shots on par 4s and 5s with a fairway result: hole 1 hit, hole 3 left (its later shot's
    // "hit" is not a tee shot), hole 4 without a result; hole 2 is a par 3.
    const teeShot = (hole: number, minutes: number, fairway?: 'hit' | 'left') =>
      shot({ kind: 'round', roundClientId: 'summary', hole, club: 'Dr', takenAt: ago(HOUR_MS - minutes * 60_000), ...(fairway ? { fairway } : {}) });
    await uploadAll(t.app, me.token, 'shots', [teeShot(1, 1, 'hit'), teeShot(2, 2, 'hit'), teeShot(3, 3, 'left'), teeShot(3, 4, 'hit'), teeShot(4, 5)]);
    const list = (await get(me, '/api/stats/rounds')).json();
    const card = (await get(me, `/api/stats/round/${list.rounds[0]._id}`)).json();
    expect(card).toMatchObject({ tees: null, courseRating: 70.1, slopeRating: 128 });
    expect(card.scores[0]).toEqual({ player: 'Me', hole: 1, score: 4, putts: 2 });
    expect(card.summaries).toEqual([
      {
        player: 'Me',
        score: 19,
        toPar: 3,
        holesScored: 4,
        fairways: { hit: 1, of: 2 },
        greens: { hit: 2, of: 3 },
        putts: 5,
        puttHoles: 3,
        parAverages: { par3: 4, par4: 5, par5: 5 },
      },
      {
        player: 'Pat',
        score: null,
        toPar: null,
        holesScored: 0,
        fairways: { hit: 0, of: 0 },
        greens: { hit: 0, of: 0 },
        putts: null,
        puttHoles: 0,
        parAverages: { par3: null, par4: null, par5: null },
      },
    ]);
  });

  test('putts must be fewer than the score, and ratings within their ranges: that round alone is refused', async () => {
    const me = await golfer({ pro: false });
    const res = await upload(t.app, me.token, 'rounds', [
      round({ pars: [4, 4], scores: { Me: [3, 4] }, putts: { Me: [3, 2] } }),
      round({ pars: [4], slopeRating: 200 }),
      round({ pars: [4], scores: { Me: [4] }, putts: { Me: [2] }, courseRating: 35.2, slopeRating: 120 }),
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.stored).toBe(1);
    expect(body.rejected).toEqual([
      { index: 0, error: `scores[0].putts: ${messages.ingestPuttsNotBelowScore}` },
      { index: 1, error: 'slopeRating: must be between 55 and 155' },
    ]);
  });
});

describe('access', () => {
  test('another account’s round is not found, and its shots count nowhere else', async () => {
    const owner = await golfer();
    const other = await golfer();
    await uploadAll(t.app, owner.token, 'rounds', [round()]);
    await uploadAll(t.app, owner.token, 'shots', [drive(ago(HOUR_MS), { carry: 250 })]);
    const roundId = (await get(owner, '/api/stats/rounds')).json().rounds[0]._id;

    const theirs = await get(other, `/api/stats/round/${roundId}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe(messages.roundNotFound);
    expect((await get(other, '/api/stats/rounds')).json()).toMatchObject({ rounds: [], total: 0 });
    expect((await get(other, '/api/stats/players')).json()).toEqual({ players: [] });
    expect(await shotStats(other)).toMatchObject({ shotCount: 0, players: [], clubs: [] });
    const csv = await get(other, '/api/stats/shots.csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(1);

    // By device token, too.
    const byToken = await t.app.inject({ url: `/api/stats/round/${roundId}`, headers: { authorization: `Bearer ${other.token}` } });
    expect(byToken.statusCode).toBe(404);
    const ownByToken = await t.app.inject({ url: `/api/stats/round/${roundId}`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(ownByToken.statusCode).toBe(200);
  });

  test('a malformed or unknown round id is refused without a 500', async () => {
    const me = await golfer({ pro: false });
    for (const id of ['not-a-uuid', '1', `${'a'.repeat(100)}`, "x' or '1'='1"]) {
      const res = await get(me, `/api/stats/round/${encodeURIComponent(id)}`);
      expect([400, 404]).toContain(res.statusCode);
    }
    expect((await get(me, '/api/stats/round/7f1c7a0e-8a0e-4c57-9d0f-2f1c6f3b8a11')).statusCode).toBe(404);
  });

  test('shot statistics need Pro: 403 Pro subscription required; rounds stay open', async () => {
    const free = await golfer({ pro: false });
    for (const url of ['/api/stats/shots', '/api/stats/dashboard', '/api/stats/shots.csv', '/api/stats/shots?player=Me']) {
      const res = await get(free, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe('Pro subscription required');
      const byToken = await t.app.inject({ url, headers: { authorization: `Bearer ${free.token}` } });
      expect(byToken.statusCode, url).toBe(403);
    }
    expect((await get(free, '/api/stats/rounds')).statusCode).toBe(200);
    expect((await get(free, '/api/stats/players')).statusCode).toBe(200);
  });

  test('a Pro subscription that expired no longer opens the statistics', async () => {
    const lapsed = await golfer({ pro: false });
    await makePro(t.database.db, lapsed.id, new Date(Date.now() - 60_000));
    expect((await get(lapsed, '/api/stats/shots')).statusCode).toBe(403);
  });

  test('anonymous callers get 401 everywhere', async () => {
    for (const url of ['/api/stats/rounds', '/api/stats/players', '/api/stats/shots', '/api/stats/dashboard', '/api/stats/shots.csv']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
  });

  test('the Pro statistics answer a device token', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [drive(ago(HOUR_MS), { carry: 222 })]);
    const res = await t.app.inject({ url: '/api/stats/shots', headers: { authorization: `Bearer ${me.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().drives.longestDriveDistance).toBe(222);
  });
});

async function chooseUnits(user: Golfer, distanceUnit: string, speedUnit: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/preferences',
    payload: { distanceUnit, speedUnit },
    headers: { origin: TEST_ORIGIN, cookie: user.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('GET /api/stats/shots.csv', () => {
  const parseCsv = (text: string) => text.split('\r\n').filter(Boolean);
  /** A record of the earlier columns, followed by the later ones left empty (a shot without the rest of the record). */
  const EMPTY_LATER = ','.repeat(22);
  const YARDS_MPH_HEADER =
    'Time (UTC),Player,Type,Course,Hole,Club,Ball Speed (mph),Club Speed (mph),Smash Factor,Launch Angle (deg),Launch Direction (deg),Spin Rate (rpm),Spin Axis (deg),Carry (yd),Total (yd),Offline (yd),Fairway,Shot ID,' +
    'Backspin (rpm),Sidespin (rpm),Carry Side (yd),Apex (yd),Descent Angle (deg),Hang Time (s),Curve (yd),Club Path (deg),Face Angle (deg),Face to Path (deg),Attack Angle (deg),Dynamic Loft (deg),Spin Loft (deg),Swing Plane (deg),Swing Direction (deg),Low Point (in),Impact Offset (mm),Impact Height (mm),Measured,Session,Session ID,Estimated';
  const METRES_KMH_HEADER =
    'Time (UTC),Player,Type,Course,Hole,Club,Ball Speed (km/h),Club Speed (km/h),Smash Factor,Launch Angle (deg),Launch Direction (deg),Spin Rate (rpm),Spin Axis (deg),Carry (m),Total (m),Offline (m),Fairway,Shot ID,' +
    'Backspin (rpm),Sidespin (rpm),Carry Side (m),Apex (m),Descent Angle (deg),Hang Time (s),Curve (m),Club Path (deg),Face Angle (deg),Face to Path (deg),Attack Angle (deg),Dynamic Loft (deg),Spin Loft (deg),Swing Plane (deg),Swing Direction (deg),Low Point (cm),Impact Offset (mm),Impact Height (mm),Measured,Session,Session ID,Estimated';

  test('by default in yards and mph: a header with units, RFC 4180 quoting, formulas defused, the player filter and the date range', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'rounds', [round({ clientId: 'r', course: 'Links, "The Old" One', players: ['=HYPERLINK("http://evil")'] })]);
    await uploadAll(t.app, me.token, 'shots', [
      shot({ clientId: 'desk-1', player: '=HYPERLINK("http://evil")', kind: 'round', roundClientId: 'r', hole: 1, club: 'Dr', takenAt: '2025-03-01T10:00:00Z', ballSpeed: 66, clubSpeed: 44, carry: 201.5, total: 220.25, offline: -3.5, fairway: 'left' }),
      shot({ clientId: 'desk-2', player: '+Sam', takenAt: '2025-03-02T10:00:00Z', carry: 150 }),
      shot({ clientId: '=cmd|"/c calc"!A1', player: '@Lee', takenAt: '2025-03-03T10:00:00Z', carry: 151 }),
      shot({ clientId: 'desk-4', player: 'Kim', takenAt: '2025-03-04T23:59:59Z', carry: 152, clubSpeed: undefined }),
      shot({ player: 'Kim', takenAt: '2025-03-05T00:00:00Z', carry: 153 }),
      shot({ player: '-2+3', takenAt: '2025-03-06T00:00:00Z', carry: 154 }),
      shot({ player: 'Semi;colon', takenAt: '2025-03-07T00:00:00Z', carry: 155 }),
      shot({ player: 'Two\nLines', takenAt: '2025-03-08T00:00:00Z', carry: 156 }),
    ]);
    const all = await get(me, '/api/stats/shots.csv');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toMatch(/^attachment; filename="shots-all-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(all.body.endsWith('\r\n')).toBe(true);
    const lines = parseCsv(all.body);
    // Hand-computed: 66 m/s x 2.2369363 = 147.64 mph, 44 m/s = 98.43 mph, 201.5 m x 1.09361 = 220.36 yd,
    // 220.25 m = 240.87 yd, -3.5 m = -3.83 yd; 50 m/s = 111.85 mph, 38 m/s = 85 mph, 150 m = 164.04 yd.
    // Smash factor, angles and spin have no unit choice.
    expect(lines[0]).toBe(YARDS_MPH_HEADER);
    expect(lines).toHaveLength(9);
    expect(lines[1]).toBe(
      `2025-03-01 10:00:00,"'=HYPERLINK(""http://evil"")","round","Links, ""The Old"" One",1,"Dr",147.64,98.43,1.5,17,,,,220.36,240.87,-3.83,"left","desk-1"${EMPTY_LATER}`,
    );
    expect(lines[2]).toBe(`2025-03-02 10:00:00,"'+Sam","range",,,"7i",111.85,85,1.316,17,,,,164.04,,,,"desk-2"${EMPTY_LATER}`);
    expect(lines[3].split(',')[1]).toBe(`"'@Lee"`);
    // The last column is the shot's own clientId (for the importer), defused and quoted like a name.
    expect(lines[3].endsWith(`,"'=cmd|""/c calc""!A1"${EMPTY_LATER}`)).toBe(true);
    expect(lines[4]).toBe(`2025-03-04 23:59:59,"Kim","range",,,"7i",111.85,,,17,,,,166.23,,,,"desk-4"${EMPTY_LATER}`);
    expect(lines[6].split(',')[1]).toBe(`"'-2+3"`);
    // Every text cell is quoted, so a spreadsheet splitting on `;` keeps the name whole.
    expect(lines[7].split(',')[1]).toBe('"Semi;colon"');
    // A line break inside a field is quoted, so the record still ends at CRLF only.
    expect(lines[8].split(',')[1]).toBe('"Two\nLines"');

    const kim = parseCsv((await get(me, '/api/stats/shots.csv?player=Kim')).body);
    expect(kim.slice(1).map((l) => l.split(',')[13])).toEqual(['166.23', '167.32']);

    const days = parseCsv((await get(me, '/api/stats/shots.csv?from=2025-03-02&to=2025-03-04')).body);
    expect(days.slice(1).map((l) => l.split(',')[13])).toEqual(['164.04', '165.14', '166.23']);

    const instants = parseCsv((await get(me, '/api/stats/shots.csv?from=2025-03-04T23:59:59Z&to=2025-03-05T00:00:00%2B00:00')).body);
    expect(instants).toHaveLength(3);

    expect((await get(me, '/api/stats/shots.csv?from=March')).statusCode).toBe(400);
    expect((await get(me, '/api/stats/shots.csv?from=2025-03-05&to=2025-03-01')).statusCode).toBe(400);
  });

  test('in metres and km/h once chosen: metres exactly as stored, km/h converted; the API figures stay metric', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [
      shot({ clientId: 'm-1', club: 'Dr', takenAt: '2025-03-01T10:00:00Z', ballSpeed: 66.25, clubSpeed: 44, carry: 201.5, total: 220.25, offline: -3.5, fairway: 'hit' }),
      shot({ clientId: 'm-2', takenAt: '2025-03-02T10:00:00Z', ballSpeed: 50, clubSpeed: undefined, carry: 150.125 }),
    ]);
    await chooseUnits(me, 'm', 'kmh');
    const lines = parseCsv((await get(me, '/api/stats/shots.csv')).body);
    expect(lines[0]).toBe(METRES_KMH_HEADER);
    // 66.25 m/s x 3.6 = 238.5 km/h, 44 m/s = 158.4 km/h, 50 m/s = 180 km/h.
    expect(lines[1]).toBe(`2025-03-01 10:00:00,"Me","range",,,"Dr",238.5,158.4,1.506,17,,,,201.5,220.25,-3.5,"hit","m-1"${EMPTY_LATER}`);
    expect(lines[2]).toBe(`2025-03-02 10:00:00,"Me","range",,,"7i",180,,,17,,,,150.125,,,,"m-2"${EMPTY_LATER}`);
    // The statistics calls keep answering in metres (PRODUCT.md): only the display changes.
    expect((await shotStats(me)).clubs.find((c) => c.club.short === 'Dr')?.average).toBe(201.5);
  });

  test('each unit on its own: metres with mph, yards with km/h', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [shot({ takenAt: '2025-03-02T10:00:00Z', ballSpeed: 50, clubSpeed: 38, carry: 150 })]);
    await chooseUnits(me, 'm', 'mph');
    let lines = parseCsv((await get(me, '/api/stats/shots.csv')).body);
    expect(lines[0]).toContain(',Ball Speed (mph),Club Speed (mph),');
    expect(lines[0]).toContain(',Carry (m),Total (m),Offline (m),');
    expect(lines[1].split(',').slice(6, 8)).toEqual(['111.85', '85']);
    expect(lines[1].split(',')[13]).toBe('150');
    await chooseUnits(me, 'yd', 'kmh');
    lines = parseCsv((await get(me, '/api/stats/shots.csv')).body);
    expect(lines[0]).toContain(',Ball Speed (km/h),Club Speed (km/h),');
    expect(lines[0]).toContain(',Carry (yd),Total (yd),Offline (yd),');
    expect(lines[1].split(',').slice(6, 8)).toEqual(['180', '136.8']);
    expect(lines[1].split(',')[13]).toBe('164.04');
  });

  test('the whole record: every measurement in the account’s units, what was measured, and the session', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'sessions', [session({ clientId: 'sess-1', name: 'Range, Tuesday' })]);
    await uploadAll(t.app, me.token, 'shots', [
      shot({ ...FULL_RECORD, clientId: 'full-1', sessionClientId: 'sess-1', takenAt: '2025-03-02T10:00:00Z', measured: ['ballSpeed', 'clubPath'] }),
    ]);
    let [header, line] = parseCsv((await get(me, '/api/stats/shots.csv')).body).map((l) => l.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/));
    const cell = (name: string) => line[header.indexOf(name)];
    // 29.8 m x 1.09361 = 32.59 yd; 2.7 m = 2.95 yd; a low point of 0.042 m = 1.65 in; angles, spin, seconds and mm as stored.
    expect([cell('Apex (yd)'), cell('Carry Side (yd)'), cell('Low Point (in)'), cell('Curve (yd)')]).toEqual(['32.59', '2.95', '1.65', '4.48']);
    expect([cell('Club Path (deg)'), cell('Face to Path (deg)'), cell('Backspin (rpm)'), cell('Hang Time (s)'), cell('Impact Offset (mm)')]).toEqual(['2.1', '-1', '7091', '6.4', '6']);
    expect([cell('Measured'), cell('Session'), cell('Session ID')]).toEqual(['"ballSpeed clubPath"', '"Range, Tuesday"', '"sess-1"']);
    // Every other value the shot has was estimated.
    expect(cell('Estimated').replace(/^"|"$/g, '').split(' ')).toEqual(Object.keys(FULL_RECORD).filter((name) => name in SHOT_METRICS && name !== 'ballSpeed' && name !== 'clubPath').sort(byRecordOrder));
    await chooseUnits(me, 'm', 'kmh');
    [header, line] = parseCsv((await get(me, '/api/stats/shots.csv')).body).map((l) => l.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/));
    expect([cell('Apex (m)'), cell('Low Point (cm)'), cell('Dynamic Loft (deg)')]).toEqual(['29.8', '4.2', '20.9']);
  });

  test('pages through more shots than one page holds, each once, oldest first', async () => {
    const me = await golfer();
    // In metres, where the file holds the stored values exactly.
    await chooseUnits(me, 'm', 'kmh');
    const total = 4500;
    const base = Date.now() - 30 * DAY_MS;
    const all = Array.from({ length: total }, (_, i) =>
      // Pairs share an instant: the id breaks the tie, so no shot is lost or repeated between pages.
      shot({ clientId: `s${i}`, takenAt: new Date(base + Math.floor(i / 2) * 1000).toISOString(), carry: i % 400 }),
    );
    for (let i = 0; i < total; i += 1000) await uploadAll(t.app, me.token, 'shots', all.slice(i, i + 1000));
    const res = await get(me, '/api/stats/shots.csv');
    const rows = parseCsv(res.body).slice(1);
    expect(rows).toHaveLength(total);
    expect(rows.map((l) => Number(l.split(',')[13]))).toEqual(all.map((s) => s.carry));
    expect(rows.map((l) => l.split(',')[17])).toEqual(all.map((s) => `"${s.clientId}"`));
  });
});

const byRecordOrder = (a: string, b: string) => SHOT_METRIC_NAMES.indexOf(a as never) - SHOT_METRIC_NAMES.indexOf(b as never);
