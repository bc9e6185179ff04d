import { randomUUID } from 'node:crypto';
import { Metadata } from '@tus/utils';
import { formatBytes } from '../../../common/format';
import { messages } from '../../../common/messages';
import {
  CLIP_CAMERAS,
  CLIP_MAX_BYTES,
  CLIP_MAX_DURATION_MS,
  CLIP_MAX_FPS,
  CLIP_QUOTA_BYTES,
  type Clip,
} from '../../../common/schemas/clips';
import type { Database } from '../../db/client';
import type { ClipRow } from '../../db/schema/clips';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import * as repo from './repo';

const TEXT_MAX = 200;

export interface UploadRequest {
  uploadLength: string | undefined;
  uploadDeferLength: string | undefined;
  uploadMetadata: string | undefined;
}

function text(metadata: Record<string, string | null>, field: string, required: boolean): string | null {
  const value = metadata[field];
  if (value === undefined || value === null || value === '') {
    if (required) throw badRequest(messages.clipMetadataRequired.replace('{field}', field), 'clip_metadata', { [field]: messages.ingestRequired });
    return null;
  }
  const control = [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  if (value.length > TEXT_MAX || control) {
    throw badRequest(messages.clipTextInvalid.replace('{field}', field), 'clip_metadata', { [field]: messages.clipTextInvalid.replace('{field}', field) });
  }
  return value;
}

/**
 * The checks of a new upload, before any byte is stored: its length, its metadata, its shot, the
 * client id not stored yet, and the account's quota. Then the clip's row exists (status
 * `uploading`), and its id is the upload's.
 */
export async function beginUpload(db: Database, userId: string, request: UploadRequest): Promise<{ id: string }> {
  if (request.uploadLength === undefined) throw badRequest(messages.clipLengthRequired, 'clip_length_required');
  if (!/^\d{1,15}$/.test(request.uploadLength)) throw badRequest(messages.clipLengthRequired, 'clip_length_required');
  const size = Number(request.uploadLength);
  if (size > CLIP_MAX_BYTES) throw new AppError(413, 'clip_too_large', messages.clipTooLarge.replace('{size}', formatBytes(size)));
  let metadata: Record<string, string | null>;
  try {
    metadata = Metadata.parse(request.uploadMetadata);
  } catch {
    throw badRequest(messages.clipMetadataRequired.replace('{field}', 'clientId'), 'clip_metadata');
  }
  const clientId = text(metadata, 'clientId', true)!;
  const shotClientId = text(metadata, 'shotClientId', true)!;
  const camera = text(metadata, 'camera', true)!;
  if (!(CLIP_CAMERAS as readonly string[]).includes(camera)) throw badRequest(messages.clipCameraInvalid, 'clip_metadata', { camera: messages.clipCameraInvalid });
  const fpsText = text(metadata, 'fps', true)!;
  const fps = Number(fpsText);
  if (!/^\d+(\.\d+)?$/.test(fpsText) || !(fps >= 1 && fps <= CLIP_MAX_FPS)) throw badRequest(messages.clipFpsInvalid, 'clip_metadata', { fps: messages.clipFpsInvalid });
  const impactText = text(metadata, 'impactMs', false);
  const impactMs = impactText === null ? null : Number(impactText);
  if (impactText !== null && (!/^\d{1,5}$/.test(impactText) || impactMs! > CLIP_MAX_DURATION_MS)) {
    throw badRequest(messages.clipImpactInvalid, 'clip_metadata', { impactMs: messages.clipImpactInvalid });
  }
  const filename = text(metadata, 'filename', false);

  const shotId = await repo.findShotByClientId(db, userId, shotClientId);
  if (shotId === null) throw new AppError(404, 'clip_shot_unknown', messages.clipShotUnknown);

  const existing = await repo.findByClientId(db, userId, clientId);
  if (existing && existing.status !== 'refused') throw duplicate(existing);
  // A refused clip may be sent again under its id: the refusal is forgotten, the new upload judged anew.
  if (existing) await repo.deleteClip(db, userId, existing.id);

  const used = await repo.storageUsed(db, userId);
  if (used + size > CLIP_QUOTA_BYTES) {
    throw new AppError(
      413,
      'clip_quota_exceeded',
      messages.clipQuotaExceeded.replace('{size}', formatBytes(size)).replace('{used}', formatBytes(used)).replace('{allowed}', formatBytes(CLIP_QUOTA_BYTES)),
      { used: String(used), allowed: String(CLIP_QUOTA_BYTES) },
    );
  }
  const id = randomUUID();
  const inserted = await repo.insertClip(db, { id, userId, clientId, shotId, camera, fps, impactMs, filename, declaredSize: size });
  if (!inserted) {
    const winner = await repo.findByClientId(db, userId, clientId);
    throw winner ? duplicate(winner) : conflict(messages.clipUploadInProgress, 'clip_upload_in_progress');
  }
  return { id };
}

/** The answer to an upload of a client id already known: where the clip is, and its id. */
function duplicate(clip: ClipRow): AppError {
  const address = `/api/ingest/clips/${clip.id}`;
  return clip.status === 'uploading'
    ? new AppError(409, 'clip_upload_in_progress', messages.clipUploadInProgress, undefined, { location: address, 'clip-id': clip.id })
    : new AppError(409, 'clip_exists', messages.clipExists, undefined, { 'clip-id': clip.id });
}

/** The clip of an upload address, when it is this account's; 404 otherwise (another account's looks like none). */
export async function ownUpload(db: Database, userId: string, id: string): Promise<ClipRow> {
  const clip = /^[0-9a-f-]{36}$/.test(id) ? await repo.findClip(db, userId, id) : null;
  if (!clip) throw notFound(messages.clipUploadNotFound);
  return clip;
}

export function presentClip(clip: ClipRow, shotId = clip.shotId): Clip {
  const ready = clip.status === 'ready';
  return {
    id: clip.id,
    clientId: clip.clientId,
    shotId: String(shotId),
    camera: clip.camera as Clip['camera'],
    status: clip.status as Clip['status'],
    refusal: clip.refusal,
    fps: clip.frameRate ?? clip.fps,
    durationMs: clip.durationMs,
    impactMs: clip.impactMs,
    size: clip.declaredSize,
    width: clip.width,
    height: clip.height,
    rotation: clip.rotation,
    contentType: clip.contentType,
    filename: clip.filename,
    createdAt: clip.createdAt.toISOString(),
    posterUrl: ready ? `/api/clips/${clip.id}/poster` : null,
    videoUrl: ready ? `/api/clips/${clip.id}/video` : null,
  };
}

export async function getClip(db: Database, userId: string, id: string): Promise<ClipRow> {
  const clip = await repo.findClip(db, userId, id);
  if (!clip) throw notFound(messages.clipNotFound);
  return clip;
}

export async function listShotClips(db: Database, userId: string, shotId: number): Promise<Clip[]> {
  return (await repo.listShotClips(db, userId, shotId)).map((clip) => presentClip(clip));
}

export async function deleteClip(db: Database, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteClip(db, userId, id))) throw notFound(messages.clipNotFound);
}
