import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailChangeRequests, emailChangeUndos } from '../../db/schema/email-change-undos';
import { passwordResets } from '../../db/schema/password-reset';
import { users } from '../../db/schema/users';

/** SHA-256 of the account's password hash, in hex: enough to tell whether it changed, nothing to crack. */
const passwordFingerprint = sql`encode(sha256(convert_to(${users.passwordHash}, 'UTF8')), 'hex')`;

/** A new undo link for the address an account just left, valid `validDays` days. */
export async function insertUndo(tx: Database, { userId, tokenHash, oldEmail, validDays }: { userId: string; tokenHash: string; oldEmail: string; validDays: number }) {
  await tx.insert(emailChangeUndos).values({
    userId,
    tokenHash,
    oldEmail,
    passwordFingerprint: sql`(select ${passwordFingerprint} from ${users} where ${users.id} = ${userId})`,
    expiresAt: sql`now() + make_interval(days => ${validDays})`,
  });
}

/** Whether an undo link works (unused, unexpired), without using it. */
export async function undoWorks(db: Database, tokenHash: string): Promise<boolean> {
  const rows = await db
    .select({ userId: emailChangeUndos.userId })
    .from(emailChangeUndos)
    .where(and(eq(emailChangeUndos.tokenHash, tokenHash), gt(emailChangeUndos.expiresAt, sql`now()`)));
  return rows.length > 0;
}

/** Uses an undo link up: one statement deletes it and says whose it was, so of two uses exactly one gets it. */
export async function consumeUndo(tx: Database, tokenHash: string): Promise<{ userId: string; oldEmail: string; passwordFingerprint: string | null } | undefined> {
  const rows = await tx
    .delete(emailChangeUndos)
    .where(and(eq(emailChangeUndos.tokenHash, tokenHash), gt(emailChangeUndos.expiresAt, sql`now()`)))
    .returning({ userId: emailChangeUndos.userId, oldEmail: emailChangeUndos.oldEmail, passwordFingerprint: emailChangeUndos.passwordFingerprint });
  return rows[0];
}

/** Every other undo link of the account goes: once restored, no later change can be undone back to an address in between. */
export async function deleteUndosOfUser(tx: Database, userId: string): Promise<void> {
  await tx.delete(emailChangeUndos).where(eq(emailChangeUndos.userId, userId));
}

/** Sets the account's address (the old one put back, or a confirmed new one), unless another account has it by now; false then. */
export async function setEmailUnlessTaken(tx: Database, userId: string, email: string): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ email })
    .where(and(eq(users.id, userId), sql`not exists (select 1 from ${users} as other where other.email = ${email} and other.id <> ${userId})`))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** A reset link mailed to the address being undone must not outlive the undo. */
export async function deleteResetTokenOfUser(tx: Database, userId: string): Promise<void> {
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
}

/** Whether the account's password is another than the one it had when `fingerprint` was taken. */
export async function passwordChangedSince(tx: Database, userId: string, fingerprint: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), sql`${passwordFingerprint} <> ${fingerprint}`));
  return rows.length > 0;
}

/** The account's change of address waiting for confirmation, replacing an earlier one: valid `validHours` hours. */
export async function upsertRequest(tx: Database, { userId, tokenHash, newEmail, validHours }: { userId: string; tokenHash: string; newEmail: string; validHours: number }) {
  const values = { tokenHash, newEmail, createdAt: sql`now()`, expiresAt: sql`now() + make_interval(hours => ${validHours})` };
  await tx
    .insert(emailChangeRequests)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: emailChangeRequests.userId, set: values });
}

/** The address the account asked to change to, while its link works. */
export async function pendingRequest(db: Database, userId: string): Promise<{ newEmail: string; expiresAt: Date } | undefined> {
  const rows = await db
    .select({ newEmail: emailChangeRequests.newEmail, expiresAt: emailChangeRequests.expiresAt })
    .from(emailChangeRequests)
    .where(and(eq(emailChangeRequests.userId, userId), gt(emailChangeRequests.expiresAt, sql`now()`)));
  return rows[0];
}

/** The live request a confirmation link names, without using it (the page before the button). */
export async function requestOfToken(db: Database, tokenHash: string): Promise<{ newEmail: string } | undefined> {
  const rows = await db
    .select({ newEmail: emailChangeRequests.newEmail })
    .from(emailChangeRequests)
    .where(and(eq(emailChangeRequests.tokenHash, tokenHash), gt(emailChangeRequests.expiresAt, sql`now()`)));
  return rows[0];
}

/** Uses a confirmation link up: of two uses exactly one gets it. */
export async function consumeRequest(tx: Database, tokenHash: string): Promise<{ userId: string; newEmail: string } | undefined> {
  const rows = await tx
    .delete(emailChangeRequests)
    .where(and(eq(emailChangeRequests.tokenHash, tokenHash), gt(emailChangeRequests.expiresAt, sql`now()`)))
    .returning({ userId: emailChangeRequests.userId, newEmail: emailChangeRequests.newEmail });
  return rows[0];
}

/** The account's address, its row locked until the transaction ends. */
export async function lockEmailOfUser(tx: Database, userId: string): Promise<string | undefined> {
  const rows = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1).for('update');
  return rows[0]?.email;
}

/** Whether another account has the address. */
export async function emailTakenByOther(db: Database, userId: string, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), sql`${users.id} <> ${userId}`)).limit(1);
  return rows.length > 0;
}

/** A change waiting for confirmation ends with an undo: whoever asked for it may be the intruder. */
export async function deleteRequestOfUser(tx: Database, userId: string): Promise<void> {
  await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, userId));
}
