import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { formatBytes } from '../../../common/format';
import { messages } from '../../../common/messages';
import {
  CLIP_ARCHIVE_FORMAT,
  CLIP_ARCHIVE_MANIFEST,
  CLIP_ARCHIVE_MANIFEST_MAX_BYTES,
  CLIP_ARCHIVE_VERSION,
  clipArchiveHeaderSchema,
  clipArchiveLineSchema,
  type ClipArchiveLine,
  type ClipArchiveResult,
} from '../../../common/schemas/clip-archive';
import { CLIP_QUOTA_BYTES } from '../../../common/schemas/clips';
import { fillMessage } from '../../../common/stats-format';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Spooled } from '../../plugins/uploads';
import * as repo from './repo';
import type { ClipStorage } from './storage';

const EXTENSIONS: Record<string, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };

/** The file name a golfer's browser saves the clips under. */
export const clipArchiveFilename = (now = new Date()) => `opengolfsim-swing-clips-${now.toISOString().slice(0, 10)}.tar`;

/**
 * The account's ready clips as a tar, written as it is read: the manifest first (built in memory,
 * a few hundred bytes a clip), then each video streamed from the storage, one at a time, so the
 * server holds no more than a chunk of a clip whatever the account keeps.
 */
export async function clipArchive(db: Database, storage: ClipStorage, userId: string): Promise<Readable> {
  const rows = await repo.archiveClips(db, userId);
  const lines: ClipArchiveLine[] = rows.map((row) => ({
    type: 'clip',
    clientId: row.clientId,
    shotClientId: row.shotClientId,
    camera: row.camera as ClipArchiveLine['camera'],
    fps: row.fps,
    ...(row.impactMs !== null && { impactMs: row.impactMs }),
    ...(row.filename !== null && { filename: row.filename }),
    contentType: row.contentType as ClipArchiveLine['contentType'],
    size: row.size,
    file: `clips/${encodeURIComponent(row.clientId)}.${EXTENSIONS[row.contentType ?? ''] ?? 'video'}`,
  }));
  const header = { format: CLIP_ARCHIVE_FORMAT, version: CLIP_ARCHIVE_VERSION, exportedAt: new Date().toISOString(), clips: lines.length };
  const manifest = Buffer.from([header, ...lines].map((line) => `${JSON.stringify(line)}\n`).join(''));

  const pack = tar.pack();
  void (async () => {
    try {
      await entry(pack, CLIP_ARCHIVE_MANIFEST, manifest.length, Readable.from([manifest]));
      for (const [i, line] of lines.entries()) {
        const video = await storage.openVideo(rows[i].id);
        await entry(pack, line.file, video.size, video.body);
      }
      pack.finalize();
    } catch (err) {
      pack.destroy(err as Error);
    }
  })();
  // tar-stream's streams are streamx's; the reply takes Node's.
  return Readable.from(pack);
}

/** One entry of a tar being packed: its bytes piped in, resolved once they are all in. */
function entry(pack: tar.Pack, name: string, size: number, body: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = pack.entry({ name, size, mode: 0o644, mtime: new Date() }, (err) => (err ? reject(err) : resolve()));
    body.on('error', reject);
    body.pipe(sink);
  });
}

/** Reads a stream to its end, keeping nothing. */
async function drain(body: AsyncIterable<unknown>): Promise<void> {
  for await (const _chunk of body);
}

const damaged = (detail: string) => new AppError(400, 'clip_archive_damaged', fillMessage(messages.clipArchiveDamaged, { detail }));
const notAnArchive = () => new AppError(400, 'clip_archive_unreadable', messages.clipArchiveNotOne);

/** The manifest's lines, checked: a header first, then clip lines naming distinct files and clips. */
function readManifest(bytes: Buffer): ClipArchiveLine[] {
  const [first, ...rest] = bytes.toString('utf8').split('\n').filter((line) => line.trim() !== '');
  const parse = (line: string | undefined) => {
    try {
      return JSON.parse(line ?? '') as unknown;
    } catch {
      return undefined;
    }
  };
  const header = clipArchiveHeaderSchema.safeParse(parse(first));
  if (!header.success) throw notAnArchive();
  const lines = rest.map((line, i) => {
    const parsed = clipArchiveLineSchema.safeParse(parse(line));
    if (!parsed.success) throw damaged(`line ${i + 2} of ${CLIP_ARCHIVE_MANIFEST}`);
    return parsed.data;
  });
  if (lines.length !== header.data.clips) throw damaged(`${CLIP_ARCHIVE_MANIFEST} lists ${lines.length} clips of ${header.data.clips}`);
  if (new Set(lines.map((l) => l.file)).size !== lines.length || new Set(lines.map((l) => l.clientId)).size !== lines.length) {
    throw damaged(`${CLIP_ARCHIVE_MANIFEST} names a clip twice`);
  }
  return lines;
}

/**
 * Reads the spooled tar from its start to its end. `onVideo` gets each video entry with its
 * manifest line (the stream must be read to its end); the manifest must come first, and every
 * entry must be one it lists, of the size it says. Throws, naming what is wrong, on anything else,
 * a tar cut short included.
 */
async function walk(file: Spooled, onVideo: (line: ClipArchiveLine, body: AsyncIterable<Buffer>) => Promise<void>): Promise<ClipArchiveLine[]> {
  const extract = tar.extract();
  let lines: ClipArchiveLine[] | null = null;
  const seen = new Set<string>();
  const reading = (async () => {
    for await (const item of extract) {
      const { name, size = 0, type } = item.header;
      if (lines === null) {
        if (name !== CLIP_ARCHIVE_MANIFEST || type !== 'file' || size > CLIP_ARCHIVE_MANIFEST_MAX_BYTES) throw notAnArchive();
        const chunks: Buffer[] = [];
        for await (const chunk of item) chunks.push(chunk as Buffer);
        lines = readManifest(Buffer.concat(chunks));
        continue;
      }
      const line = lines.find((l) => l.file === name);
      if (!line || type !== 'file' || seen.has(name)) throw damaged(`${name} is not listed in ${CLIP_ARCHIVE_MANIFEST}`);
      if (size !== line.size) throw damaged(`${name} holds ${size} bytes, not ${line.size}`);
      seen.add(name);
      await onVideo(line, item as AsyncIterable<Buffer>);
    }
  })().catch((err: unknown) => {
    extract.destroy(err as Error);
    throw err;
  });
  try {
    await Promise.all([pipeline(file.read(), extract), reading]);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw lines === null ? notAnArchive() : damaged((err as Error).message);
  }
  if (lines === null) throw notAnArchive();
  const missing = (lines as ClipArchiveLine[]).find((l) => !seen.has(l.file));
  if (missing) throw damaged(`${missing.file} is missing`);
  return lines;
}

/** The largest swing clips file a restore reads: what the account's quota still takes, and room for the manifest. */
export async function clipArchiveBound(db: Database, userId: string): Promise<{ maxBytes: number; tooLarge: () => AppError }> {
  const used = await repo.storageUsed(db, userId);
  const free = Math.max(0, CLIP_QUOTA_BYTES - used);
  const tooLarge = () =>
    new AppError(413, 'clip_archive_too_large', fillMessage(messages.clipArchiveTooLarge, { free: formatBytes(free), allowed: formatBytes(CLIP_QUOTA_BYTES) }));
  return { maxBytes: free + CLIP_ARCHIVE_MANIFEST_MAX_BYTES + 64 * 1024 * 1024, tooLarge };
}

/**
 * Restores a swing clips file, whole or not at all. A first reading checks the file to its end
 * (the manifest, every entry and its size, no tar cut short), that every clip's shot is in the
 * account, and the quota; nothing is stored before it passes. The second stores each clip the
 * account does not hold yet (by client id) as an upload is stored, its probe and poster queued;
 * a failure there removes the clips it stored.
 */
export async function restoreClipArchive(db: Database, storage: ClipStorage, userId: string, file: Spooled): Promise<ClipArchiveResult> {
  const lines = await walk(file, (_line, body) => drain(body));
  const held = await repo.clipClientIdsHeld(db, userId, lines.map((l) => l.clientId));
  const fresh = lines.filter((l) => !held.has(l.clientId));
  const shotIds = await repo.shotIdsByClientId(db, userId, [...new Set(fresh.map((l) => l.shotClientId))]);
  const orphans = fresh.filter((l) => !shotIds.has(l.shotClientId)).length;
  if (orphans > 0) throw new AppError(422, 'clip_archive_shots_missing', fillMessage(messages.clipArchiveShotsMissing, { count: orphans }));
  const used = await repo.storageUsed(db, userId);
  const adding = fresh.reduce((sum, l) => sum + l.size, 0);
  if (used + adding > CLIP_QUOTA_BYTES) {
    throw new AppError(
      413,
      'clip_quota_exceeded',
      fillMessage(messages.clipArchiveQuotaExceeded, { size: formatBytes(adding), used: formatBytes(used), allowed: formatBytes(CLIP_QUOTA_BYTES) }),
    );
  }

  const freshByFile = new Map(fresh.map((l) => [l.file, l]));
  const stored: string[] = [];
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'ogs-clip-restore-'));
  try {
    await walk(file, async (line, body) => {
      if (!freshByFile.has(line.file)) return drain(body);
      const video = path.join(dir, 'video');
      await pipeline(body, createWriteStream(video));
      const id = randomUUID();
      const inserted = await repo.insertClip(db, {
        id,
        userId,
        clientId: line.clientId,
        shotId: shotIds.get(line.shotClientId)!,
        camera: line.camera,
        fps: line.fps,
        impactMs: line.impactMs ?? null,
        filename: line.filename ?? null,
        declaredSize: line.size,
      });
      if (!inserted) return; // stored meanwhile by the app under the same client id
      stored.push(id);
      await storage.putVideo(id, video, line.contentType);
      await repo.markUploaded(db, userId, id);
    });
  } catch (err) {
    // Deleting a clip's row leaves a job that removes its objects.
    for (const id of stored) await repo.deleteClip(db, userId, id);
    throw err;
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
  return { clips: lines.length, stored: stored.length, duplicates: lines.length - stored.length };
}
