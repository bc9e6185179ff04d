import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { CLIP_UPLOAD_EXPIRY_MS } from '../../../common/schemas/clips';
import { messages } from '../../../common/messages';
import type { Database } from '../../db/client';
import type { ClipJobRow } from '../../db/schema/clips';
import { drawPoster, probeVideo, ToolUnavailableError, type Tools } from './probe';
import * as repo from './repo';
import type { ClipStorage } from './storage';

const BATCH = 5;
/** Longer than the slowest probe: a download of 500 MB from S3, ffprobe and ffmpeg at their time limits. */
const LEASE_MS = 10 * 60_000;
const RETRY_BASE_MS = 5000;
const RETRY_MAX_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 3_600_000;
/** An object younger than this is left to the upload that is creating it. */
const ORPHAN_GRACE_MS = 3_600_000;
/** A complete upload still marked open after this long lost its completion: the sweep records it. */
const STUCK_UPLOAD_MS = 10 * 60_000;

export interface ClipJobs {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Work is waiting: look now rather than at the next poll. */
  nudge(): void;
  /** One round: claim due jobs and do them. The loop calls it; so can tests. */
  runOnce(): Promise<number>;
}

const retryDelay = (attempts: number) => Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);

/**
 * The clips' job queue in PostgreSQL: probes of finished uploads, removals of deleted clips'
 * objects, and the hourly sweep. It survives a restart (a job claimed by an instance that died is
 * due again when its lease ends) and is shared by instances (`FOR UPDATE SKIP LOCKED`).
 */
export function createClipJobs({
  db,
  storage,
  log,
  pollIntervalMs,
  tools,
  orphanGraceMs = ORPHAN_GRACE_MS,
}: {
  db: Database;
  storage: ClipStorage;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  /** Where ffprobe and ffmpeg are looked for (PATH), and how long each may run on a clip. */
  tools: Tools;
  orphanGraceMs?: number;
}): ClipJobs {
  let loop: Promise<void> | null = null;
  let stopping: AbortController | null = null;
  let wake: (() => void) | null = null;
  let nudged = false;

  async function probe(job: ClipJobRow): Promise<void> {
    const clip = job.clipId ? await repo.findClipById(db, job.clipId) : null;
    if (!clip || clip.status !== 'processing') return;
    const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'ogs-poster-'));
    try {
      const outcome = await storage.withLocalVideo(clip.id, async (file) => {
        const probed = await probeVideo(file, tools);
        if (!probed.ok) return probed;
        const { durationMs, frameRate } = probed.video;
        const lastFrameMs = Math.max(0, durationMs - Math.ceil(1000 / (frameRate || 30)));
        const atMs = clip.impactMs !== null && clip.impactMs <= lastFrameMs ? clip.impactMs : durationMs / 2;
        const poster = path.join(folder, 'poster.jpg');
        try {
          await drawPoster(file, atMs, poster, tools);
        } catch (error) {
          // A tool that did not finish is tried again with the job: only an answer of ffmpeg's judges the file.
          if (error instanceof ToolUnavailableError) throw error;
          return { ok: false as const, reason: messages.clipTruncated };
        }
        await storage.putPoster(clip.id, poster);
        return probed;
      });
      if (!outcome.ok) {
        log.info({ clipId: clip.id, reason: outcome.reason }, 'clip refused');
        await repo.markRefused(db, clip.userId, clip.id, outcome.reason);
        nudge();
        return;
      }
      const { size, ...video } = outcome.video;
      await repo.markReady(db, clip.userId, clip.id, { ...video, size });
      log.info({ clipId: clip.id, durationMs: video.durationMs, size }, 'clip ready');
    } finally {
      await fsp.rm(folder, { recursive: true, force: true });
    }
  }

  async function sweep(): Promise<void> {
    // An upload whose last bytes were stored but whose completion was not recorded (the database
    // failed at that moment) is probed all the same.
    let recovered = 0;
    for (const open of await repo.openUploadsBefore(db, new Date(Date.now() - STUCK_UPLOAD_MS), 1000)) {
      const upload = await storage.datastore.getUpload(open.id).catch(() => null);
      if (upload?.size !== undefined && upload.offset === upload.size && (await repo.markUploaded(db, open.userId, open.id))) recovered++;
    }
    if (recovered) nudge();
    const stale = await repo.deleteStaleUploads(db, new Date(Date.now() - CLIP_UPLOAD_EXPIRY_MS));
    const stored = await storage.listIds();
    const known = await repo.knownClipIds(db, [...stored.keys()]);
    const pending = await repo.pendingJobClipIds(db);
    let orphans = 0;
    for (const [id, modifiedAt] of stored) {
      if (known.has(id) || pending.has(id) || Date.now() - modifiedAt.getTime() < orphanGraceMs) continue;
      await storage.remove(id);
      orphans++;
    }
    if (stale || orphans || recovered) log.info({ staleUploads: stale, orphans, recovered }, 'clip storage swept');
  }

  async function runJob(job: ClipJobRow): Promise<void> {
    try {
      if (job.kind === 'probe') await probe(job);
      else if (job.kind === 'remove' && job.clipId) await storage.remove(job.clipId);
      else if (job.kind === 'sweep') {
        await sweep();
        await repo.rescheduleSweep(db, job.id, SWEEP_EVERY_MS);
        return;
      }
      await repo.finishJob(db, job.id);
    } catch (error) {
      const delay = retryDelay(job.attempts);
      log.warn({ jobId: job.id, kind: job.kind, clipId: job.clipId, retryInMs: delay, err: { message: (error as Error).message } }, 'clip job failed, will retry');
      await repo.retryJob(db, job.id, delay, (error as Error).message ?? String(error));
    }
  }

  async function runOnce(): Promise<number> {
    const jobs = await repo.claimDueJobs(db, BATCH, LEASE_MS);
    for (const job of jobs) {
      if (stopping?.signal.aborted) {
        await repo.retryJob(db, job.id, 0, 'stopped');
        continue;
      }
      await runJob(job);
    }
    return jobs.length;
  }

  function pause(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (signal.aborted || nudged) return resolve();
      const timer = setTimeout(done, ms);
      wake = done;
      signal.addEventListener('abort', done, { once: true });
      function done() {
        clearTimeout(timer);
        wake = null;
        signal.removeEventListener('abort', done);
        resolve();
      }
    });
  }

  async function run(stop: AbortSignal) {
    let failures = 0;
    while (!stop.aborted) {
      let wait = pollIntervalMs;
      nudged = false;
      try {
        const claimed = await runOnce();
        failures = 0;
        if (claimed === BATCH) wait = 0;
      } catch (error) {
        failures++;
        wait = retryDelay(failures);
        if (!stop.aborted) log.warn({ err: { message: (error as Error).message }, retryInMs: wait }, 'clip jobs cannot reach the database');
      }
      await pause(wait, stop);
    }
  }

  function nudge() {
    nudged = true;
    wake?.();
  }

  return {
    runOnce,
    nudge,
    async start() {
      if (loop) return;
      await repo.ensureSweepJob(db).catch(() => {});
      stopping = new AbortController();
      loop = run(stopping.signal);
    },
    async stop() {
      if (!loop || !stopping) return;
      stopping.abort();
      await loop;
      loop = null;
    },
  };
}
