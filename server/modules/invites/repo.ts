import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invites, type InviteRow } from '../../db/schema/invites';

/** An invite's link token as stored: its hash, and the copy sealed for showing it again. */
export interface StoredInviteToken {
  tokenHash: string;
  tokenSealed: string;
}

/**
 * The invite for `email`, created with `token` when there is none yet. `created` is false when
 * the address had asked before (also when two requests race): the existing row is returned as is.
 */
export async function insertOrGetInviteByEmail(
  db: Database,
  email: string,
  token: StoredInviteToken,
): Promise<{ invite: InviteRow; created: boolean }> {
  const inserted = await db.insert(invites).values({ email, ...token }).onConflictDoNothing({ target: invites.email }).returning();
  if (inserted[0]) return { invite: inserted[0], created: true };
  const existing = await db.select().from(invites).where(eq(invites.email, email)).limit(1);
  return { invite: existing[0], created: false };
}

export function findInviteById(db: Database, id: string): Promise<InviteRow | undefined> {
  return db.select().from(invites).where(eq(invites.id, id)).limit(1).then((rows) => rows[0]);
}

/** One page of invites, newest first; `page` starts at 1 (spec: admin lists). */
export async function listInvites(
  db: Database,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ invites: InviteRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(invites)
      .orderBy(desc(invites.createdAt), desc(invites.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(invites),
  ]);
  return { invites: rows, total: totals[0]?.total ?? 0 };
}

/** The address of the invite whose link token has this hash, while it is unused. */
export function findUnusedInviteEmail(db: Database, tokenHash: string): Promise<string | undefined> {
  return db
    .select({ email: invites.email })
    .from(invites)
    .where(and(eq(invites.tokenHash, tokenHash), isNull(invites.usedAt)))
    .limit(1)
    .then((rows) => rows[0]?.email);
}

/**
 * Marks the invite sent, if it was neither sent nor used: the row comes back only to the one
 * caller that changed it, so two clicks on Send Invite queue one mail. Call it in the
 * transaction that queues the mail.
 */
export async function markInviteSent(tx: Database, id: string): Promise<InviteRow | undefined> {
  const rows = await tx
    .update(invites)
    .set({ sentAt: sql`now()` })
    .where(and(eq(invites.id, id), isNull(invites.sentAt), isNull(invites.usedAt)))
    .returning();
  return rows[0];
}

/**
 * Uses the invite up: true for the one caller that did, false when the token is unknown or was
 * used already (also when two sign-ups race). Call it in the sign-up's transaction.
 */
export async function markInviteUsed(tx: Database, tokenHash: string): Promise<boolean> {
  const rows = await tx
    .update(invites)
    .set({ usedAt: sql`now()` })
    .where(and(eq(invites.tokenHash, tokenHash), isNull(invites.usedAt)))
    .returning({ id: invites.id });
  return rows.length > 0;
}

/** A new link token for the invite (its old link stops working); the row as it is now. */
export async function replaceInviteToken(tx: Database, id: string, token: StoredInviteToken): Promise<InviteRow | undefined> {
  const rows = await tx.update(invites).set({ ...token, token: null }).where(eq(invites.id, id)).returning();
  return rows[0];
}

/** Invites made before migration 0013 whose clear token still waits to be sealed. */
export function listLegacyInviteTokens(db: Database): Promise<{ id: string; token: string }[]> {
  return db
    .select({ id: invites.id, token: invites.token })
    .from(invites)
    .where(isNotNull(invites.token))
    .then((rows) => rows.map((row) => ({ id: row.id, token: row.token ?? '' })));
}

/** Seals one legacy token and forgets its clear text, unless another instance did it first. */
export async function sealLegacyInviteToken(db: Database, id: string, token: string, tokenSealed: string): Promise<void> {
  await db.update(invites).set({ tokenSealed, token: null }).where(and(eq(invites.id, id), eq(invites.token, token)));
}
