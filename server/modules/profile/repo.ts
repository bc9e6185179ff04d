import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { UnitPreferences } from '../../../common/units';
import type { Database } from '../../db/client';
import { deviceTokens, users, type UserRow } from '../../db/schema/users';

/** The account's e-mail address as it is now, its row locked until the transaction ends. */
export async function lockEmailOfUser(tx: Database, userId: string): Promise<string | undefined> {
  const rows = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1).for('update');
  return rows[0]?.email;
}

/**
 * New e-mail and name; undefined when another account has the address. The unique index
 * settles two changes racing for one address (the caller maps that error too).
 */
export async function updateProfile(
  tx: Database,
  userId: string,
  { email, name }: { email: string; name: string | null },
): Promise<UserRow | undefined> {
  const rows = await tx
    .update(users)
    .set({ email, name })
    .where(
      and(
        eq(users.id, userId),
        sql`not exists (select 1 from ${users} as other where other.email = ${email} and other.id <> ${userId})`,
      ),
    )
    .returning();
  return rows[0];
}

/** Saves the display units; undefined when the user is gone. */
export async function updateUnits(db: Database, userId: string, { distanceUnit, speedUnit }: UnitPreferences): Promise<UserRow | undefined> {
  const rows = await db.update(users).set({ distanceUnit, speedUnit }).where(eq(users.id, userId)).returning();
  return rows[0];
}

/** The desktop apps still signed in to the account, newest first. */
export function listActiveDevices(db: Database, userId: string) {
  return db
    .select({ id: deviceTokens.id, name: deviceTokens.name, createdAt: deviceTokens.createdAt, lastUsedAt: deviceTokens.lastUsedAt })
    .from(deviceTokens)
    .where(and(eq(deviceTokens.userId, userId), isNull(deviceTokens.revokedAt)))
    .orderBy(desc(deviceTokens.createdAt), desc(deviceTokens.id));
}

/** Revokes one of the user's own unrevoked tokens; false when there is none such. */
export async function revokeDevice(db: Database, userId: string, deviceId: string): Promise<boolean> {
  const rows = await db
    .update(deviceTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(deviceTokens.id, deviceId), eq(deviceTokens.userId, userId), isNull(deviceTokens.revokedAt)))
    .returning({ id: deviceTokens.id });
  return rows.length > 0;
}
