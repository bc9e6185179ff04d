import { z } from 'zod';
import { messages } from '../messages';

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
