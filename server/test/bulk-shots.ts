import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Rows a statement. */
const CHUNK = 20_000;

/**
 * `count` range shots for one account, INSERT … SELECT generate_series: for
 * tests of statements over a long history, where uploading through the API would take minutes.
 * Clubs cycle through `clubs`; carries spread over about 60 m around each club's own distance
 * with a mishit every 50th shot; one shot every five minutes from 2024-01-01 (UTC). Client ids
 * are `${prefix}-n`; `sessionId` puts them all in that range session. The account's running
 * totals and statistics version are not touched: read the statements directly, or through routes
 * whose answers do not depend on them. Written CHUNK rows a statement: the analysis summaries'
 * triggers (decision 027) made one 196,000-row statement run past the test database's 10 s
 * statement limit on a busy machine.
 */
export async function insertBulkShots(
  db: Database,
  userId: string,
  count: number,
  clubs: readonly string[],
  { prefix = 'bulk', sessionId = null }: { prefix?: string; sessionId?: string | null } = {},
): Promise<void> {
  const clubArray = sql.raw(`array[${clubs.map((c) => `'${c}'`).join(', ')}]::text[]`);
  for (let first = 1; first <= count; first += CHUNK) {
    const last = Math.min(count, first + CHUNK - 1);
    await db.execute(sql`
      insert into shots (user_id, client_id, player, club, taken_at, kind, session_id, ball_speed, club_speed, launch_angle, carry, total, offline)
      select ${userId}::uuid, ${prefix} || '-' || g, 'Me', (${clubArray})[(1 + g % ${clubs.length})::int],
             '2024-01-01T00:00:00Z'::timestamptz + g * interval '5 minutes', 'range', ${sessionId}::uuid,
             60 + (g % 17), 45, 15 + (g % 7), c.carry, c.carry + 8, ((g * 7919) % 41) - 20
      from generate_series(${first}::bigint, ${last}::bigint) g
      cross join lateral (
        select (250 - 10 * ((g % ${clubs.length}))) + ((g * 7919) % 61) - 30 - case when g % 50 = 0 then 90 else 0 end as carry
      ) c`);
  }
}
