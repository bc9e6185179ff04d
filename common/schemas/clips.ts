import { z } from 'zod';
import { isGolferDay } from '../analysis';
import { CLUB_SHORT_NAMES } from '../clubs';
import { messages } from '../messages';
import { SHOT_METRIC_NAMES, type ShotMetricName } from '../shot-metrics';

/**
 * Swing clips (PRODUCT.md, "Swing clips"): the desktop app uploads each with the tus protocol at
 * /api/ingest/clips; the account reads them here. Sizes in bytes, times in milliseconds.
 */
export const CLIP_CAMERAS = ['face-on', 'down-the-line', 'other'] as const;
export const CLIP_STATUSES = ['uploading', 'processing', 'ready', 'refused'] as const;

/** A clip is at most 500 MB and 60 s, recorded at up to 240 frames a second. */
export const CLIP_MAX_BYTES = 500 * 1024 * 1024;
export const CLIP_MAX_DURATION_MS = 60_000;
export const CLIP_MAX_FPS = 240;
/** What a Pro account may keep: 50 GB. */
export const CLIP_QUOTA_BYTES = 50 * 1024 ** 3;
/** An upload not finished within this long is removed. */
export const CLIP_UPLOAD_EXPIRY_MS = 24 * 3_600_000;

export const clipParamsSchema = z.strictObject({ id: z.uuid({ error: messages.clipNotFound }) });

export const clipListQuerySchema = z.strictObject({
  shot: z.string().regex(/^[1-9]\d{0,15}$/, { error: messages.shotNotFound }),
});

export const clipSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  shotId: z.string(),
  camera: z.enum(CLIP_CAMERAS),
  status: z.enum(CLIP_STATUSES),
  /** Why the clip was refused, for the app to show; null otherwise. */
  refusal: z.string().nullable(),
  /** The frame rate the clip plays at (probed), else the one the app declared. */
  fps: z.number(),
  durationMs: z.number().nullable(),
  impactMs: z.number().nullable(),
  /** Bytes: the stored file once probed, the declared length before. */
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  rotation: z.number().nullable(),
  contentType: z.string().nullable(),
  filename: z.string().nullable(),
  createdAt: z.string(),
  /** Addresses of the poster image and the video, once the clip is ready. */
  posterUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
});
export type Clip = z.infer<typeof clipSchema>;

export const clipListSchema = z.object({ clips: z.array(clipSchema) });

/** The swing library: the account's shots with clips, newest first, this many a page. */
export const CLIP_LIBRARY_PAGE_SIZE = 24;

const golferDayField = z.string().refine((value) => isGolferDay(value), { error: messages.clipLibraryDayInvalid });

export const clipLibraryQuerySchema = z
  .strictObject({
    club: z.enum(CLUB_SHORT_NAMES, { error: messages.clipLibraryClubInvalid }).optional(),
    player: z.string().min(1).max(100, { error: messages.invalidRequest }).optional(),
    session: z.uuid({ error: messages.sessionNotFound }).optional(),
    /** A round's shots (the Share dialog of a scorecard offers their clips). */
    round: z.uuid({ error: messages.roundNotFound }).optional(),
    /** Inclusive days (UTC) of the shot. */
    from: golferDayField.optional(),
    to: golferDayField.optional(),
    page: z
      .string()
      .regex(/^[1-9]\d{0,5}$/, { error: messages.invalidRequest })
      .transform(Number)
      .optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: messages.clipLibraryDatesReversed, path: ['to'] });
export type ClipLibraryQuery = z.infer<typeof clipLibraryQuerySchema>;

/** A shot with its clips: every measurement (metric, as stored) for the numbers under a swing. */
export const swingShotSchema = z.object({
  id: z.string(),
  takenAt: z.string(),
  club: z.enum(CLUB_SHORT_NAMES),
  player: z.string(),
  sessionId: z.string().nullable(),
  /** The session's name, else null (the page names it by its start). */
  sessionName: z.string().nullable(),
  sessionStartedAt: z.string().nullable(),
  roundId: z.string().nullable(),
  ...(Object.fromEntries(SHOT_METRIC_NAMES.map((name) => [name, z.number().nullable()])) as Record<ShotMetricName, z.ZodNullable<z.ZodNumber>>),
  /** Face-on first, then down the line, then any other camera. */
  clips: z.array(clipSchema),
});
export type SwingShot = z.infer<typeof swingShotSchema>;

export const clipLibrarySessionSchema = z.object({ id: z.string(), name: z.string().nullable(), startedAt: z.string() });
export type ClipLibrarySession = z.infer<typeof clipLibrarySessionSchema>;

export const clipLibrarySchema = z.object({
  shots: z.array(swingShotSchema),
  /** Shots with clips that match the filters. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** What the filters offer: the clubs (bag order), players and sessions (newest first) that have clips. */
  clubs: z.array(z.enum(CLUB_SHORT_NAMES)),
  players: z.array(z.string()),
  sessions: z.array(clipLibrarySessionSchema),
});
export type ClipLibrary = z.infer<typeof clipLibrarySchema>;

/** What the account's clips take of its storage, in bytes. */
export const clipStorageSchema = z.object({ used: z.number(), allowed: z.number(), clips: z.number().int() });
export type ClipStorageUse = z.infer<typeof clipStorageSchema>;

export const swingCompareQuerySchema = z.strictObject({
  a: z.string().regex(/^[1-9]\d{0,15}$/, { error: messages.shotNotFound }),
  b: z.string().regex(/^[1-9]\d{0,15}$/, { error: messages.shotNotFound }),
});
export const swingCompareSchema = z.object({ a: swingShotSchema, b: swingShotSchema });
export type SwingCompare = z.infer<typeof swingCompareSchema>;

/** A shot that has a clip to play, as its camera mark names it. */
export interface ClipShot {
  id: string;
  club: (typeof CLUB_SHORT_NAMES)[number];
  player: string;
  /** The hole, for a round's shot. */
  hole: number | null;
}
