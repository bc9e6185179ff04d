import { describe, expect, test } from 'vitest';
import * as service from './service';
import { testAppForFile } from '../../test/harness';
import { ago, DAY_MS, HOUR_MS, shot, uploadAll } from '../../test/ingest-fixtures';
import { drive, statsApi, utcDaysAgo } from './stats-test-api';

/* The driver figures: Longest Drive, Average Driver Distance, their series and trend. */
const t = testAppForFile();

const { golfer, shotStats } = statsApi(() => t);

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
