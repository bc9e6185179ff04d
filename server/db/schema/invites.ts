import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Beta invite requests (spec section 3, "Invite"): created by a visitor's request, sent by an
 * employee (sentAt), used by signing up through the link (usedAt).
 */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased, as users.email: one address is one request. */
    email: text('email').notNull(),
    /**
     * 32 random bytes, base64url. Kept as is, not hashed, because the admin area copies the
     * invite link again after it was created (spec: 'Copy Invite Link'); see the admin issue's
     * decision record.
     */
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invites_email_key').on(t.email),
    uniqueIndex('invites_token_key').on(t.token),
    // The admin list pages through requests newest first.
    index('invites_created_at_idx').on(t.createdAt),
  ],
);

export type InviteRow = typeof invites.$inferSelect;
