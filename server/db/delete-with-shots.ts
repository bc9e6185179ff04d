import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { queryRows } from './query';
import { raiseStatsVersion } from './stats-version';

/** What holds shots and is deleted with them: its table, and the shots' column that names it. */
const HOLDERS = {
  round: { table: sql.raw('rounds'), shotColumn: sql.raw('round_id') },
  session: { table: sql.raw('range_sessions'), shotColumn: sql.raw('session_id') },
};

/**
 * Deletes a round or a range session of the account and its shots in one statement (what hangs on
 * them goes by foreign key); the running totals of the players and clubs it touched are counted
 * afresh from the shots that stay (exact, whatever the order of earlier uploads), and the stats
 * version is raised so every figure follows at once. Null when the account has no such one.
 */
export async function deleteWithItsShots(db: Database, userId: string, holder: keyof typeof HOLDERS, id: string): Promise<{ shots: number } | null> {
  const { table, shotColumn } = HOLDERS[holder];
  const [row] = await queryRows<{ found: number; shots: number }>(
    db,
    sql`with target as (
          select id from ${table} where id = ${id}::uuid and user_id = ${userId}::uuid
        ), gone as (
          delete from shots s where s.user_id = ${userId}::uuid and s.${shotColumn} in (select id from target)
          returning s.player, s.club, s.partial
        ), removed as (
          delete from ${table} where user_id = ${userId}::uuid and id in (select id from target) returning id
        ), affected as (
          select distinct player, club, partial from gone
        ), recount as (
          -- The statement sees the shots as they were before it: the deleted ones are left out by hand.
          select a.player, a.club, a.partial, count(s.id) as n, coalesce(sum(s.carry::text::numeric), 0) as carry_sum,
                 count(s.club_speed) as smash_n, coalesce(sum((s.ball_speed / s.club_speed)::text::numeric), 0) as smash_sum
          from affected a left join shots s
            on s.user_id = ${userId}::uuid and s.player = a.player and s.club = a.club and s.partial = a.partial
              and s.${shotColumn} is distinct from ${id}::uuid
          group by a.player, a.club, a.partial
        ), recounted as (
          update shot_club_totals t set shots = r.n, carry_sum = r.carry_sum, smash_shots = r.smash_n, smash_sum = r.smash_sum
          from recount r where t.user_id = ${userId}::uuid and t.player = r.player and t.club = r.club and t.partial = r.partial and r.n > 0
        ), emptied as (
          delete from shot_club_totals t using recount r
          where t.user_id = ${userId}::uuid and t.player = r.player and t.club = r.club and t.partial = r.partial and r.n = 0
        ), ${raiseStatsVersion(userId, 'removed')}
        select (select count(*)::int from removed) as found, (select count(*)::int from gone) as shots`,
  );
  return row.found === 0 ? null : { shots: row.shots };
}
