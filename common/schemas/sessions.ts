import { z } from 'zod';
import { CLUB_SHORT_NAMES, type ClubShortName } from '../clubs';
import { messages } from '../messages';
import { SHOT_METRIC_NAMES, type ShotMetricName } from '../shot-metrics';
import { analysisClubSchema, type DispersionResponse } from './analysis';
import type { AnalysisClub } from '../analysis';

/**
 * Range sessions in the account, Pro like the shot data: the list, one session with
 * every shot and a per-club summary, its dispersion, a compare of two, and delete. Figures are
 * metric (metres, m/s), as stored; the web app converts to the account's units.
 *
 * `source` says where a session came from: the desktop app's uploads are 'app'; an import names
 * its format (e.g. 'garmin').
 */
export { APP_SESSION_SOURCE } from '../session-sources';
export const SESSIONS_PAGE_SIZE = 20;
export const SESSIONS_PAGE_SIZE_MAX = 100;

const sessionIdField = z.uuid({ error: messages.sessionNotFound });
export const sessionParamsSchema = z.strictObject({ id: sessionIdField });

const pageNumber = (fallback: number, max: number) =>
  z
    .string()
    .regex(/^[1-9]\d{0,5}$/, { error: messages.invalidRequest })
    .transform(Number)
    .refine((n) => n <= max, { error: messages.invalidRequest })
    .optional()
    .transform((n) => n ?? fallback);

export const sessionsListQuerySchema = z.strictObject({
  page: pageNumber(1, 100_000),
  pageSize: pageNumber(SESSIONS_PAGE_SIZE, SESSIONS_PAGE_SIZE_MAX),
  /** Only the sessions with a shot of this player; absent or 'all': every session. */
  player: z.string({ error: messages.sessionsBadPlayer }).trim().min(1, { error: messages.sessionsBadPlayer }).max(100, { error: messages.sessionsBadPlayer }).optional(),
});
export type SessionsListQuery = z.output<typeof sessionsListQuerySchema>;

export const sessionSummarySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  source: z.string(),
  device: z.string().nullable(),
  location: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  shots: z.number().int(),
  /** The clubs hit, in bag order. */
  clubs: z.array(z.enum(CLUB_SHORT_NAMES)),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const sessionsListResponseSchema = z.object({
  sessions: z.array(sessionSummarySchema),
  /** Sessions that match the player filter, over every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SessionsListResponse = z.infer<typeof sessionsListResponseSchema>;

/** A shot of a session with every measurement (null where not measured) and the mishit rule's verdict. */
export interface SessionShot extends Record<ShotMetricName, number | null> {
  id: string;
  player: string;
  club: ClubShortName;
  takenAt: string;
  measured: string[] | null;
  /** Flagged by the mishit rule over the session's shots of the club (decision 010). */
  mishit: boolean;
  /** Left out of the summary: by hand, or flagged while hiding mishits (and not restored by hand). */
  excluded: boolean;
  override: 'excluded' | 'restored' | null;
}

/**
 * A session's shots as columns (decision 030): one array per property of `SessionShot`, the
 * i-th entry of each being the i-th shot in time order, so the 40 property names are written once
 * rather than on every shot. A measurement that no shot of the session has is null instead of an
 * array of nulls. `sessionShotRows` turns it back into shots.
 */
export const sessionShotColumnsSchema = z.object({
  id: z.array(z.string()),
  player: z.array(z.string()),
  club: z.array(z.enum(CLUB_SHORT_NAMES)),
  takenAt: z.array(z.string()),
  ...(Object.fromEntries(SHOT_METRIC_NAMES.map((name) => [name, z.array(z.number().nullable()).nullable()])) as Record<
    ShotMetricName,
    z.ZodNullable<z.ZodArray<z.ZodNullable<z.ZodNumber>>>
  >),
  measured: z.array(z.array(z.string()).nullable()),
  mishit: z.array(z.boolean()),
  excluded: z.array(z.boolean()),
  override: z.array(z.enum(['excluded', 'restored']).nullable()),
});
export type SessionShotColumns = z.infer<typeof sessionShotColumnsSchema>;

/** The columns' shots, in time order. */
export function sessionShotRows(columns: SessionShotColumns): SessionShot[] {
  return columns.id.map((id, i) => {
    const shot = { id, player: columns.player[i], club: columns.club[i], takenAt: columns.takenAt[i] } as SessionShot;
    for (const name of SHOT_METRIC_NAMES) shot[name] = columns[name]?.[i] ?? null;
    shot.measured = columns.measured[i];
    shot.mishit = columns.mishit[i];
    shot.excluded = columns.excluded[i];
    shot.override = columns.override[i];
    return shot;
  });
}

const metricStatsSchema = z.object({
  /** Counted shots that have the measurement. */
  count: z.number().int(),
  mean: z.number().nullable(),
  /** Sample standard deviation; null under 2 values. */
  stddev: z.number().nullable(),
});

export const sessionClubSchema = z.object({
  club: z.enum(CLUB_SHORT_NAMES),
  /** Every shot of the club in the session, flagged by the rule, left out, and counted. */
  allShots: z.number().int(),
  mishits: z.number().int(),
  excluded: z.number().int(),
  shots: z.number().int(),
  smashFactor: metricStatsSchema,
  metrics: z.object(Object.fromEntries(SHOT_METRIC_NAMES.map((name) => [name, metricStatsSchema])) as Record<ShotMetricName, typeof metricStatsSchema>),
});
export type SessionClub = z.infer<typeof sessionClubSchema>;

export const sessionResponseSchema = z.object({
  session: sessionSummarySchema,
  hideMishits: z.boolean(),
  /** In time order, as columns. */
  shots: sessionShotColumnsSchema,
  /** In bag order. */
  clubs: z.array(sessionClubSchema),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const sessionCompareQuerySchema = z.strictObject({ a: sessionIdField, b: sessionIdField });

/** The compared means of one club in one session (counted shots). */
const compareSideSchema = z.object({
  shots: z.number().int(),
  carry: z.number().nullable(),
  ballSpeed: z.number().nullable(),
  spinRate: z.number().nullable(),
  launchAngle: z.number().nullable(),
  clubPath: z.number().nullable(),
  faceToPath: z.number().nullable(),
});
export const COMPARED_METRICS = ['carry', 'ballSpeed', 'spinRate', 'launchAngle', 'clubPath', 'faceToPath'] as const;

export const sessionCompareResponseSchema = z.object({
  a: sessionSummarySchema,
  b: sessionSummarySchema,
  hideMishits: z.boolean(),
  /** Every club hit in either session, in bag order; a side is null where that session has no shot of the club. */
  clubs: z.array(
    z.object({
      club: z.enum(CLUB_SHORT_NAMES),
      a: compareSideSchema.nullable(),
      b: compareSideSchema.nullable(),
      /** b minus a, where both have the figure. */
      difference: compareSideSchema.omit({ shots: true }).nullable(),
    }),
  ),
});
export type SessionCompareResponse = z.infer<typeof sessionCompareResponseSchema>;

/** One club's dispersion in each of two sessions compared: null on the side whose session has no shot of it. */
export interface ClubDispersions {
  club: AnalysisClub;
  a: DispersionResponse | null;
  b: DispersionResponse | null;
}

export const sessionDispersionQuerySchema = z.strictObject({ club: analysisClubSchema });

export const sessionDeleteResponseSchema = z.object({ deleted: z.object({ shots: z.number().int() }) });

/** A session's new name; blank takes the name away (the page then calls it after its source and day). */
export const sessionRenameBodySchema = z.strictObject({
  name: z
    .string({ error: messages.sessionNameTooLong })
    .trim()
    .max(200, { error: messages.sessionNameTooLong })
    .transform((name) => (name === '' ? null : name)),
});
export const sessionRenameResponseSchema = z.object({ name: z.string().nullable() });

