import { sql } from 'drizzle-orm';
import type { AnalysisClub } from '../../../../common/schemas/analysis';
import { SHOT_METRIC_NAMES, SHOT_METRICS } from '../../../../common/shot-metrics';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query';
import type { TrendWeekDb } from '../figures';
import { summaryConditions, type SummaryFilter } from './filter';
import { clubRead, isMishit, tailShots } from './mishit-rule';

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


/**
 * One club's weekly means from the summaries (docs/decisions/027): each ISO week's exact sums
 * (the days' rows of shot_day_totals, within the range if one is asked) less the left-out shots'
 * (read whole: the excluded overrides by primary key, hiding mishits the unrestored mishits
 * beyond the cuts).
 */
export async function trendsFromSummaries(db: Database, userId: string, filter: SummaryFilter, club: AnalysisClub): Promise<{ hide: boolean; weeks: TrendWeekDb[] }> {
  const { hide, rule, overrides } = await clubRead(db, userId, filter, club);
  if (!rule) return { hide, weeks: [] };
  const overridden = overrides.filter((o) => isMishit(rule, o.carry)).map((o) => o.id);
  const excludedIds = overrides.filter((o) => o.excluded).map((o) => o.id);
  const means = sql.raw(`json_build_object(${SHOT_METRIC_NAMES.map((name) => `'${name}', ${countedMean(SHOT_METRICS[name].column)}`).join(', ')})`);
  const weeks = await queryRows<TrendWeekDb>(
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
