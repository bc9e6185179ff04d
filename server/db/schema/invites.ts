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
     * The link token (32 random bytes, base64url) only as its SHA-256 (hex), which is what finds
     * the invite; sealed with LINK_TOKEN_KEY for Copy Invite Link
     * (docs/decisions/006-admin-area-and-invite-links.md).
     */
    tokenHash: text('token_hash').notNull(),
    tokenSealed: text('token_sealed'),
    /** The clear token of an invite made before migration 0013, until the next start seals it (sealLegacyInviteTokens). */
    token: text('token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invites_email_key').on(t.email),
    uniqueIndex('invites_token_hash_key').on(t.tokenHash),
    // The admin list pages through requests newest first.
    index('invites_created_at_idx').on(t.createdAt),
  ],
);

export type InviteRow = typeof invites.$inferSelect;
