import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The undo link mailed to the old address when an account's e-mail address changes: for 7 days it restores `oldEmail` and ends every session and
 * device token of the account. Only the token's SHA-256 is stored; using it deletes it.
 */
export const emailChangeUndos = pgTable(
  'email_change_undos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The address to restore, as stored on the account before the change. */
    oldEmail: text('old_email').notNull(),
    /**
     * SHA-256 of the account's password hash as the address changed: an undo ends a password set
     * since (the hash differs), which whoever took the address may have set. Null on older links.
     */
    passwordFingerprint: text('password_fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('email_change_undos_token_key').on(t.tokenHash), index('email_change_undos_user_idx').on(t.userId)],
);

/**
 * A change of address waiting for the new address to confirm it: the link mailed there works once,
 * for EMAIL_CONFIRM_HOURS hours; until then the account keeps its address. One per account (a new
 * request replaces the last). Only the token's SHA-256 is stored.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    newEmail: text('new_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('email_change_requests_token_key').on(t.tokenHash)],
);
