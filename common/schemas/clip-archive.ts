import { z } from 'zod';
import { CLIP_CAMERAS, CLIP_MAX_BYTES, CLIP_MAX_DURATION_MS, CLIP_MAX_FPS } from './clips';

/**
 * The swing clips file of a backup (docs/backup-format.md, "Swing clips"): a tar whose first entry,
 * `clips.ndjson`, lists the clips (a header line, then one line per clip), followed by each clip's
 * video under the name its line gives.
 */
export const CLIP_ARCHIVE_FORMAT = 'opengolfsim-clips';
export const CLIP_ARCHIVE_VERSION = 1;
export const CLIP_ARCHIVE_MANIFEST = 'clips.ndjson';
/** The manifest of 10,000 clips is about 3 MB; anything far past that is no manifest. */
export const CLIP_ARCHIVE_MANIFEST_MAX_BYTES = 32 * 1024 * 1024;

export const clipArchiveHeaderSchema = z.strictObject({
  format: z.literal(CLIP_ARCHIVE_FORMAT),
  version: z.literal(CLIP_ARCHIVE_VERSION),
  exportedAt: z.iso.datetime(),
  clips: z.number().int().min(0),
});
export type ClipArchiveHeader = z.infer<typeof clipArchiveHeaderSchema>;

const text = z.string().min(1).max(200);

/** One clip: what its upload declared, and where its video is in the file. */
export const clipArchiveLineSchema = z.strictObject({
  type: z.literal('clip'),
  clientId: text,
  shotClientId: text,
  camera: z.enum(CLIP_CAMERAS),
  fps: z.number().min(1).max(CLIP_MAX_FPS),
  impactMs: z.number().int().min(0).max(CLIP_MAX_DURATION_MS).optional(),
  filename: text.optional(),
  contentType: z.string().regex(/^video\/(mp4|webm)$/),
  size: z.number().int().min(1).max(CLIP_MAX_BYTES),
  file: z.string().regex(/^clips\/[^/]{1,250}$/),
});
export type ClipArchiveLine = z.infer<typeof clipArchiveLineSchema>;

export const clipArchiveResultSchema = z.object({
  /** Clips in the file, stored now, and already in the account (by client id). */
  clips: z.number(),
  stored: z.number(),
  duplicates: z.number(),
});
export type ClipArchiveResult = z.infer<typeof clipArchiveResultSchema>;
