import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ShotStatsResponse } from '../../../common/schemas/stats';
import { buildApp } from '../../app';
import { testAppForFile } from '../../test/harness';
import { ago, DAY_MS, round, shot, upload, uploadAll } from '../../test/ingest-fixtures';
import { drive, statsApi, utcDaysAgo } from './stats-test-api';

/* Club distances, smash factor and the dashboard's cards, and the figures' cache across instances. */
const t = testAppForFile();

const { golfer, get, shotStats } = statsApi(() => t);

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
