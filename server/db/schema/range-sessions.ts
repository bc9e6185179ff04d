import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A range session (PRODUCT.md, "The desktop app's API"): the desktop app's practice session, or one
 * file and day of an import. Its shots name it (`shots.session_id`). Called range_sessions because
 * `sessions` holds the sign-in sessions (docs/decisions/018).
 */
export const rangeSessions = pgTable(
  'range_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The app's own id (or the importer's, from the file and day): uploads are idempotent by it. */
    clientId: text('client_id').notNull(),
    kind: text('kind').notNull().default('range'),
    /** Where it came from: 'app' for the desktop app's uploads, else the importer's format (e.g. 'garmin'). */
    source: text('source').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    name: text('name'),
    location: text('location'),
    /** The launch monitor's make and model as reported. */
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('range_sessions_user_client_key').on(t.userId, t.clientId),
    // The sessions list, newest first.
    index('range_sessions_user_started_idx').on(t.userId, t.startedAt.desc(), t.id),
    check('range_sessions_kind_known', sql`${t.kind} in ('range')`),
  ],
);
