import { sql } from 'drizzle-orm';
import { bigint, check, doublePrecision, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CLIP_CAMERAS, CLIP_STATUSES } from '../../../common/schemas/clips';
import { shots } from './shots';
import { users } from './users';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A swing clip of one shot and camera (PRODUCT.md, "Swing clips"). The row exists from the tus
 * upload's creation on: its id is the upload's id, so the upload address names it. Its objects
 * (the video, the poster, the upload's own bookkeeping) are named by the id alone in either store;
 * a deleted row leaves a job that removes them (the trigger of the migration `clips`).
 */
export const clips = pgTable(
  'clips',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The desktop app's own id of the clip: an upload with a known one is never stored twice. */
    clientId: text('client_id').notNull(),
    shotId: bigint('shot_id', { mode: 'number' })
      .notNull()
      .references(() => shots.id, { onDelete: 'cascade' }),
    camera: text('camera').notNull(),
    /** The frame rate the app recorded at (declared); the probed one is `frameRate`. */
    fps: doublePrecision('fps').notNull(),
    /** The impact's time in the clip, when the app knows it. */
    impactMs: integer('impact_ms'),
    filename: text('filename'),
    /** Upload-Length: what the quota counts from the creation on. */
    declaredSize: bigint('declared_size', { mode: 'number' }).notNull(),
    /** uploading → processing → ready, or refused (the reason in `refusal`, no object kept). */
    status: text('status').notNull().default('uploading'),
    refusal: text('refusal'),
    contentType: text('content_type'),
    codec: text('codec'),
    durationMs: integer('duration_ms'),
    frameRate: doublePrecision('frame_rate'),
    width: integer('width'),
    height: integer('height'),
    /** Degrees clockwise the player turns the picture (a phone held upright), from the display matrix. */
    rotation: smallint('rotation'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('clips_user_client_key').on(t.userId, t.clientId),
    // A shot's clips; the account first, as every statement on clips names it.
    index('clips_user_shot_idx').on(t.userId, t.shotId),
    // The cascade from a deleted shot finds its clips.
    index('clips_shot_idx').on(t.shotId),
    // The sweep's incomplete uploads.
    index('clips_uploading_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'uploading'`),
    check('clips_camera_known', sql`${t.camera} in (${inList(CLIP_CAMERAS)})`),
    check('clips_status_known', sql`${t.status} in (${inList(CLIP_STATUSES)})`),
  ],
);

export type ClipRow = typeof clips.$inferSelect;

/**
 * The clips' background work, claimed like the mail outbox (server/mail/outbox.ts): `probe` checks
 * a finished upload and draws its poster; `remove` deletes a clip's objects (retried until done);
 * `sweep` (one row) removes incomplete uploads past their time and objects no clip names.
 */
export const clipJobs = pgTable(
  'clip_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** The clip, for `probe` and `remove`; no foreign key: a removal outlives its row. */
    clipId: uuid('clip_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('clip_jobs_due_idx').on(t.nextAttemptAt),
    uniqueIndex('clip_jobs_one_sweep_key')
      .on(t.kind)
      .where(sql`${t.kind} = 'sweep'`),
    check('clip_jobs_kind_known', sql`${t.kind} in ('probe', 'remove', 'sweep')`),
  ],
);

export type ClipJobRow = typeof clipJobs.$inferSelect;
