import { sql } from 'drizzle-orm';
import { check, doublePrecision, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A round the desktop app uploaded: one account owns it; `client_id` is the app's own id, so an
 * upload repeated after a lost answer stores nothing twice (PRODUCT.md, the desktop app's API).
 */
export const rounds = pgTable(
  'rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    course: text('course').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
    /** The tees played, and the course's rating and slope from them, when the app knows (Sim Handicap). */
    tees: text('tees'),
    courseRating: doublePrecision('course_rating'),
    slopeRating: smallint('slope_rating'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rounds_user_client_key').on(t.userId, t.clientId),
    // The rounds list, newest first.
    index('rounds_user_played_idx').on(t.userId, t.playedAt.desc(), t.id),
    check('rounds_course_rating_range', sql`${t.courseRating} is null or ${t.courseRating} between 15 and 90`),
    check('rounds_slope_rating_range', sql`${t.slopeRating} is null or ${t.slopeRating} between 55 and 155`),
  ],
);

/** The players of a round, in the order the app gave them. */
export const roundPlayers = pgTable(
  'round_players',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
  },
  // Keyed by name so that scores can reference (round, player).
  (t) => [primaryKey({ columns: [t.roundId, t.name] }), uniqueIndex('round_players_round_position_key').on(t.roundId, t.position)],
);

/** The holes of a round with their par: what the scorecard shows and what Fairways Hit filters on. */
export const roundHoles = pgTable(
  'round_holes',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    hole: smallint('hole').notNull(),
    par: smallint('par').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.hole] }),
    check('round_holes_hole_range', sql`${t.hole} between 1 and 18`),
    check('round_holes_par_range', sql`${t.par} between 3 and 7`),
  ],
);

/** A player's score on a hole; null while unset (shown blank); putts when the app counted them. */
export const roundScores = pgTable(
  'round_scores',
  {
    roundId: uuid('round_id').notNull(),
    player: text('player').notNull(),
    hole: smallint('hole').notNull(),
    score: integer('score'),
    putts: smallint('putts'),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.player, t.hole] }),
    foreignKey({ columns: [t.roundId, t.player], foreignColumns: [roundPlayers.roundId, roundPlayers.name] }).onDelete('cascade'),
    foreignKey({ columns: [t.roundId, t.hole], foreignColumns: [roundHoles.roundId, roundHoles.hole] }).onDelete('cascade'),
    check('round_scores_score_range', sql`${t.score} is null or ${t.score} between 1 and 30`),
    check('round_scores_putts_range', sql`${t.putts} is null or (${t.putts} between 0 and 10 and (${t.score} is null or ${t.putts} < ${t.score}))`),
  ],
);

/**
 * Every player name an account's uploads have used: the Player dropdown reads this instead of
 * scanning shots. Filled by the ingest statements (ON CONFLICT DO NOTHING).
 */
export const players = pgTable(
  'players',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);
