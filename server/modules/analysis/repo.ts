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
  type AnalysisFilter,
} from '../../../common/schemas/analysis';
import type { Database } from '../../db/client';
import { raiseStatsVersion } from '../../db/stats-version';
import { queryRows } from '../ingest/repo';

/** Bag order, Dr .. LW: `array_position(array[...], club)`. */
const clubOrder = sql.raw(`array[${ANALYSIS_CLUBS.map((c) => `'${c}'`).join(', ')}]::text[]`);

/** The day after a YYYY-MM-DD day, at 00:00 UTC: the exclusive end of an inclusive `to`. */
function dayAfter(day: string): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

/**
 * The filter's conditions on `shots s` (or another alias): the account, the player and the dates,
 * and one club (an SQL expression: a value, or a column of the statement such as `c.club`) or, for
 * null, every club but the putter.
 */
function shotConditions(userId: string, filter: AnalysisFilter, club: SQL | null, alias = 's'): SQL {
  const s = sql.raw(alias);
  const conditions: SQL[] = [sql`${s}.user_id = ${userId}::uuid`];
  conditions.push(club === null ? sql`${s}.club <> 'Pt'` : sql`${s}.club = ${club}`);
  if (filter.player !== null) conditions.push(sql`${s}.player = ${filter.player}`);
  if (filter.from !== null) conditions.push(sql`${s}.taken_at >= ${`${filter.from}T00:00:00.000Z`}::timestamptz`);
  if (filter.to !== null) conditions.push(sql`${s}.taken_at < ${dayAfter(filter.to)}::timestamptz`);
  return sql.join(conditions, sql` and `);
}

/**
 * The statement's common part: the shots of the filter with the mishit rule's verdict on each
 * (docs/decisions/010-shot-analysis-and-mishits.md). CTEs:
 * - `pref`: the account's remembered "hide mishits" choice;
 * - `base`: the account's shots in the filter (one club, or every club but the putter), with the
 *   hand override, if any (true = excluded by hand, false = restored by hand);
 * - `club_rule`: per club, the shots, the median carry and the threshold
 *   MISHIT_MAD_MULTIPLIER × max(MAD_TO_SIGMA × MAD, MISHIT_MIN_SIGMA_M) (null under MISHIT_MIN_SHOTS);
 * - `flagged`: each shot with `mishit` (|carry - median| > threshold) and `left_out` (excluded by
 *   hand, or a mishit not restored by hand while hiding mishits).
 * Dispersion and trends read one club with it; `gapping` has a faster statement of its own that
 * gives the same answers, checked against `gappingStraightforward`, which uses this one.
 */
function flaggedShots(userId: string, filter: AnalysisFilter, club: AnalysisClub | null): SQL {
  return sql`
    pref as (
      select coalesce((select hide_mishits from users where id = ${userId}::uuid), false) as hide
    ), overrides as (
      select shot_id, excluded from shot_overrides where user_id = ${userId}::uuid
    ), base as materialized (
      select s.id, s.club, s.taken_at, s.carry, s.total, s.offline, s.ball_speed, s.club_speed, o.excluded as override
      from shots s left join overrides o on o.shot_id = s.id
      where ${shotConditions(userId, filter, club === null ? null : sql`${club}`)}
    ), medians as (
      select club, count(*)::int as n, percentile_cont(0.5) within group (order by carry) as median
      from base group by club
    ), club_rule as (
      select m.club, m.n, m.median,
             case when m.n >= ${MISHIT_MIN_SHOTS}
                  then ${MISHIT_MAD_MULTIPLIER}::float8 * greatest(${MAD_TO_SIGMA}::float8 * percentile_cont(0.5) within group (order by abs(b.carry - m.median)), ${MISHIT_MIN_SIGMA_M}::float8)
             end as threshold
      from base b join medians m on m.club = b.club
      group by m.club, m.n, m.median
    ), flagged as (
      select b.*, coalesce(abs(b.carry - r.median) > r.threshold, false) as mishit
      from base b join club_rule r on r.club = b.club
    ), judged as (
      select f.*, (f.override is true or (f.override is null and f.mishit and (select hide from pref))) as left_out
      from flagged f
    )`;
}

export interface GappingRowDb {
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
  /** The mishit rule's median carry and threshold (null under MISHIT_MIN_SHOTS): not sent, checked by the tests. */
  rule_median: number;
  rule_threshold: number | null;
}

/**
 * The gapping answer from `per_club` (club, position in bag order, the figures, the rule's): the gap to
 * the next club with counted shots (this club's mean carry minus that club's), the account's
 * choice, the rows as JSON in bag order.
 */
const gappingAnswer = sql`ordered as (
          select p.*,
                 case when carry_mean is not null
                      then carry_mean - lead(carry_mean) over (partition by carry_mean is null order by position)
                 end as gap
          from per_club p
        )
        select (select hide from pref) as hide,
               coalesce((select json_agg(json_build_object(
                  'club', club, 'all_shots', all_shots, 'mishits', mishits, 'excluded', excluded, 'shots', shots,
                  'carry_mean', carry_mean, 'carry_median', carry_median, 'carry_sd', carry_sd,
                  'total_shots', total_shots, 'total_mean', total_mean, 'total_median', total_median, 'total_sd', total_sd,
                  'gap', gap, 'rule_median', rule_median, 'rule_threshold', rule_threshold) order by position) from ordered), '[]'::json) as clubs`;

/**
 * The figures of gapping over the rows `f` (carry, total), all of them or those for which `kept`
 * (SQL) holds: shots, mean, median and sample standard deviation of carry and of total. Null: the
 * same columns, empty.
 */
function countedFigures(kept: SQL | 'all' | null): SQL {
  if (kept === null) {
    return sql`null::int as shots, null::float8 as carry_mean, null::float8 as carry_median, null::float8 as carry_sd,
               null::int as total_shots, null::float8 as total_mean, null::float8 as total_median, null::float8 as total_sd`;
  }
  const where = kept === 'all' ? sql`` : sql`filter (where ${kept})`;
  return sql`count(*) ${where}::int as shots,
             avg(f.carry) ${where} as carry_mean,
             percentile_cont(0.5) within group (order by f.carry) ${where} as carry_median,
             stddev_samp(f.carry) ${where} as carry_sd,
             count(f.total) ${where}::int as total_shots,
             avg(f.total) ${where} as total_mean,
             percentile_cont(0.5) within group (order by f.total) ${where} as total_median,
             stddev_samp(f.total) ${where} as total_sd`;
}

/**
 * Gapping: per club in bag order, over the counted shots (not left out): shots, mean, median and
 * sample standard deviation of carry and of total, and the gap to the next club with counted shots
 * (this club's mean carry minus that club's). One statement; the account's choice comes with it.
 *
 * The same answers as `gappingStraightforward` (the mishit rule's CTEs read in full), in a
 * fraction of the time over a long history (docs/decisions/010, "Speed"): per club one index
 * range scan, or two while hiding mishits, and no sort beyond the club's own carries and the
 * counted figures' medians.
 * - `scanned`: one scan per club of the bag (an empty club costs one index probe): the number of
 *   shots and their carries in order. Not hiding mishits, the counted shots are every shot but
 *   those excluded by hand, whatever the rule says, so the same scan gives their figures too.
 * - The median carry is read off the sorted array at the rows percentile_cont interpolates, with
 *   its formula (lo + 0.5 × (hi - lo)), so it is the same number.
 * - `mad_search`: the MAD without sorting the deviations. The (k+1) carries nearest the median are
 *   consecutive in the sorted array, so the k-th smallest |carry - median| (from 0) is the least,
 *   over windows carries[i .. i+k], of max(median - carries[i], carries[i+k] - median); the first
 *   term falls and the second rises with i, so the least is where they cross, found by binary
 *   search (a recursive CTE, ~log2 n steps) for both rows percentile_cont would interpolate. The
 *   deviations compared are the very ones |carry - median| gives: exact, not an approximation.
 * - `bounds`: the mishits are a prefix (short) and a suffix (long) of the sorted carries; their
 *   count is found by binary search too, with the rule's own comparison.
 * - `counted`: not hiding, the first scan's figures; hiding, a second scan per club reads the
 *   counted shots only (not a mishit, not excluded by hand) and, by primary key, the mishits
 *   restored by hand. Left out = all shots - counted.
 */
export async function gapping(db: Database, userId: string, filter: AnalysisFilter): Promise<{ hide: boolean; clubs: GappingRowDb[] }> {
  const clubShots = shotConditions(userId, filter, sql`c.club`);
  const ruleShots = shotConditions(userId, filter, sql`r.club`);
  const handExcluded = sql`exists (select 1 from shot_overrides h where h.shot_id = s.id and h.user_id = ${userId}::uuid and h.excluded)`;
  const mishit = sql`coalesce(abs(s.carry - r.median) > r.threshold, false)`;
  const rows = await queryRows<{ hide: boolean; clubs: GappingRowDb[] }>(
    db,
    sql`with recursive pref as (
          select coalesce((select hide_mishits from users where id = ${userId}::uuid), false) as hide
        ), scanned as (
          select c.club, c.position, a.*
          from unnest(${clubOrder}) with ordinality as c(club, position)
          cross join lateral (
            select count(*)::int as n, array_agg(f.carry order by f.carry) as carries, ${countedFigures(null)}
            from shots f where ${shotConditions(userId, filter, sql`c.club`, 'f')}
          ) a
          where a.n > 0 and (select hide from pref)
          union all
          select c.club, c.position, a.*
          from unnest(${clubOrder}) with ordinality as c(club, position)
          cross join lateral (
            select count(*)::int as n, array_agg(f.carry order by f.carry) as carries, ${countedFigures(sql`f.kept`)}
            from (
              select s.carry, s.total, h.shot_id is null as kept
              from shots s left join shot_overrides h on h.shot_id = s.id and h.user_id = ${userId}::uuid and h.excluded
              where ${clubShots}
              offset 0
            ) f
          ) a
          where a.n > 0 and not (select hide from pref)
        ), medians as (
          select *, (n - 1) / 2 as k1, n / 2 as k2,
                 case when (n - 1) / 2 = n / 2 then carries[(n - 1) / 2 + 1]
                      else carries[(n - 1) / 2 + 1] + 0.5::float8 * (carries[n / 2 + 1] - carries[(n - 1) / 2 + 1]) end as median
          from scanned
        ), mad_search as (
          -- [lo, hi): the first window start i whose left deviation is no larger than its right one, for k1 and k2
          select club, 1 as lo1, n - k1 + 1 as hi1, 1 as lo2, n - k2 + 1 as hi2 from medians where n >= ${MISHIT_MIN_SHOTS}
          union all
          select s.club,
                 case when s.lo1 < s.hi1 and m.median - m.carries[(s.lo1 + s.hi1) / 2] > m.carries[(s.lo1 + s.hi1) / 2 + m.k1] - m.median
                      then (s.lo1 + s.hi1) / 2 + 1 else s.lo1 end,
                 case when s.lo1 < s.hi1 and m.median - m.carries[(s.lo1 + s.hi1) / 2] <= m.carries[(s.lo1 + s.hi1) / 2 + m.k1] - m.median
                      then (s.lo1 + s.hi1) / 2 else s.hi1 end,
                 case when s.lo2 < s.hi2 and m.median - m.carries[(s.lo2 + s.hi2) / 2] > m.carries[(s.lo2 + s.hi2) / 2 + m.k2] - m.median
                      then (s.lo2 + s.hi2) / 2 + 1 else s.lo2 end,
                 case when s.lo2 < s.hi2 and m.median - m.carries[(s.lo2 + s.hi2) / 2] <= m.carries[(s.lo2 + s.hi2) / 2 + m.k2] - m.median
                      then (s.lo2 + s.hi2) / 2 else s.hi2 end
          from mad_search s join medians m on m.club = s.club
          where s.lo1 < s.hi1 or s.lo2 < s.hi2
        ), club_rule as (
          select m.*,
                 case when m.n >= ${MISHIT_MIN_SHOTS}
                      then ${MISHIT_MAD_MULTIPLIER}::float8 * greatest(${MAD_TO_SIGMA}::float8 * case when m.k1 = m.k2 then d.d1 else d.d1 + 0.5::float8 * (d.d2 - d.d1) end, ${MISHIT_MIN_SIGMA_M}::float8)
                 end as threshold
          from medians m
          left join lateral (
            -- the k-th smallest deviation: the right end of the first window, or the left end of the one before
            select least(case when s.lo1 <= m.n - m.k1 then m.carries[s.lo1 + m.k1] - m.median end,
                         case when s.lo1 >= 2 then m.median - m.carries[s.lo1 - 1] end) as d1,
                   least(case when s.lo2 <= m.n - m.k2 then m.carries[s.lo2 + m.k2] - m.median end,
                         case when s.lo2 >= 2 then m.median - m.carries[s.lo2 - 1] end) as d2
            from mad_search s where s.club = m.club and s.lo1 >= s.hi1 and s.lo2 >= s.hi2
          ) d on true
        ), bounds as (
          -- lo1: the first carry not a short mishit; lo2: the last one not a long mishit
          select club, 1 as lo1, n + 1 as hi1, 0 as lo2, n as hi2 from club_rule where threshold is not null
          union all
          select b.club,
                 case when b.lo1 < b.hi1 and r.carries[(b.lo1 + b.hi1) / 2] < r.median and abs(r.carries[(b.lo1 + b.hi1) / 2] - r.median) > r.threshold
                      then (b.lo1 + b.hi1) / 2 + 1 else b.lo1 end,
                 case when b.lo1 < b.hi1 and not (r.carries[(b.lo1 + b.hi1) / 2] < r.median and abs(r.carries[(b.lo1 + b.hi1) / 2] - r.median) > r.threshold)
                      then (b.lo1 + b.hi1) / 2 else b.hi1 end,
                 case when b.lo2 < b.hi2 and not (r.carries[(b.lo2 + b.hi2 + 1) / 2] > r.median and abs(r.carries[(b.lo2 + b.hi2 + 1) / 2] - r.median) > r.threshold)
                      then (b.lo2 + b.hi2 + 1) / 2 else b.lo2 end,
                 case when b.lo2 < b.hi2 and r.carries[(b.lo2 + b.hi2 + 1) / 2] > r.median and abs(r.carries[(b.lo2 + b.hi2 + 1) / 2] - r.median) > r.threshold
                      then (b.lo2 + b.hi2 + 1) / 2 - 1 else b.hi2 end
          from bounds b join club_rule r on r.club = b.club
          where b.lo1 < b.hi1 or b.lo2 < b.hi2
        ), restored as materialized (
          -- the shots of the filter restored by hand, read once for every club, each by primary key
          -- (a lateral subquery kept apart by offset 0: the planner would rather scan all of the
          -- account's shots to join them, which costs more but for thousands of restored shots)
          select s.club, s.carry, s.total
          from shot_overrides o
          cross join lateral (select s.club, s.carry, s.total from shots s where s.id = o.shot_id and ${shotConditions(userId, filter, null)} offset 0) s
          where o.user_id = ${userId}::uuid and not o.excluded
        ), counted as (
          select club, shots, carry_mean, carry_median, carry_sd, total_shots, total_mean, total_median, total_sd
          from club_rule where not (select hide from pref)
          union all
          select r.club, g.*
          from club_rule r
          cross join lateral (
            select ${countedFigures('all')}
            from (
              select s.carry, s.total from shots s
              where ${ruleShots} and not ${mishit} and not ${handExcluded}
              union all
              select s.carry, s.total from restored s where s.club = r.club and ${mishit}
            ) f
          ) g
          where (select hide from pref)
        ), per_club as (
          select r.club, r.position, r.median as rule_median, r.threshold as rule_threshold, r.n as all_shots,
                 coalesce((select (b.lo1 - 1) + (r.n - b.lo2) from bounds b where b.club = r.club and b.lo1 >= b.hi1 and b.lo2 >= b.hi2), 0) as mishits,
                 r.n - g.shots as excluded, g.shots, g.carry_mean, g.carry_median, g.carry_sd, g.total_shots, g.total_mean, g.total_median, g.total_sd
          from club_rule r join counted g on g.club = r.club
        ), ${gappingAnswer}`,
  );
  return rows[0];
}

/**
 * The gapping statement as first written: the mishit rule's CTEs (`flaggedShots`) over every
 * shot, then the figures. Kept as the reference `gapping` is checked against (analysis.test.ts)
 * and measured beside (`npm run bench -- analysis`); not used to answer requests.
 */
export async function gappingStraightforward(db: Database, userId: string, filter: AnalysisFilter): Promise<{ hide: boolean; clubs: GappingRowDb[] }> {
  const rows = await queryRows<{ hide: boolean; clubs: GappingRowDb[] }>(
    db,
    sql`with ${flaggedShots(userId, filter, null)}, figures as (
          select club, array_position(${clubOrder}, club) as position,
                 count(*)::int as all_shots,
                 count(*) filter (where mishit)::int as mishits,
                 count(*) filter (where left_out)::int as excluded,
                 count(*) filter (where not left_out)::int as shots,
                 avg(carry) filter (where not left_out) as carry_mean,
                 percentile_cont(0.5) within group (order by carry) filter (where not left_out) as carry_median,
                 stddev_samp(carry) filter (where not left_out) as carry_sd,
                 count(total) filter (where not left_out)::int as total_shots,
                 avg(total) filter (where not left_out) as total_mean,
                 percentile_cont(0.5) within group (order by total) filter (where not left_out) as total_median,
                 stddev_samp(total) filter (where not left_out) as total_sd
          from judged group by club
        ), per_club as (
          select f.*, r.median as rule_median, r.threshold as rule_threshold from figures f join club_rule r on r.club = f.club
        ), ${gappingAnswer}`,
  );
  return rows[0];
}

export interface DispersionDb {
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
 * Dispersion of one club: its shots with an offline figure as points (every `step`-th in time
 * order when there are more than DISPERSION_MAX_POINTS), and the 95 % confidence ellipse of the
 * counted ones from the 2×2 sample covariance of (offline, carry): eigenvalues
 * λ = (sxx + syy)/2 ± sqrt(((sxx - syy)/2)² + sxy²), semi-axes sqrt(5.991 λ), and the major axis at
 * ½·atan2(2 sxy, sxx - syy) from the offline axis. All of it in the database.
 */
export async function dispersion(db: Database, userId: string, filter: AnalysisFilter, club: AnalysisClub): Promise<DispersionDb> {
  const rows = await queryRows<DispersionDb>(
    db,
    sql`with ${flaggedShots(userId, filter, club)}, located as (
          select * from judged where offline is not null
        ), sized as (
          select count(*)::int as n, greatest(ceil(count(*)::float8 / ${DISPERSION_MAX_POINTS}), 1)::int as step from located
        ), numbered as (
          select l.*, row_number() over (order by taken_at, id) as rn from located l
        ), moments as (
          select count(*)::int as n, avg(offline) as mx, avg(carry) as my,
                 var_samp(offline) as sxx, var_samp(carry) as syy, covar_samp(offline, carry) as sxy
          from located where not left_out
        ), eigen as (
          select n, mx, my, sxx, syy, sxy,
                 (sxx + syy) / 2 + sqrt(power((sxx - syy) / 2, 2) + power(sxy, 2)) as l1,
                 (sxx + syy) / 2 - sqrt(power((sxx - syy) / 2, 2) + power(sxy, 2)) as l2
          from moments
        )
        select (select hide from pref) as hide,
               (select n from sized) as shots,
               (select step from sized) as step,
               coalesce((select json_agg(json_build_object(
                  'id', id::text, 'carry', carry, 'offline', offline,
                  'taken_at', to_char(taken_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                  'mishit', mishit, 'left_out', left_out, 'override', override) order by rn)
                 from numbered where (rn - 1) % (select step from sized) = 0), '[]'::json) as points,
               e.n as counted,
               case when e.n >= 3 then e.my end as center_carry,
               case when e.n >= 3 then e.mx end as center_offline,
               case when e.n >= 3 then sqrt(${ELLIPSE_CHI_SQUARE_95}::float8 * greatest(e.l1, 0)) end as major,
               case when e.n >= 3 then sqrt(${ELLIPSE_CHI_SQUARE_95}::float8 * greatest(e.l2, 0)) end as minor,
               case when e.n >= 3 then degrees(0.5 * atan2(2 * e.sxy, e.sxx - e.syy)) end as angle,
               (select median from club_rule where threshold is not null) as median,
               (select threshold from club_rule) as threshold
        from eigen e`,
  );
  return rows[0];
}

export interface TrendWeekDb {
  week: string;
  shots: number;
  carry: number;
  ball_speed: number;
  club_speed: number | null;
}

/** Weekly (ISO weeks from Monday, UTC) means of carry, ball speed and club speed of one club's counted shots, oldest first. */
export async function trends(db: Database, userId: string, filter: AnalysisFilter, club: AnalysisClub): Promise<{ hide: boolean; weeks: TrendWeekDb[] }> {
  const rows = await queryRows<{ hide: boolean; weeks: TrendWeekDb[] }>(
    db,
    sql`with ${flaggedShots(userId, filter, club)}, weekly as (
          select date_trunc('week', taken_at at time zone 'UTC') as week, count(*)::int as shots,
                 avg(carry) as carry, avg(ball_speed) as ball_speed, avg(club_speed) as club_speed
          from judged where not left_out
          group by 1
        )
        select (select hide from pref) as hide,
               coalesce((select json_agg(json_build_object('week', to_char(week, 'YYYY-MM-DD'), 'shots', shots, 'carry', carry,
                  'ball_speed', ball_speed, 'club_speed', club_speed) order by week) from weekly), '[]'::json) as weeks`,
  );
  return rows[0];
}

export async function hideMishits(db: Database, userId: string): Promise<boolean> {
  const rows = await queryRows<{ hide: boolean }>(db, sql`select hide_mishits as hide from users where id = ${userId}::uuid`);
  return rows[0]?.hide ?? false;
}

export async function setHideMishits(db: Database, userId: string, hide: boolean): Promise<void> {
  await db.execute(sql`update users set hide_mishits = ${hide} where id = ${userId}::uuid`);
}

/** Excludes (true) or restores (false) one of the account's shots by hand; false when the shot is not the account's. */
export async function setOverride(db: Database, userId: string, shotId: string, excluded: boolean): Promise<boolean> {
  const rows = await queryRows<{ shot_id: string }>(
    db,
    sql`with changed as (
          insert into shot_overrides (shot_id, user_id, excluded)
          select id, user_id, ${excluded} from shots where id = ${shotId}::bigint and user_id = ${userId}::uuid
          on conflict (shot_id) do update set excluded = excluded.excluded, created_at = now()
          returning shot_id
        ), ${raiseStatsVersion(userId, 'changed')}
        select shot_id from changed`,
  );
  return rows.length > 0;
}

/** Returns the shot to the rule; false when the shot is not the account's. */
export async function clearOverride(db: Database, userId: string, shotId: string): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`with gone as (delete from shot_overrides where shot_id = ${shotId}::bigint and user_id = ${userId}::uuid returning shot_id),
        ${raiseStatsVersion(userId, 'gone')}
        select exists (select 1 from shots where id = ${shotId}::bigint and user_id = ${userId}::uuid) as found,
               (select count(*) from gone) as removed`,
  );
  return rows[0]?.found === true;
}
