import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { UnitPreferences } from '../../../common/units';
import type { Database } from '../../db/client';
import { deviceTokens, users, type UserRow } from '../../db/schema/users';

/** A new name (null clears it); undefined when the user is gone. */
export async function updateName(tx: Database, userId: string, name: string | null): Promise<UserRow | undefined> {
  const rows = await tx.update(users).set({ name }).where(eq(users.id, userId)).returning();
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
