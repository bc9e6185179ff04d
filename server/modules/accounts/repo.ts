import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deviceTokens, sessionUserColumns, sessions, signinLocks, users, type SessionUser, type UserRow } from '../../db/schema/users';

export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
/** Failed sign-ins in a row that lock an account, and for how long. */
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_MINUTES = 10;

export function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.email, email)).limit(1).then((rows) => rows[0]);
}

export function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.id, id)).limit(1).then((rows) => rows[0]);
}

/** Inserts a user; undefined when the e-mail is taken (also when two sign-ups race). */
export async function insertUser(
  db: Database,
  values: { email: string; passwordHash: string; marketing: boolean; acceptedTermsAt: Date | null; name?: string | null },
): Promise<UserRow | undefined> {
  const rows = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return rows[0];
}

/**
 * Counts one password check of the address before it runs, atomically: true when the
 * check may run. The tenth check in a row without a success locks the address for LOCK_MINUTES
 * (it still runs; a success lifts the lock); while locked nothing is checked. A lock that has run
 * out, or a count untouched for a day, starts again from one.
 */
export async function reservePasswordCheck(db: Database, email: string): Promise<boolean> {
  const stale = sql`(l.locked_until is not null and l.locked_until <= now()) or l.updated_at < now() - interval '1 day'`;
  const result = await db.execute<{ checks: number }>(
    sql`insert into signin_locks as l (email, checks) values (${email}, 1)
        on conflict (email) do update set
          checks = case when ${stale} then 1 else l.checks + 1 end,
          locked_until = case
            when ${stale} then null
            when l.locked_until is null and l.checks + 1 >= ${LOCK_AFTER_FAILURES} then now() + make_interval(mins => ${LOCK_MINUTES})
            else l.locked_until end,
          updated_at = now()
        returning checks`,
  );
  const [row] = result.rows;
  return Number(row?.checks) <= LOCK_AFTER_FAILURES;
}

/** The address's count and lock end: after a right password, or a reset by its owner. */
export async function clearPasswordChecks(db: Database, email: string): Promise<void> {
  await db.delete(signinLocks).where(eq(signinLocks.email, email));
}

/** True while sign-in to the address is locked. */
export async function isSigninLocked(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .select({ email: signinLocks.email })
    .from(signinLocks)
    .where(and(eq(signinLocks.email, email), gt(signinLocks.lockedUntil, sql`now()`)))
    .limit(1);
  return rows.length > 0;
}

export async function insertSession(db: Database, id: string, userId: string): Promise<Date> {
  const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
  await db.insert(sessions).values({ id, userId, expiresAt });
  return expiresAt;
}

function prepareFindSessionUser(db: Database) {
  return db
    .select({ user: sessionUserColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('find_session_user');
}

/** Built once per database: every signed-in request runs it, and building a query costs more than running it. */
const findSessionUserQueries = new WeakMap<Database, ReturnType<typeof prepareFindSessionUser>>();

/** The user of a live session, with the session's expiry, in one round trip. */
export async function findSessionUser(db: Database, id: string): Promise<{ user: SessionUser; expiresAt: Date } | undefined> {
  let query = findSessionUserQueries.get(db);
  if (!query) findSessionUserQueries.set(db, (query = prepareFindSessionUser(db)));
  const rows = await query.execute({ id });
  return rows[0];
}

export async function extendSession(db: Database, id: string): Promise<Date> {
  const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY_MS);
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
  return expiresAt;
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of the user, or every one but `exceptId` (the hash of the session in use). */
export async function deleteSessionsOfUser(db: Database, userId: string, exceptId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId));
}

export async function updatePasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Every desktop app of the account is signed out: a password change or reset ends them all. */
export async function revokeDeviceTokensOfUser(db: Database, userId: string): Promise<void> {
  await db
    .update(deviceTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(deviceTokens.userId, userId), isNull(deviceTokens.revokedAt)));
}

export async function insertDeviceToken(db: Database, userId: string, tokenHash: string, name: string): Promise<void> {
  await db.insert(deviceTokens).values({ userId, tokenHash, name });
}

/** The user of an unrevoked device token; marks it used (at most once a minute, to spare writes). */
export async function findDeviceUser(db: Database, tokenHash: string): Promise<{ user: SessionUser; tokenId: string } | undefined> {
  const rows = await db
    .select({ user: sessionUserColumns, tokenId: deviceTokens.id, lastUsedAt: deviceTokens.lastUsedAt })
    .from(deviceTokens)
    .innerJoin(users, eq(users.id, deviceTokens.userId))
    .where(and(eq(deviceTokens.tokenHash, tokenHash), isNull(deviceTokens.revokedAt)))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await db.update(deviceTokens).set({ lastUsedAt: new Date() }).where(eq(deviceTokens.id, row.tokenId));
  }
  return { user: row.user, tokenId: row.tokenId };
}

/** Grants or revokes the employee role; false when no account has the e-mail. */
export async function setEmployee(db: Database, email: string, isEmployee: boolean): Promise<boolean> {
  const rows = await db.update(users).set({ isEmployee }).where(eq(users.email, email)).returning({ id: users.id });
  return rows.length > 0;
}
