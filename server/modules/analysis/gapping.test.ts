import { describe, expect, test } from 'vitest';
import { messages } from '../../../common/messages';
import { clubAnalysis } from './service';
import { testAppForFile } from '../../test/harness';
import { uploadAll } from '../../test/ingest-fixtures';
import { analysisApi, row, at, s, mainFixture } from './analysis-test-api';

/* The gapping table through the API: its figures, the mishit rule and its choice, the filter. */

const t = testAppForFile();

const { golfer, get, ok, gapping, setHide } = analysisApi(() => t);

describe('gapping', () => {
  test('mean, median, standard deviation of carry and total per club in bag order, the gap to the next club, no putter', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', mainFixture());
    const r = await gapping(me);
    expect(r.hideMishits).toBe(false);
    expect(r.filter).toEqual({ player: 'all', from: null, to: null });
    expect(r.clubs.map((c) => c.club)).toEqual(['Dr', '7i', 'PW']);
    const seven = row(r, '7i');
    expect(seven).toMatchObject({ shots: 6, allShots: 6, mishits: 1, excluded: 0 });
    expect(seven.carry.mean).toBeCloseTo(820 / 6, 9);
    expect(seven.carry.median).toBe(143);
    expect(seven.carry.stddev).toBeCloseTo(18.184242, 5);
    expect(seven.total.shots).toBe(6);
    expect(seven.total.mean).toBeCloseTo(147.166667, 5);
    expect(seven.total.median).toBe(154);
    expect(seven.total.stddev).toBeCloseTo(19.487603, 5);
    expect(seven.gap).toBeCloseTo(820 / 6 - 112, 9);
    const dr = row(r, 'Dr');
    expect(dr.carry).toEqual({ mean: 235, median: 235, stddev: expect.closeTo(Math.SQRT2 * 5, 9) });
    expect(dr.gap).toBeCloseTo(235 - 820 / 6, 9);
    const pw = row(r, 'PW');
    expect(pw).toMatchObject({ shots: 3, mishits: 0, gap: null, carry: { mean: 112, median: 112, stddev: 2 } });
    expect(pw.total).toEqual({ shots: 0, mean: null, median: null, stddev: null });
  });

  test('hiding mishits leaves the flagged shot out of the figures, and the choice is remembered', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', mainFixture());
    expect(await ok(me, '/api/stats/analysis/preferences')).toEqual({ hideMishits: false });
    await setHide(me, true);
    expect(await ok(me, '/api/stats/analysis/preferences')).toEqual({ hideMishits: true });
    const r = await gapping(me);
    expect(r.hideMishits).toBe(true);
    const seven = row(r, '7i');
    expect(seven).toMatchObject({ shots: 5, allShots: 6, mishits: 1, excluded: 1 });
    expect(seven.carry).toEqual({ mean: 144, median: 144, stddev: expect.closeTo(Math.sqrt(10), 9) });
    expect(seven.total).toEqual({ shots: 5, mean: 155, median: 155, stddev: expect.closeTo(3.807887, 5) });
    expect(seven.gap).toBeCloseTo(144 - 112, 9);
    expect(row(r, 'Dr').gap).toBeCloseTo(235 - 144, 9);
    await setHide(me, false);
    expect(row(await gapping(me), '7i').shots).toBe(6);
  });

  test('a club with fewer than 5 shots flags nothing, however far a shot lies', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [s('9i', 130), s('9i', 131), s('9i', 132), s('9i', 40)]);
    await setHide(me, true);
    expect(row(await gapping(me), '9i')).toMatchObject({ shots: 4, mishits: 0, excluded: 0 });
  });

  test('a club whose carries mostly repeat (MAD 0) flags only what lies beyond the 1 m floor × 3', async () => {
    const me = await golfer();
    // Median 150, MAD 0: the spread floor of 1 m makes the threshold 3 m. 152.9 stays, 153.5 and 120 are flagged.
    await uploadAll(t.app, me.token, 'shots', [150, 150, 150, 150, 150, 152.9, 153.5, 120].map((c) => s('8i', c)));
    expect(row(await gapping(me), '8i')).toMatchObject({ allShots: 8, mishits: 2 });
  });

  test('the date range is inclusive of both days (UTC), and only the selected player counts', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [
      s('7i', 100, { takenAt: '2025-02-28T23:59:59.999Z' }),
      s('7i', 140, { takenAt: '2025-03-01T00:00:00.000Z' }),
      s('7i', 150, { takenAt: '2025-03-10T23:59:59.999Z' }),
      s('7i', 200, { takenAt: '2025-03-11T00:00:00.000Z' }),
      s('7i', 170, { takenAt: at(5), player: 'Alex' }),
    ]);
    const inRange = row(await gapping(me, '?from=2025-03-01&to=2025-03-10'), '7i');
    expect(inRange.allShots).toBe(3);
    expect(inRange.carry.mean).toBeCloseTo((140 + 150 + 170) / 3, 9);
    const me2 = row(await gapping(me, '?from=2025-03-01&to=2025-03-10&player=Me'), '7i');
    expect(me2).toMatchObject({ allShots: 2, carry: { mean: 145, median: 145 } });
    expect((await gapping(me, '?player=Alex&from=2025-03-05&to=2025-03-05')).clubs.map((c) => c.allShots)).toEqual([1]);
    expect((await gapping(me, '?from=2025-03-06&to=2025-03-09')).clubs).toEqual([]);
    expect((await gapping(me, '?player=Nobody')).clubs).toEqual([]);
    expect(row(await gapping(me), '7i').allShots).toBe(5);
  });

  test('bad dates and a reversed range answer 400 with a clear message', async () => {
    const me = await golfer();
    for (const query of ['?from=2025-3-1', '?to=2025-02-30', '?from=yesterday', '?from=2025-03-01T00:00:00Z']) {
      const res = await get(me, `/api/stats/analysis${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe(messages.analysisBadDate);
    }
    const reversed = await get(me, '/api/stats/analysis?from=2025-03-02&to=2025-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toBe(messages.analysisDateOrder);
    expect((await get(me, '/api/stats/analysis/dispersion?club=Pt')).json().error).toBe(messages.analysisUnknownClub);
    expect((await get(me, '/api/stats/analysis/trends')).statusCode).toBe(400);
    expect((await get(me, '/api/stats/analysis?colour=red')).statusCode).toBe(400);
    await expect(clubAnalysis(t.database.db, me.id, { player: null, from: '2025-03-02', to: '2025-03-01' })).rejects.toThrow(messages.analysisDateOrder);
  });
});
