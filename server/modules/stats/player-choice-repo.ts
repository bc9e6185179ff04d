import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';

/** Days of play that make an account's main player. */
const MAIN_PLAYER_DAYS = 90;

/**
 * The player with the most shots over the last MAIN_PLAYER_DAYS UTC days (the first by name among
 * equals), from the per-day summaries (a few rows a day); null when no shot was played then.
 */
export async function mainPlayer(db: Database, userId: string): Promise<string | null> {
  const rows = await queryRows<{ player: string }>(
    db,
    sql`select player from shot_day_totals
        where user_id = ${userId}::uuid and day > current_date - ${MAIN_PLAYER_DAYS}::int
        group by player order by sum(shots) desc, player limit 1`,
  );
  return rows[0]?.player ?? null;
}

/** The player Shot data was last opened on (a name, or 'all'); null when never chosen. */
export async function chosenPlayer(db: Database, userId: string): Promise<string | null> {
  const rows = await queryRows<{ player: string | null }>(db, sql`select shot_data_player as player from users where id = ${userId}::uuid`);
  return rows[0]?.player ?? null;
}

export async function setChosenPlayer(db: Database, userId: string, player: string): Promise<void> {
  await db.execute(sql`update users set shot_data_player = ${player} where id = ${userId}::uuid and shot_data_player is distinct from ${player}`);
}
