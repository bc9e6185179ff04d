import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { rounds } from './rounds';
import { users } from './users';

/**
 * A read-only link to one round's scorecard or to one player's statistics over a date range.
 * Anyone holding the token may view it until it expires or the owner revokes it. Only
 * the token's SHA-256 finds the report; a copy sealed with LINK_TOKEN_KEY
 * lets Settings show the link again (docs/decisions/013-shared-reports.md).
 */
export const sharedReports = pgTable(
  'shared_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    tokenSealed: text('token_sealed'),
    /** The clear token of a link made before migration 0013, until the next start seals it (sealLegacyShareTokens). */
    token: text('token'),
    kind: text('kind', { enum: ['round', 'stats'] }).notNull(),
    roundId: uuid('round_id').references(() => rounds.id, { onDelete: 'cascade' }),
    player: text('player'),
    dateFrom: date('date_from'),
    dateTo: date('date_to'),
    /**
     * A swing clip shown with the report, named by its client id (the desktop app's id, kept by a
     * backup): a clip deleted stops showing, and a clip restored under its id shows again.
     */
    clipClientId: text('clip_client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The owner chooses how long the link works (7, 30, 90 or 365 days; 90 unless chosen). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('shared_reports_token_hash_key').on(t.tokenHash),
    index('shared_reports_user_idx').on(t.userId, t.createdAt),
    check('shared_reports_kind_known', sql`${t.kind} in ('round', 'stats')`),
    check('shared_reports_round_has_round', sql`${t.kind} <> 'round' or ${t.roundId} is not null`),
  ],
);
