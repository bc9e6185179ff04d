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
import { SHOT_METRIC_NAMES, SHOT_METRICS } from '../../../common/shot-metrics';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import type { DispersionDb, TrendWeekDb } from './figures';
import { takenInRange } from './summaries/filter';

/*
 * Statements over the shots themselves, the mishit rule computed in SQL (flaggedShots): the
 * analysis of chosen sessions, the session pages (sessions/repo.ts), and the reference the
 * summaries are checked against.
 */

/** Bag order, Dr .. LW: `array_position(array[...], club)`. */
export const clubOrder = sql.raw(`array[${ANALYSIS_CLUBS.map((c) => `'${c}'`).join(', ')}]::text[]`);

/**
 * The filter's conditions on `shots s` (or another alias): the account, the player and the dates,
 * full swings only when the filter says so, and one club (an SQL expression: a value, or a column of the statement such as `c.club`) or, for
 * null, every club but the putter.
 */
export function shotConditions(userId: string, filter: AnalysisFilter, club: SQL | null, alias = 's'): SQL {
  const s = sql.raw(alias);
  const conditions: SQL[] = [sql`${s}.user_id = ${userId}::uuid`];
  conditions.push(club === null ? sql`${s}.club <> 'Pt'` : sql`${s}.club = ${club}`);
  if (filter.player !== null) conditions.push(sql`${s}.player = ${filter.player}`);
  conditions.push(...takenInRange(filter, s));
  if (filter.sessions) conditions.push(sql`${s}.session_id in (${sql.join(filter.sessions.map((id) => sql`${id}::uuid`), sql`, `)})`);
  if (filter.fullSwingsOnly) conditions.push(sql`not ${s}.partial`);
  return sql.join(conditions, sql` and `);
}

/**
 * The statement's common part: the shots of the filter with the mishit rule's verdict on each
 * (docs/decisions/010-shot-analysis-and-mishits.md). CTEs:
 * - `pref`: the account's remembered "hide mishits" choice;
 * - `base`: the account's shots in the filter (one club, or every club but the putter), with the
 *   hand override, if any (true = excluded by hand, false = restored by hand; read by primary key
 *   per shot: as a join, a plan made without statistics compared every shot with every override,
 *   docs/decisions/026), and `part`: the
 *   session when the filter names sessions (the rule judges each session's shots on their own), else null;
 * - `club_rule`: per club (and part), the shots, the median carry and the threshold
 *   MISHIT_MAD_MULTIPLIER × max(MAD_TO_SIGMA × MAD, MISHIT_MIN_SIGMA_M) (null under MISHIT_MIN_SHOTS);
 * - `flagged`: each shot with `mishit` (|carry - median| > threshold) and `left_out` (excluded by
 *   hand, or a mishit not restored by hand while hiding mishits).
 * `club_rule` and `judged` are materialized: computed once, whatever the plan. Inlined, a plan made
 * on missing statistics (a fresh bulk upload) joined them by nested loop and computed the medians
 * again for every shot: a 2,000-shot session page ran past the 10 s statement limit (bench/sessions.ts).
 * `wholeRows`: `base` (and so `judged`) carries every column of the shots, for a statement that
 * answers with them (a session's page: a few thousand shots), instead of reading each row again.
 * Dispersion, trends and the sessions read it; `gapping` has a faster statement of its own that
 * gives the same answers, checked against `gappingStraightforward`, which uses this one.
 */
export function flaggedShots(userId: string, filter: AnalysisFilter, club: AnalysisClub | null, { wholeRows = false } = {}): SQL {
  const part = filter.sessions ? sql`s.session_id` : sql`null::uuid`;
  const columns = wholeRows ? sql`s.*` : sql`s.id, s.club, s.taken_at, s.carry, s.total, s.offline, s.ball_speed, s.club_speed`;
  return sql`
    pref as (
      select coalesce((select hide_mishits from users where id = ${userId}::uuid), false) as hide
    ), base as materialized (
      select ${columns}, ${part} as part,
             (select o.excluded from shot_overrides o where o.shot_id = s.id and o.user_id = ${userId}::uuid) as override
      from shots s
      where ${shotConditions(userId, filter, club === null ? null : sql`${club}`)}
    ), medians as (
      select club, part, count(*)::int as n, percentile_cont(0.5) within group (order by carry) as median
      from base group by club, part
    ), club_rule as materialized (
      select m.club, m.part, m.n, m.median,
             case when m.n >= ${MISHIT_MIN_SHOTS}
                  then ${MISHIT_MAD_MULTIPLIER}::float8 * greatest(${MAD_TO_SIGMA}::float8 * percentile_cont(0.5) within group (order by abs(b.carry - m.median)), ${MISHIT_MIN_SIGMA_M}::float8)
             end as threshold
      from base b join medians m on m.club = b.club and m.part is not distinct from b.part
      group by m.club, m.part, m.n, m.median
    ), flagged as (
      select b.*, coalesce(abs(b.carry - r.median) > r.threshold, false) as mishit
      from base b join club_rule r on r.club = b.club and r.part is not distinct from b.part
    ), judged as materialized (
      select f.*, (f.override is true or (f.override is null and f.mishit and (select hide from pref))) as left_out
      from flagged f
    )`;
}

/**
 * The whole `shots` row of each row of `from` (a CTE of shot ids, such as `judged`), read by primary
 * key: `cross join lateral ${shotRow(userId, 'j', 's')}`. OFFSET 0 keeps the planner from turning it
 * into a plain join, which, planned without statistics (a fresh bulk upload), could scan the CTE
 * again for every shot: quadratic in the shots read (docs/decisions/026).
 */
export function shotRow(userId: string, from: string, alias: string): SQL {
  return sql`(select * from shots x where x.id = ${sql.raw(from)}.id and x.user_id = ${userId}::uuid offset 0) ${sql.raw(alias)}`;
}

/**
 * The gapping answer from `per_club` (club, position in bag order, the figures, the rule's): the gap to
 * the next club with counted shots (this club's mean carry minus that club's), the account's
 * choice, the rows as JSON in bag order.
 */
export const gappingAnswer = sql`ordered as (
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
 * Dispersion from the mishit rule's CTEs over the club's shots of the filter: for a date range or
 * sessions, and the reference the summaries are checked against (analysis.test.ts) and measured
 * beside (bench/analysis.ts).
 */
export async function dispersionStraightforward(db: Database, userId: string, filter: AnalysisFilter, club: AnalysisClub): Promise<DispersionDb> {
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


/** `json_build_object` of each metric's mean over the rows of `s` (a shots alias): { ballSpeed: …, clubPath: …, … }. */
export function metricMeansJson(alias: string): SQL {
  return sql.raw(`json_build_object(${SHOT_METRIC_NAMES.map((name) => `'${name}', avg(${alias}.${SHOT_METRICS[name].column})`).join(', ')})`);
}


/** Weekly means from the mishit rule's CTEs over the club's shots of the filter: for a date range, and the reference of the tests and the bench. */
export async function trendsStraightforward(db: Database, userId: string, filter: AnalysisFilter, club: AnalysisClub): Promise<{ hide: boolean; weeks: TrendWeekDb[] }> {
  const rows = await queryRows<{ hide: boolean; weeks: TrendWeekDb[] }>(
    db,
    sql`with ${flaggedShots(userId, filter, club)}, weekly as (
          select date_trunc('week', j.taken_at at time zone 'UTC') as week, count(*)::int as shots,
                 avg(j.carry) as carry, avg(j.ball_speed) as ball_speed, avg(j.club_speed) as club_speed,
                 avg(j.ball_speed / j.club_speed) as smash, ${metricMeansJson('m')} as means
          from judged j cross join lateral ${shotRow(userId, 'j', 'm')} where not j.left_out
          group by 1
        )
        select (select hide from pref) as hide,
               coalesce((select json_agg(json_build_object('week', to_char(week, 'YYYY-MM-DD'), 'shots', shots, 'carry', carry,
                  'ball_speed', ball_speed, 'club_speed', club_speed, 'smash', smash, 'means', means) order by week) from weekly), '[]'::json) as weeks`,
  );
  return rows[0];
}
