import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { rounds } from './rounds';
import { users } from './users';

/**
 * A read-only link to one round's scorecard or to one player's statistics over a date range
 * (issue 9). Anyone holding the token may view it until the owner revokes it. The token is kept
 * as is so that Settings can show the link again: it grants reading data that sits in the same
 * database, so storing it hashed would protect nothing a database reader could not see anyway.
 */
export const sharedReports = pgTable(
  'shared_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    kind: text('kind', { enum: ['round', 'stats'] }).notNull(),
    roundId: uuid('round_id').references(() => rounds.id, { onDelete: 'cascade' }),
    player: text('player'),
    dateFrom: date('date_from'),
    dateTo: date('date_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('shared_reports_token_key').on(t.token),
    index('shared_reports_user_idx').on(t.userId, t.createdAt),
    check('shared_reports_kind_known', sql`${t.kind} in ('round', 'stats')`),
    check('shared_reports_round_has_round', sql`${t.kind} <> 'round' or ${t.roundId} is not null`),
  ],
);
