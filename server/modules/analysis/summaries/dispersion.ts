import { sql } from 'drizzle-orm';
import { DISPERSION_MAX_POINTS, ELLIPSE_CHI_SQUARE_95, type AnalysisClub } from '../../../../common/schemas/analysis';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query';
import type { DispersionDb } from '../figures';
import { hasRange, summaryConditions, type SummaryFilter } from './filter';
import { clubRead, isMishit, tailShots, type Pick2, type RuleCuts } from './mishit-rule';

/** The rule's verdict on a point or an override, as the plain statement gives it. */
function judged(rule: RuleCuts | undefined, hide: boolean, carry: number, override: boolean | null) {
  const mishit = rule !== undefined && isMishit(rule, carry);
  return { mishit, left_out: override === true || (override === null && mishit && hide) };
}

/**
 * One club's dispersion from the summaries (docs/decisions/027): the rule from its buckets (over a
 * range of days, from the range's carries: clubRead), the ellipse from the exact sums of (offline,
 * carry) of all its shots with an offline figure (the club's moments, or the range's days) less
 * the left-out ones', and the points: every step-th such shot in time order, read in one pass.
 */
export async function dispersionFromSummaries(db: Database, userId: string, filter: SummaryFilter, club: AnalysisClub): Promise<DispersionDb> {
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
    DispersionDb,
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
