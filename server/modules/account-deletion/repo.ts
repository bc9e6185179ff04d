import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signinLocks } from '../../db/schema/users';
import { users } from '../../db/schema/users';

/**
 * Deletes the account's row; everything keyed by it goes with it by foreign key (rounds, sessions,
 * shots, overrides, clips, shared links, sessions, device tokens, pending links), and each clip
 * row that goes leaves a job that removes its objects (the trigger of the migration `clips`).
 * False when the row was already gone.
 */
export async function deleteUser(tx: Database, userId: string): Promise<boolean> {
  const rows = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

/** The password-check count of the address: nothing of the account stays behind, not even that. */
export async function deleteSigninLock(tx: Database, email: string): Promise<void> {
  await tx.delete(signinLocks).where(eq(signinLocks.email, email));
}
