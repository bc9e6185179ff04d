import { sql, type SQL } from 'drizzle-orm';

/**
 * A CTE (`stats_version_raised`) raising the account's `users.stats_version` when the CTE named
 * `changed` of the same statement returned any row. Every statement that changes what the
 * statistics show uses it, which is what lets each instance cache computed statistics by that
 * version (docs/decisions/014).
 */
export function raiseStatsVersion(userId: string, changed: string): SQL {
  return sql`stats_version_raised as (
        update users set stats_version = stats_version + 1
        where id = ${userId}::uuid and exists (select 1 from ${sql.identifier(changed)})
      )`;
}
