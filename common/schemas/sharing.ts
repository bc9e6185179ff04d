import { z } from 'zod';
import { isGolferDay } from '../analysis';
import { messages } from '../messages';
import { DISTANCE_UNITS, SPEED_UNITS } from '../units';
import { analysisClubSchema, analysisResponseSchema } from './analysis';
import { CLIP_CAMERAS } from './clips';
import { uuidField } from './fields';
import { roundResponseSchema } from './stats';

/**
 * Shared reports: a read-only link to one round's scorecard or to one player's
 * statistics over a date range, viewable without an account until its owner revokes it.
 * docs/decisions/013-shared-reports.md says what a report reveals and why.
 */

/** A shared link's token: 32 random bytes, base64url (43 characters). Anything else is unknown. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** How far a statistics report may reach: no earlier than this day, at most this many days long. */
export const SHARE_EARLIEST_DAY = '2000-01-01';
export const SHARE_MAX_RANGE_DAYS = 366 * 10;

/** A calendar day, YYYY-MM-DD, that exists (no 2025-02-30). */
export const shareDayField = z
  .string({ error: messages.shareBadDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.shareBadDate })
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, { error: messages.shareBadDate })
  .refine((day) => isGolferDay(day), { error: messages.analysisBadDate });

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** How long a new link works, in days; the owner chooses, 90 unless chosen. Every link expires. */
export const SHARE_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export const DEFAULT_SHARE_EXPIRY_DAYS = 90;
export type ShareExpiryDays = (typeof SHARE_EXPIRY_DAYS)[number];

const expiresInDaysField = z
  .union(SHARE_EXPIRY_DAYS.map((days) => z.literal(days)), { error: messages.shareBadExpiry })
  .default(DEFAULT_SHARE_EXPIRY_DAYS);

/** A swing clip of the owner's shown with the report (its id, as the owner's pages know it); none when left out. */
const shareClipField = z.uuid({ error: messages.shareClipUnknown }).optional();

export const createRoundShareSchema = z.strictObject({
  kind: z.literal('round'),
  roundId: uuidField,
  expiresInDays: expiresInDaysField,
  clipId: shareClipField,
});

export const createStatsShareSchema = z
  .strictObject({
    kind: z.literal('stats'),
    /** 'all' or one of the account's players. */
    player: z.string({ error: messages.sharePlayerRequired }).trim().min(1, { error: messages.sharePlayerRequired }).max(100),
    /** Inclusive calendar days (UTC). */
    from: shareDayField,
    to: shareDayField,
    expiresInDays: expiresInDaysField,
    clipId: shareClipField,
  })
  .refine((b) => b.from <= b.to, { error: messages.shareRangeReversed, path: ['to'] })
  .refine((b) => b.from >= SHARE_EARLIEST_DAY, { error: messages.shareBadDate, path: ['from'] })
  .refine((b) => dayNumber(b.to) - dayNumber(b.from) < SHARE_MAX_RANGE_DAYS, { error: messages.shareRangeTooLong, path: ['to'] });

/** POST /api/shared-reports */
export const createShareBodySchema = z.discriminatedUnion('kind', [createRoundShareSchema, createStatsShareSchema], {
  error: messages.invalidRequest,
});
/** What the web sends (the expiry may be left out) and what the server reads (the default filled in). */
export type CreateShareBody = z.input<typeof createShareBodySchema>;
export type ParsedCreateShareBody = z.output<typeof createShareBodySchema>;

/** PATCH /api/shared-reports/:id: the swing clip the report shows, or null for none. */
export const updateShareClipBodySchema = z.strictObject({ clipId: z.uuid({ error: messages.shareClipUnknown }).nullable() });

/** The swing clip a report of the owner's shows, as Settings lists it. */
export const sharedReportClipSchema = z.object({
  id: z.string(),
  shotId: z.string(),
  camera: z.enum(CLIP_CAMERAS),
  club: z.string(),
  takenAt: z.string(),
});
export type SharedReportClip = z.infer<typeof sharedReportClipSchema>;

export const shareKindSchema = z.enum(['round', 'stats']);
export type ShareKind = z.infer<typeof shareKindSchema>;

/** One of the owner's links, as Settings lists it. */
export const sharedReportSchema = z.object({
  _id: z.string(),
  kind: shareKindSchema,
  /** The whole link, built from PUBLIC_URL; null when it cannot be shown any more (LINK_TOKEN_KEY changed; docs/decisions/013). */
  url: z.string().nullable(),
  createdAt: z.string(),
  /** When the link stops working. */
  expiresAt: z.string(),
  /** Round reports: the round's course and when it was played. */
  course: z.string().nullable(),
  playedAt: z.string().nullable(),
  /** Statistics reports: the player ('all' for every player) and the inclusive days. */
  player: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The swing clip shown with the report; null when none (or when it was deleted). */
  clip: sharedReportClipSchema.nullable(),
});
export type SharedReport = z.infer<typeof sharedReportSchema>;

export const sharedReportResponseSchema = z.object({ report: sharedReportSchema });
export const sharedReportsResponseSchema = z.object({ reports: z.array(sharedReportSchema) });
export type SharedReportsResponse = z.infer<typeof sharedReportsResponseSchema>;

export const shareIdParamsSchema = z.strictObject({ id: uuidField });
/** Any text up to a sane length: a malformed token is simply unknown (404), like a revoked one. */
export const shareTokenParamsSchema = z.strictObject({ token: z.string().max(200) });

export const shareUnitsSchema = z.object({
  distanceUnit: z.enum(DISTANCE_UNITS),
  speedUnit: z.enum(SPEED_UNITS),
});

/**
 * The swing clip a report shows, read through the link: its addresses carry the token, so a revoked
 * link stops serving the video with the page. No ids of the owner's.
 */
export const sharedClipSchema = z.object({
  camera: z.enum(CLIP_CAMERAS),
  club: z.string(),
  takenAt: z.string(),
  fps: z.number(),
  durationMs: z.number().nullable(),
  impactMs: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  rotation: z.number().nullable(),
  videoUrl: z.string(),
  posterUrl: z.string(),
});
export type SharedClip = z.infer<typeof sharedClipSchema>;

const sharedCommon = {
  /** The owner's display units: the page shows the figures as the owner sees them. */
  units: shareUnitsSchema,
  createdAt: z.string(),
  clip: sharedClipSchema.nullable(),
};

/** The scorecard as the round page shows it, without the round's id. */
export const sharedRoundSchema = roundResponseSchema.omit({ _id: true });
export type SharedRound = z.infer<typeof sharedRoundSchema>;

/** GET /api/shared/:token: what anyone holding the link sees. No e-mail, no ids, no account name. */
export const sharedViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('round'), ...sharedCommon, round: sharedRoundSchema }),
  z.object({
    kind: z.literal('stats'),
    ...sharedCommon,
    player: z.string(),
    from: z.string(),
    to: z.string(),
    /** The gapping table of the per-club analysis over the report's player and days (docs/decisions/010). */
    analysis: analysisResponseSchema,
  }),
]);
export type SharedView = z.infer<typeof sharedViewSchema>;

/**
 * GET /api/shared/:token/analysis: the per-club analysis view sends its filter along; a shared
 * report's own player and days win, so a visitor cannot widen the report.
 */
const ignoredFilter = {
  player: z.string().max(100).optional(),
  from: z.string().max(10).optional(),
  to: z.string().max(10).optional(),
};
export const sharedAnalysisQuerySchema = z.strictObject(ignoredFilter);

/** GET /api/shared/:token/analysis/dispersion and /trends: the club. */
export const sharedClubQuerySchema = z.strictObject({ club: analysisClubSchema, ...ignoredFilter });
