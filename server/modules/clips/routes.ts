import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MemoryLocker, Server as TusServer, type Locker } from '@tus/server';
import { z } from 'zod';
import { messages } from '../../../common/messages';
import {
  CLIP_MAX_BYTES,
  clipLibraryQuerySchema,
  clipLibrarySchema,
  clipListQuerySchema,
  clipListSchema,
  clipParamsSchema,
  clipSchema,
  clipStorageSchema,
  swingCompareQuerySchema,
  swingCompareSchema,
} from '../../../common/schemas/clips';
import type { AppDeps } from '../../app';
import { AppError, notFound } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { securityHeaders } from '../../plugins/security';
import { createClipJobs } from './jobs';
import { findOnPath } from './probe';
import * as queries from './queries';
import * as repo from './repo';
import { clipArchiveRoutes } from './archive-routes';
import { serveClipObject } from './serve';
import * as service from './service';
import { sharedClipRoutes } from './shared-reads';
import { createClipStorage } from './storage';

const UPLOAD_PATH = '/api/ingest/clips';
/** Seconds the app waits before trying again while the store or ffprobe is unavailable. */
const RETRY_AFTER_SECONDS = 30;

/** What our checks established about an upload request, handed to tus's hooks through the Node request. */
const uploads = new WeakMap<IncomingMessage, { userId: string; clipId: string }>();
const nodeRequest = (req: unknown) => (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
const nodeResponse = (req: unknown) => (req as { runtime?: { node?: { res?: ServerResponse } } }).runtime?.node?.res;

/** tus's own refusals, in our words and shape. */
const TUS_REFUSALS: Record<number, { code: string; message: string }> = {
  404: { code: 'not_found', message: messages.clipUploadNotFound },
  410: { code: 'clip_upload_expired', message: messages.clipUploadExpired },
  413: { code: 'clip_size_exceeded', message: messages.clipSizeExceeded },
};

const unavailable = () => new AppError(503, 'clips_unavailable', messages.clipsUnavailable, undefined, { 'retry-after': String(RETRY_AFTER_SECONDS) });

/** How long a stop waits at most for uploads still writing to the store. */
const DRAIN_LIMIT_MS = 30_000;

/**
 * Swing clips: the desktop app's tus uploads at /api/ingest/clips (Pro, device token), and the
 * account's reading of them at /api/clips. Their storage (files or S3) and job queue live here.
 */
export async function clipsRoutes(app: FastifyInstance, { config, database }: AppDeps) {
  const db = database.db;
  const log = app.log.child({ module: 'clips' });
  const storage = createClipStorage(config);
  const jobs = createClipJobs({ db, storage, log, pollIntervalMs: config.clips.jobsPollIntervalMs, tools: config.clips.tools });
  const headers = securityHeaders(config);

  /**
   * The PATCH requests under way, each until tus has released its upload's lock (the bytes it
   * received are in the store) or the request ended short of it. A request whose client is gone
   * (a cut connection) goes on writing what it received, with S3 a part upload that can outlast
   * the server's own stop; the stop waits for these.
   */
  const patches = new Set<Promise<void>>();
  const released = new Map<string, Set<() => void>>();
  /** A PATCH that tus refused (before or after taking its lock) is settled there too. */
  const settleOf = new WeakMap<IncomingMessage, () => void>();
  const memoryLocker = new MemoryLocker();
  const locker: Locker = {
    newLock(id) {
      const lock = memoryLocker.newLock(id);
      return {
        lock: (signal, cancelReq) => lock.lock(signal, cancelReq),
        async unlock() {
          await lock.unlock();
          const waiting = released.get(id);
          released.delete(id);
          for (const settle of waiting ?? []) settle();
        },
      };
    },
  };

  const tus = new TusServer({
    locker,
    path: UPLOAD_PATH,
    datastore: storage.datastore,
    maxSize: CLIP_MAX_BYTES,
    relativeLocation: true,
    allowedOrigins: [],
    exposedHeaders: ['Clip-Id'],
    namingFunction: (req) => {
      const known = uploads.get(nodeRequest(req)!);
      if (!known) throw new Error('an upload without its clip');
      return known.clipId;
    },
    onUploadFinish: async (req, upload) => {
      const known = uploads.get(nodeRequest(req)!);
      if (known && (await repo.markUploaded(db, known.userId, upload.id))) jobs.nudge();
      return { headers: { 'Clip-Id': upload.id } };
    },
    onResponseError: (req, error) => {
      settleOf.get(nodeRequest(req)!)?.();
      const status = 'status_code' in error ? error.status_code : 500;
      if (status >= 500) {
        // The store failed under tus (S3 unreachable, a disk error): what was stored stays, and the
        // app's retry resumes from there once the store answers.
        log.error({ err: { message: 'message' in error ? error.message : error.body } }, 'clip upload failed in the store');
        nodeResponse(req)?.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
        return { status_code: 503, body: JSON.stringify({ error: messages.clipsUnavailable, code: 'clips_unavailable' }) };
      }
      const refusal = TUS_REFUSALS[status];
      return refusal ? { status_code: status, body: JSON.stringify({ error: refusal.message, code: refusal.code }) } : undefined;
    },
  });

  /** Hands the request to tus, with the security headers set (a hijacked answer runs no hook). */
  async function passToTus(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    headers(request, reply);
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value as string);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  }

  /** Runs a PATCH counted among those under way until `settle` is called or it ends. */
  async function writing(work: (settle: () => void) => Promise<void>): Promise<void> {
    let settle!: () => void;
    const done = new Promise<void>((resolve) => (settle = resolve));
    patches.add(done);
    void done.then(() => patches.delete(done));
    try {
      await work(settle);
    } finally {
      settle();
    }
  }

  /** A PATCH: tus writes its bytes; it counts as settled once tus releases the upload (tus's answer to a client that is gone never completes). */
  async function patch(request: FastifyRequest, reply: FastifyReply, settle: () => void): Promise<void> {
    const user = deviceUser(request);
    const clip = await service.ownUpload(db, user.id, (request.params as { id: string }).id);
    await ready();
    uploads.set(request.raw, { userId: user.id, clipId: clip.id });
    settleOf.set(request.raw, settle);
    const waiting = released.get(clip.id) ?? new Set();
    released.set(clip.id, waiting.add(settle));
    await passToTus(request, reply);
  }

  /**
   * Stopping, once the server has closed (an upload whose client is still sending has finished):
   * waits until every PATCH's bytes are in the store, so that the offset a next instance reads
   * is final.
   */
  async function drainUploads(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, DRAIN_LIMIT_MS)));
    await Promise.race([Promise.allSettled([...patches]), limit]);
    clearTimeout(timer);
  }

  async function ready(): Promise<void> {
    const tools = config.clips.tools.searchPath;
    if (!findOnPath('ffprobe', tools) || !findOnPath('ffmpeg', tools) || !(await storage.available())) throw unavailable();
  }

  function deviceUser(request: FastifyRequest) {
    const user = currentUser(request);
    if (request.authMethod !== 'device') throw new AppError(403, 'device_token_required', messages.ingestDeviceOnly);
    return user;
  }

  await app.register(async (uploadsApp) => {
    // tus reads a clip's bytes itself, as they stream in: they are neither parsed nor buffered here.
    // Any other body meets the app's own parsers and refusals (tus then refuses it too).
    uploadsApp.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const access = { access: 'pro' as const, device: true };
    const hidden = { hide: true };

    uploadsApp.options(UPLOAD_PATH, { schema: hidden }, passToTus);
    uploadsApp.post(UPLOAD_PATH, { config: access, schema: hidden }, async (request, reply) => {
      const user = deviceUser(request);
      await ready();
      const { id } = await service.beginUpload(db, user.id, {
        uploadLength: request.headers['upload-length'] as string | undefined,
        uploadDeferLength: request.headers['upload-defer-length'] as string | undefined,
        uploadMetadata: request.headers['upload-metadata'] as string | undefined,
      });
      uploads.set(request.raw, { userId: user.id, clipId: id });
      try {
        await passToTus(request, reply);
      } finally {
        // Not created after all (a refusal of tus's own, a store that failed): no row stays.
        if (reply.raw.statusCode !== 201) await repo.deleteClip(db, user.id, id).catch(() => {});
      }
    });
    for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
      uploadsApp.route({
        method,
        url: `${UPLOAD_PATH}/:id`,
        config: access,
        schema: hidden,
        handler: async (request, reply) => {
          if (method === 'PATCH') return writing((settle) => patch(request, reply, settle));
          const user = deviceUser(request);
          const clip = await service.ownUpload(db, user.id, (request.params as { id: string }).id);
          if (!(await storage.available())) throw unavailable();
          uploads.set(request.raw, { userId: user.id, clipId: clip.id });
          await passToTus(request, reply);
          // Terminated by the app: the row goes, and with it (by the trigger's job) anything left.
          if (method === 'DELETE' && reply.raw.statusCode === 204) await repo.deleteClip(db, user.id, clip.id);
        },
      });
    }
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const readAccess = { access: 'user' as const, device: true };

  r.get(
    '/api/clips',
    {
      config: readAccess,
      schema: { tags: ['clips'], summary: "A shot's swing clips", querystring: clipListQuerySchema, response: { 200: clipListSchema } },
    },
    async (request) => ({ clips: await service.listShotClips(db, currentUser(request).id, Number(request.query.shot)) }),
  );

  r.get(
    '/api/clips/library',
    {
      config: readAccess,
      schema: { tags: ['clips'], summary: "The account's shots with clips, newest first", querystring: clipLibraryQuerySchema, response: { 200: clipLibrarySchema } },
    },
    async (request) => queries.library(db, currentUser(request), request.query),
  );
  r.get(
    '/api/clips/storage',
    { config: readAccess, schema: { tags: ['clips'], summary: "The storage the account's clips take, against its quota", response: { 200: clipStorageSchema } } },
    async (request) => queries.storage(db, currentUser(request)),
  );
  r.get(
    '/api/clips/compare',
    {
      config: readAccess,
      schema: { tags: ['clips'], summary: 'Two shots with their clips, side by side', querystring: swingCompareQuerySchema, response: { 200: swingCompareSchema } },
    },
    async (request) => queries.compare(db, currentUser(request), Number(request.query.a), Number(request.query.b)),
  );

  r.get(
    '/api/clips/:id',
    { config: readAccess, schema: { tags: ['clips'], summary: 'One swing clip', params: clipParamsSchema, response: { 200: clipSchema } } },
    async (request) => service.presentClip(await service.getClip(db, currentUser(request).id, request.params.id)),
  );

  r.delete(
    '/api/clips/:id',
    { config: readAccess, schema: { tags: ['clips'], summary: 'Delete a swing clip', params: clipParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deleteClip(db, currentUser(request).id, request.params.id);
      jobs.nudge();
      return reply.status(204).send(null);
    },
  );

  /** A stored object to its owner: streamed with ranges from files, or a redirect to a short-lived S3 address. */
  async function serve(request: FastifyRequest, reply: FastifyReply, object: 'video' | 'poster') {
    const clip = await service.getClip(db, currentUser(request).id, (request.params as { id: string }).id);
    if (clip.status !== 'ready' || !clip.contentType) throw notFound(messages.clipNotFound);
    return serveClipObject(request, reply, storage, { id: clip.id, contentType: clip.contentType }, object, { through: false, cacheControl: 'private, no-cache' });
  }

  r.get(
    '/api/clips/:id/video',
    { config: readAccess, schema: { tags: ['clips'], summary: "A clip's video (HTTP ranges, or a redirect to S3)", params: clipParamsSchema } },
    (request, reply) => serve(request, reply, 'video'),
  );
  r.get(
    '/api/clips/:id/poster',
    { config: readAccess, schema: { tags: ['clips'], summary: "A clip's poster image", params: clipParamsSchema } },
    (request, reply) => serve(request, reply, 'poster'),
  );

  await sharedClipRoutes(app, db, storage);
  await clipArchiveRoutes(app, db, storage, () => jobs.nudge());

  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    await drainUploads();
    await jobs.stop();
    storage.close();
  });
}
