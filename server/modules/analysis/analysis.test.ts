import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '../../../common/messages';
import {
  ANALYSIS_CLUBS,
  MAD_TO_SIGMA,
  MISHIT_MAD_MULTIPLIER,
  MISHIT_MIN_SHOTS,
  MISHIT_MIN_SIGMA_M,
  type AnalysisFilter,
  type AnalysisResponse,
  type DispersionResponse,
  type GappingRow,
  type TrendsResponse,
} from '../../../common/schemas/analysis';
import { createTestApp, type TestApp } from '../../test/harness';
import { createGolfer, TEST_ORIGIN, type Golfer, type TestUser } from '../../test/factories';
import { queryRows } from '../../db/query';
import { shot, uploadAll, type ShotInput } from '../../test/ingest-fixtures';
import { gappingStraightforward } from '../../test/analysis-reference';
import type { GappingRowDb } from './figures';
import { gappingOverShots } from './gapping-over-shots';
import { gapping as gappingStatement } from './repo';
import { gappingFromSummaries } from './summaries/gapping';
import { clubAnalysis, clubDispersion } from './service';
import { seededRandom } from '../../test/random';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const golfer = ({ pro = true } = {}): Promise<Golfer> => createGolfer(t, { pro });

const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
const send = (user: TestUser, method: 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie: user.cookie, origin: TEST_ORIGIN }, payload: payload as object });

async function ok<T>(user: TestUser, url: string): Promise<T> {
  const res = await get(user, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const gapping = (user: TestUser, query = '') => ok<AnalysisResponse>(user, `/api/stats/analysis${query}`);
const dispersion = (user: TestUser, query: string) => ok<DispersionResponse>(user, `/api/stats/analysis/dispersion${query}`);
const trends = (user: TestUser, query: string) => ok<TrendsResponse>(user, `/api/stats/analysis/trends${query}`);
const row = (r: AnalysisResponse, club: string): GappingRow => {
  const found = r.clubs.find((c) => c.club === club);
  if (!found) throw new Error(`no ${club} row`);
  return found;
};
const setHide = async (user: TestUser, hideMishits: boolean) => {
  const res = await send(user, 'PUT', '/api/stats/analysis/preferences', { hideMishits });
  expect(res.statusCode, res.body).toBe(200);
};

/** A shot on a fixed day of March 2025 (UTC), noon unless told. */
const at = (day: number, time = '12:00:00.000') => `2025-03-${String(day).padStart(2, '0')}T${time}Z`;
const s = (club: string, carry: number, extra: ShotInput = {}) => shot({ club, carry, takenAt: at(5), ...extra });

/**
 * The main fixture, computed by hand:
 * 7i carries 140 142 144 146 148 100 (totals 150 153 155 157 160 108):
 *   median carry 143; deviations 3 1 1 3 5 43, MAD 3, threshold 3 × 1.4826 × 3 = 13.3434: 100 is a mishit.
 *   All six: mean 820/6 = 136.667, median 143, sd 18.18424; totals mean 147.1667, median 154, sd 19.48760.
 *   Without the mishit: carry mean 144, median 144, sd sqrt(40/4) = 3.16228; totals mean 155, median 155, sd 3.80789.
 * PW 110 112 114 (3 shots: the rule flags nothing; no totals). Dr 230 240. Pt 5: never in the analysis.
 */
function mainFixture(): ShotInput[] {
  const sevens = [
    [140, 150, -2],
    [142, 153, 1],
    [144, 155, 0],
    [146, 157, 3],
    [148, 160, -1],
    [100, 108, 12],
  ];
  return [
    ...sevens.map(([carry, total, offline], i) => s('7i', carry, { total, offline, takenAt: at(3 + i) })),
    s('PW', 110),
    s('PW', 112),
    s('PW', 114),
    s('Dr', 230, { total: 250, offline: 5 }),
    s('Dr', 240, { total: 262, offline: -5 }),
    s('Pt', 5),
  ];
}

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

/**
 * The gapping statement against a plain computation of decision 010's rule in TypeScript and
 * against the straightforward statement (`gappingStraightforward`), on a few hundred random shots:
 * ties (equal carries excluded by hand too), clubs under and at MISHIT_MIN_SHOTS, a club whose
 * carries repeat (MAD 0), shots without a total, two players, a month of dates, hand overrides of
 * every kind, hiding on and off. Counts, medians and the rule's figures (median carry, threshold:
 * the MAD) must be equal to the last bit; means, standard deviations and gaps are sums, whose last
 * bits depend on the order rows are added in, so they must agree to 1e-9 (relative).
 */
test.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL the app\u2019s connections compile no statement (a long history would cross jit_above_cost)', async () => {
  const [row] = await queryRows<{ jit: string }>(t.database.db, sql`select current_setting('jit') as jit`);
  expect(row.jit).toBe('off');
});

describe('the gapping statement', () => {

  interface StoredShot {
    id: string;
    club: string;
    player: string;
    day: string;
    carry: number;
    total: number | null;
  }

  /** percentile_cont(0.5) over sorted values, with PostgreSQL's interpolation lo + 0.5 × (hi - lo). */
  const median = (sorted: number[]): number | null => {
    if (sorted.length === 0) return null;
    const lo = Math.floor((sorted.length - 1) / 2);
    const hi = Math.ceil((sorted.length - 1) / 2);
    return lo === hi ? sorted[lo] : sorted[lo] + 0.5 * (sorted[hi] - sorted[lo]);
  };
  const ascending = (values: number[]) => [...values].sort((a, b) => a - b);
  const mean = (values: number[]) => (values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length);
  const sd = (values: number[]) => {
    if (values.length < 2) return null;
    const m = mean(values)!;
    return Math.sqrt(values.reduce((a, v) => a + (v - m) ** 2, 0) / (values.length - 1));
  };

  /** Decision 010's rule read literally: per club of the filter, the median carry, the threshold, which shots are mishits. */
  function rule(shots: StoredShot[], filter: AnalysisFilter) {
    const inFilter = shots.filter(
      (x) =>
        x.club !== 'Pt' &&
        (filter.player === null || x.player === filter.player) &&
        (filter.from === null || x.day >= filter.from) &&
        (filter.to === null || x.day <= filter.to),
    );
    return ANALYSIS_CLUBS.flatMap((club) => {
      const mine = inFilter.filter((x) => x.club === club);
      if (mine.length === 0) return [];
      const m = median(ascending(mine.map((x) => x.carry)))!;
      const threshold =
        mine.length >= MISHIT_MIN_SHOTS
          ? MISHIT_MAD_MULTIPLIER * Math.max(MAD_TO_SIGMA * median(ascending(mine.map((x) => Math.abs(x.carry - m))))!, MISHIT_MIN_SIGMA_M)
          : null;
      const mishits = new Set(mine.filter((x) => threshold !== null && Math.abs(x.carry - m) > threshold).map((x) => x.id));
      return [{ club, mine, median: m, threshold, mishits }];
    });
  }

  /** The gapping rows from the rule: what is left out, the figures of the rest, the gaps. */
  function reference(shots: StoredShot[], overrides: Map<string, boolean>, filter: AnalysisFilter, hide: boolean) {
    const rows = rule(shots, filter).map(({ club, mine, median: ruleMedian, threshold, mishits }) => {
      const leftOut = (x: StoredShot) => overrides.get(x.id) === true || (!overrides.has(x.id) && mishits.has(x.id) && hide);
      const counted = mine.filter((x) => !leftOut(x));
      const carries = counted.map((x) => x.carry);
      const totals = counted.flatMap((x) => (x.total === null ? [] : [x.total]));
      return {
        club,
        all_shots: mine.length,
        mishits: mishits.size,
        excluded: mine.length - counted.length,
        shots: counted.length,
        carry_mean: mean(carries),
        carry_median: median(ascending(carries)),
        carry_sd: sd(carries),
        total_shots: totals.length,
        total_mean: mean(totals),
        total_median: median(ascending(totals)),
        total_sd: sd(totals),
        gap: null as number | null,
        rule_median: ruleMedian,
        rule_threshold: threshold,
      };
    });
    const withMean = rows.filter((r) => r.carry_mean !== null);
    withMean.forEach((r, i) => (r.gap = i + 1 < withMean.length ? r.carry_mean! - withMean[i + 1].carry_mean! : null));
    return rows;
  }

  const closeTo = (actual: number | null, expected: number | null, what: string) => {
    if (expected === null || actual === null) return expect(actual, what).toBe(expected);
    expect(Math.abs(actual - expected), `${what}: ${actual} vs ${expected}`).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
  };
  function expectSame(actual: GappingRowDb[], expected: ReturnType<typeof reference>, what: string) {
    expect(actual.map((r) => r.club), what).toEqual(expected.map((r) => r.club));
    actual.forEach((a, i) => {
      const e = expected[i];
      const at = `${what}, ${e.club}`;
      const { carry_mean, carry_sd, total_mean, total_sd, gap, ...exact } = e;
      expect({ ...a, carry_mean: 0, carry_sd: 0, total_mean: 0, total_sd: 0, gap: 0 }, at).toEqual({
        ...exact,
        carry_mean: 0,
        carry_sd: 0,
        total_mean: 0,
        total_sd: 0,
        gap: 0,
      });
      closeTo(a.carry_mean, carry_mean, `${at} carry_mean`);
      closeTo(a.carry_sd, carry_sd, `${at} carry_sd`);
      closeTo(a.total_mean, total_mean, `${at} total_mean`);
      closeTo(a.total_sd, total_sd, `${at} total_sd`);
      closeTo(a.gap, gap, `${at} gap`);
    });
  }

  test('gives the answers of the rule computed plainly and of the straightforward statement, to the last bit where no sum is involved', async () => {
    const me = await golfer();
    const rand = seededRandom(20250309);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
    const inputs: ShotInput[] = [];
    const add = (club: string, count: number, carry: () => number) => {
      for (let i = 0; i < count; i++) {
        const c = carry();
        inputs.push(
          shot({
            club,
            carry: c,
            total: rand() < 0.2 ? undefined : Math.round((c * 1.08 + rand() * 10) * 100) / 100,
            player: rand() < 0.3 ? 'Alex' : 'Me',
            takenAt: at(1 + Math.floor(rand() * 28), `${String(Math.floor(rand() * 24)).padStart(2, '0')}:00:00.000`),
          }),
        );
      }
    };
    const spread = (centre: number, width: number, step: number) => () => {
      const r = rand();
      // One shot in 12 topped or thinned, one in 40 a flier; carries on a grid of `step` metres, so many tie.
      const c = r < 1 / 12 ? centre * (0.4 + rand() * 0.3) : r > 1 - 1 / 40 ? centre * 1.25 : centre + (rand() - 0.5) * width;
      return Math.round(c / step) * step;
    };
    add('Dr', 90, spread(230, 30, 0.5));
    add('5W', 41, spread(190, 20, 0.01));
    add('7i', 121, spread(140, 16, 1));
    add('9i', 5, () => pick([120, 121, 122, 60]));
    add('PW', 4, () => pick([110, 111, 40]));
    add('GW', 6, spread(95, 8, 0.1));
    add('SW', 40, () => (rand() < 0.8 ? 80 : pick([81.5, 83.2, 70, 79.9])));
    // LW: runs of equal carries around the median, several of them excluded by hand below.
    const wedges = [60, 62, 63, 64, 64, 65, 65, 65, 65, 65, 66, 66, 66, 67, 68, 70, 40];
    add('LW', wedges.length, () => wedges.shift()!);
    add('Pt', 10, () => 3);
    await uploadAll(t.app, me.token, 'shots', inputs);

    const shots = await queryRows<StoredShot>(
      t.database.db,
      sql`select id::text as id, club, player, to_char(taken_at at time zone 'UTC', 'YYYY-MM-DD') as day, carry, total
          from shots where user_id = ${me.id}::uuid`,
    );
    expect(shots).toHaveLength(inputs.length);
    // Overrides of every kind: mishits (over the whole history) and ordinary shots, excluded and restored by hand.
    const all: AnalysisFilter = { player: null, from: null, to: null };
    const flagged = new Set(rule(shots, all).flatMap((r) => [...r.mishits]));
    const overrides = new Map<string, boolean>();
    for (const x of shots.filter((x) => x.club !== 'Pt' && x.club !== 'LW')) {
      if (rand() < (flagged.has(x.id) ? 0.5 : 0.06)) overrides.set(x.id, rand() < 0.5);
    }
    const lw = shots.filter((x) => x.club === 'LW');
    for (const x of lw.filter((x) => x.carry === 65)) overrides.set(x.id, true);
    overrides.set(lw.find((x) => x.carry === 64)!.id, true);
    overrides.set(lw.find((x) => x.carry === 40)!.id, false);
    const kinds = [...overrides].map(([id, excluded]) => `${flagged.has(id) ? 'mishit' : 'ordinary'} ${excluded ? 'excluded' : 'restored'}`);
    for (const kind of ['mishit excluded', 'mishit restored', 'ordinary excluded', 'ordinary restored']) {
      expect(kinds.filter((k) => k === kind).length, kind).toBeGreaterThanOrEqual(2);
    }
    for (const [id, excluded] of overrides) {
      const res = await send(me, 'PUT', `/api/stats/shots/${id}/override`, { excluded });
      expect(res.statusCode, res.body).toBe(200);
    }

    // Ranges of days too (each its own rule): both bounds, a player's, one day, one bound only, none of the shots.
    const filters: AnalysisFilter[] = [
      all,
      { player: 'Alex', from: null, to: null },
      { player: null, from: '2025-03-08', to: '2025-03-20' },
      { player: 'Alex', from: '2025-03-05', to: '2025-03-25' },
      { player: null, from: '2025-03-15', to: '2025-03-15' },
      { player: null, from: '2025-03-22', to: null },
      { player: 'Me', from: null, to: '2025-03-10' },
      { player: null, from: '2025-04-01', to: '2025-04-30' },
    ];
    for (const hide of [false, true]) {
      await setHide(me, hide);
      for (const filter of filters) {
        const what = `${JSON.stringify(filter)}, hide ${hide}`;
        const expected = reference(shots, overrides, filter, hide);
        const fast = await gappingStatement(t.database.db, me.id, filter);
        const overShots = await gappingOverShots(t.database.db, me.id, filter);
        const plain = await gappingStraightforward(t.database.db, me.id, filter);
        expect(fast.hide).toBe(hide);
        expectSame(fast.clubs, expected, `fast, ${what}`);
        expectSame(overShots.clubs, expected, `over the shots, ${what}`);
        expectSame(plain.clubs, expected, `straightforward, ${what}`);
        const summaries = await gappingFromSummaries(t.database.db, me.id, filter);
        expectSame(summaries.clubs, expected, `summaries, ${what}`);
        if (filter.from === '2025-04-01') expect(expected, what).toEqual([]);
        else expect(expected.length, what).toBeGreaterThan(0);
      }
    }
    // The fixture exercises what it claims: mishits in several clubs, none under MISHIT_MIN_SHOTS shots.
    const clubs = rule(shots, all);
    expect(clubs.filter((r) => r.mishits.size > 0).length).toBeGreaterThanOrEqual(4);
    expect(clubs.find((r) => r.club === 'PW')?.mishits.size).toBe(0);
  });

  test('stays exact where the left-out shots carry nearly all of the spread or of the sum (figures computed afresh)', async () => {
    // Counted carries all equal beside a far left-out shot: a standard deviation of 0 that
    // subtracting the left-out shot's share from all shots' sums would leave at ~1e-7, or negative.
    const me = await golfer();
    const same = (club: string, carry: number, total: number, count: number) => Array.from({ length: count }, () => s(club, carry, { total }));
    await uploadAll(t.app, me.token, 'shots', [
      // 9i: a mishit (MAD 0) left out while hiding; 8i: one each side, over two close carries; 6i: four
      // shots (no rule), the far one excluded by hand.
      ...same('9i', 120.3, 131.7, 6),
      s('9i', 60.7, { total: 66.1 }),
      ...same('8i', 130.1, 140.9, 3),
      ...same('8i', 130.7, 141.3, 3),
      s('8i', 190.3, { total: 201.9 }),
      s('8i', 20.9, { total: 30.3 }),
      ...same('6i', 150.7, 161.1, 3),
      s('6i', 10.3, { total: 11.9 }),
      // 5i: all but one shot excluded by hand.
      ...Array.from({ length: 9 }, (_, i) => s('5i', 160 + i * 3.1, { total: 171 + i * 2.9 })),
      s('5i', 157.7, { total: 170.3 }),
    ]);
    const shots = await queryRows<StoredShot>(
      t.database.db,
      sql`select id::text as id, club, player, to_char(taken_at at time zone 'UTC', 'YYYY-MM-DD') as day, carry, total
          from shots where user_id = ${me.id}::uuid`,
    );
    const overrides = new Map<string, boolean>();
    for (const x of shots) {
      if ((x.club === '6i' && x.carry === 10.3) || (x.club === '5i' && x.carry !== 157.7)) overrides.set(x.id, true);
    }
    for (const [id, excluded] of overrides) {
      expect((await send(me, 'PUT', `/api/stats/shots/${id}/override`, { excluded })).statusCode).toBe(200);
    }
    const all: AnalysisFilter = { player: null, from: null, to: null };
    for (const hide of [false, true]) {
      await setHide(me, hide);
      const expected = reference(shots, overrides, all, hide);
      const fast = await gappingStatement(t.database.db, me.id, all);
      expectSame(fast.clubs, expected, `hide ${hide}`);
      for (const club of hide ? ['9i', '6i'] : ['6i']) {
        expect(fast.clubs.find((c) => c.club === club)?.carry_sd, club).toBe(0);
      }
    }
  });
});

describe('dispersion', () => {
  test('every shot with an offline figure is a point, flagged and left out as the rule and the choice say', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [...mainFixture(), s('7i', 143)]); // no offline: not a point, but in the rule
    const d = await dispersion(me, '?club=7i');
    expect(d).toMatchObject({ club: '7i', shots: 6, returned: 6, sampled: false, hideMishits: false });
    expect(d.points.map((p) => [p.carry, p.offline, p.mishit, p.excluded])).toEqual([
      [140, -2, false, false],
      [142, 1, false, false],
      [144, 0, false, false],
      [146, 3, false, false],
      [148, -1, false, false],
      [100, 12, true, false],
    ]);
    expect(d.points[0].takenAt).toBe('2025-03-03T12:00:00.000Z');
    // Seven carries now: median 143, deviations 43 3 1 0 1 3 5, MAD 3, threshold 3 × 1.4826 × 3 = 13.3434.
    expect(d.rule?.median).toBe(143);
    expect(d.rule?.threshold).toBeCloseTo(13.3434, 9);
    await setHide(me, true);
    const hidden = await dispersion(me, '?club=7i');
    expect(hidden.points.filter((p) => p.excluded).map((p) => p.carry)).toEqual([100]);
  });

  test('the 95 % ellipse of uncorrelated points lies along the carry axis', async () => {
    const me = await golfer();
    // (offline, carry): centre (0, 120); var offline 8/3, var carry 32/3, covariance 0.
    await uploadAll(t.app, me.token, 'shots', [
      s('9i', 120, { offline: -2 }),
      s('9i', 120, { offline: 2 }),
      s('9i', 116, { offline: 0 }),
      s('9i', 124, { offline: 0 }),
    ]);
    const { ellipse } = await dispersion(me, '?club=9i');
    expect(ellipse).not.toBeNull();
    expect(ellipse!.carry).toBe(120);
    expect(ellipse!.offline).toBe(0);
    expect(ellipse!.major).toBeCloseTo(Math.sqrt((5.991 * 32) / 3), 9);
    expect(ellipse!.minor).toBeCloseTo(Math.sqrt((5.991 * 8) / 3), 9);
    expect(ellipse!.angle).toBeCloseTo(90, 9);
  });

  test('correlated points tilt the ellipse: sxx 7.3, syy 7.5, sxy 4.5', async () => {
    const me = await golfer();
    const pts = [
      [-3, 130],
      [1, 134],
      [4, 133],
      [-1, 127],
      [2, 131],
    ];
    await uploadAll(t.app, me.token, 'shots', pts.map(([offline, carry]) => s('6i', carry, { offline })));
    const { ellipse } = await dispersion(me, '?club=6i');
    // Centre (0.6, 131). λ = 7.4 ± sqrt(0.1² + 4.5²) = 7.4 ± 4.501111; angle ½·atan2(9, -0.2).
    const root = Math.sqrt(0.01 + 20.25);
    expect(ellipse!.offline).toBeCloseTo(0.6, 9);
    expect(ellipse!.carry).toBeCloseTo(131, 9);
    expect(ellipse!.major).toBeCloseTo(Math.sqrt(5.991 * (7.4 + root)), 9);
    expect(ellipse!.minor).toBeCloseTo(Math.sqrt(5.991 * (7.4 - root)), 9);
    expect(ellipse!.angle).toBeCloseTo((Math.atan2(9, -0.2) * 90) / Math.PI, 9);
    expect(ellipse!.major).toBeCloseTo(8.443906, 5);
    expect(ellipse!.angle).toBeCloseTo(45.636515, 5);
  });

  test('under 3 counted shots there is no ellipse; the points still come', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [s('5i', 170, { offline: 1 }), s('5i', 172, { offline: 2 })]);
    const d = await dispersion(me, '?club=5i');
    expect(d.ellipse).toBeNull();
    expect(d.rule).toBeNull();
    expect(d.points).toHaveLength(2);
    expect((await dispersion(me, '?club=LW')).points).toEqual([]);
  });

  test('over 2,000 points are sampled evenly in time order, and the answer says so', async () => {
    const me = await golfer();
    const many = Array.from({ length: 2100 }, (_, i) =>
      s('GW', 90 + (i % 10), { offline: (i % 7) - 3, takenAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString() }),
    );
    for (let i = 0; i < many.length; i += 1000) await uploadAll(t.app, me.token, 'shots', many.slice(i, i + 1000));
    const d = await dispersion(me, '?club=GW');
    // step ceil(2100 / 2000) = 2: the 1st, 3rd, 5th … shot, 1,050 points.
    expect(d).toMatchObject({ shots: 2100, returned: 1050, sampled: true });
    expect(d.points[1].takenAt).toBe(new Date(Date.UTC(2025, 0, 1) + 2 * 60_000).toISOString());
    // The ellipse is of every counted shot, not of the sample.
    expect(d.ellipse!.carry).toBeCloseTo(94.5, 9);
  });
});

describe('trends', () => {
  test('weekly means of carry, ball speed and club speed of the club, Monday weeks (UTC), in range', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [
      // Week of Monday 2025-03-03: Sunday 9 March late evening still counts.
      s('7i', 140, { ballSpeed: 50, clubSpeed: 38, takenAt: '2025-03-03T00:00:00.000Z' }),
      s('7i', 150, { ballSpeed: 52, clubSpeed: 40, takenAt: '2025-03-09T23:59:59.000Z' }),
      // Week of 2025-03-10, one shot without a club speed.
      s('7i', 145, { ballSpeed: 51, clubSpeed: undefined, takenAt: '2025-03-10T08:00:00.000Z' }),
      s('8i', 130, { takenAt: '2025-03-10T08:00:00.000Z' }),
    ]);
    const r = await trends(me, '?club=7i');
    expect(r.weeks).toMatchObject([
      { week: '2025-03-03', shots: 2, carry: 145, ballSpeed: 51, clubSpeed: 39, smashFactor: expect.closeTo((50 / 38 + 52 / 40) / 2, 12) },
      { week: '2025-03-10', shots: 1, carry: 145, ballSpeed: 51, clubSpeed: null, smashFactor: null },
    ]);
    expect(r.weeks[0].means).toMatchObject({ carry: 145, ballSpeed: 51, clubSpeed: 39, clubPath: null, faceToPath: null });
    expect((await trends(me, '?club=7i&from=2025-03-10')).weeks.map((w) => w.week)).toEqual(['2025-03-10']);
  });

  test('club path and face to path per club and week, like any measurement', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [
      s('7i', 140, { clubPath: 3, faceToPath: -2, attackAngle: -4, takenAt: '2025-03-04T10:00:00.000Z' }),
      s('7i', 150, { clubPath: 1, faceToPath: 0, takenAt: '2025-03-05T10:00:00.000Z' }),
      s('7i', 145, { clubPath: -1, faceToPath: 1.5, takenAt: '2025-03-11T10:00:00.000Z' }),
      s('Dr', 220, { clubPath: 5, faceToPath: 4, takenAt: '2025-03-04T10:00:00.000Z' }),
    ]);
    const weeks = (await trends(me, '?club=7i')).weeks;
    expect(weeks.map((w) => [w.week, w.means.clubPath, w.means.faceToPath, w.means.attackAngle])).toEqual([
      ['2025-03-03', 2, -1, -4],
      ['2025-03-10', -1, 1.5, null],
    ]);
  });

  test('hidden mishits and hand-excluded shots leave the weekly means', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', mainFixture());
    // 7i shots on 3..8 March: week of 3 March holds all six.
    expect((await trends(me, '?club=7i')).weeks[0]).toMatchObject({ shots: 6, carry: expect.closeTo(820 / 6, 9) });
    await setHide(me, true);
    expect((await trends(me, '?club=7i')).weeks[0]).toMatchObject({ shots: 5, carry: 144 });
  });
});

describe('hand overrides', () => {
  test('a shot excluded by hand leaves every figure whatever the toggle; restored by hand it counts although flagged', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', mainFixture());
    const points = (await dispersion(me, '?club=7i')).points;
    const shot148 = points.find((p) => p.carry === 148)!;
    const mishit = points.find((p) => p.carry === 100)!;

    const excluded = await send(me, 'PUT', `/api/stats/shots/${shot148.id}/override`, { excluded: true });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(excluded.json()).toEqual({ shotId: shot148.id, override: 'excluded' });
    let seven = row(await gapping(me), '7i');
    expect(seven).toMatchObject({ shots: 5, excluded: 1 });
    expect(seven.carry.mean).toBeCloseTo((820 - 148) / 5, 9);
    const after = (await dispersion(me, '?club=7i')).points.find((p) => p.id === shot148.id)!;
    expect(after).toMatchObject({ excluded: true, override: 'excluded', mishit: false });

    // Hiding too: the mishit and the hand-excluded shot are out; restoring the mishit by hand brings it back.
    await setHide(me, true);
    expect(row(await gapping(me), '7i')).toMatchObject({ shots: 4, excluded: 2 });
    expect((await send(me, 'PUT', `/api/stats/shots/${mishit.id}/override`, { excluded: false })).json()).toEqual({
      shotId: mishit.id,
      override: 'restored',
    });
    seven = row(await gapping(me), '7i');
    expect(seven).toMatchObject({ shots: 5, excluded: 1, mishits: 1 });
    expect(seven.carry.mean).toBeCloseTo((820 - 148) / 5, 9);
    const ellipseCount = await dispersion(me, '?club=7i');
    expect(ellipseCount.points.find((p) => p.id === mishit.id)).toMatchObject({ mishit: true, excluded: false, override: 'restored' });

    // Deleting the overrides returns both to the rule.
    for (const id of [shot148.id, mishit.id]) {
      const res = await send(me, 'DELETE', `/api/stats/shots/${id}/override`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ shotId: id, override: null });
    }
    expect(row(await gapping(me), '7i')).toMatchObject({ shots: 5, excluded: 1 });
    // Deleting again is harmless.
    expect((await send(me, 'DELETE', `/api/stats/shots/${shot148.id}/override`)).statusCode).toBe(200);
  });

  test('another account’s shot, or one that does not exist, is not found', async () => {
    const owner = await golfer();
    const other = await golfer();
    await uploadAll(t.app, owner.token, 'shots', [s('7i', 140, { offline: 0 })]);
    const [point] = (await dispersion(owner, '?club=7i')).points;
    for (const [method, payload] of [
      ['PUT', { excluded: true }],
      ['DELETE', undefined],
    ] as const) {
      const res = await send(other, method, `/api/stats/shots/${point.id}/override`, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(messages.shotNotFound);
    }
    expect((await send(other, 'PUT', '/api/stats/shots/999999999/override', { excluded: true })).statusCode).toBe(404);
    // A malformed id is refused before any query (400), with the same message.
    const malformed = await send(other, 'PUT', "/api/stats/shots/1' or '1'='1/override", { excluded: true });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe(messages.shotNotFound);
    expect((await send(other, 'PUT', `/api/stats/shots/${point.id}/override`, { excluded: 'yes' })).statusCode).toBe(400);
    // Nothing changed for the owner.
    expect((await dispersion(owner, '?club=7i')).points[0].override).toBeNull();
  });

  test('one account’s overrides and choice do not touch another’s figures', async () => {
    const a = await golfer();
    const b = await golfer();
    await uploadAll(t.app, a.token, 'shots', mainFixture());
    await uploadAll(t.app, b.token, 'shots', mainFixture());
    await setHide(a, true);
    expect(row(await gapping(a), '7i').shots).toBe(5);
    expect(row(await gapping(b), '7i').shots).toBe(6);
  });
});

describe('access', () => {
  test('a signed-in user without Pro is refused with 403 on every analysis call', async () => {
    const free = await golfer({ pro: false });
    for (const url of [
      '/api/stats/analysis',
      '/api/stats/analysis/dispersion?club=7i',
      '/api/stats/analysis/trends?club=7i',
      '/api/stats/analysis/preferences',
    ]) {
      const res = await get(free, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe(messages.proRequired);
    }
    expect((await send(free, 'PUT', '/api/stats/analysis/preferences', { hideMishits: true })).statusCode).toBe(403);
    expect((await send(free, 'PUT', '/api/stats/shots/1/override', { excluded: true })).statusCode).toBe(403);
    expect((await send(free, 'DELETE', '/api/stats/shots/1/override')).statusCode).toBe(403);
  });

  test('signed out: 401; the desktop app’s device token works', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/stats/analysis' })).statusCode).toBe(401);
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', mainFixture());
    const res = await t.app.inject({ method: 'GET', url: '/api/stats/analysis/dispersion?club=Dr', headers: { authorization: `Bearer ${me.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().points).toHaveLength(2);
  });

  test('the service functions other modules reuse answer for any account id and filter', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', mainFixture());
    const r = await clubAnalysis(t.database.db, me.id, { player: 'Me', from: '2025-03-01', to: '2025-03-31' });
    expect(r.clubs.map((c) => c.club)).toEqual(['Dr', '7i', 'PW']);
    const d = await clubDispersion(t.database.db, me.id, { player: null, from: null, to: null, club: 'Dr' });
    expect(d.points.map((p) => p.carry)).toEqual([230, 240]);
  });
});
