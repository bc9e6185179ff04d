import { z } from 'zod';
import { ANALYSIS_CLUBS, isGolferDay, type AnalysisClub } from '../analysis';
import { messages } from '../messages';
import { SHOT_METRIC_NAMES, type ShotMetricName } from '../shot-metrics';

/**
 * Per-club analysis: the request and answer shapes. The constants and the rules the web
 * app needs too live in ../analysis.ts, which loads no zod (the browser's pages read them).
 */
export {
  ANALYSIS_CLUBS,
  DISPERSION_MAX_POINTS,
  ELLIPSE_CHI_SQUARE_95,
  MAD_TO_SIGMA,
  MISHIT_MAD_MULTIPLIER,
  MISHIT_MIN_SHOTS,
  MISHIT_MIN_SIGMA_M,
  isGolferDay,
  type AnalysisClub,
} from '../analysis';

const dayField = z.string({ error: messages.analysisBadDate }).max(10, { error: messages.analysisBadDate }).refine((day) => isGolferDay(day), {
  error: messages.analysisBadDate,
});

const filterShape = {
  /** 'all' (or absent) for every player of the account, else one player's name. */
  player: z.string().trim().min(1).max(100).optional(),
  /** Inclusive, from the start of the day (UTC). */
  from: dayField.optional(),
  /** Inclusive, to the end of the day (UTC). */
  to: dayField.optional(),
  /** 'true': partial swings (chips, pitches, punches) counted too; full swings only otherwise. */
  partial: z.enum(['true', 'false'], { error: messages.invalidRequest }).optional(),
};

const fromNotAfterTo = (q: { from?: string; to?: string }) => !(q.from && q.to && q.from > q.to);
const dateOrder = { error: messages.analysisDateOrder, path: ['from'] };

export const analysisQuerySchema = z.strictObject(filterShape).refine(fromNotAfterTo, dateOrder);
export type AnalysisQuery = z.infer<typeof analysisQuerySchema>;

export const analysisClubSchema = z.enum(ANALYSIS_CLUBS as [AnalysisClub, ...AnalysisClub[]], { error: messages.analysisUnknownClub });
export const clubQuerySchema = z.strictObject({ ...filterShape, club: analysisClubSchema }).refine(fromNotAfterTo, dateOrder);
export type ClubQuery = z.infer<typeof clubQuerySchema>;

/** The filter a service call takes: the player (null for all) and inclusive days. */
export interface AnalysisFilter {
  player: string | null;
  from: string | null;
  to: string | null;
  /**
   * Only these range sessions' shots (ids), the mishit rule applied to each session on its own:
   * the sessions API sets it, the analysis routes do not.
   */
  sessions?: string[];
  /** Only full swings (shots not marked partial): the analysis routes set it unless asked for partial ones too. */
  fullSwingsOnly?: boolean;
}

const filterEcho = z.object({ player: z.string(), from: z.string().nullable(), to: z.string().nullable() });

const distanceStats = z.object({
  mean: z.number().nullable(),
  median: z.number().nullable(),
  /** Sample standard deviation; null under 2 shots. */
  stddev: z.number().nullable(),
});

export const gappingRowSchema = z.object({
  club: analysisClubSchema,
  /** Shots counted in the figures (after exclusions). */
  shots: z.number().int(),
  /** Every shot of the club in the filter, and how many of them the rule flags / are left out. */
  allShots: z.number().int(),
  mishits: z.number().int(),
  excluded: z.number().int(),
  carry: distanceStats,
  /** Over the counted shots that have a total. */
  total: distanceStats.extend({ shots: z.number().int() }),
  /** Mean carry of this club minus the next club's (the next in bag order that has shots); null for the last. */
  gap: z.number().nullable(),
});
export type GappingRow = z.infer<typeof gappingRowSchema>;

export const analysisResponseSchema = z.object({
  filter: filterEcho,
  /** The account's remembered choice: flagged shots left out of the figures. */
  hideMishits: z.boolean(),
  clubs: z.array(gappingRowSchema),
});
export type AnalysisResponse = z.infer<typeof analysisResponseSchema>;

export const dispersionPointSchema = z.object({
  id: z.string(),
  carry: z.number(),
  offline: z.number(),
  takenAt: z.string(),
  /** Flagged by the mishit rule. */
  mishit: z.boolean(),
  /** Left out of the figures: by hand, or flagged while hiding mishits (and not restored by hand). */
  excluded: z.boolean(),
  /** The hand override, if any: 'excluded' or 'restored'. */
  override: z.enum(['excluded', 'restored']).nullable(),
});
export type DispersionPoint = z.infer<typeof dispersionPointSchema>;

export const ellipseSchema = z.object({
  /** Centre: mean carry and mean offline of the counted shots. */
  carry: z.number(),
  offline: z.number(),
  /** Semi-axes in metres (major >= minor). */
  major: z.number(),
  minor: z.number(),
  /**
   * The major axis's angle in degrees, from the offline axis (x, right positive) toward the carry
   * axis (y, downrange positive), in (-90, 90].
   */
  angle: z.number(),
});
export type Ellipse = z.infer<typeof ellipseSchema>;

export const dispersionResponseSchema = z.object({
  filter: filterEcho,
  club: analysisClubSchema,
  hideMishits: z.boolean(),
  /** Shots of the club in the filter that have an offline figure, and how many points are returned. */
  shots: z.number().int(),
  returned: z.number().int(),
  /** True when there were more than DISPERSION_MAX_POINTS: every k-th shot in time order is returned. */
  sampled: z.boolean(),
  points: z.array(dispersionPointSchema),
  /** The 95 % confidence ellipse of the counted shots; null under 3 of them. */
  ellipse: ellipseSchema.nullable(),
  /** The rule's median carry and threshold for this club in the filter; null when it flags nothing. */
  rule: z.object({ median: z.number(), threshold: z.number() }).nullable(),
});
export type DispersionResponse = z.infer<typeof dispersionResponseSchema>;

/** A mean of each measurement of common/shot-metrics.ts, by name; null where no shot has it. */
export const metricMeansSchema = z.object(
  Object.fromEntries(SHOT_METRIC_NAMES.map((name) => [name, z.number().nullable()])) as Record<ShotMetricName, z.ZodNullable<z.ZodNumber>>,
);
export type MetricMeans = z.infer<typeof metricMeansSchema>;

export const trendWeekSchema = z.object({
  /** Monday of the ISO week (UTC), YYYY-MM-DD. */
  week: z.string(),
  shots: z.number().int(),
  carry: z.number(),
  ballSpeed: z.number(),
  /** Null when no shot of the week has a club speed. */
  clubSpeed: z.number().nullable(),
  /** Mean of ballSpeed / clubSpeed over the week's shots with a club speed. */
  smashFactor: z.number().nullable(),
  /** The week's mean of every measurement (club path, face to path, …); null where no shot has it. */
  means: metricMeansSchema,
});
export type TrendWeek = z.infer<typeof trendWeekSchema>;

export const trendsResponseSchema = z.object({
  filter: filterEcho,
  club: analysisClubSchema,
  hideMishits: z.boolean(),
  weeks: z.array(trendWeekSchema),
});
export type TrendsResponse = z.infer<typeof trendsResponseSchema>;

export const analysisPreferencesSchema = z.strictObject({ hideMishits: z.boolean({ error: messages.invalidRequest }) });
export type AnalysisPreferences = z.infer<typeof analysisPreferencesSchema>;

export const shotOverrideParamsSchema = z.strictObject({
  shotId: z.string().regex(/^[1-9]\d{0,15}$/, { error: messages.shotNotFound }),
});
export const shotOverrideBodySchema = z.strictObject({
  /** true: exclude the shot by hand; false: keep it although the rule flags it. */
  excluded: z.boolean({ error: messages.invalidRequest }),
});
export const shotOverrideResponseSchema = z.object({
  shotId: z.string(),
  override: z.enum(['excluded', 'restored']).nullable(),
});
export type ShotOverrideResponse = z.infer<typeof shotOverrideResponseSchema>;
