import { sql } from 'drizzle-orm';
import type { AnalysisClub } from '../../../../common/schemas/analysis';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query';
import { summaryConditions, type SummaryFilter } from './filter';

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
 *
 * This folder: filter.ts (the filter's conditions), buckets.ts (order statistics picked from the
 * buckets), ranges.ts (a range of days' buckets from its months and edge days), first-read.ts
 * (what every answer starts from), mishit-rule.ts (each club's rule and the shots beyond its
 * cuts), and one file per answer: gapping.ts, dispersion.ts, trends.ts.
 */

/** Buckets per metre: shot_bucket() of migration 0018 is floor(v × 20), 0.05 m wide. */
const PER_METRE = 20;
/** shot_bucket(): the same IEEE arithmetic in JavaScript and PostgreSQL. */
export const bucketOf = (v: number) => Math.floor(v * PER_METRE);
/** A bucket's values lie in [b / 20, (b + 1) / 20), give or take a rounding: widened by this (metres). */
const FUZZ = 1e-9;
export const bucketLow = (b: number) => b / PER_METRE - FUZZ;
export const bucketHigh = (b: number) => (b + 1) / PER_METRE + FUZZ;

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
export const interpolate = (lo: number, hi: number, same: boolean) => (same ? lo : lo + (hi - lo) * 0.5);
/** The 1-based ranks percentile_cont(0.5) reads for n values. */
export const middleRanks = (n: number): [number, number] => [Math.floor((n - 1) / 2) + 1, Math.floor(n / 2) + 1];

/** Where the k-th value (1-based) lies: the bucket's index and the rank within it; counts(i) is bucket i's count. */
export function locate(h: Histogram, k: number, counts: (i: number) => number): { index: number; within: number } {
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
