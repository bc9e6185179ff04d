import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FirstRun, FirstRunEvent } from '../../../common/schemas/onboarding';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';

/**
 * The first-run guide's state, from the account's own data: a device token ever made
 * (a revoked one too: the app was connected), something stored (stats_version rises with every
 * statement that stores rounds or shots, imported ones too), the Download button opened or a
 * device connected. Stored data ticks every step: the account is in use.
 */
export async function firstRun(db: Database, userId: string): Promise<FirstRun> {
  const [row] = await db
    .select({
      dismissed: sql<boolean>`${users.firstRunDismissedAt} is not null`,
      downloaded: sql<boolean>`${users.desktopDownloadedAt} is not null`,
      uploaded: sql<boolean>`${users.statsVersion} > 0`,
      device: sql<boolean>`exists (select 1 from device_tokens d where d.user_id = "users"."id")`,
    })
    .from(users)
    .where(eq(users.id, userId));
  // Data in the account (from the desktop app or imported files) means the golfer is set up: a
  // golfer who only imports files needs neither the download nor a connected app.
  const uploaded = Boolean(row?.uploaded);
  const device = Boolean(row?.device) || uploaded;
  const steps = { download: Boolean(row?.downloaded) || device, device, upload: uploaded };
  const done = steps.download && steps.device && steps.upload;
  return { show: Boolean(row) && !row.dismissed && !done, steps };
}

/** Records what the browser saw: the first Download opened, or the guide dismissed (first time kept). */
export async function recordFirstRunEvent(db: Database, userId: string, event: FirstRunEvent['event'], now = new Date()): Promise<FirstRun> {
  const column = event === 'dismissed' ? users.firstRunDismissedAt : users.desktopDownloadedAt;
  const set = event === 'dismissed' ? { firstRunDismissedAt: now } : { desktopDownloadedAt: now };
  await db.update(users).set(set).where(and(eq(users.id, userId), isNull(column)));
  return firstRun(db, userId);
}
