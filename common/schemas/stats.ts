import { z } from 'zod';
import { CLUB_SHORT_NAMES } from '../clubs';
import { ROUNDS_DEFAULT_SORT, ROUNDS_SORTS } from '../constants';
import { isGolferDay } from '../analysis';
import { messages } from '../messages';
import { fillMessage } from '../stats-format';
import { uuidField } from './fields';

/**
 * Calls 15-19 (spec section 7) and the CSV export. Distances are metres, speeds m/s: the web app
 * shows yards. Shapes the spec leaves open (club entries, the dashboard) are recorded in
 * docs/decisions/ (rounds and shot statistics).
 */

const playerName = z.string().trim().min(1).max(100);

/** `player` absent or 'all' means every player of the account (PRODUCT.md): kept in ../constants.ts, which loads no zod. */
export { ALL_PLAYERS } from '../constants';
export const playerQuerySchema = z.strictObject({
  player: playerName.optional(),
});
export type PlayerQuery = z.infer<typeof playerQuerySchema>;

// Call 19: GET /api/stats/shots?player=&partial=
export const shotStatsQuerySchema = z.strictObject({
  player: playerName.optional(),
  /** 'true': Club Distances and smash count partial swings too; full swings only otherwise. */
  partial: z.enum(['true', 'false']).optional(),
});

// Call 15.
/** Rounds a page unless `pageSize` says otherwise, as the sessions list pages. */
export const ROUNDS_PAGE_SIZE = 20;
export const ROUNDS_PAGE_SIZE_MAX = 100;

const wholeNumber = (max: number, error: string) =>
  z
    .string({ error })
    .regex(/^[1-9]\d{0,6}$/, { error })
    .transform(Number)
    .refine((n) => n <= max, { error });
const roundsDay = (error: string) => z.string({ error }).max(10, { error }).refine((day) => isGolferDay(day), { error });

export const roundsQuerySchema = z
  .strictObject({
    page: wholeNumber(1_000_000, messages.roundsBadPage).optional(),
    pageSize: wholeNumber(ROUNDS_PAGE_SIZE_MAX, fillMessage(messages.roundsBadPageSize, { max: ROUNDS_PAGE_SIZE_MAX })).optional(),
    /** Only the rounds this player played; absent or 'all': every round. */
    player: playerName.optional(),
    /** Only the rounds on this course (its name as the rounds have it). */
    course: z.string({ error: messages.roundsBadCourse }).trim().min(1, { error: messages.roundsBadCourse }).max(200, { error: messages.roundsBadCourse }).optional(),
    /** Rounds played on or after this day (from its start, UTC). */
    from: roundsDay(messages.analysisBadDate).optional(),
    /** Rounds played on or before this day (to its end, UTC). */
    to: roundsDay(messages.analysisBadDate).optional(),
    sort: z.enum(ROUNDS_SORTS, { error: messages.roundsBadSort }).optional(),
  })
  .refine((q) => !(q.from && q.to && q.from > q.to), { error: messages.analysisDateOrder, path: ['from'] })
  .transform((q) => ({ ...q, page: q.page ?? 1, pageSize: q.pageSize ?? ROUNDS_PAGE_SIZE, sort: q.sort ?? ROUNDS_DEFAULT_SORT }));
/** A rounds query with its defaults filled in: what the module's `rounds` reads. */
export type RoundsQuery = z.output<typeof roundsQuerySchema>;
/** A player's strokes over the holes they scored, and those strokes minus the holes' par (PRODUCT.md). */
export const playerResultSchema = z.object({
  player: z.string(),
  /** Null when the player scored no hole. */
  score: z.number().int().nullable(),
  toPar: z.number().int().nullable(),
  holesScored: z.number().int(),
});
export type PlayerResult = z.infer<typeof playerResultSchema>;
export const roundSummarySchema = z.object({
  _id: z.string(),
  course: z.string(),
  players: z.array(z.string()),
  playedAt: z.string(),
  /** Holes on which at least one player has a score, of the round's holes. */
  holesPlayed: z.number().int(),
  holeCount: z.number().int(),
  results: z.array(playerResultSchema),
});
export const roundsResponseSchema = z.object({
  rounds: z.array(roundSummarySchema),
  /** Rounds that match the filters (player, course, days), over every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pages: z.number().int(),
  /** Every course of the account's rounds, A to Z: the course filter's choices. */
  courses: z.array(z.string()),
});
export type RoundSummary = z.infer<typeof roundSummarySchema>;
export type RoundsResponse = z.infer<typeof roundsResponseSchema>;

// Call 16.
export const roundParamsSchema = z.strictObject({ roundId: uuidField });
const nullableInt = z.number().int().nullable();
export const roundResponseSchema = z.object({
  _id: z.string(),
  course: z.string(),
  playedAt: z.string(),
  players: z.array(z.string()),
  holes: z.array(z.object({ hole: z.number().int(), par: z.number().int() })),
  scores: z.array(z.object({ player: z.string(), hole: z.number().int(), score: nullableInt, putts: nullableInt })),
  /** Sums of the recorded scores of holes 1-9 (out), 10-18 (in) and all; null where none is recorded. */
  totals: z.array(z.object({ player: z.string(), out: nullableInt, in: nullableInt, total: nullableInt })),
  par: z.object({ out: nullableInt, in: nullableInt, total: nullableInt }),
  tees: z.string().nullable(),
  courseRating: z.number().nullable(),
  slopeRating: z.number().int().nullable(),
  /** Each player's round as golfers count it (PRODUCT.md, "Rounds, as golfers count them"). */
  summaries: z.array(
    playerResultSchema.extend({
      /** Tee shots on par 4s and 5s with a fairway result, and how many of them hit. */
      fairways: z.object({ hit: z.number().int(), of: z.number().int() }),
      /** Holes with a score and putts, and those reached in regulation (score − putts ≤ par − 2). */
      greens: z.object({ hit: z.number().int(), of: z.number().int() }),
      /** The sum of putts, over the holes with putts; null when none were counted. */
      putts: z.number().int().nullable(),
      puttHoles: z.number().int(),
      /** Mean score on the scored par 3s, 4s and 5s; null without such a hole. */
      parAverages: z.object({ par3: z.number().nullable(), par4: z.number().nullable(), par5: z.number().nullable() }),
    }),
  ),
});
export type RoundResponse = z.infer<typeof roundResponseSchema>;

// Call 17.
export const playersResponseSchema = z.object({ players: z.array(z.string()) });
export type PlayersResponse = z.infer<typeof playersResponseSchema>;

export const trendSchema = z.enum(['up', 'down', 'neutral']);
export type Trend = z.infer<typeof trendSchema>;

export const smashSchema = z.object({ average: z.number().nullable(), count: z.number().int() });

/** Spec section 3, "Player stats": each club's mean carry in metres, by short name. */
export const clubAverageSchema = z.object({
  club: z.object({ short: z.enum(CLUB_SHORT_NAMES) }),
  average: z.number(),
  count: z.number().int(),
  /** The club's mean smash factor (ballSpeed / clubSpeed) over its shots with a club speed, beside the overall one. */
  smash: smashSchema,
});
export type ClubAverage = z.infer<typeof clubAverageSchema>;


// Call 19: GET /api/stats/shots?player=
export const shotStatsResponseSchema = z.object({
  player: z.string(),
  players: z.array(z.string()),
  shotCount: z.number().int(),
  /** Of them, the shots marked partial (chips, pitches, punches). */
  partialShots: z.number().int(),
  /** Whether the clubs and smash count the partial ones too (`partial=true`); else full swings only. */
  includesPartial: z.boolean(),
  drives: z.object({
    /** Each UTC calendar day's mean driver distance over the last 10 days, oldest first. */
    data: z.array(z.number()),
    longestDriveDistance: z.number().nullable(),
    averageDistance: z.number().nullable(),
    count: z.number().int(),
    /** Percent, one decimal; null without a tee shot with a fairway result on a par 4 or 5. */
    fairwayPercent: z.number().nullable(),
    fairwayCount: z.number().int(),
    trends: z.object({ averagePercentChange: z.number(), direction: trendSchema }),
  }),
  clubs: z.array(clubAverageSchema),
  smash: smashSchema,
});
export type ShotStatsResponse = z.infer<typeof shotStatsResponseSchema>;

// Call 18: GET /api/stats/dashboard?player=
export const statCardSchema = z.object({
  id: z.enum(['longestDrive', 'averageDriverDistance', 'fairwaysHit']),
  title: z.string(),
  /** Metres for distances, percent for fairways; null without data. */
  value: z.number().nullable(),
  unit: z.enum(['m', '%']),
  interval: z.string(),
  trend: trendSchema,
  /** The trend's size: the mean day-to-day percent change of `data` (0 under two days). */
  change: z.number(),
  data: z.array(z.number()),
});
export type StatCard = z.infer<typeof statCardSchema>;
export const dashboardResponseSchema = z.object({
  player: z.string(),
  shotCount: z.number().int(),
  cards: z.array(statCardSchema),
  clubs: z.array(clubAverageSchema),
  smash: smashSchema,
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

// GET /api/stats/shots.csv?player=&from=&to=
/** The UTC day of a day or an instant; '' when it is neither. */
const dayOf = (value: string): string => {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 10);
};
const dayOrInstant = z
  .string()
  .max(40)
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) || z.iso.datetime({ offset: true }).safeParse(v).success, {
    error: messages.ingestBadDate,
  })
  // The day of an instant (UTC) too, so that 9999-12-31T23:59:59Z is refused like 9999-12-31.
  .refine((v) => isGolferDay(dayOf(v)), { error: messages.analysisBadDate });
export const shotsCsvQuerySchema = z.strictObject({
  player: playerName.optional(),
  /** Inclusive: a day (from its start, UTC) or an instant. */
  from: dayOrInstant.optional(),
  /** Inclusive: a day (to its end, UTC) or an instant. */
  to: dayOrInstant.optional(),
});
export type ShotsCsvQuery = z.infer<typeof shotsCsvQuerySchema>;
