import { z } from 'zod';
import { CLUB_SHORT_NAMES, FAIRWAY_RESULTS, SESSION_KINDS, SHOT_KINDS } from '../clubs';
import { messages } from '../messages';
import { SHOT_METRIC_NAMES, SHOT_METRICS, type MetricKind, type ShotMetric, type ShotMetricName } from '../shot-metrics';
import { fillMessage } from '../stats-format';

/**
 * The desktop app's uploads (PRODUCT.md): `POST /api/ingest/rounds` and `POST /api/ingest/shots`,
 * batches of up to 1,000 items in metric units. The envelope is checked as a whole (a bad one is a
 * 400); each item on its own, so one bad item is rejected with its index while the others are stored.
 *
 * Bounds refuse what no golf shot can be and keep every real one, mishits included: a topped
 * shot launches below 0°, a flop shot near 50°, a thin wedge has a smash of 0.8.
 */
export const INGEST_BATCH_MAX = 1000;
/** Clocks of home PCs drift: a few minutes ahead is not "in the future". */
export const INGEST_CLOCK_SKEW_MS = 5 * 60_000;
export const INGEST_EARLIEST = Date.UTC(2000, 0, 1);
export const MAX_SMASH = 2;

const number = (min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? messages.ingestRequired : messages.ingestNotANumber) })
    .min(min, { error: fillMessage(messages.ingestOutOfRange, { min, max }) })
    .max(max, { error: fillMessage(messages.ingestOutOfRange, { min, max }) });

const wholeNumber = (min: number, max: number) => number(min, max).int({ error: messages.ingestNotAWholeNumber });

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? messages.ingestRequired : fillMessage(messages.ingestText, { max })) })
    .trim()
    .min(1, { error: fillMessage(messages.ingestText, { max }) })
    .max(max, { error: fillMessage(messages.ingestText, { max }) });

const oneOf = <T extends readonly [string, ...string[]]>(values: T, message = fillMessage(messages.ingestOneOf, { values: values.join(', ') })) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? messages.ingestRequired : message) });

/** An instant with a time zone, not in the future, not before 2000; stored to the millisecond. */
const pastInstant = z
  .string({ error: (issue) => (issue.input === undefined ? messages.ingestRequired : messages.ingestBadDate) })
  .max(40, { error: messages.ingestBadDate })
  .pipe(z.iso.datetime({ offset: true, error: messages.ingestBadDate }))
  .transform((value, ctx) => {
    const time = Date.parse(value);
    if (Number.isNaN(time)) {
      ctx.addIssue({ code: 'custom', message: messages.ingestBadDate });
      return z.NEVER;
    }
    if (time > Date.now() + INGEST_CLOCK_SKEW_MS) {
      ctx.addIssue({ code: 'custom', message: messages.ingestFutureDate });
      return z.NEVER;
    }
    if (time < INGEST_EARLIEST) {
      ctx.addIssue({ code: 'custom', message: messages.ingestTooOld });
      return z.NEVER;
    }
    return new Date(time).toISOString();
  });

export const clientIdField = text(100);
export const playerNameField = text(100);
const holeNumber = wholeNumber(1, 18);

export const roundItemSchema = z
  .strictObject({
    clientId: clientIdField,
    course: text(200),
    playedAt: pastInstant,
    tees: text(100).describe('The tees played, as the course names them').optional(),
    /** WHS course ratings run from about 30 (nine short holes) to about 80. */
    courseRating: number(15, 90).describe('Course rating of the tees played (Sim Handicap); par when absent').optional(),
    slopeRating: wholeNumber(55, 155).describe('Slope rating of the tees played (Sim Handicap); 113 when absent').optional(),
    players: z
      .array(playerNameField, { error: messages.ingestNotAList })
      .min(1, { error: fillMessage(messages.ingestTooFew, { min: 1 }) })
      .max(8, { error: fillMessage(messages.ingestTooMany, { max: 8 }) }),
    holes: z
      .array(z.strictObject({ hole: holeNumber, par: wholeNumber(3, 7) }), { error: messages.ingestNotAList })
      .min(1, { error: fillMessage(messages.ingestTooFew, { min: 1 }) })
      .max(18, { error: fillMessage(messages.ingestTooMany, { max: 18 }) }),
    scores: z
      .array(
        z.strictObject({
          player: playerNameField,
          hole: holeNumber,
          score: wholeNumber(1, 30).nullable(),
          putts: wholeNumber(0, 10).describe('Putts on the hole, when counted (putts and greens in regulation)').optional(),
        }),
        { error: messages.ingestNotAList },
      )
      .max(8 * 18, { error: fillMessage(messages.ingestTooMany, { max: 8 * 18 }) }),
  })
  .superRefine((round, ctx) => {
    const players = new Set<string>();
    round.players.forEach((name, i) => {
      if (players.has(name)) ctx.addIssue({ code: 'custom', path: ['players', i], message: messages.ingestDuplicatePlayer });
      players.add(name);
    });
    const holes = new Set<number>();
    round.holes.forEach(({ hole }, i) => {
      if (holes.has(hole)) ctx.addIssue({ code: 'custom', path: ['holes', i, 'hole'], message: messages.ingestDuplicateHole });
      holes.add(hole);
    });
    const scored = new Set<string>();
    round.scores.forEach(({ player, hole, score, putts }, i) => {
      if (!players.has(player)) ctx.addIssue({ code: 'custom', path: ['scores', i, 'player'], message: messages.ingestScoreUnknownPlayer });
      if (!holes.has(hole)) ctx.addIssue({ code: 'custom', path: ['scores', i, 'hole'], message: messages.ingestScoreUnknownHole });
      const key = JSON.stringify([player, hole]);
      if (scored.has(key)) ctx.addIssue({ code: 'custom', path: ['scores', i], message: messages.ingestDuplicateScore });
      scored.add(key);
      if (score !== null && putts !== undefined && putts >= score) {
        ctx.addIssue({ code: 'custom', path: ['scores', i, 'putts'], message: messages.ingestPuttsNotBelowScore });
      }
    });
  });
export type RoundItem = z.output<typeof roundItemSchema>;

/** The units metrics are uploaded in, for the documentation. */
const METRIC_UNIT_WORDS: Record<MetricKind, string> = { speed: 'm/s', distance: 'metres', short: 'metres', angle: 'degrees', spin: 'rpm', time: 'seconds', mm: 'millimetres' };

/**
 * Below any launch monitor's resolution in every metric's unit (a nanometre, a billionth of a
 * degree or second): such a magnitude is stored as 0. Kept, a value as small as 5e-324 underflows
 * the figures' float8 products (a sum of squared carries), which PostgreSQL refuses with an error.
 */
export const METRIC_RESOLUTION = 1e-9;
const metricNumber = (min: number, max: number) => number(min, max).transform((value) => (Math.abs(value) < METRIC_RESOLUTION ? 0 : value));

/** Each metric of SHOT_METRICS as a number within its physical range; required ones as PRODUCT.md marks them. */
const metricFields = Object.fromEntries(
  SHOT_METRIC_NAMES.map((name) => {
    const metric: ShotMetric = SHOT_METRICS[name];
    const field = metricNumber(metric.min, metric.max).describe(`${metric.label}, ${METRIC_UNIT_WORDS[metric.kind]}`);
    return [name, metric.required ? field : field.optional()];
  }),
) as { [K in ShotMetricName]: (typeof SHOT_METRICS)[K] extends { required: true } ? NumberField : z.ZodOptional<NumberField> };
type NumberField = ReturnType<typeof metricNumber>;


export const shotItemSchema = z
  .strictObject({
    clientId: clientIdField,
    player: playerNameField,
    club: oneOf(CLUB_SHORT_NAMES, messages.ingestUnknownClub),
    takenAt: pastInstant.describe('When the shot was hit: ISO 8601 with a time zone'),
    kind: oneOf(SHOT_KINDS),
    roundClientId: clientIdField.describe('clientId of a round of this account uploaded before').optional(),
    sessionClientId: clientIdField.describe('clientId of a range session of this account uploaded before').optional(),
    hole: holeNumber.optional(),
    ...metricFields,
    fairway: oneOf(FAIRWAY_RESULTS).optional(),
    measured: z
      .array(oneOf(SHOT_METRIC_NAMES as [ShotMetricName, ...ShotMetricName[]], messages.ingestUnknownMetric), { error: messages.ingestNotAList })
      .max(SHOT_METRIC_NAMES.length, { error: fillMessage(messages.ingestTooMany, { max: SHOT_METRIC_NAMES.length }) })
      .describe('The metrics the launch monitor measured rather than estimated, when the app knows')
      .optional(),
    partial: z
      .boolean({ error: messages.ingestNotABoolean })
      .describe('The app judged the shot not a full swing (a chip, a pitch, a punch): left out of Club Distances, gapping and dispersion unless asked for')
      .optional(),
  })
  .superRefine((shot, ctx) => {
    if (shot.hole !== undefined && shot.roundClientId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['hole'], message: messages.ingestHoleWithoutRound });
    }
    if (shot.kind === 'range' && shot.roundClientId !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['roundClientId'], message: messages.ingestRangeWithRound });
    }
    if (shot.kind === 'round' && shot.sessionClientId !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['sessionClientId'], message: messages.ingestRoundWithSession });
    }
    // Putters included, no real strike sends the ball off at more than twice the club's speed.
    if (shot.clubSpeed !== undefined && shot.ballSpeed / shot.clubSpeed > MAX_SMASH) {
      ctx.addIssue({ code: 'custom', path: ['clubSpeed'], message: fillMessage(messages.ingestSmashTooHigh, { max: MAX_SMASH }) });
    }
    if (shot.measured !== undefined && new Set(shot.measured).size !== shot.measured.length) {
      ctx.addIssue({ code: 'custom', path: ['measured'], message: messages.ingestDuplicateMetric });
    }
  });
export type ShotItem = z.output<typeof shotItemSchema>;

/** A range session (PRODUCT.md): the shots that name it by `sessionClientId` are its shots. */
const sessionShape = {
  clientId: clientIdField,
  kind: oneOf(SESSION_KINDS),
  startedAt: pastInstant.describe('When the session started: ISO 8601 with a time zone'),
  endedAt: pastInstant.describe('When it ended').optional(),
  name: text(200).optional(),
  location: text(200).optional(),
  device: text(200).describe("The launch monitor's make and model as the app reports it").optional(),
};
const endsAfterStart = (session: { startedAt: string; endedAt?: string }, ctx: z.RefinementCtx) => {
  if (session.endedAt !== undefined && session.endedAt < session.startedAt) {
    ctx.addIssue({ code: 'custom', path: ['endedAt'], message: messages.ingestEndedBeforeStart });
  }
};
export const sessionItemSchema = z.strictObject(sessionShape).superRefine(endsAfterStart);
/** A session as a backup holds it: with where it came from ('app', or an importer's format). */
export const storedSessionItemSchema = z
  .strictObject({ ...sessionShape, source: z.string().regex(/^[a-z0-9-]{1,40}$/, { error: messages.ingestBadSource }) })
  .superRefine(endsAfterStart);
export type SessionItem = z.output<typeof sessionItemSchema>;

const batch = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: messages.ingestBatchRequired }).max(INGEST_BATCH_MAX, { error: messages.ingestBatchTooLarge });

/** The documented bodies: what OpenAPI shows, items fully described. */
export const ingestRoundsBodySchema = z.strictObject({ rounds: batch(roundItemSchema) });
export const ingestShotsBodySchema = z.strictObject({ shots: batch(shotItemSchema) });
export const ingestSessionsBodySchema = z.strictObject({ sessions: batch(sessionItemSchema) });

/** What is checked before the items: the envelope and the batch size; items are checked one by one. */
export const ingestRoundsEnvelopeSchema = z.strictObject({ rounds: batch(z.unknown()) }, { error: messages.ingestBatchRequired });
export const ingestShotsEnvelopeSchema = z.strictObject({ shots: batch(z.unknown()) }, { error: messages.ingestBatchRequired });
export const ingestSessionsEnvelopeSchema = z.strictObject({ sessions: batch(z.unknown()) }, { error: messages.ingestBatchRequired });

export const ingestResponseSchema = z.object({
  stored: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.array(z.object({ index: z.number().int(), error: z.string() })),
});
export type IngestResponse = z.infer<typeof ingestResponseSchema>;
