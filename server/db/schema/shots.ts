import { sql } from 'drizzle-orm';
import { bigint, check, doublePrecision, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CLUB_SHORT_NAMES, FAIRWAY_RESULTS, SHOT_KINDS } from '../../../common/clubs';
import { rounds } from './rounds';
import { users } from './users';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A shot the desktop app captured, in metric units (PRODUCT.md): speeds in m/s, distances in
 * metres, angles in degrees, spin in rpm. Owned by one account; `client_id` makes uploads idempotent.
 */
export const shots = pgTable(
  'shots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    player: text('player').notNull(),
    club: text('club').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    roundId: uuid('round_id').references(() => rounds.id, { onDelete: 'cascade' }),
    hole: smallint('hole'),
    ballSpeed: doublePrecision('ball_speed').notNull(),
    clubSpeed: doublePrecision('club_speed'),
    launchAngle: doublePrecision('launch_angle').notNull(),
    launchDirection: doublePrecision('launch_direction'),
    spinRate: doublePrecision('spin_rate'),
    spinAxis: doublePrecision('spin_axis'),
    carry: doublePrecision('carry').notNull(),
    total: doublePrecision('total'),
    offline: doublePrecision('offline'),
    fairway: text('fairway'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shots_user_client_key').on(t.userId, t.clientId),
    // Drives in a window, club distances and smash, for every player and for one: the trailing
    // columns make these index-only scans (Drizzle has no INCLUDE; as key columns they serve alike).
    index('shots_user_club_taken_idx').on(t.userId, t.club, t.takenAt, t.carry, t.total, t.ballSpeed, t.clubSpeed),
    index('shots_user_player_club_taken_idx').on(t.userId, t.player, t.club, t.takenAt, t.carry, t.total, t.ballSpeed, t.clubSpeed),
    // Fairways in the last 30 days and the CSV export's keyset pages.
    index('shots_user_taken_idx').on(t.userId, t.takenAt, t.id),
    index('shots_round_idx').on(t.roundId).where(sql`${t.roundId} is not null`),
    check('shots_club_known', sql`${t.club} in (${inList(CLUB_SHORT_NAMES)})`),
    check('shots_kind_known', sql`${t.kind} in (${inList(SHOT_KINDS)})`),
    check('shots_fairway_known', sql`${t.fairway} is null or ${t.fairway} in (${inList(FAIRWAY_RESULTS)})`),
    check('shots_club_speed_positive', sql`${t.clubSpeed} is null or ${t.clubSpeed} > 0`),
  ],
);
