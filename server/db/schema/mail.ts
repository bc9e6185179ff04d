import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The outbox: every mail the site owes someone, written in the same transaction as the change
 * that causes it and delivered by the sender loop (server/mail/sender.ts).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The address, as stored on the account (trimmed, lower-cased). */
    recipient: text('recipient').notNull(),
    /** A key of the template registry (server/mail/templates.ts). */
    template: text('template').notNull(),
    /** What the template needs. Emptied once the mail is sent: it may hold a token. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Delivery attempts so far; the delay before the next one doubles with each. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while one sender holds the mail, so no other instance sends it too. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the mail server refused the mail for good (an unknown recipient). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    // What the sender polls: only mail still owed.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    // The per-address limits count recent mail of one template to one address.
    index('mail_outbox_recipient_idx').on(t.recipient, t.template, t.createdAt),
  ],
);

export type OutboxMailRow = typeof mailOutbox.$inferSelect;
