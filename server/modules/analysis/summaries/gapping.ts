import { sql, type SQL } from 'drizzle-orm';
import { ANALYSIS_CLUBS, type AnalysisClub } from '../../../../common/schemas/analysis';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query';
import type { GappingRowDb } from '../figures';
import { bucketOf, interpolate, locate, middleRanks, pickValues, type Pick } from './buckets';
import { hasRange, summaryConditions, type SummaryFilter } from './filter';
import { firstRead, type OverrideShot } from './first-read';
import { clubRules, isMishit, tailShots, type ClubRule } from './mishit-rule';

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
