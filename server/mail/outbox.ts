import { and, asc, count, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox, type OutboxMailRow } from '../db/schema/mail';
import type { MailTemplateData, MailTemplateName } from './templates';

/** The only file that touches the outbox table. */

export interface MailToSend<Name extends MailTemplateName> {
  to: string;
  template: Name;
  data: MailTemplateData<Name>;
}

/**
 * Owes `to` a mail. Call it with the transaction of the change that causes the mail, so the mail
 * exists exactly when the change does; the sender delivers it afterwards.
 */
export async function enqueueMail<Name extends MailTemplateName>(tx: Database, mail: MailToSend<Name>): Promise<void> {
  await tx.insert(mailOutbox).values({ recipient: mail.to, template: mail.template, data: mail.data as Record<string, unknown> });
}

/**
 * Work the sender does before any mail exists: a row that names a request, not a template. The
 * sender hands it to the request's resolver (server/mail/plugin.ts), which may queue mail.
 */
export const MAIL_REQUESTS = ['password-reset-request'] as const;
export type MailRequestName = (typeof MAIL_REQUESTS)[number];

export const isMailRequestName = (name: string): name is MailRequestName => (MAIL_REQUESTS as readonly string[]).includes(name);

/**
 * Owes `to` whatever the request decides later. One insert, whatever the address: a caller that
 * must not reveal whether the address has an account does the same work for every address.
 */
export async function enqueueMailRequest(db: Database, request: { to: string; name: MailRequestName }): Promise<void> {
  await db.insert(mailOutbox).values({ recipient: request.to, template: request.name, data: {} });
}

/** A resolved request leaves nothing behind: not even the address someone typed. */
export async function deleteMail(db: Database, id: string): Promise<void> {
  await db.delete(mailOutbox).where(eq(mailOutbox.id, id));
}

/** Mails of one template written to one address in the last `withinMinutes` minutes, sent or not. */
export async function countRecentMails(db: Database, to: string, template: MailTemplateName, withinMinutes: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.recipient, to),
        eq(mailOutbox.template, template),
        gt(mailOutbox.createdAt, sql`now() - make_interval(mins => ${withinMinutes})`),
      ),
    );
  return rows[0]?.n ?? 0;
}

/**
 * Takes up to `limit` mails that are due, for `leaseMs`: `FOR UPDATE SKIP LOCKED` lets several
 * instances claim at once without taking the same mail, and the lease keeps it theirs while they
 * talk to the mail server outside any transaction. A lease that runs out (its holder died) makes
 * the mail due again.
 */
export async function claimDueMails(db: Database, limit: number, leaseMs: number): Promise<OutboxMailRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  // RETURNING keeps no order: send the oldest first, so that a newer mail (a newer reset link) arrives last.
  return claimed.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime());
}

/** Delivered: the data goes, since it may hold a token; who got which template when stays. */
export async function markSent(db: Database, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lockedUntil: null, data: {}, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Not delivered this time: due again after `delayMs`. */
export async function scheduleRetry(db: Database, id: string, delayMs: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      lockedUntil: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      lastError: error.slice(0, 500),
    })
    .where(eq(mailOutbox.id, id));
}

/** Claimed but not tried (the mail server went away first): due again, the attempt not counted. */
export async function release(db: Database, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(mailOutbox)
    .set({ lockedUntil: null, attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)` })
    .where(inArray(mailOutbox.id, ids));
}

/** Refused for good (e.g. the address does not exist): kept for the record, never tried again. */
export async function markFailed(db: Database, id: string, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ failedAt: sql`now()`, lockedUntil: null, data: {}, lastError: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}

/** Sent or failed mail older than `days` days is forgotten. */
export async function deleteOldMails(db: Database, days: number): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(
      or(
        lt(mailOutbox.sentAt, sql`now() - make_interval(days => ${days})`),
        lt(mailOutbox.failedAt, sql`now() - make_interval(days => ${days})`),
      ),
    );
}
