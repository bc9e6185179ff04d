import { sql, type SQL } from 'drizzle-orm';
import { MAD_TO_SIGMA, MISHIT_MAD_MULTIPLIER, MISHIT_MIN_SHOTS, MISHIT_MIN_SIGMA_M, type AnalysisClub } from '../../../../common/schemas/analysis';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query';
import { bucketHigh, bucketLow, interpolate, locate, middleRanks, pickValues, type Histogram, type Pick } from './buckets';
import { hasRange, summaryConditions, type SummaryFilter } from './filter';
import { firstRead, overridesJson, type OverrideShot } from './first-read';

/** The mishit rule for one club, and what finding it told about the club's buckets. */
export interface ClubRule {
  club: AnalysisClub;
  n: number;
  median: number;
  /** Null under MISHIT_MIN_SHOTS shots: nothing is a mishit. */
  threshold: number | null;
  carries: Histogram;
  /** Per bucket index: every shot a mishit (1), none (0), or some (-1: counted in `across`). */
  verdict: number[];
  /** Mishits in each bucket of verdict -1, by bucket. */
  across: Map<number, number>;
  mishits: number;
}

/** What the shots beyond a club's cuts are read by (tailShots). */
export type RuleCuts = Pick2<ClubRule, 'club' | 'median' | 'threshold' | 'mishits'>;

export const isMishit = (rule: Pick2<ClubRule, 'median' | 'threshold'>, carry: number) =>
  rule.threshold !== null && Math.abs(carry - rule.median) > rule.threshold;
export type Pick2<T, K extends keyof T> = { [P in K]: T[P] };

/** The least and greatest |v - m| over a bucket's possible values. */
function deviationRange(b: number, m: number): [number, number] {
  const lo = bucketLow(b);
  const hi = bucketHigh(b);
  const far = Math.max(Math.abs(lo - m), Math.abs(hi - m));
  const near = m >= lo && m <= hi ? 0 : Math.min(Math.abs(lo - m), Math.abs(hi - m));
  return [near, far];
}

/** The runs of consecutive (non-empty) buckets of `h` that are in `set`, as inclusive bucket ranges. */
function runsOf(h: Histogram, set: Set<number>): [number, number][] {
  const runs: [number, number][] = [];
  h.buckets.forEach((b, i) => {
    if (!set.has(b)) return;
    if (i > 0 && set.has(h.buckets[i - 1])) runs[runs.length - 1][1] = b;
    else runs.push([b, b]);
  });
  return runs;
}

/**
 * The mishit rule of each club (decision 010) from its carry buckets: the median, the MAD and the
 * threshold exactly as the plain statement computes them, each from the few buckets it lies in
 * (three statements in all, every club together), and which buckets are mishits.
 */
export async function clubRules(db: Database, userId: string, filter: SummaryFilter, carries: Map<AnalysisClub, Histogram>): Promise<Map<AnalysisClub, ClubRule>> {
  const clubs = [...carries.keys()];
  const total = (c: AnalysisClub) => carries.get(c)!.counts.reduce((a, b) => a + b, 0);

  // 1. The median: each middle rank's value, from its bucket.
  const medianPicks: Pick[] = clubs.flatMap((c) => {
    const h = carries.get(c)!;
    return middleRanks(total(c)).map((k) => {
      const at = locate(h, k, (i) => h.counts[i]);
      return { club: c, kind: 'carry' as const, runs: [[h.buckets[at.index], h.buckets[at.index]] as [number, number]], k: at.within };
    });
  });
  const middles = await pickValues(db, userId, filter, 'carry', medianPicks);
  const medians = new Map(clubs.map((c, j) => [c, interpolate(middles[2 * j], middles[2 * j + 1], middleRanks(total(c))[0] === middleRanks(total(c))[1])]));

  // 2. The MAD: for each middle rank k, the k-th smallest |carry - median| lies in [low, high]:
  // high, the least far-deviation at which buckets wholly within reach k; low, the nearest-
  // deviation at which buckets reaching that near reach k. Buckets wholly below low (count
  // `below`) hold only smaller deviations, buckets wholly beyond high only larger ones; the k-th
  // is the (k - below)-th smallest deviation among the buckets in between (at most two runs: an
  // interval around the median less an inner interval).
  const ruled = clubs.filter((c) => total(c) >= MISHIT_MIN_SHOTS);
  const madPicks: Pick[] = ruled.flatMap((c) => {
    const h = carries.get(c)!;
    const m = medians.get(c)!;
    const ranges = h.buckets.map((b) => deviationRange(b, m));
    const byFar = h.buckets.map((_, i) => i).sort((a, b) => ranges[a][1] - ranges[b][1]);
    const byNear = h.buckets.map((_, i) => i).sort((a, b) => ranges[a][0] - ranges[b][0]);
    const reach = (order: number[], end: 0 | 1, k: number) => {
      let count = 0;
      for (const i of order) {
        count += h.counts[i];
        if (count >= k) return ranges[i][end];
      }
      return Infinity;
    };
    return middleRanks(total(c)).map((k) => {
      const high = reach(byFar, 1, k);
      const low = reach(byNear, 0, k);
      let below = 0;
      const between = new Set<number>();
      h.buckets.forEach((b, i) => {
        if (ranges[i][1] < low) below += h.counts[i];
        else if (ranges[i][0] <= high) between.add(b);
      });
      const runs = runsOf(h, between);
      if (runs.length > 2) throw new Error(`MAD of ${c}: ${runs.length} runs of buckets`);
      return { club: c, kind: 'carry' as const, runs, k: k - below, deviation: m };
    });
  });
  const deviations = await pickValues(db, userId, filter, 'carry', madPicks);
  const rules = new Map<AnalysisClub, ClubRule>();
  for (const c of clubs) {
    const n = total(c);
    const j = ruled.indexOf(c);
    let threshold: number | null = null;
    if (j >= 0) {
      const mad = interpolate(deviations[2 * j], deviations[2 * j + 1], middleRanks(n)[0] === middleRanks(n)[1]);
      threshold = MISHIT_MAD_MULTIPLIER * Math.max(MAD_TO_SIGMA * mad, MISHIT_MIN_SIGMA_M);
    }
    rules.set(c, { club: c, n, median: medians.get(c)!, threshold, carries: carries.get(c)!, verdict: [], across: new Map(), mishits: 0 });
  }

  // 3. Which buckets are mishits: wholly beyond the threshold (all), wholly within (none), or
  // across it (its mishits counted by the database).
  const asks: { club: AnalysisClub; bucket: number; median: number; threshold: number }[] = [];
  for (const rule of rules.values()) {
    rule.verdict = rule.carries.buckets.map((b) => {
      if (rule.threshold === null) return 0;
      const [near, far] = deviationRange(b, rule.median);
      if (near > rule.threshold) return 1;
      if (far <= rule.threshold) return 0;
      asks.push({ club: rule.club, bucket: b, median: rule.median, threshold: rule.threshold });
      return -1;
    });
  }
  const counts = await mishitCounts(db, userId, filter, asks);
  asks.forEach((a, i) => rules.get(a.club)!.across.set(a.bucket, counts[i]));
  for (const rule of rules.values()) {
    rule.mishits = rule.carries.buckets.reduce((sum, b, i) => sum + (rule.verdict[i] === 1 ? rule.carries.counts[i] : rule.verdict[i] === -1 ? rule.across.get(b)! : 0), 0);
  }
  return rules;
}

/** How many shots of each bucket (of a club) are mishits by the club's rule: one statement for all. */
async function mishitCounts(db: Database, userId: string, filter: SummaryFilter, asks: { club: AnalysisClub; bucket: number; median: number; threshold: number }[]): Promise<number[]> {
  if (asks.length === 0) return [];
  const found = await queryRows<{ i: number; n: number }>(
    db,
    sql`select r.i, (
          select count(*)::int from shots s
          where ${summaryConditions(userId, filter, null, 's', 'taken_at')} and s.club = r.club and s.carry >= r.lo and s.carry < r.hi
            and shot_bucket(s.carry) = r.b and abs(s.carry - r.m) > r.thr
        ) as n
        from unnest(${sql.param(asks.map((_, i) => i))}::int[], ${sql.param(asks.map((a) => a.club))}::text[], ${sql.param(asks.map((a) => bucketLow(a.bucket)))}::float8[],
                    ${sql.param(asks.map((a) => bucketHigh(a.bucket)))}::float8[], ${sql.param(asks.map((a) => a.bucket))}::int[],
                    ${sql.param(asks.map((a) => a.median))}::float8[], ${sql.param(asks.map((a) => a.threshold))}::float8[]) as r(i, club, lo, hi, b, m, thr)`,
  );
  const counts = new Array<number>(asks.length);
  for (const r of found) counts[r.i] = r.n;
  return counts;
}

/**
 * The shots beyond each club's cuts (mishits) that have no hand override, in one statement: two
 * index ranges per club (below median - threshold and above median + threshold, each a metre wider
 * and then judged by the rule's own comparison), each range's `columns` (over `s`), or with
 * `read`, what it makes of the range's statement (one row or more per range).
 */
export function tailShots(userId: string, filter: SummaryFilter, rules: RuleCuts[], overridden: string[], columns: SQL, read?: (side: SQL) => SQL): SQL {
  const clubs: string[] = [];
  const los: number[] = [];
  const his: number[] = [];
  const medians: number[] = [];
  const thresholds: number[] = [];
  for (const r of rules) {
    if (r.threshold === null || r.mishits === 0) continue;
    for (const [lo, hi] of [
      [-Infinity, r.median - r.threshold + 1],
      [r.median + r.threshold - 1, Infinity],
    ]) {
      clubs.push(r.club);
      los.push(lo);
      his.push(hi);
      medians.push(r.median);
      thresholds.push(r.threshold);
    }
  }
  const side = sql`select ${columns} from shots s
          where ${summaryConditions(userId, filter, null, 's', 'taken_at')} and s.club = r.club and s.carry >= r.lo and s.carry <= r.hi
            and abs(s.carry - r.m) > r.thr and not (s.id = any(${sql.param(overridden)}::bigint[]))`;
  return sql`select r.club, s.*
        from unnest(${sql.param(clubs)}::text[], ${sql.param(los)}::float8[], ${sql.param(his)}::float8[], ${sql.param(medians)}::float8[], ${sql.param(thresholds)}::float8[]) as r(club, lo, hi, m, thr)
        cross join lateral (${read ? read(side) : sql`${side} offset 0`}) s`;
}

/** The club's rule and the hand overrides in the filter: what the left-out shots are found by. */
export interface ClubRead {
  hide: boolean;
  rule: RuleCuts | undefined;
  overrides: OverrideShot[];
}

/** Every shot or one player's: the rule from the buckets (clubRules), as gapping finds it. */
async function wholeHistoryRule(db: Database, userId: string, filter: SummaryFilter, club: AnalysisClub): Promise<ClubRead> {
  const { hide, carries, overrides } = await firstRead(db, userId, filter, club);
  return { hide, rule: (await clubRules(db, userId, filter, carries)).get(club), overrides };
}

/**
 * A range of days: the rule from the range's carries of the club, read in one statement from the
 * (account, club, taken_at) index with the plain statement's own expressions (flaggedShots'
 * medians and club_rule: the same aggregates over the same values, so the same bits), the
 * mishits counted by its comparison, and the range's hand overrides.
 */
async function rangeRule(db: Database, userId: string, filter: SummaryFilter, club: AnalysisClub): Promise<ClubRead> {
  const [row] = await queryRows<{ hide: boolean; n: number; median: number | null; threshold: number | null; mishits: number; overrides: OverrideShot[] }>(
    db,
    sql`with c as materialized (
          select s.carry from shots s where ${summaryConditions(userId, filter, club, 's', 'taken_at')}
        ), m as (
          select count(*)::int as n, percentile_cont(0.5) within group (order by carry) as median from c
        ), r as (
          select m.n, m.median,
                 case when m.n >= ${MISHIT_MIN_SHOTS}
                      then ${MISHIT_MAD_MULTIPLIER}::float8 * greatest(${MAD_TO_SIGMA}::float8 * (select percentile_cont(0.5) within group (order by abs(c.carry - m.median)) from c), ${MISHIT_MIN_SIGMA_M}::float8)
                 end as threshold
          from m
        )
        select coalesce((select hide_mishits from users where id = ${userId}::uuid), false) as hide, r.n, r.median, r.threshold,
               (select count(*)::int from c where abs(c.carry - r.median) > r.threshold) as mishits,
               ${overridesJson(userId, filter, club)} as overrides
        from r`,
  );
  const rule = row.n === 0 || row.median === null ? undefined : { club, median: row.median, threshold: row.threshold, mishits: row.mishits };
  return { hide: row.hide, rule, overrides: row.overrides };
}

/** One club's rule and overrides: from the buckets over every shot or a player's, from the carries over a range of days. */
export const clubRead = (db: Database, userId: string, filter: SummaryFilter, club: AnalysisClub) =>
  hasRange(filter) ? rangeRule(db, userId, filter, club) : wholeHistoryRule(db, userId, filter, club);
