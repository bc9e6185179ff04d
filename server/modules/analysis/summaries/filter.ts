import { sql, type SQL } from 'drizzle-orm';
import type { AnalysisClub } from '../../../../common/schemas/analysis';

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
export function dayAfter(day: string): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

export const hasRange = (filter: SummaryFilter) => Boolean(filter.from || filter.to);

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
