import { sql, type SQL } from 'drizzle-orm';
import {
  ANALYSIS_CLUBS,
  DISPERSION_MAX_POINTS,
  ELLIPSE_CHI_SQUARE_95,
  MAD_TO_SIGMA,
  MISHIT_MAD_MULTIPLIER,
  MISHIT_MIN_SHOTS,
  MISHIT_MIN_SIGMA_M,
  type AnalysisClub,
  type MetricMeans,
} from '../../../common/schemas/analysis';
import { SHOT_METRIC_NAMES, SHOT_METRICS } from '../../../common/shot-metrics';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import type { GappingRowDb } from './repo';

/**
 * Gapping, dispersion and trends from the summaries kept as shots are stored (migrations
 * 0017-0019 and 0021: shot_day_totals, shot_club_moments, shot_carry_buckets, shot_total_buckets,
 * shot_month_buckets), for a filter without sessions (every shot of the account, or one player's,
 * over a range of days or all). docs/decisions/027 proves that every figure is the plain
 * statement's (flaggedShots): the order statistics (the medians, the MAD, which shots are mishits)
 * to the last bit, from the count of shots per 0.05 m bucket and, for each, the few hundred shots
 * of the bucket where it lies, picked by the database from the index in carry (or total) order;
 * counts, means, deviations and the ellipse from exact numeric sums less the left-out shots' (the
 * hand exclusions and, hiding mishits, the mishits without an override: the shots beyond the
 * rule's cuts; gapping sums those mishits in float8, as the plain statement sums every shot).
 */

/** Buckets per metre: shot_bucket() of migration 0018 is floor(v × 20), 0.05 m wide. */
const PER_METRE = 20;
/** shot_bucket(): the same IEEE arithmetic in JavaScript and PostgreSQL. */
export const bucketOf = (v: number) => Math.floor(v * PER_METRE);
/** A bucket's values lie in [b / 20, (b + 1) / 20), give or take a rounding: widened by this (metres). */
const FUZZ = 1e-9;
const bucketLow = (b: number) => b / PER_METRE - FUZZ;
const bucketHigh = (b: number) => (b + 1) / PER_METRE + FUZZ;

/**
 * The filter the summaries answer: every shot or one player's, and a range of UTC days (`from`,
 * `to`: YYYY-MM-DD, both included), whose sums come from the days' rows.
 */
export interface SummaryFilter {
  player: string | null;
  from?: string | null;
  to?: string | null;
}

/** The day after a YYYY-MM-DD day, at 00:00 UTC: the exclusive end of an inclusive `to`. */
function dayAfter(day: string): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

const hasRange = (filter: SummaryFilter) => Boolean(filter.from || filter.to);

/** A range of whole UTC days as bounds on `shots`' taken_at (alias `a`): from 00:00 of `from`, before 00:00 after `to`. */
export function takenInRange(filter: SummaryFilter, a: SQL): SQL[] {
  const bounds: SQL[] = [];
  if (filter.from) bounds.push(sql`${a}.taken_at >= ${`${filter.from}T00:00:00.000Z`}::timestamptz`);
  if (filter.to) bounds.push(sql`${a}.taken_at < ${dayAfter(filter.to)}::timestamptz`);
  return bounds;
}

/**
 * The filter's conditions on a summary or `shots` alias: the account, the player, no putter (or
 * one club), and the range of days on a table that has them (`time`: `shots`' taken_at or
 * shot_day_totals' day); the club-wide summaries have none and refuse a range.
 */
export function summaryConditions(userId: string, filter: SummaryFilter, club: AnalysisClub | SQL | null, alias: string, time: 'taken_at' | 'day' | null = null): SQL {
  const a = sql.raw(alias);
  const conditions = [sql`${a}.user_id = ${userId}::uuid`, club === null ? sql`${a}.club <> 'Pt'` : sql`${a}.club = ${club}`];
  if (filter.player !== null) conditions.push(sql`${a}.player = ${filter.player}`);
  if (hasRange(filter) && time === null) throw new Error(`${alias}: this summary has no days to take a date range from`);
  if (time === 'taken_at') conditions.push(...takenInRange(filter, a));
  if (time === 'day' && filter.from) conditions.push(sql`${a}.day >= ${filter.from}::date`);
  if (time === 'day' && filter.to) conditions.push(sql`${a}.day <= ${filter.to}::date`);
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
 * One order statistic to find among the shots of some buckets of a club: the k-th smallest (from
 * 1) carry or total (`kind`), or with `deviation`, the k-th smallest |carry - deviation|, over the
 * shots whose bucket lies in one of `runs` (inclusive bucket ranges); with `counted`, only the
 * counted shots (not excluded by hand; restored by hand, or not a mishit while hiding).
 */
export interface Pick {
  club: AnalysisClub;
  kind: 'carry' | 'total';
  runs: [number, number][];
  k: number;
  deviation?: number;
  counted?: { hide: boolean; median: number; threshold: number | null; excluded: string[]; restored: string[] };
}

/**
 * The picks' values in one statement: each a lateral subquery over at most two index ranges
 * (shots_user_club_carry_analysis_idx in carry order, shots_user_club_total_idx in total order),
 * each a bucket run widened by FUZZ and filtered by shot_bucket() itself, so that a rounding at
 * a bucket's edge can neither lose nor add a shot; the database sorts the few hundred values and
 * answers one.
 */
export async function pickValues(db: Database, userId: string, filter: SummaryFilter, kind: 'carry' | 'total', picks: Pick[]): Promise<number[]> {
  if (picks.length === 0) return [];
  // Picks among the same shots (a club's two middle ranks mostly lie in one bucket) read them once,
  // ranks k to k + n - 1.
  const groups = new Map<string, number[]>();
  picks.forEach((p, i) => {
    const key = JSON.stringify([p.club, p.runs, p.deviation ?? null, p.counted ?? null]);
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const reads = [...groups.values()].map((members) => {
    const ks = members.map((i) => picks[i].k);
    return { pick: picks[members[0]], members, k: Math.min(...ks), n: Math.max(...ks) - Math.min(...ks) + 1 };
  });
  const runs = reads.map(({ pick: p }) => [p.runs[0], p.runs[1] ?? [1, 0]]);
  const excluded: string[] = [];
  const restored: string[] = [];
  const rows = reads.map(({ pick: p, k, n }, i) => {
    const ea = excluded.length + 1;
    excluded.push(...(p.counted?.excluded ?? []));
    const ra = restored.length + 1;
    restored.push(...(p.counted?.restored ?? []));
    return {
      i,
      club: p.club,
      lo1: bucketLow(runs[i][0][0]),
      hi1: bucketHigh(runs[i][0][1]),
      b1: runs[i][0][0],
      b2: runs[i][0][1],
      lo2: bucketLow(runs[i][1][0]),
      hi2: bucketHigh(runs[i][1][1]),
      b3: runs[i][1][0],
      b4: runs[i][1][1],
      k,
      n,
      dev: p.deviation ?? null,
      counted: p.counted !== undefined,
      hide: p.counted?.hide ?? false,
      m: p.counted?.median ?? 0,
      thr: p.counted?.threshold ?? null,
      ea,
      eb: excluded.length,
      ra,
      rb: restored.length,
    };
  });
  const col = (name: keyof (typeof rows)[number]) => sql.param(rows.map((r) => r[name]));
  const value = sql.raw(`s.${kind}`);
  const range = (lo: string, hi: string, b1: string, b2: string) => sql`
            select case when r.dev is null then ${value} else abs(s.carry - r.dev) end as v
            from shots s
            where ${summaryConditions(userId, filter, null, 's', 'taken_at')} and s.club = r.club
              and ${value} >= r.${sql.raw(lo)} and ${value} < r.${sql.raw(hi)} and shot_bucket(${value}) between r.${sql.raw(b1)} and r.${sql.raw(b2)}
              and (not r.counted or (not (s.id = any((${sql.param(excluded)}::bigint[])[r.ea:r.eb]))
                   and (s.id = any((${sql.param(restored)}::bigint[])[r.ra:r.rb]) or not (r.hide and r.thr is not null and abs(s.carry - r.m) > r.thr))))`;
  // Values of one bucket run (every median's pick) are read in the index's own order and only up
  // to the rank asked: no sort, and half the run read on average. Deviations from a value (the
  // MAD's) over one or two runs are gathered and sorted.
  const inOrder = picks.every((p) => p.deviation === undefined && p.runs.length === 1);
  const found = await queryRows<{ i: number; v: number[] | null }>(
    db,
    sql`select r.i, (
          select array_agg(y.v order by y.v) from (
            ${
              inOrder
                ? sql`${range('lo1', 'hi1', 'b1', 'b2')} order by ${value} offset r.k - 1 limit r.n`
                : sql`select x.v from (${range('lo1', 'hi1', 'b1', 'b2')} union all ${range('lo2', 'hi2', 'b3', 'b4')}) x order by x.v offset r.k - 1 limit r.n`
            }
          ) y
        ) as v
        from unnest(${col('i')}::int[], ${col('club')}::text[], ${col('lo1')}::float8[], ${col('hi1')}::float8[], ${col('b1')}::int[], ${col('b2')}::int[],
                    ${col('lo2')}::float8[], ${col('hi2')}::float8[], ${col('b3')}::int[], ${col('b4')}::int[], ${col('k')}::int[], ${col('n')}::int[], ${col('dev')}::float8[],
                    ${col('counted')}::boolean[], ${col('hide')}::boolean[], ${col('m')}::float8[], ${col('thr')}::float8[],
                    ${col('ea')}::int[], ${col('eb')}::int[], ${col('ra')}::int[], ${col('rb')}::int[])
          as r(i, club, lo1, hi1, b1, b2, lo2, hi2, b3, b4, k, n, dev, counted, hide, m, thr, ea, eb, ra, rb)`,
  );
  const values = new Array<number>(picks.length);
  for (const r of found) for (const m of reads[r.i].members) values[m] = r.v?.[picks[m].k - reads[r.i].k] as number;
  return values;
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

/** Per club: the counts per bucket of carry (or total) in the bucket tables, summed over the filter's players, as JSON. */
function histogramsJson(userId: string, filter: SummaryFilter, kind: 'carry' | 'total', club: AnalysisClub | null): SQL {
  const table = sql.raw(kind === 'carry' ? 'shot_carry_buckets' : 'shot_total_buckets');
  return sql`(select coalesce(json_agg(json_build_object('club', club, 'buckets', buckets, 'counts', counts)), '[]'::json) from (
            select club, array_agg(bucket order by bucket) as buckets, array_agg(n order by bucket) as counts
            from (select h.club, h.bucket, sum(h.shots)::int as n from ${table} h where ${summaryConditions(userId, filter, club, 'h')} group by h.club, h.bucket) b
            group by club) g)`;
}

/** What every answer starts from, in one statement: the choice, the carry (and total) buckets, the overrides in the filter. */
export interface FirstRead {
  hide: boolean;
  carries: Map<AnalysisClub, Histogram>;
  totals: Map<AnalysisClub, Histogram>;
  overrides: OverrideShot[];
}

/** The first day (YYYY-MM-DD) of a day's UTC month, and months and days counted from a first day. */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
function monthsLater(month: string, months: number): string {
  const d = new Date(`${month}T00:00:00.000Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / 86_400_000;

/**
 * How a range of days' counts per bucket are read: the months it holds whole, from
 * shot_month_buckets, and each month it holds in part (an edge: at most one each side) either by
 * a pass over its shots in the range, or, where the range holds more than half of the month's
 * days, as the whole month less a pass over its days outside the range (the current month, whose
 * days to come hold no shots, costs nothing then).
 */
export interface MonthPlan {
  /** The first and last month (YYYY-MM-01) read whole, null for no bound; null: none. */
  months: { first: string | null; last: string | null } | null;
  /** Days [from, to) (YYYY-MM-DD, `to` excluded) whose shots are counted in (+1) or taken from a whole month (-1). */
  passes: { from: string; to: string; sign: 1 | -1 }[];
}

export function monthPlan(from: string | null, to: string | null): MonthPlan {
  const end = to === null ? null : dayAfter(to).slice(0, 10);
  const edges = new Set<string>();
  if (from !== null && from !== monthOf(from)) edges.add(monthOf(from));
  if (end !== null && end !== monthOf(end)) edges.add(monthOf(end));
  const whole = new Set<string>();
  const passes: MonthPlan['passes'] = [];
  for (const month of edges) {
    const next = monthsLater(month, 1);
    const lo = from !== null && from > month ? from : month;
    const hi = end !== null && end < next ? end : next;
    if (2 * daysBetween(lo, hi) <= daysBetween(month, next)) {
      passes.push({ from: lo, to: hi, sign: 1 });
      continue;
    }
    whole.add(month);
    if (lo > month) passes.push({ from: month, to: lo, sign: -1 });
    if (hi < next) passes.push({ from: hi, to: next, sign: -1 });
  }
  const first = from === null ? null : from === monthOf(from) || whole.has(monthOf(from)) ? monthOf(from) : monthsLater(monthOf(from), 1);
  const last = to === null || end === null ? null : end === monthOf(end) || whole.has(monthOf(to)) ? monthOf(to) : monthsLater(monthOf(to), -1);
  return { months: first !== null && last !== null && first > last ? null : { first, last }, passes };
}

/** Counts per bucket of one club and measure, from a month's row or a pass (its counts negative where it is taken away). */
interface BucketPart {
  club: AnalysisClub;
  measure: 'carry' | 'total';
  buckets: number[];
  counts: number[];
}

/**
 * Over a range of days the bucket tables do not serve (they hold no days): the parts the range's
 * counts per bucket of carry and of total are summed from (monthPlan): its whole months' rows of
 * shot_month_buckets as stored, and per club and pass over its edge days' shots (one index range of
 * (account, club, taken_at), or (account, player, club, taken_at), read index-only and hashed into
 * both groupings at once: no sort) the counts, signed. Summed by rangeHistogramsOf.
 */
function rangeParts(userId: string, filter: SummaryFilter, club: AnalysisClub | null): SQL {
  const clubs = club === null ? ANALYSIS_CLUBS : [club];
  const plan = monthPlan(filter.from ?? null, filter.to ?? null);
  const months = plan.months;
  const monthRows = months
    ? sql`select m.club, m.measure, m.buckets, m.counts from shot_month_buckets m
          where m.user_id = ${userId}::uuid and m.club = any(${sql.param(clubs)}::text[])
            ${filter.player !== null ? sql`and m.player = ${filter.player}` : sql``}
            ${months.first !== null ? sql`and m.month >= ${months.first}::date` : sql``} ${months.last !== null ? sql`and m.month <= ${months.last}::date` : sql``}`
    : sql`select null::text as club, null::text as measure, null::int[] as buckets, null::int[] as counts where false`;
  const at = (days: string[]) => sql.param(days.map((d) => `${d}T00:00:00.000Z`));
  return sql`select coalesce(json_agg(x), '[]'::json) from (
          ${monthRows}
          union all
          select c.club, case when g.cb is not null then 'carry' else 'total' end, array_agg(coalesce(g.cb, g.tb)), array_agg(g.n * p.sign)
          from unnest(${sql.param(clubs)}::text[]) as c(club)
          cross join unnest(${at(plan.passes.map((p) => p.from))}::timestamptz[], ${at(plan.passes.map((p) => p.to))}::timestamptz[],
                            ${sql.param(plan.passes.map((p) => p.sign))}::int[]) with ordinality as p(lo, hi, sign, i)
          cross join lateral (
            -- in the carries' grouping set cb is the bucket and tb null; in the totals' the reverse (a null total: both null)
            select shot_bucket(s.carry) as cb, shot_bucket(s.total) as tb, count(*)::int as n from shots s
            where ${summaryConditions(userId, { player: filter.player }, sql`c.club`, 's')} and s.taken_at >= p.lo and s.taken_at < p.hi
            group by grouping sets ((1), (2))
          ) g
          where g.cb is not null or g.tb is not null
          group by c.club, p.i, 2
        ) x`;
}

/** The range's counts per bucket of one measure, per club: its parts summed, the buckets left empty dropped. */
function rangeHistogramsOf(parts: BucketPart[], measure: BucketPart['measure']): Map<AnalysisClub, Histogram> {
  const byClub = new Map<AnalysisClub, Map<number, number>>();
  for (const part of parts) {
    if (part.measure !== measure) continue;
    const counts = byClub.get(part.club) ?? new Map<number, number>();
    byClub.set(part.club, counts);
    part.buckets.forEach((b, i) => counts.set(b, (counts.get(b) ?? 0) + part.counts[i]));
  }
  const histograms = new Map<AnalysisClub, Histogram>();
  for (const [club, counts] of byClub) {
    const buckets = [...counts.keys()].filter((b) => counts.get(b) !== 0).sort((a, b) => a - b);
    if (buckets.length > 0) histograms.set(club, { buckets, counts: buckets.map((b) => counts.get(b)!) });
  }
  return histograms;
}

/**
 * The account's hand overrides in the filter (every club but the putter, or one), as JSON: each
 * with the copy of its shot's values it keeps (migration 0022), so that no shot is read.
 */
function overridesJson(userId: string, filter: SummaryFilter, club: AnalysisClub | null): SQL {
  return sql`(select coalesce(json_agg(json_build_object('id', o.shot_id::text, 'club', o.club, 'carry', o.carry, 'total', o.total, 'offline', o.offline, 'excluded', o.excluded)), '[]'::json)
               from shot_overrides o where ${summaryConditions(userId, filter, club, 'o', 'taken_at')})`;
}

export async function firstRead(db: Database, userId: string, filter: SummaryFilter, club: AnalysisClub | null, { totals = false } = {}): Promise<FirstRead> {
  type Hist = { club: AnalysisClub; buckets: number[]; counts: number[] }[];
  const range = hasRange(filter);
  const [row] = await queryRows<{ hide: boolean; carries: Hist | null; totals: Hist | null; parts: BucketPart[] | null; overrides: OverrideShot[] }>(
    db,
    sql`select coalesce((select hide_mishits from users where id = ${userId}::uuid), false) as hide,
               ${range ? sql`null::json` : histogramsJson(userId, filter, 'carry', club)} as carries,
               ${range || !totals ? sql`null::json` : histogramsJson(userId, filter, 'total', club)} as totals,
               ${range ? sql`(${rangeParts(userId, filter, club)})` : sql`null::json`} as parts,
               ${overridesJson(userId, filter, club)} as overrides`,
  );
  const map = (h: Hist | null) => new Map((h ?? []).map((r) => [r.club, { buckets: r.buckets, counts: r.counts }]));
  if (row.parts !== null) {
    return { hide: row.hide, carries: rangeHistogramsOf(row.parts, 'carry'), totals: totals ? rangeHistogramsOf(row.parts, 'total') : new Map(), overrides: row.overrides };
  }
  return { hide: row.hide, carries: map(row.carries), totals: map(row.totals), overrides: row.overrides };
}

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
type Pick2<T, K extends keyof T> = { [P in K]: T[P] };

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

/** Count, sum and sum of squared deviations from the mean. */
export interface Moments {
  n: number;
  sum: number;
  m2: number;
}

/**
 * Moments as JSON from numeric count, sum and sum of squares: the squared deviations are q - s²/n
 * computed in numeric (no cancellation: every digit of the sums is there), then float8. Never
 * below 0: gapping's sums less the mishits' (summed in float8) can leave a club whose counted
 * shots all carry one value a hair under it, where the plain statement has 0 or a hair over.
 */
export function momentsJson(n: SQL, s: SQL, q: SQL): SQL {
  return sql`json_build_object('n', coalesce(${n}, 0), 'sum', coalesce(${s}, 0)::float8,
               'm2', case when coalesce(${n}, 0) = 0 then 0::float8 else greatest(${q} - ${s} * ${s} / ${n}, 0)::float8 end)`;
}

export const meanOf = (m: Moments) => (m.n > 0 ? m.sum / m.n : null);
export const sdOf = (m: Moments) => (m.n > 1 ? Math.sqrt(m.m2 / (m.n - 1)) : null);

/** A hand override of a shot in the filter, with what the figures need of the shot. */
export interface OverrideShot extends BucketShot {
  club: AnalysisClub;
  excluded: boolean;
  offline: number | null;
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

/**
 * Gapping from the summaries (docs/decisions/027): the same rows as the plain statement. Over a
 * range of days, the carry and total buckets are the range's (its whole months' counts and its
 * edge days' shots: monthPlan), every read of shots is bounded by the range, and the sums are
 * its days' rows of shot_day_totals: the same steps as over the whole history.
 */
export async function gappingFromSummaries(db: Database, userId: string, filter: SummaryFilter): Promise<{ hide: boolean; clubs: GappingRowDb[] }> {
  const { hide, carries, totals, overrides } = await firstRead(db, userId, filter, null, { totals: true });
  const rules = await clubRules(db, userId, filter, carries);
  const ruleOf = (club: AnalysisClub) => rules.get(club)!;
  // The left-out shots: excluded by hand, and hiding mishits, the mishits without an override
  // (the tails, read grouped by their total's bucket).
  const overriddenMishits = overrides.filter((o) => isMishit(ruleOf(o.club), o.carry)).map((o) => o.id);
  // The excluded overrides' values, as read (float8 both ways: the same numeric sums).
  const excluded = overrides.filter((o) => o.excluded);
  // The counted shots' moments: all shots' sums less the left-out shots' sums, in numeric: exact;
  // and hiding mishits, the left-out mishits' totals' buckets. The mishits beyond the cuts are read
  // once: each side of a club's cuts summed in float8, as the plain statement sums every shot, in
  // the order of their values (carry, then total: the index's order, ties sorted), so that the same
  // shots give the same bits however they are stored; made numeric once per club (a value made
  // numeric each cost 60 % of this statement, sorting them all 25 %).
  const tails = hide
    ? tailShots(userId, filter, [...rules.values()], overriddenMishits, sql`s.carry, s.total`, (side) => sql`
          select count(*) as n, sum(carry) as s, sum(carry * carry) as q, count(total) as tn, sum(total) as ts, sum(total * total) as tq,
                 array_agg(shot_bucket(total)) filter (where total is not null) as buckets
          from (${side} order by s.carry, s.total) o`)
    : sql`select null::text as club, null::bigint as n, null::float8 as s, null::float8 as q, null::bigint as tn, null::float8 as ts, null::float8 as tq,
                 null::int[] as buckets where false`;
  const moments = await queryRows<{ club: AnalysisClub; carry: Moments; total: Moments; tail_buckets: number[][] | null }>(
    db,
    sql`with tails as materialized (${tails}), everything as (
          select t.club, sum(t.shots) as n, sum(t.carry_sum) as s, sum(t.carry_sq) as q, sum(t.total_n) as tn, sum(t.total_sum) as ts, sum(t.total_sq) as tq
          from ${hasRange(filter) ? sql`shot_day_totals` : sql`shot_club_moments`} t where ${summaryConditions(userId, filter, null, 't', hasRange(filter) ? 'day' : null)} group by t.club
        ), left_out as (
          select x.club, sum(x.n) as n, sum(x.s) as s, sum(x.q) as q, sum(x.tn) as tn, sum(x.ts) as ts, sum(x.tq) as tq
          from (
            -- the unrestored mishits: a club's two sides' float8 sums added (in either order: the same bits)
            select club, sum(n) as n, sum(s)::numeric as s, sum(q)::numeric as q, sum(tn) as tn,
                   coalesce(sum(ts), 0)::numeric as ts, coalesce(sum(tq), 0)::numeric as tq
            from tails group by club
            union all
            -- the excluded overrides, each value made numeric once (offset 0): exact
            select club, count(*), sum(c), sum(c * c), count(t), coalesce(sum(t), 0), coalesce(sum(t * t), 0)
            from (
              select club, carry::numeric as c, total::numeric as t
              from unnest(${sql.param(excluded.map((o) => o.club))}::text[], ${sql.param(excluded.map((o) => o.carry))}::float8[],
                          ${sql.param(excluded.map((o) => o.total))}::float8[]) as e(club, carry, total)
              offset 0
            ) v group by club
          ) x group by x.club
        ), counted as (
          select e.club, e.n - coalesce(l.n, 0) as n, e.s - coalesce(l.s, 0) as s, e.q - coalesce(l.q, 0) as q,
                 e.tn - coalesce(l.tn, 0) as tn, e.ts - coalesce(l.ts, 0) as ts, e.tq - coalesce(l.tq, 0) as tq
          from everything e left join left_out l on l.club = e.club
        ), tail_buckets as (
          select club, json_agg(buckets) as buckets from tails where buckets is not null group by club
        )
        select c.club, ${momentsJson(sql`c.n`, sql`c.s`, sql`c.q`)} as carry, ${momentsJson(sql`c.tn`, sql`c.ts`, sql`c.tq`)} as total,
               b.buckets as tail_buckets
        from counted c left join tail_buckets b on b.club = c.club`,
  );
  const countedMoments = new Map(moments.map((m) => [m.club, m]));

  const plans: { rule: ClubRule; carry: Moments; total: Moments }[] = [];
  const carryPicks: Pick[] = [];
  const totalPicks: Pick[] = [];
  for (const club of ANALYSIS_CLUBS) {
    const rule = rules.get(club);
    if (!rule) continue;
    const counted = countedMoments.get(club)!;
    // Left-out shots per total bucket.
    const totalOut = new Map<number, number>();
    const addTotalOut = (b: number, n: number) => totalOut.set(b, (totalOut.get(b) ?? 0) + n);
    for (const o of excluded) if (o.club === club && o.total !== null) addTotalOut(bucketOf(o.total), 1);
    for (const side of counted.tail_buckets ?? []) for (const b of side) addTotalOut(b, 1);
    // Left-out shots per carry bucket.
    const mine = overrides.filter((o) => o.club === club);
    const carryOut = rule.carries.buckets.map((b, i) => {
      const inBucket = mine.filter((o) => bucketOf(o.carry) === b);
      const excludedHere = inBucket.filter((o) => o.excluded).length;
      if (!hide || rule.verdict[i] === 0) return excludedHere;
      if (rule.verdict[i] === 1) return rule.carries.counts[i] - inBucket.length + excludedHere;
      return rule.across.get(b)! - inBucket.filter((o) => isMishit(rule, o.carry)).length + excludedHere;
    });
    const countedIn = (value: (o: OverrideShot) => number | null, b: number) => {
      const here = mine.filter((o) => value(o) !== null && bucketOf(value(o)!) === b);
      return {
        hide,
        median: rule.median,
        threshold: rule.threshold,
        excluded: here.filter((o) => o.excluded).map((o) => o.id),
        restored: here.filter((o) => !o.excluded).map((o) => o.id),
      };
    };
    if (counted.carry.n > 0) {
      for (const k of middleRanks(counted.carry.n)) {
        const at = locate(rule.carries, k, (i) => rule.carries.counts[i] - carryOut[i]);
        const b = rule.carries.buckets[at.index];
        carryPicks.push({ club, kind: 'carry', runs: [[b, b]], k: at.within, counted: countedIn((o) => o.carry, b) });
      }
    }
    const th = totals.get(club) ?? { buckets: [], counts: [] };
    if (counted.total.n > 0) {
      for (const k of middleRanks(counted.total.n)) {
        const at = locate(th, k, (i) => th.counts[i] - (totalOut.get(th.buckets[i]) ?? 0));
        const b = th.buckets[at.index];
        totalPicks.push({ club, kind: 'total', runs: [[b, b]], k: at.within, counted: countedIn((o) => o.total, b) });
      }
    }
    plans.push({ rule, carry: counted.carry, total: counted.total });
  }
  const carryValues = await pickValues(db, userId, filter, 'carry', carryPicks);
  const totalValues = await pickValues(db, userId, filter, 'total', totalPicks);
  const medianOf = (values: number[], picks: Pick[], club: AnalysisClub, count: number) => {
    const i = picks.findIndex((p) => p.club === club);
    return i < 0 ? null : interpolate(values[i], values[i + 1], middleRanks(count)[0] === middleRanks(count)[1]);
  };

  const rows: GappingRowDb[] = [];
  for (const p of plans) {
    const { rule } = p;
    const club = rule.club;
    const { carry, total } = p;
    const carryMedian = medianOf(carryValues, carryPicks, club, carry.n);
    const totalMedian = medianOf(totalValues, totalPicks, club, total.n);
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

/** The rule's verdict on a point or an override, as the plain statement gives it. */
function judged(rule: RuleCuts | undefined, hide: boolean, carry: number, override: boolean | null) {
  const mishit = rule !== undefined && isMishit(rule, carry);
  return { mishit, left_out: override === true || (override === null && mishit && hide) };
}

export interface DispersionFigures {
  hide: boolean;
  shots: number;
  step: number;
  points: { id: string; carry: number; offline: number; taken_at: string; mishit: boolean; left_out: boolean; override: boolean | null }[];
  counted: number;
  center_carry: number | null;
  center_offline: number | null;
  major: number | null;
  minor: number | null;
  angle: number | null;
  median: number | null;
  threshold: number | null;
}

/**
 * One club's dispersion from the summaries (docs/decisions/027): the rule from its buckets (over a
 * range of days, from the range's carries: clubRead), the ellipse from the exact sums of (offline,
 * carry) of all its shots with an offline figure (the club's moments, or the range's days) less
 * the left-out ones', and the points: every step-th such shot in time order, read in one pass.
 */
export async function dispersionFromSummaries(db: Database, userId: string, filter: SummaryFilter, club: AnalysisClub): Promise<DispersionFigures> {
  const range = hasRange(filter);
  const { hide, rule, overrides } = await clubRead(db, userId, filter, club);
  const overridden = overrides.filter((o) => isMishit(rule!, o.carry)).map((o) => o.id);
  const excluded = overrides.filter((o) => o.excluded && o.offline !== null);
  const [m] = await queryRows<{ located: number; n: number; mx: number | null; my: number | null; sxx: number | null; syy: number | null; sxy: number | null }>(
    db,
    sql`with everything as (
          select coalesce(sum(t.offline_n), 0) as n, coalesce(sum(t.offline_sum), 0) as sx, coalesce(sum(t.located_carry_sum), 0) as sy,
                 coalesce(sum(t.offline_sq), 0) as qx, coalesce(sum(t.located_carry_sq), 0) as qy, coalesce(sum(t.located_cross), 0) as qxy
          from ${range ? sql`shot_day_totals` : sql`shot_club_moments`} t where ${summaryConditions(userId, filter, club, 't', range ? 'day' : null)}
        ), left_out as (
          select count(*) as n, coalesce(sum(x.x), 0) as sx, coalesce(sum(x.y), 0) as sy,
                 coalesce(sum(x.x * x.x), 0) as qx, coalesce(sum(x.y * x.y), 0) as qy, coalesce(sum(x.x * x.y), 0) as qxy
          from (
            -- each value made numeric once (offset 0): merged into the sums, each ::numeric ran again for every sum and square
            select offline::numeric as x, carry::numeric as y from (
              ${hide && rule ? sql`select t.carry, t.offline from (${tailShots(userId, filter, [rule], overridden, sql`s.carry, s.offline`)}) t where t.offline is not null union all` : sql``}
              select * from unnest(${sql.param(excluded.map((o) => o.carry))}::float8[], ${sql.param(excluded.map((o) => o.offline))}::float8[]) as e(carry, offline)
            ) v offset 0
          ) x
        ), counted as (
          select e.n - l.n as n, e.sx - l.sx as sx, e.sy - l.sy as sy, e.qx - l.qx as qx, e.qy - l.qy as qy, e.qxy - l.qxy as qxy, e.n as located
          from everything e, left_out l
        )
        select located::int, n::int, case when n > 0 then (sx / n)::float8 end as mx, case when n > 0 then (sy / n)::float8 end as my,
               case when n > 1 then ((qx - sx * sx / n) / (n - 1))::float8 end as sxx,
               case when n > 1 then ((qy - sy * sy / n) / (n - 1))::float8 end as syy,
               case when n > 1 then ((qxy - sx * sy / n) / (n - 1))::float8 end as sxy
        from counted`,
  );
  const step = Math.max(Math.ceil(m.located / DISPERSION_MAX_POINTS), 1);
  const rows = await queryRows<{ id: string; carry: number; offline: number; taken_at: string }>(
    db,
    // The club's shots in (taken_at, id) order as four arrays, and every step-th of them. A
    // subquery's ORDER BY is the order its rows reach the aggregate (it is never pulled up into the
    // query above), and the index already holds that order: no sort. Against row_number() over the
    // same index scan (a window spooling every row): 72 -> 40 ms for the bench's 71,428 7i shots.
    sql`select a.id[i]::text as id, a.carry[i] as carry, a.offline[i] as offline,
               to_char(a.taken_at[i] at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as taken_at
        from (
          select array_agg(s.id) as id, array_agg(s.carry) as carry, array_agg(s.offline) as offline, array_agg(s.taken_at) as taken_at
          from (
            select s.id, s.carry, s.offline, s.taken_at from shots s
            where ${summaryConditions(userId, filter, club, 's', 'taken_at')} and s.offline is not null
            order by s.taken_at, s.id
          ) s
        ) a cross join generate_series(1, cardinality(a.id), ${step}::int) i
        order by i`,
  );
  const byId = new Map(overrides.map((o) => [o.id, o.excluded]));
  const points = rows.map((p) => {
    const override = byId.get(p.id) ?? null;
    return { ...p, ...judged(rule, hide, p.carry, override), override };
  });
  let ellipse = { center_carry: null, center_offline: null, major: null, minor: null, angle: null } as Pick2<
    DispersionFigures,
    'center_carry' | 'center_offline' | 'major' | 'minor' | 'angle'
  >;
  if (m.n >= 3 && m.sxx !== null && m.syy !== null && m.sxy !== null) {
    const { sxx, syy, sxy } = m;
    const root = Math.sqrt(((sxx - syy) / 2) ** 2 + sxy ** 2);
    const l1 = (sxx + syy) / 2 + root;
    const l2 = (sxx + syy) / 2 - root;
    ellipse = {
      center_carry: m.my,
      center_offline: m.mx,
      major: Math.sqrt(ELLIPSE_CHI_SQUARE_95 * Math.max(l1, 0)),
      minor: Math.sqrt(ELLIPSE_CHI_SQUARE_95 * Math.max(l2, 0)),
      angle: ((0.5 * Math.atan2(2 * sxy, sxx - syy)) * 180) / Math.PI,
    };
  }
  return {
    hide,
    shots: m.located,
    step,
    points,
    counted: m.n,
    ...ellipse,
    median: rule && rule.threshold !== null ? rule.median : null,
    threshold: rule?.threshold ?? null,
  };
}

export interface TrendWeekFigures {
  week: string;
  shots: number;
  carry: number;
  ball_speed: number;
  club_speed: number | null;
  smash: number | null;
  means: MetricMeans;
}

/** Per shot row `x`: its week and, for `sums`, the count and numeric sum of every measurement and the smash factor. */
const metricSums = (x: string) =>
  sql.raw(
    [
      `count(*) as shots`,
      `coalesce(sum((${x}.ball_speed / ${x}.club_speed)::numeric), 0) as smash_sum`,
      ...SHOT_METRIC_NAMES.flatMap((name) => {
        const c = SHOT_METRICS[name].column;
        return [`count(${x}.${c}) as ${c}_n`, `coalesce(sum(${x}.${c}::numeric), 0) as ${c}_sum`];
      }),
    ].join(', '),
  );
const daySums = sql.raw(
  [
    `sum(t.shots) as shots`,
    `sum(t.smash_sum) as smash_sum`,
    ...SHOT_METRIC_NAMES.flatMap((name) => {
      const c = SHOT_METRICS[name].column;
      return [`sum(t.${c}_n) as ${c}_n`, `sum(t.${c}_sum) as ${c}_sum`];
    }),
  ].join(', '),
);
/** The counted week's mean of column c: (all - left out) / (all - left out), null with none. */
const countedMean = (c: string) => `case when d.${c}_n - coalesce(o.${c}_n, 0) > 0 then ((d.${c}_sum - coalesce(o.${c}_sum, 0)) / (d.${c}_n - coalesce(o.${c}_n, 0)))::float8 end`;

/** The club's rule and the hand overrides in the filter: what the left-out shots are found by. */
interface ClubRead {
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
const clubRead = (db: Database, userId: string, filter: SummaryFilter, club: AnalysisClub) =>
  hasRange(filter) ? rangeRule(db, userId, filter, club) : wholeHistoryRule(db, userId, filter, club);

/**
 * One club's weekly means from the summaries (docs/decisions/027): each ISO week's exact sums
 * (the days' rows of shot_day_totals, within the range if one is asked) less the left-out shots'
 * (read whole: the excluded overrides by primary key, hiding mishits the unrestored mishits
 * beyond the cuts).
 */
export async function trendsFromSummaries(db: Database, userId: string, filter: SummaryFilter, club: AnalysisClub): Promise<{ hide: boolean; weeks: TrendWeekFigures[] }> {
  const { hide, rule, overrides } = await clubRead(db, userId, filter, club);
  if (!rule) return { hide, weeks: [] };
  const overridden = overrides.filter((o) => isMishit(rule, o.carry)).map((o) => o.id);
  const excludedIds = overrides.filter((o) => o.excluded).map((o) => o.id);
  const means = sql.raw(`json_build_object(${SHOT_METRIC_NAMES.map((name) => `'${name}', ${countedMean(SHOT_METRICS[name].column)}`).join(', ')})`);
  const weeks = await queryRows<TrendWeekFigures>(
    db,
    sql`with d as (
          select date_trunc('week', t.day::timestamp)::date as week, ${daySums}
          from shot_day_totals t where ${summaryConditions(userId, filter, club, 't', 'day')} group by 1
        ), o as materialized (
          -- the left-out shots' sums once (a plan made without statistics summed them again for every week)
          select date_trunc('week', x.taken_at at time zone 'UTC')::date as week, ${metricSums('x')}
          from (
            ${hide ? sql`select t.* from (${tailShots(userId, filter, [rule], overridden, sql`s.*`)}) t union all` : sql``}
            select ${club}::text as club, s.* from unnest(${sql.param(excludedIds)}::bigint[]) as e(id)
            cross join lateral (select s.* from shots s where s.id = e.id and s.user_id = ${userId}::uuid offset 0) s
          ) x group by 1
        )
        select to_char(d.week, 'YYYY-MM-DD') as week, (d.shots - coalesce(o.shots, 0))::int as shots,
               ${sql.raw(countedMean('carry'))} as carry, ${sql.raw(countedMean('ball_speed'))} as ball_speed, ${sql.raw(countedMean('club_speed'))} as club_speed,
               case when d.club_speed_n - coalesce(o.club_speed_n, 0) > 0
                    then ((d.smash_sum - coalesce(o.smash_sum, 0)) / (d.club_speed_n - coalesce(o.club_speed_n, 0)))::float8 end as smash,
               ${means} as means
        from d left join o on o.week = d.week
        where d.shots - coalesce(o.shots, 0) > 0
        order by d.week`,
  );
  return { hide, weeks };
}
