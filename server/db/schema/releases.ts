import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Published releases of the apps. The newest row of a platform is what Downloads offers; an empty
 * table is seeded from DESKTOP_DOWNLOAD_URL and DESKTOP_VERSION at start.
 */
export const releases = pgTable(
  'releases',
  {
    /** Increasing: the newest release is the highest id, whatever the clocks say. */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    platform: text('platform').notNull(),
    version: text('version').notNull(),
    url: text('url').notNull(),
    /** What is new, as the publisher wrote it (plain text, one change a line); null when none was given. */
    notes: text('notes'),
    /** The installer's size in bytes, as the publisher gave it; null when unknown. */
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** The employee who published it; null when seeded from the configuration or the command line. */
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('releases_platform_idx').on(t.platform, t.id)],
);

export type ReleaseRow = typeof releases.$inferSelect;
