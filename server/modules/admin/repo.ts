import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';

/** The columns the admin view of a user shows (spec section 3, "User (admin view)"). */
const adminColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  createdAt: users.createdAt,
  acceptedTermsAt: users.acceptedTermsAt,
  marketing: users.marketing,
  isEmployee: users.isEmployee,
  stripeCustomerId: users.stripeCustomerId,
  stripeActive: users.stripeActive,
  stripeExpiresAt: users.stripeExpiresAt,
};

export interface AdminUserRow {
  id: string;
  email: string;
  name: string | null;
  createdAt: Date;
  acceptedTermsAt: Date | null;
  marketing: boolean;
  isEmployee: boolean;
  stripeCustomerId: string | null;
  stripeActive: boolean;
  stripeExpiresAt: Date | null;
}

/** `%`, `_` and the escape character itself match only themselves in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * One page of users, newest first, with the total of the filter: `search` is a plain part of the
 * e-mail address, in any case (addresses are stored lower-cased, so a plain LIKE on the lower-cased
 * search does; it is about four times faster than ILIKE). A substring match cannot use a B-tree
 * index and reads the table: docs/decisions/006-admin-area-and-invite-links.md has the figures.
 */
export async function listUsers(
  db: Database,
  { page, pageSize, search }: { page: number; pageSize: number; search: string },
): Promise<{ users: AdminUserRow[]; total: number }> {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  const filter: SQL | undefined = search ? sql`${users.email} like ${pattern} escape '\\'` : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select(adminColumns)
      .from(users)
      .where(filter)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(users).where(filter),
  ]);
  return { users: rows, total: totals[0]?.total ?? 0 };
}

export function findUser(db: Database, id: string): Promise<AdminUserRow | undefined> {
  return db
    .select(adminColumns)
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}
