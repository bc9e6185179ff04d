import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * `count` range shots for one account in one statement (INSERT … SELECT generate_series): for
 * tests of statements over a long history, where uploading through the API would take minutes.
 * Clubs cycle through `clubs`; carries spread over about 60 m around each club's own distance
 * with a mishit every 50th shot; one shot every five minutes from 2024-01-01 (UTC). Client ids
 * are `${prefix}-n`; `sessionId` puts them all in that range session. The account's running
 * totals and statistics version are not touched: read the statements directly, or through routes
 * whose answers do not depend on them.
 */
export async function insertBulkShots(
  db: Database,
  userId: string,
  count: number,
  clubs: readonly string[],
  { prefix = 'bulk', sessionId = null }: { prefix?: string; sessionId?: string | null } = {},
): Promise<void> {
  const clubArray = sql.raw(`array[${clubs.map((c) => `'${c}'`).join(', ')}]::text[]`);
  await db.execute(sql`
    insert into shots (user_id, client_id, player, club, taken_at, kind, session_id, ball_speed, club_speed, launch_angle, carry, total, offline)
    select ${userId}::uuid, ${prefix} || '-' || g, 'Me', (${clubArray})[(1 + g % ${clubs.length})::int],
           '2024-01-01T00:00:00Z'::timestamptz + g * interval '5 minutes', 'range', ${sessionId}::uuid,
           60 + (g % 17), 45, 15 + (g % 7), c.carry, c.carry + 8, ((g * 7919) % 41) - 20
    from generate_series(1::bigint, ${count}::bigint) g
    cross join lateral (
      select (250 - 10 * ((g % ${clubs.length}))) + ((g * 7919) % 61) - 30 - case when g % 50 = 0 then 90 else 0 end as carry
    ) c`);
}
