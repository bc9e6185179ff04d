import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** The employee who published it; null when seeded from the configuration or the command line. */
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('releases_platform_idx').on(t.platform, t.id)],
);

export type ReleaseRow = typeof releases.$inferSelect;
