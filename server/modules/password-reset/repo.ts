import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResets } from '../../db/schema/password-reset';
import { users } from '../../db/schema/users';

/**
 * The account of an address, its row locked until the transaction ends, so that two requests
 * for one address take turns (the per-address mail limit counts right).
 */
export async function lockUserByEmail(tx: Database, email: string): Promise<{ id: string; email: string } | undefined> {
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email))
    .limit(1)
    .for('update');
  return rows[0];
}

/** The user's one live token: a new request replaces the old one. */
export async function replaceResetToken(tx: Database, userId: string, tokenHash: string, validMinutes: number): Promise<void> {
  const expiresAt = sql`now() + make_interval(mins => ${validMinutes})`;
  await tx
    .insert(passwordResets)
    .values({ userId, tokenHash, expiresAt })
    .onConflictDoUpdate({ target: passwordResets.userId, set: { tokenHash, createdAt: sql`now()`, expiresAt } });
}

/** The user of a token that exists and has not expired. */
export async function findValidReset(db: Database, tokenHash: string): Promise<{ userId: string } | undefined> {
  const rows = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, sql`now()`)))
    .limit(1);
  return rows[0];
}

/**
 * Uses a token up: one statement deletes it and says whose it was, so of two uses at once
 * exactly one gets the row.
 */
export async function consumeReset(tx: Database, tokenHash: string): Promise<{ userId: string } | undefined> {
  const rows = await tx
    .delete(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, sql`now()`)))
    .returning({ userId: passwordResets.userId });
  return rows[0];
}
