import { sql, type SQL } from 'drizzle-orm';
import { MAD_TO_SIGMA, MISHIT_MAD_MULTIPLIER, MISHIT_MIN_SHOTS, MISHIT_MIN_SIGMA_M, type AnalysisFilter } from '../../../common/schemas/analysis';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import type { GappingRowDb } from './figures';
import { clubOrder, gappingAnswer, shotConditions } from './shot-statements';

/**
 * How much of their precision `gapping`'s downdated means and standard deviations may give up:
 * at most this factor, i.e. the left-out shots may carry at most 1 - 1/64 of all shots' sum and sum
 * of squared deviations; beyond it the club's figures are computed plainly (see `gapping`).
 */
const DOWNDATE_MAX_LOSS = 64;

/**
 * Gapping over the shots of the filter (`gapping` asks it for sessions; every other filter, date
 * ranges included, is answered from the summaries: docs/decisions/027). One statement; the
 * account's choice comes with it.
 *
 * The same answers as `gappingStraightforward` (the mishit rule's CTEs read in full), in a
 * fraction of the time over a long history (docs/decisions/010, "Speed"): every shot is read once,
 * hiding mishits or not, from the index shots_user_club_carry_analysis_idx (user, club, carry), and
 * sorted once (the totals); the rest works on a few values per club.
 * - `scanned`: per club of the bag (an empty club costs one index probe), from the index in carry
 *   order: the carries sorted (`array_agg(carry order by carry)`: PostgreSQL 15 sorts them again,
 *   but input already in order costs one pass; not a plain array_agg relying on the subquery's
 *   ORDER BY: PostgreSQL 16 and later may sort the aggregate's input for the totals' ORDER BY
 *   instead, as the randomized test found on PGlite), the totals sorted, without nulls
 *   (one real sort), and avg and var_samp of each (one shared state each). A CTE's every reader
 *   copies its rows whole, arrays too, so `stats` keeps the scalars for the readers that need no
 *   array.
 * - The median carry is read off the sorted array at the rows percentile_cont interpolates, with
 *   its formula (lo + 0.5 × (hi - lo)), so it is the same number.
 * - `mad_search`: the MAD without sorting the deviations. The (k+1) carries nearest the median are
 *   consecutive in the sorted array, so the k-th smallest |carry - median| (from 0) is the least,
 *   over windows carries[i .. i+k], of max(median - carries[i], carries[i+k] - median); the first
 *   term falls and the second rises with i, so the least is where they cross, found by binary
 *   search (a recursive CTE, ~log2 n steps) for both rows percentile_cont would interpolate. The
 *   deviations compared are the very ones |carry - median| gives: exact, not an approximation.
 * - `bounds`: the mishits are a prefix (short) and a suffix (long) of the sorted carries; their
 *   count is found by binary search too, with the rule's own comparison. Whether a shot is a
 *   mishit depends on its carry alone, so equal carries are all mishits or none, and the last
 *   short mishit's carry and the first long one's (`short_cut`, `long_cut`) tell them by value.
 * - `sized`: the left-out shots, few: those excluded by hand (`overrides`: the account's overrides,
 *   each shot read by primary key) and, hiding mishits, the mishits with no override (two short
 *   index range scans per club, carry <= short_cut and carry >= long_cut). Counted = all - left
 *   out, and each figure depends only on the counted carries and totals as multisets, so:
 *   - the counts are differences;
 *   - the medians (`picks`): the k-th smallest counted carry is the least carries[p] with
 *     #(carries <= carries[p]) - #(left-out carries <= carries[p]) >= k, both counts by
 *     width_bucket (a binary search in a sorted array); it lies in carries[k .. k + #left out] and
 *     the condition holds from it on, so a binary search finds it; the same for the totals. Values
 *     of the arrays, interpolated with percentile_cont's formula: exact;
 *   - the means and standard deviations by downdating: sum(counted) = sum(all) - sum(left out),
 *     and the sum of squared deviations Sxx(counted) = Sxx(all) - Sxx(left out)
 *     - n_c·n_x/n·(mean_c - mean_x)², with Sxx = var_samp·(n - 1): other roundings than summing
 *     the counted shots (differences up to 5e-13, relative, on the bench's 100,000 shots, the gaps
 *     included; the test allows 1e-9), as long as the left-out shots do not carry
 *     nearly all of the sum or of the squared deviations: subtracting then cancels the leading
 *     digits (far mishits beside counted carries that nearly all repeat: a deviation of 0 would
 *     come out ~1e-7, or negative). Past 1 - 1/DOWNDATE_MAX_LOSS of either (`fast` false), the
 *     club's mean and deviation are computed plainly over its counted shots, read again
 *     (`figures`; a test builds such clubs and fails without it).
 */
export async function gappingOverShots(db: Database, userId: string, filter: AnalysisFilter): Promise<{ hide: boolean; clubs: GappingRowDb[] }> {
  const clubShots = shotConditions(userId, filter, sql`c.club`);
  const loss = sql`${DOWNDATE_MAX_LOSS}::float8`;
  /** Is the k-th smallest (from 1) of `arr` without the values of `out` (sorted, a sub-multiset of it) at or before arr[p]? */
  const reached = (arr: SQL, out: SQL, p: SQL, k: SQL) =>
    sql`width_bucket(${arr}[${p}], ${arr}) - coalesce(width_bucket(${arr}[${p}], ${out}), 0) >= ${k}`;
  /** One step of the binary search on [lo, hi] (columns `${name}lo`, `${name}hi` of `s`) for the first p where `reached` holds: the new lo and hi. */
  const step = (name: string, arr: SQL, out: SQL, k: SQL) => {
    const lo = sql.raw(`s.${name}lo`);
    const hi = sql.raw(`s.${name}hi`);
    const mid = sql`(${lo} + ${hi}) / 2`;
    return sql`case when ${lo} < ${hi} and not ${reached(arr, out, mid, k)} then ${mid} + 1 else ${lo} end,
               case when ${lo} < ${hi} and ${reached(arr, out, mid, k)} then ${mid} else ${hi} end`;
  };
  /** percentile_cont(0.5) of `count` values whose middle ones are arr[a] and arr[b], with its formula (lo + 0.5 × (hi - lo)). */
  const median = (arr: SQL, count: SQL, a: SQL, b: SQL) =>
    sql`case when ${count} = 0 then null when (${count} - 1) / 2 = ${count} / 2 then ${arr}[${a}] else ${arr}[${a}] + 0.5::float8 * (${arr}[${b}] - ${arr}[${a}]) end`;
  /**
   * The counted shots' carries or totals, all of them (m) minus the left-out ones (x): count, mean
   * and sample standard deviation by downdating (sum = avg·n), and whether downdating kept their
   * precision (`fast`).
   */
  const downdated = (p: 'carry' | 'total') => {
    const col = (name: string) => sql.raw(`${p}_${name}`);
    const n = sql`m.${col('n')}`;
    const xn = sql`coalesce(x.${col('n')}, 0)`;
    const shots = sql`(${n} - ${xn})`;
    const sumAll = sql`(m.${col('mean')} * ${n})`;
    const sum = sql`(${sumAll} - coalesce(x.${col('mean')} * ${xn}, 0))`;
    const sxxAll = sql`coalesce(m.${col('var')} * (${n} - 1), 0)`;
    const sxx = sql`(${sxxAll} - coalesce(x.${col('var')} * (${xn} - 1), 0)
                     - ${shots}::float8 * ${xn} / ${n} * power(${sum} / nullif(${shots}, 0) - x.${col('mean')}, 2))`;
    return sql`${shots} as ${col('shots')}, ${xn} as ${col('xn')},
               case when ${xn} = 0 then m.${col('mean')} when ${shots} > 0 then ${sum} / ${shots} end as ${col('mean')},
               case when ${xn} = 0 then sqrt(m.${col('var')}) when ${shots} > 1 and ${sxx} >= 0 then sqrt(${sxx} / (${shots} - 1)) end as ${col('sd')},
               ${xn} = 0 or ${shots} = 0 or (${sxx} >= 0 and ${sxx} * ${loss} >= ${sxxAll} and ${sum} * ${loss} >= ${sumAll}) as ${col('fast')}`;
  };
  const rows = await queryRows<{ hide: boolean; clubs: GappingRowDb[] }>(
    db,
    sql`with recursive pref as (
          select coalesce((select hide_mishits from users where id = ${userId}::uuid), false) as hide
        ), overrides as materialized (
          -- the account's hand overrides of shots in the filter, each shot read by primary key (a
          -- lateral subquery kept apart by offset 0: the planner would rather scan all of the
          -- account's shots to join them, which costs more but for thousands of overrides)
          select s.id, s.club, s.carry, s.total, o.excluded
          from shot_overrides o
          cross join lateral (select s.id, s.club, s.carry, s.total from shots s where s.id = o.shot_id and ${shotConditions(userId, filter, null)} offset 0) s
          where o.user_id = ${userId}::uuid
        ), scanned as materialized (
          select c.club, c.position, a.carries, a.totals, cardinality(a.carries) as carry_n, coalesce(cardinality(a.totals), 0) as total_n,
                 a.carry_mean, a.carry_var, a.total_mean, a.total_var,
                 (cardinality(a.carries) - 1) / 2 as k1, cardinality(a.carries) / 2 as k2,
                 ${median(sql`a.carries`, sql`cardinality(a.carries)`, sql`(cardinality(a.carries) - 1) / 2 + 1`, sql`cardinality(a.carries) / 2 + 1`)} as median
          from unnest(${clubOrder}) with ordinality as c(club, position)
          cross join lateral (
            select array_agg(f.carry order by f.carry) as carries, avg(f.carry) as carry_mean, var_samp(f.carry) as carry_var,
                   array_agg(f.total order by f.total) filter (where f.total is not null) as totals, avg(f.total) as total_mean, var_samp(f.total) as total_var
            from (select s.carry, s.total from shots s where ${clubShots} order by s.carry) f
          ) a
          where a.carries is not null
        ), stats as materialized (
          -- the scalars of scanned (a CTE's every reader copies its rows whole, arrays too)
          select club, position, carry_n, total_n, carry_mean, carry_var, total_mean, total_var, k1, k2, median from scanned
        ), mad_search as (
          -- [lo, hi): the first window start i whose left deviation is no larger than its right one, for k1 and k2;
          -- once found (done), the k-th smallest deviations d1, d2
          select club, 1 as lo1, carry_n - k1 + 1 as hi1, 1 as lo2, carry_n - k2 + 1 as hi2, false as done, null::float8 as d1, null::float8 as d2
          from stats where carry_n >= ${MISHIT_MIN_SHOTS}
          union all
          select s.club,
                 case when s.lo1 < s.hi1 and m.median - m.carries[(s.lo1 + s.hi1) / 2] > m.carries[(s.lo1 + s.hi1) / 2 + m.k1] - m.median
                      then (s.lo1 + s.hi1) / 2 + 1 else s.lo1 end,
                 case when s.lo1 < s.hi1 and m.median - m.carries[(s.lo1 + s.hi1) / 2] <= m.carries[(s.lo1 + s.hi1) / 2 + m.k1] - m.median
                      then (s.lo1 + s.hi1) / 2 else s.hi1 end,
                 case when s.lo2 < s.hi2 and m.median - m.carries[(s.lo2 + s.hi2) / 2] > m.carries[(s.lo2 + s.hi2) / 2 + m.k2] - m.median
                      then (s.lo2 + s.hi2) / 2 + 1 else s.lo2 end,
                 case when s.lo2 < s.hi2 and m.median - m.carries[(s.lo2 + s.hi2) / 2] <= m.carries[(s.lo2 + s.hi2) / 2 + m.k2] - m.median
                      then (s.lo2 + s.hi2) / 2 else s.hi2 end,
                 s.lo1 >= s.hi1 and s.lo2 >= s.hi2,
                 -- the k-th smallest deviation: the right end of the first window, or the left end of the one before
                 least(case when s.lo1 <= m.carry_n - m.k1 then m.carries[s.lo1 + m.k1] - m.median end,
                       case when s.lo1 >= 2 then m.median - m.carries[s.lo1 - 1] end),
                 least(case when s.lo2 <= m.carry_n - m.k2 then m.carries[s.lo2 + m.k2] - m.median end,
                       case when s.lo2 >= 2 then m.median - m.carries[s.lo2 - 1] end)
          from mad_search s join scanned m on m.club = s.club
          where not s.done
        ), bounds as (
          -- lo1: the first carry not a short mishit; lo2: the last one not a long mishit; once found
          -- (done), the number of mishits and the carries of the last short one and the first long one
          select m.club, m.median, ${MISHIT_MAD_MULTIPLIER}::float8 * greatest(${MAD_TO_SIGMA}::float8 * case when m.k1 = m.k2 then s.d1 else s.d1 + 0.5::float8 * (s.d2 - s.d1) end, ${MISHIT_MIN_SIGMA_M}::float8) as threshold,
                 1 as lo1, m.carry_n + 1 as hi1, 0 as lo2, m.carry_n as hi2, false as done, null::int as mishits, null::float8 as short_cut, null::float8 as long_cut
          from mad_search s join stats m on m.club = s.club
          where s.done
          union all
          select b.club, b.median, b.threshold,
                 case when b.lo1 < b.hi1 and r.carries[(b.lo1 + b.hi1) / 2] < b.median and abs(r.carries[(b.lo1 + b.hi1) / 2] - b.median) > b.threshold
                      then (b.lo1 + b.hi1) / 2 + 1 else b.lo1 end,
                 case when b.lo1 < b.hi1 and not (r.carries[(b.lo1 + b.hi1) / 2] < b.median and abs(r.carries[(b.lo1 + b.hi1) / 2] - b.median) > b.threshold)
                      then (b.lo1 + b.hi1) / 2 else b.hi1 end,
                 case when b.lo2 < b.hi2 and not (r.carries[(b.lo2 + b.hi2 + 1) / 2] > b.median and abs(r.carries[(b.lo2 + b.hi2 + 1) / 2] - b.median) > b.threshold)
                      then (b.lo2 + b.hi2 + 1) / 2 else b.lo2 end,
                 case when b.lo2 < b.hi2 and r.carries[(b.lo2 + b.hi2 + 1) / 2] > b.median and abs(r.carries[(b.lo2 + b.hi2 + 1) / 2] - b.median) > b.threshold
                      then (b.lo2 + b.hi2 + 1) / 2 - 1 else b.hi2 end,
                 b.lo1 >= b.hi1 and b.lo2 >= b.hi2,
                 b.lo1 - 1 + r.carry_n - b.lo2,
                 case when b.lo1 > 1 then r.carries[b.lo1 - 1] end,
                 case when b.lo2 < r.carry_n then r.carries[b.lo2 + 1] end
          from bounds b join scanned r on r.club = b.club
          where not b.done
        ), ruled as (
          select * from bounds where done
        ), sized as (
          -- per club: all shots (m), the rule (r), the left-out shots (x) and the counted ones' figures by downdating;
          -- the mishits' two ranges of carries in one index scan each (one reference to shots: less to plan)
          select m.club, m.position, m.median, r.threshold, r.mishits, r.short_cut, r.long_cut, m.carry_n, m.total_n,
                 x.carries as x_carries, x.totals as x_totals, ${downdated('carry')}, ${downdated('total')}
          from stats m
          left join ruled r on r.club = m.club
          cross join lateral (
            -- the shots not counted: excluded by hand, always; hiding mishits, the mishits not overridden by hand
            select count(*)::int as carry_n, array_agg(l.carry order by l.carry) as carries, avg(l.carry) as carry_mean, var_samp(l.carry) as carry_var,
                   count(l.total)::int as total_n, array_agg(l.total order by l.total) filter (where l.total is not null) as totals,
                   avg(l.total) as total_mean, var_samp(l.total) as total_var
            from (
              select o.carry, o.total from overrides o where o.club = m.club and o.excluded
              union all
              select s.carry, s.total
              from (values ('-Infinity'::float8, r.short_cut), (r.long_cut, 'Infinity'::float8)) as cut(lo, hi)
              join shots s on ${shotConditions(userId, filter, sql`m.club`)} and s.carry >= cut.lo and s.carry <= cut.hi
              where (select hide from pref) and not exists (select 1 from overrides o where o.id = s.id)
            ) l
          ) x
        ), picks as (
          -- the counted medians' rows: [lo, hi] narrowed to the position of the k-th smallest counted
          -- value (k: kc1, kc2, kt1, kt2), for the rows percentile_cont interpolates; once found
          -- (done), the medians. The left-out values ride along (few); all shots' arrays are joined.
          select club, x_carries, x_totals, carry_shots, total_shots,
                 (carry_shots - 1) / 2 + 1 as kc1, carry_shots / 2 + 1 as kc2, (total_shots - 1) / 2 + 1 as kt1, total_shots / 2 + 1 as kt2,
                 (carry_shots - 1) / 2 + 1 as c1lo, least(carry_n, (carry_shots - 1) / 2 + 1 + carry_xn) as c1hi,
                 carry_shots / 2 + 1 as c2lo, least(carry_n, carry_shots / 2 + 1 + carry_xn) as c2hi,
                 (total_shots - 1) / 2 + 1 as t1lo, least(total_n, (total_shots - 1) / 2 + 1 + total_xn) as t1hi,
                 total_shots / 2 + 1 as t2lo, least(total_n, total_shots / 2 + 1 + total_xn) as t2hi,
                 false as done, null::float8 as carry_median, null::float8 as total_median
          from sized
          union all
          select s.club, s.x_carries, s.x_totals, s.carry_shots, s.total_shots, s.kc1, s.kc2, s.kt1, s.kt2,
                 ${step('c1', sql`m.carries`, sql`s.x_carries`, sql`s.kc1`)},
                 ${step('c2', sql`m.carries`, sql`s.x_carries`, sql`s.kc2`)},
                 ${step('t1', sql`m.totals`, sql`s.x_totals`, sql`s.kt1`)},
                 ${step('t2', sql`m.totals`, sql`s.x_totals`, sql`s.kt2`)},
                 s.c1lo >= s.c1hi and s.c2lo >= s.c2hi and s.t1lo >= s.t1hi and s.t2lo >= s.t2hi,
                 ${median(sql`m.carries`, sql`s.carry_shots`, sql`s.c1lo`, sql`s.c2lo`)},
                 ${median(sql`m.totals`, sql`s.total_shots`, sql`s.t1lo`, sql`s.t2lo`)}
          from picks s join scanned m on m.club = s.club
          where not s.done
        ), figures as materialized (
          -- where downdating would lose digits (not fast), mean and deviation computed plainly over the club's counted shots, read again
          select z.*, p.carry_median, p.total_median, case when not (z.carry_fast and z.total_fast) then (
                   select array[avg(s.carry), stddev_samp(s.carry), avg(s.total), stddev_samp(s.total)]
                   from shots s left join overrides o on o.id = s.id
                   where ${shotConditions(userId, filter, sql`z.club`)}
                     -- counted: by the hand override if any, else unless a mishit while hiding (a case: no OR for the planner to match to indexes)
                     and case when o.id is not null then not o.excluded
                              else not ((select hide from pref) and (coalesce(s.carry <= z.short_cut, false) or coalesce(s.carry >= z.long_cut, false))) end
                 ) end as afresh
          from sized z join picks p on p.club = z.club and p.done
        ), per_club as (
          select f.club, f.position, f.median as rule_median, f.threshold as rule_threshold, f.carry_n as all_shots,
                 coalesce(f.mishits, 0) as mishits, f.carry_xn as excluded, f.carry_shots as shots,
                 case when f.carry_fast then f.carry_mean else f.afresh[1] end as carry_mean, f.carry_median,
                 case when f.carry_fast then f.carry_sd else f.afresh[2] end as carry_sd,
                 f.total_shots, case when f.total_fast then f.total_mean else f.afresh[3] end as total_mean, f.total_median,
                 case when f.total_fast then f.total_sd else f.afresh[4] end as total_sd
          from figures f
        ), ${gappingAnswer}`,
  );
  return rows[0];
}
