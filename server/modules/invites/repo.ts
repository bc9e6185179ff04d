import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invites, type InviteRow } from '../../db/schema/invites';

/**
 * The invite for `email`, created with `token` when there is none yet. `created` is false when
 * the address had asked before (also when two requests race): the existing row is returned as is.
 */
export async function insertOrGetInviteByEmail(
  db: Database,
  email: string,
  token: string,
): Promise<{ invite: InviteRow; created: boolean }> {
  const inserted = await db.insert(invites).values({ email, token }).onConflictDoNothing({ target: invites.email }).returning();
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
