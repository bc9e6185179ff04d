import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { releases, type ReleaseRow } from '../../db/schema/releases';

export type Platform = 'desktop';

/** Any fixed key: two instances starting at once seed the table once. */
const SEED_LOCK_KEY = 727_006;

/** The newest release of a platform. */
export function findCurrentRelease(db: Database, platform: Platform): Promise<ReleaseRow | undefined> {
  return db
    .select()
    .from(releases)
    .where(eq(releases.platform, platform))
    .orderBy(desc(releases.id))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function insertRelease(
  db: Database,
  values: { platform: Platform; version: string; url: string; notes?: string | null; sizeBytes?: number | null; publishedBy?: string | null },
): Promise<ReleaseRow> {
  const rows = await db.insert(releases).values(values).returning();
  return rows[0];
}

/** Inserts the release when the platform has none yet; true when it did. */
export async function seedRelease(db: Database, values: { platform: Platform; version: string; url: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const { rows } = await tx.execute(sql`
      insert into ${releases} (platform, version, url)
      select ${values.platform}, ${values.version}, ${values.url}
      where not exists (select 1 from ${releases} where platform = ${values.platform})
      returning id`);
    return rows.length > 0;
  });
}
