import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { rangeSessions } from './range-sessions';
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
    sessionId: uuid('session_id').references(() => rangeSessions.id, { onDelete: 'cascade' }),
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
    // The rest of the record (common/shot-metrics.ts has each one's unit and range).
    backspin: doublePrecision('backspin'),
    sidespin: doublePrecision('sidespin'),
    carrySide: doublePrecision('carry_side'),
    apex: doublePrecision('apex'),
    descentAngle: doublePrecision('descent_angle'),
    hangTime: doublePrecision('hang_time'),
    curve: doublePrecision('curve'),
    clubPath: doublePrecision('club_path'),
    faceAngle: doublePrecision('face_angle'),
    faceToPath: doublePrecision('face_to_path'),
    attackAngle: doublePrecision('attack_angle'),
    dynamicLoft: doublePrecision('dynamic_loft'),
    spinLoft: doublePrecision('spin_loft'),
    swingPlane: doublePrecision('swing_plane'),
    swingDirection: doublePrecision('swing_direction'),
    lowPoint: doublePrecision('low_point'),
    impactOffset: doublePrecision('impact_offset'),
    impactHeight: doublePrecision('impact_height'),
    /** The metrics the monitor measured rather than estimated (names as uploaded); null when unknown. */
    measured: text('measured').array(),
    fairway: text('fairway'),
    /** Not a full swing (a chip, a pitch, a punch), as the app or the import judged it. */
    partial: boolean('partial').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shots_user_client_key').on(t.userId, t.clientId),
    // Drives in a window, for every player and for one, and a club's shots in time order (the
    // dispersion plot's every k-th point, docs/decisions/027): the trailing columns make these
    // index-only scans (Drizzle has no INCLUDE; as key columns they serve alike). id after taken_at:
    // the plot's order is (taken_at, id), read without a sort.
    index('shots_user_club_taken_idx').on(t.userId, t.club, t.takenAt, t.id, t.carry, t.total, t.offline, t.player),
    index('shots_user_player_club_taken_idx').on(t.userId, t.player, t.club, t.takenAt, t.carry, t.total),
    // Tee shots of the last 30 days (Fairways Hit): only round shots, index-only.
    index('shots_user_round_taken_idx')
      .on(t.userId, t.takenAt, t.roundId, t.player, t.hole, t.id, t.fairway)
      .where(sql`${t.roundId} is not null`),
    // The CSV export's keyset pages.
    index('shots_user_taken_idx').on(t.userId, t.takenAt, t.id),
    index('shots_round_idx').on(t.roundId).where(sql`${t.roundId} is not null`),
    // A session's shots in time order (the session page, its summary and its deletion, the
    // cascade from range_sessions). user_id last: the statements name the account
    // (docs/operations.md, "Growing past one database"), checked from the index alone.
    // Whether the account has a partial swing: then the analysis of full swings reads the shots (decision 045).
    index('shots_user_partial_idx').on(t.userId).where(sql`${t.partial}`),
    index('shots_session_taken_idx').on(t.sessionId, t.takenAt, t.id, t.userId).where(sql`${t.sessionId} is not null`),
    check('shots_club_known', sql`${t.club} in (${inList(CLUB_SHORT_NAMES)})`),
    check('shots_kind_known', sql`${t.kind} in (${inList(SHOT_KINDS)})`),
    check('shots_fairway_known', sql`${t.fairway} is null or ${t.fairway} in (${inList(FAIRWAY_RESULTS)})`),
    check('shots_round_or_session', sql`${t.roundId} is null or ${t.sessionId} is null`),
    check('shots_club_speed_positive', sql`${t.clubSpeed} is null or ${t.clubSpeed} > 0`),
  ],
);

/**
 * Running totals per account, player and club, kept by the same statement that stores new shots:
 * Club Distances (mean carry) and Average Smash Factor (mean of ballSpeed / clubSpeed over shots
 * with a club speed) over all of a player's shots read a few rows instead of every shot, however
 * many years of practice an account holds. Shots are never changed once stored, so adding is enough.
 * The sums are exact decimals of each value's shortest text, so that they do not depend on the
 * order the shots arrived in: an account restored from its backup shows the same bits.
 */
export const shotClubTotals = pgTable(
  'shot_club_totals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    player: text('player').notNull(),
    club: text('club').notNull(),
    shots: bigint('shots', { mode: 'number' }).notNull(),
    carrySum: numeric('carry_sum').notNull(),
    /** Shots with a club speed, and the sum of their smash factors. */
    smashShots: bigint('smash_shots', { mode: 'number' }).notNull(),
    smashSum: numeric('smash_sum').notNull(),
    /** The totals of the partial swings apart from the full ones: Club Distances counts full swings unless asked. */
    partial: boolean('partial').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.player, t.club, t.partial] })],
);

/**
 * A shot excluded from the per-club analysis by hand, or restored by hand after the mishit rule
 * flagged it. One row per overridden shot; deleting the row returns the shot to the rule.
 */
export const shotOverrides = pgTable(
  'shot_overrides',
  {
    shotId: bigint('shot_id', { mode: 'number' })
      .primaryKey()
      .references(() => shots.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** true: excluded by hand; false: kept by hand even when the mishit rule flags it. */
    excluded: boolean('excluded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // What the figures need of the shot, copied from it by triggers (migration 0022): filled as the
    // override is stored, kept equal when the shot changes.
    club: text('club').notNull(),
    player: text('player').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    carry: doublePrecision('carry').notNull(),
    total: doublePrecision('total'),
    offline: doublePrecision('offline'),
  },
  (t) => [index('shot_overrides_user_idx').on(t.userId)],
);
