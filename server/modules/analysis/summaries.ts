import { sql, type SQL } from 'drizzle-orm';
import { ANALYSIS_CLUBS, MAD_TO_SIGMA, MISHIT_MAD_MULTIPLIER, MISHIT_MIN_SHOTS, MISHIT_MIN_SIGMA_M, type AnalysisClub } from '../../../common/schemas/analysis';
import type { Database } from '../../db/client';
import { queryRows } from '../ingest/repo';

/**
 * The mishit rule and the per-club figures from the summaries kept as shots are stored
 * (migration 0017: shot_day_totals, shot_carry_buckets, shot_total_buckets), for a filter without
 * dates (every shot of the account, or of one player). docs/decisions/027 gives the proof that
 * every figure equals the plain statement's (flaggedShots): order statistics (the medians, the
 * MAD, which shots are mishits) exactly, from the count of shots per 0.2 m bucket and the shots of
 * the few buckets where the answer lies, read from the index in carry (or total) order; counts,
 * means and deviations from the per-day sums, less the left-out shots' (the hand exclusions and,
 * hiding mishits, the mishits without an override: the shots beyond the rule's cuts, found from
 * the buckets too).
 */

/** shot_bucket() of migration 0017: floor(v × 5), the same IEEE arithmetic in JavaScript and PostgreSQL. */
export const bucketOf = (v: number) => Math.floor(v * 5);
/** A bucket's values lie in [b / 5, (b + 1) / 5), give or take a rounding: widened by this (metres). */
const FUZZ = 1e-9;
const bucketLow = (b: number) => b / 5 - FUZZ;
const bucketHigh = (b: number) => (b + 1) / 5 + FUZZ;

export interface SummaryFilter {
  player: string | null;
}

/** The filter's conditions on a summary or `shots` alias: the account, the player, no putter (or one club). */
export function summaryConditions(userId: string, filter: SummaryFilter, club: AnalysisClub | null, alias: string): SQL {
  const a = sql.raw(alias);
  const conditions = [sql`${a}.user_id = ${userId}::uuid`, club === null ? sql`${a}.club <> 'Pt'` : sql`${a}.club = ${club}`];
  if (filter.player !== null) conditions.push(sql`${a}.player = ${filter.player}`);
  return sql.join(conditions, sql` and `);
}

/** One shot as read from a bucket, or an override's shot. */
export interface BucketShot {
  id: string;
  carry: number;
  total: number | null;
}

/** Counts per bucket, ascending. */
export interface Histogram {
  buckets: number[];
  counts: number[];
}

/** percentile_cont(0.5)'s interpolation of the two middle values: lo + (hi - lo) × 0.5, as PostgreSQL computes it. */
const interpolate = (lo: number, hi: number, same: boolean) => (same ? lo : lo + (hi - lo) * 0.5);
/** The 1-based ranks percentile_cont(0.5) reads for n values. */
const middleRanks = (n: number): [number, number] => [Math.floor((n - 1) / 2) + 1, Math.floor(n / 2) + 1];

/** Where the k-th value (1-based) lies: the bucket's index and the rank within it; counts(i) is bucket i's count. */
function locate(h: Histogram, k: number, counts: (i: number) => number): { index: number; within: number } {
  let before = 0;
  for (let i = 0; i < h.buckets.length; i++) {
    const c = counts(i);
    if (before + c >= k) return { index: i, within: k - before };
    before += c;
  }
  throw new Error(`rank ${k} beyond ${before} values`);
}

/**
 * Reads the shots of some buckets of some clubs in one statement, from the index in carry order
 * (`kind` carry: shots_user_club_carry_analysis_idx) or in total order (shots_user_club_total_idx);
 * each run of consecutive buckets is one index range, widened by a bucket each side and then
 * filtered by shot_bucket() itself, so that a rounding at a bucket's edge cannot lose a shot.
 */
export async function readBuckets(
  db: Database,
  userId: string,
  filter: SummaryFilter,
  kind: 'carry' | 'total',
  wanted: Map<AnalysisClub, Set<number>>,
): Promise<Map<AnalysisClub, Map<number, BucketShot[]>>> {
  const clubs: string[] = [];
  const los: number[] = [];
  const his: number[] = [];
  for (const [club, buckets] of wanted) {
    const sorted = [...buckets].sort((a, b) => a - b);
    for (let i = 0; i < sorted.length; ) {
      let j = i;
      while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
      clubs.push(club);
      los.push((sorted[i] - 1) / 5);
      his.push((sorted[j] + 2) / 5);
      i = j + 1;
    }
  }
  const found = new Map<AnalysisClub, Map<number, BucketShot[]>>();
  for (const [club, buckets] of wanted) found.set(club, new Map([...buckets].map((b) => [b, []])));
  if (clubs.length === 0) return found;
  const value = sql.raw(`s.${kind}`);
  const rows = await queryRows<{ club: AnalysisClub; bucket: number; id: string; carry: number; total: number | null }>(
    db,
    sql`select r.club, shot_bucket(${value}) as bucket, s.id::text as id, s.carry, s.total
        from unnest(${sql.param(clubs)}::text[], ${sql.param(los)}::float8[], ${sql.param(his)}::float8[]) as r(club, lo, hi)
        cross join lateral (
          select s.id, s.carry, s.total from shots s
          where ${summaryConditions(userId, filter, null, 's')} and s.club = r.club and ${value} >= r.lo and ${value} < r.hi
          offset 0
        ) s`,
  );
  for (const r of rows) found.get(r.club)?.get(r.bucket)?.push({ id: r.id, carry: r.carry, total: r.total });
  return found;
}

/** Per club: the counts per bucket of carry (or total), summed over the filter's players. */
export async function histograms(db: Database, userId: string, filter: SummaryFilter, kind: 'carry' | 'total', club: AnalysisClub | null): Promise<Map<AnalysisClub, Histogram>> {
  const table = sql.raw(kind === 'carry' ? 'shot_carry_buckets' : 'shot_total_buckets');
  const rows = await queryRows<{ club: AnalysisClub; buckets: number[]; counts: number[] }>(
    db,
    sql`select club, array_agg(bucket order by bucket) as buckets, array_agg(n order by bucket) as counts
        from (select h.club, h.bucket, sum(h.shots)::int as n from ${table} h where ${summaryConditions(userId, filter, club, 'h')} group by h.club, h.bucket) b
        group by club`,
  );
  return new Map(rows.map((r) => [r.club, { buckets: r.buckets, counts: r.counts }]));
}

/** The mishit rule for one club, and its shots' buckets as read on the way. */
export interface ClubRule {
  club: AnalysisClub;
  n: number;
  median: number;
  /** Null under MISHIT_MIN_SHOTS shots: nothing is a mishit. */
  threshold: number | null;
  carries: Histogram;
  /** The shots of the buckets read so far, by bucket. */
  read: Map<number, BucketShot[]>;
  /** Per bucket index: every shot a mishit (1), none (0), or some (-1: the bucket is read). */
  verdict: number[];
  mishits: number;
}

export const isMishit = (rule: Pick<ClubRule, 'median' | 'threshold'>, carry: number) =>
  rule.threshold !== null && Math.abs(carry - rule.median) > rule.threshold;

/** The least and greatest |v - m| over a bucket's possible values. */
function deviationRange(b: number, m: number): [number, number] {
  const lo = bucketLow(b);
  const hi = bucketHigh(b);
  const far = Math.max(Math.abs(lo - m), Math.abs(hi - m));
  const near = m >= lo && m <= hi ? 0 : Math.min(Math.abs(lo - m), Math.abs(hi - m));
  return [near, far];
}

/**
 * The mishit rule of each club (decision 010) from its carry buckets: the median, the MAD and the
 * threshold exactly as the plain statement computes them, each from the few buckets it lies in
 * (three reads in all, every club together), and which buckets are mishits.
 */
export async function clubRules(db: Database, userId: string, filter: SummaryFilter, club: AnalysisClub | null): Promise<Map<AnalysisClub, ClubRule>> {
  const carries = await histograms(db, userId, filter, 'carry', club);
  const read = new Map<AnalysisClub, Map<number, BucketShot[]>>();
  const fetch = async (wanted: Map<AnalysisClub, Set<number>>) => {
    for (const [c, buckets] of wanted) {
      const have = read.get(c);
      for (const b of [...buckets]) if (have?.has(b)) buckets.delete(b);
      if (buckets.size === 0) wanted.delete(c);
    }
    const got = await readBuckets(db, userId, filter, 'carry', wanted);
    for (const [c, buckets] of got) {
      const have = read.get(c) ?? new Map<number, BucketShot[]>();
      for (const [b, shots] of buckets) have.set(b, shots);
      read.set(c, have);
    }
  };
  const sortedValues = (c: AnalysisClub, b: number) => read.get(c)!.get(b)!.map((s) => s.carry).sort((x, y) => x - y);

  // 1. The median: the bucket of each middle rank, read.
  const ranks = new Map<AnalysisClub, { n: number; at: { index: number; within: number }[] }>();
  const wanted = new Map<AnalysisClub, Set<number>>();
  for (const [c, h] of carries) {
    const n = h.counts.reduce((a, b) => a + b, 0);
    const at = middleRanks(n).map((k) => locate(h, k, (i) => h.counts[i]));
    ranks.set(c, { n, at });
    wanted.set(c, new Set(at.map((a) => h.buckets[a.index])));
  }
  await fetch(wanted);
  const medians = new Map<AnalysisClub, number>();
  for (const [c, { n, at }] of ranks) {
    const h = carries.get(c)!;
    const [v1, v2] = at.map((a) => sortedValues(c, h.buckets[a.index])[a.within - 1]);
    medians.set(c, interpolate(v1, v2, middleRanks(n)[0] === middleRanks(n)[1]));
  }

  // 2. The MAD: for each middle rank k, the k-th smallest |carry - median| lies in [low, high]:
  // high, the least deviation bound with at least k shots wholly within it; low, the least
  // nearest-deviation at which buckets starting below it reach k. Buckets wholly below low (count
  // `below`) hold only smaller deviations, buckets wholly above high only larger ones; the k-th
  // is the (k - below)-th smallest deviation of the shots of the buckets in between, read.
  const madPlans = new Map<AnalysisClub, { below: number; buckets: Set<number> }[]>();
  const wanted2 = new Map<AnalysisClub, Set<number>>();
  for (const [c, h] of carries) {
    const { n } = ranks.get(c)!;
    if (n < MISHIT_MIN_SHOTS) continue;
    const m = medians.get(c)!;
    const ranges = h.buckets.map((b) => deviationRange(b, m));
    const byFar = h.buckets.map((_, i) => i).sort((a, b) => ranges[a][1] - ranges[b][1]);
    const byNear = h.buckets.map((_, i) => i).sort((a, b) => ranges[a][0] - ranges[b][0]);
    const plans = middleRanks(n).map((k) => {
      let count = 0;
      let high = Infinity;
      for (const i of byFar) {
        count += h.counts[i];
        if (count >= k) {
          high = ranges[i][1];
          break;
        }
      }
      count = 0;
      let low = 0;
      for (const i of byNear) {
        count += h.counts[i];
        if (count >= k) {
          low = ranges[i][0];
          break;
        }
      }
      let below = 0;
      const buckets = new Set<number>();
      h.buckets.forEach((b, i) => {
        if (ranges[i][1] < low) below += h.counts[i];
        else if (ranges[i][0] <= high) buckets.add(b);
      });
      return { below, buckets };
    });
    madPlans.set(c, plans);
    wanted2.set(c, new Set(plans.flatMap((p) => [...p.buckets])));
  }
  await fetch(wanted2);
  const rules = new Map<AnalysisClub, ClubRule>();
  for (const [c, h] of carries) {
    const { n } = ranks.get(c)!;
    const m = medians.get(c)!;
    let threshold: number | null = null;
    const plans = madPlans.get(c);
    if (plans) {
      const [k1, k2] = middleRanks(n);
      const [d1, d2] = plans.map((p, j) => {
        const deviations = [...p.buckets].flatMap((b) => read.get(c)!.get(b)!.map((s) => Math.abs(s.carry - m))).sort((x, y) => x - y);
        return deviations[(j === 0 ? k1 : k2) - p.below - 1];
      });
      const mad = interpolate(d1, d2, k1 === k2);
      threshold = MISHIT_MAD_MULTIPLIER * Math.max(MAD_TO_SIGMA * mad, MISHIT_MIN_SIGMA_M);
    }
    rules.set(c, { club: c, n, median: m, threshold, carries: h, read: read.get(c) ?? new Map(), verdict: [], mishits: 0 });
  }

  // 3. Which buckets are mishits: wholly beyond the threshold (all), wholly within (none), or
  // across it (read, and each shot judged).
  const wanted3 = new Map<AnalysisClub, Set<number>>();
  for (const rule of rules.values()) {
    rule.verdict = rule.carries.buckets.map((b) => {
      if (rule.threshold === null) return 0;
      const [near, far] = deviationRange(b, rule.median);
      if (near > rule.threshold) return 1;
      if (far <= rule.threshold) return 0;
      return -1;
    });
    const across = new Set(rule.carries.buckets.filter((_, i) => rule.verdict[i] === -1));
    if (across.size > 0) wanted3.set(rule.club, across);
  }
  await fetch(wanted3);
  for (const rule of rules.values()) {
    rule.read = read.get(rule.club) ?? new Map();
    rule.mishits = rule.carries.buckets.reduce((sum, b, i) => {
      if (rule.verdict[i] === 1) return sum + rule.carries.counts[i];
      if (rule.verdict[i] === -1) return sum + rule.read.get(b)!.filter((s) => isMishit(rule, s.carry)).length;
      return sum;
    }, 0);
  }
  return rules;
}

/** Count, sum and sum of squared deviations from the mean. */
export interface Moments {
  n: number;
  sum: number;
  m2: number;
}

/**
 * Moments as JSON from exact numeric count, sum and sum of squares: the squared deviations are
 * q - s²/n computed in numeric (no cancellation: every digit of the sums is there), then float8.
 */
export function momentsJson(n: SQL, s: SQL, q: SQL): SQL {
  return sql`json_build_object('n', coalesce(${n}, 0), 'sum', coalesce(${s}, 0)::float8,
               'm2', case when coalesce(${n}, 0) = 0 then 0::float8 else (${q} - ${s} * ${s} / ${n})::float8 end)`;
}

export const meanOf = (m: Moments) => (m.n > 0 ? m.sum / m.n : null);
export const sdOf = (m: Moments) => (m.n > 1 ? Math.sqrt(m.m2 / (m.n - 1)) : null);

/** A hand override of a shot in the filter, with what the figures need of the shot. */
export interface OverrideShot extends BucketShot {
  club: AnalysisClub;
  excluded: boolean;
  offline: number | null;
  takenAt: string;
}

/** The account's overrides of shots in the filter (each shot read by primary key: docs/decisions/026). */
export async function overridesInFilter(db: Database, userId: string, filter: SummaryFilter, club: AnalysisClub | null): Promise<OverrideShot[]> {
  return queryRows<OverrideShot>(
    db,
    sql`select s.id::text as id, s.club, s.carry, s.total, s.offline, to_char(s.taken_at at time zone 'UTC', 'YYYY-MM-DD') as "takenAt", o.excluded
        from shot_overrides o
        cross join lateral (select s.* from shots s where s.id = o.shot_id and ${summaryConditions(userId, filter, club, 's')} offset 0) s
        where o.user_id = ${userId}::uuid`,
  );
}

/** The account's remembered "hide mishits" choice. */
export async function hidePreference(db: Database, userId: string): Promise<boolean> {
  const rows = await queryRows<{ hide: boolean }>(db, sql`select coalesce((select hide_mishits from users where id = ${userId}::uuid), false) as hide`);
  return rows[0].hide;
}

/**
 * The shots beyond each club's cuts (mishits) that have no hand override, in one statement: two
 * index ranges per club (below median - threshold and above median + threshold, each a metre wider
 * and then judged by the rule's own comparison), grouped by `group` (an SQL expression over `s`).
 */
export function tailShots(userId: string, filter: SummaryFilter, rules: ClubRule[], overridden: string[], columns: SQL): SQL {
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
  return sql`select r.club, s.*
        from unnest(${sql.param(clubs)}::text[], ${sql.param(los)}::float8[], ${sql.param(his)}::float8[], ${sql.param(medians)}::float8[], ${sql.param(thresholds)}::float8[]) as r(club, lo, hi, m, thr)
        cross join lateral (
          select ${columns} from shots s
          where ${summaryConditions(userId, filter, null, 's')} and s.club = r.club and s.carry >= r.lo and s.carry <= r.hi
            and abs(s.carry - r.m) > r.thr and not (s.id = any(${sql.param(overridden)}::bigint[]))
          offset 0
        ) s`;
}

export interface GappingFigures {
  club: AnalysisClub;
  all_shots: number;
  mishits: number;
  excluded: number;
  shots: number;
  carry_mean: number | null;
  carry_median: number | null;
  carry_sd: number | null;
  total_shots: number;
  total_mean: number | null;
  total_median: number | null;
  total_sd: number | null;
  gap: number | null;
  rule_median: number;
  rule_threshold: number | null;
}

/**
 * Gapping from the summaries (docs/decisions/027): the same rows as the plain statement.
 */
export async function gappingFromSummaries(db: Database, userId: string, filter: SummaryFilter): Promise<{ hide: boolean; clubs: GappingFigures[] }> {
  const hide = await hidePreference(db, userId);
  const rules = await clubRules(db, userId, filter, null);
  const overrides = await overridesInFilter(db, userId, filter, null);
  const byId = new Map(overrides.map((o) => [o.id, o]));
  const ruleOf = (club: AnalysisClub) => rules.get(club)!;
  const counted = (club: AnalysisClub, s: BucketShot) => {
    const o = byId.get(s.id);
    return o ? !o.excluded : !(hide && isMishit(ruleOf(club), s.carry));
  };
  // The left-out shots: excluded by hand, and hiding mishits, the mishits without an override
  // (the tails, read grouped by their total's bucket).
  const overriddenMishits = overrides.filter((o) => isMishit(ruleOf(o.club), o.carry)).map((o) => o.id);
  const tails = hide
    ? await queryRows<{ club: AnalysisClub; bucket: number | null; n: number }>(
        db,
        sql`select t.club, shot_bucket(t.total) as bucket, count(*)::int as n
            from (${tailShots(userId, filter, [...rules.values()], overriddenMishits, sql`s.carry, s.total`)}) t
            group by t.club, shot_bucket(t.total)`,
      )
    : [];
  const excludedIds = overrides.filter((o) => o.excluded).map((o) => o.id);
  // The counted shots' moments: all shots' sums (the days') less the left-out shots' sums, in numeric: exact.
  const moments = await queryRows<{ club: AnalysisClub; carry: Moments; total: Moments }>(
    db,
    sql`with everything as (
          select t.club, sum(t.shots) as n, sum(t.carry_sum) as s, sum(t.carry_sq) as q, sum(t.total_n) as tn, sum(t.total_sum) as ts, sum(t.total_sq) as tq
          from shot_day_totals t where ${summaryConditions(userId, filter, null, 't')} group by t.club
        ), left_out as (
          select x.club, count(*) as n, sum(x.carry::numeric) as s, sum(x.carry::numeric * x.carry::numeric) as q,
                 count(x.total) as tn, coalesce(sum(x.total::numeric), 0) as ts, coalesce(sum(x.total::numeric * x.total::numeric), 0) as tq
          from (
            ${hide ? sql`select t.club, t.carry, t.total from (${tailShots(userId, filter, [...rules.values()], overriddenMishits, sql`s.carry, s.total`)}) t union all` : sql``}
            select s.club, s.carry, s.total from shots s where s.user_id = ${userId}::uuid and s.id = any(${sql.param(excludedIds)}::bigint[])
          ) x group by x.club
        ), counted as (
          select e.club, e.n - coalesce(l.n, 0) as n, e.s - coalesce(l.s, 0) as s, e.q - coalesce(l.q, 0) as q,
                 e.tn - coalesce(l.tn, 0) as tn, e.ts - coalesce(l.ts, 0) as ts, e.tq - coalesce(l.tq, 0) as tq
          from everything e left join left_out l on l.club = e.club
        )
        select club, ${momentsJson(sql`n`, sql`s`, sql`q`)} as carry, ${momentsJson(sql`tn`, sql`ts`, sql`tq`)} as total from counted`,
  );
  const countedMoments = new Map(moments.map((m) => [m.club, m]));
  const totals = await histograms(db, userId, filter, 'total', null);

  interface Plan {
    rule: ClubRule;
    carry: Moments;
    total: Moments;
    carryRanks: { index: number; within: number }[];
    totalRanks: { index: number; within: number }[];
    carryCount: number;
    totalCount: number;
  }
  const plans: Plan[] = [];
  const wantCarry = new Map<AnalysisClub, Set<number>>();
  const wantTotal = new Map<AnalysisClub, Set<number>>();
  for (const club of ANALYSIS_CLUBS) {
    const rule = rules.get(club);
    if (!rule) continue;
    // Sorted: the same shots give the same sums, whatever order the overrides were read in.
    const counted = countedMoments.get(club)!;
    const excluded = overrides.filter((o) => o.club === club && o.excluded);
    // Left-out shots per total bucket.
    const totalOut = new Map<number, number>();
    const addTotalOut = (b: number, n: number) => totalOut.set(b, (totalOut.get(b) ?? 0) + n);
    for (const o of excluded) if (o.total !== null) addTotalOut(bucketOf(o.total), 1);
    for (const t of tails) if (t.club === club && t.bucket !== null) addTotalOut(t.bucket, t.n);
    // Left-out shots per carry bucket.
    const mine = overrides.filter((o) => o.club === club);
    const carryOut = rule.carries.buckets.map((b, i) => {
      const inBucket = mine.filter((o) => bucketOf(o.carry) === b);
      const excludedHere = inBucket.filter((o) => o.excluded).length;
      if (!hide || rule.verdict[i] === 0) return excludedHere;
      if (rule.verdict[i] === 1) return rule.carries.counts[i] - inBucket.length + excludedHere;
      return rule.read.get(b)!.filter((s) => !byId.has(s.id) && isMishit(rule, s.carry)).length + excludedHere;
    });
    const carryCount = counted.carry.n;
    const carryRanks = carryCount === 0 ? [] : middleRanks(carryCount).map((k) => locate(rule.carries, k, (i) => rule.carries.counts[i] - carryOut[i]));
    for (const r of carryRanks) {
      const b = rule.carries.buckets[r.index];
      if (!rule.read.has(b)) wantCarry.set(club, (wantCarry.get(club) ?? new Set()).add(b));
    }
    const th = totals.get(club) ?? { buckets: [], counts: [] };
    const totalCount = counted.total.n;
    const totalRanks =
      totalCount === 0 ? [] : middleRanks(totalCount).map((k) => locate(th, k, (i) => th.counts[i] - (totalOut.get(th.buckets[i]) ?? 0)));
    for (const r of totalRanks) wantTotal.set(club, (wantTotal.get(club) ?? new Set()).add(th.buckets[r.index]));
    plans.push({ rule, carry: counted.carry, total: counted.total, carryRanks, totalRanks, carryCount, totalCount });
  }
  const carryRead = await readBuckets(db, userId, filter, 'carry', wantCarry);
  const totalRead = await readBuckets(db, userId, filter, 'total', wantTotal);

  const rows: GappingFigures[] = [];
  for (const p of plans) {
    const { rule } = p;
    const club = rule.club;
    const { carry, total } = p;
    const pick = (ranks: { index: number; within: number }[], count: number, valueOf: (r: { index: number; within: number }) => number) =>
      count === 0 ? null : interpolate(valueOf(ranks[0]), valueOf(ranks[1]), middleRanks(count)[0] === middleRanks(count)[1]);
    const carryMedian = pick(p.carryRanks, p.carryCount, (r) => {
      const b = rule.carries.buckets[r.index];
      const shots = rule.read.get(b) ?? carryRead.get(club)!.get(b)!;
      const values = shots.filter((s) => counted(club, s)).map((s) => s.carry).sort((x, y) => x - y);
      return values[r.within - 1];
    });
    const th = totals.get(club);
    const totalMedian = pick(p.totalRanks, p.totalCount, (r) => {
      const b = th!.buckets[r.index];
      const values = totalRead.get(club)!.get(b)!.filter((s) => counted(club, s)).map((s) => s.total!).sort((x, y) => x - y);
      return values[r.within - 1];
    });
    rows.push({
      club,
      all_shots: rule.n,
      mishits: rule.mishits,
      excluded: rule.n - carry.n,
      shots: carry.n,
      carry_mean: meanOf(carry),
      carry_median: carryMedian,
      carry_sd: sdOf(carry),
      total_shots: total.n,
      total_mean: meanOf(total),
      total_median: totalMedian,
      total_sd: sdOf(total),
      gap: null,
      rule_median: rule.median,
      rule_threshold: rule.threshold,
    });
  }
  const withMean = rows.filter((r) => r.carry_mean !== null);
  withMean.forEach((r, i) => (r.gap = i + 1 < withMean.length ? r.carry_mean! - withMean[i + 1].carry_mean! : null));
  return { hide, clubs: rows };
}
