import { sql, type SQL } from 'drizzle-orm';
import { ANALYSIS_CLUBS, type AnalysisClub } from '../../../../common/schemas/analysis';
import type { Histogram } from './buckets';
import { dayAfter, summaryConditions, type SummaryFilter } from './filter';

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
export interface BucketPart {
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
export function rangeParts(userId: string, filter: SummaryFilter, club: AnalysisClub | null): SQL {
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
export function rangeHistogramsOf(parts: BucketPart[], measure: BucketPart['measure']): Map<AnalysisClub, Histogram> {
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
