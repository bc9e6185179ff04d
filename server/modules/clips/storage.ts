import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectsCommand, GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';
import { CLIP_UPLOAD_EXPIRY_MS } from '../../../common/schemas/clips';
import type { Config } from '../../config';

/** A presigned read is valid this long (at most 5 minutes). */
export const PRESIGNED_READ_SECONDS = 300;
/** Whether the store answers is asked at most this often; a refusal meanwhile is remembered. */
const CHECK_EVERY_MS = 5000;
const CHECK_TIMEOUT_MS = 3000;

/** Where a video or a poster is read from: a file the server streams, or an address it redirects to. */
export type ObjectSource = { kind: 'file'; path: string } | { kind: 'redirect'; url: string };

/** An object read from S3 by the server itself, whole or one range of it, as a stream. */
export type ObjectRead =
  | { kind: 'body'; body: Readable; contentLength: number | undefined; contentRange: string | undefined }
  | { kind: 'missing' }
  | { kind: 'unsatisfiable'; size: number | undefined };

/**
 * Where clips live: one interface, two backends. Every object is named by the clip's id (which is
 * its tus upload's id): the video `<id>`, the poster `<id>.poster.jpg`, and the upload's own
 * bookkeeping (`<id>.json` on files; `<id>.info`, `<id>.part` and the multipart upload on S3).
 */
export interface ClipStorage {
  readonly kind: 'files' | 's3';
  /** The tus store the uploads are written to. */
  readonly datastore: DataStore;
  /** Runs `work` with a local file holding the uploaded video (on S3, a temporary copy, removed after). */
  withLocalVideo<T>(id: string, work: (file: string) => Promise<T>): Promise<T>;
  putPoster(id: string, file: string): Promise<void>;
  /** Stores a finished video at once, without tus (the demo account's clips). */
  putVideo(id: string, file: string, contentType: string): Promise<void>;
  video(id: string, contentType: string): Promise<ObjectSource>;
  poster(id: string): Promise<ObjectSource>;
  /** A stored video whole, as a stream with its size (a backup's archive of clips). */
  openVideo(id: string): Promise<{ size: number; body: Readable }>;
  /** On S3, an object (`<id>` or `<id>.poster.jpg`) streamed through the server, with an HTTP range or whole. */
  read(key: string, range: string | undefined): Promise<ObjectRead>;
  /** Every object of the clip, whatever state its upload was in; nothing there is no error. */
  remove(id: string): Promise<void>;
  /** The ids named by stored objects, with the newest change of each. */
  listIds(): Promise<Map<string, Date>>;
  /** False while the store cannot be reached. */
  available(): Promise<boolean>;
  close(): void;
}

const CLIP_OBJECT = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\.(?:json|info|part|poster\.jpg))?$/;

export function createClipStorage(config: Config): ClipStorage {
  return config.clips.s3 ? s3Storage(config.clips.s3) : fileStorage(config.clips.directory);
}

function fileStorage(directory: string): ClipStorage {
  fs.mkdirSync(directory, { recursive: true });
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: CLIP_UPLOAD_EXPIRY_MS });
  const at = (name: string) => {
    if (!CLIP_OBJECT.test(name)) throw new Error(`not a clip object: ${name}`);
    return path.join(directory, name);
  };
  return {
    kind: 'files',
    datastore,
    withLocalVideo: (id, work) => work(at(id)),
    putPoster: (id, file) => fsp.copyFile(file, at(`${id}.poster.jpg`)),
    putVideo: (id, file) => fsp.copyFile(file, at(id)),
    video: async (id) => ({ kind: 'file', path: at(id) }),
    poster: async (id) => ({ kind: 'file', path: at(`${id}.poster.jpg`) }),
    read: async () => {
      throw new Error('files are served from disk, with ranges');
    },
    async openVideo(id) {
      const handle = await fsp.open(at(id), 'r');
      const { size } = await handle.stat();
      return { size, body: handle.createReadStream() };
    },
    async remove(id) {
      await Promise.all([id, `${id}.json`, `${id}.poster.jpg`].map((name) => fsp.rm(at(name), { force: true })));
    },
    async listIds() {
      const ids = new Map<string, Date>();
      for (const name of await fsp.readdir(directory)) {
        const id = CLIP_OBJECT.exec(name)?.[1];
        if (!id) continue;
        const stat = await fsp.stat(path.join(directory, name)).catch(() => null);
        if (stat && !(stat.mtime <= (ids.get(id) ?? new Date(0)))) ids.set(id, stat.mtime);
      }
      return ids;
    },
    available: async () => true,
    close() {},
  };
}

function s3Storage(s3: NonNullable<Config['clips']['s3']>): ClipStorage {
  const clientConfig: S3ClientConfig = {
    region: s3.region,
    ...(s3.endpoint && { endpoint: s3.endpoint, forcePathStyle: true }),
    ...(s3.credentials && { credentials: s3.credentials }),
    // Plain bodies with a Content-Length: what every S3-compatible store takes (MinIO, R2, Ceph).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  const client = new S3Client(clientConfig);
  const bucket = s3.bucket;
  const datastore = new S3Store({
    s3ClientConfig: { bucket, ...clientConfig },
    expirationPeriodInMilliseconds: CLIP_UPLOAD_EXPIRY_MS,
    // Expiry is ours (the sweep): no object tags, which not every S3-compatible store keeps.
    useTags: false,
  });
  let lastCheck = { at: 0, ok: true };

  const presign = (key: string, contentType: string) =>
    getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentType: contentType, ResponseContentDisposition: 'inline' }), {
      expiresIn: PRESIGNED_READ_SECONDS,
    });
  const upload = async (key: string, file: string, contentType: string) => {
    const { size } = await fsp.stat(file);
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: fs.createReadStream(file), ContentLength: size, ContentType: contentType }));
  };

  return {
    kind: 's3',
    datastore,
    async withLocalVideo(id, work) {
      const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'ogs-clip-'));
      try {
        const file = path.join(folder, 'video');
        const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: id }));
        await pipeline(Body as Readable, fs.createWriteStream(file));
        return await work(file);
      } finally {
        await fsp.rm(folder, { recursive: true, force: true });
      }
    },
    putPoster: (id, file) => upload(`${id}.poster.jpg`, file, 'image/jpeg'),
    putVideo: (id, file, contentType) => upload(id, file, contentType),
    video: async (id, contentType) => ({ kind: 'redirect', url: await presign(id, contentType) }),
    async openVideo(id) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: id }));
      return { size: Number(answer.ContentLength), body: answer.Body as Readable };
    },
    async read(key, range) {
      if (!CLIP_OBJECT.test(key)) throw new Error(`not a clip object: ${key}`);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: range && /^bytes=\d*-\d*$/.test(range) ? range : undefined }));
        return { kind: 'body', body: answer.Body as Readable, contentLength: answer.ContentLength, contentRange: answer.ContentRange };
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404) return { kind: 'missing' };
        if (status === 416) return { kind: 'unsatisfiable', size: undefined };
        throw error;
      }
    },
    poster: async (id) => ({ kind: 'redirect', url: await presign(`${id}.poster.jpg`, 'image/jpeg') }),
    async remove(id) {
      // An unfinished multipart upload is aborted by the tus store (it knows the upload's S3 id).
      await datastore.remove(id).catch((error: unknown) => {
        if ((error as { status_code?: number }).status_code !== 404) throw error;
      });
      await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: [id, `${id}.info`, `${id}.part`, `${id}.poster.jpg`].map((Key) => ({ Key })), Quiet: true },
        }),
      );
    },
    async listIds() {
      const ids = new Map<string, Date>();
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          const id = CLIP_OBJECT.exec(object.Key ?? '')?.[1];
          const modified = object.LastModified ?? new Date();
          if (id && !(modified <= (ids.get(id) ?? new Date(0)))) ids.set(id, modified);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return ids;
    },
    async available() {
      if (Date.now() - lastCheck.at < CHECK_EVERY_MS) return lastCheck.ok;
      let ok = true;
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
      } catch {
        ok = false;
      }
      lastCheck = { at: Date.now(), ok };
      return ok;
    },
    close() {
      client.destroy();
    },
  };
}
