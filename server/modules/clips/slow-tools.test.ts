import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clipJobs } from '../../db/schema/clips';
import { createTestDatabase, testConfig } from '../../test/harness';
import { createGolfer, type Golfer } from '../../test/factories';
import { shot, uploadAll } from '../../test/ingest-fixtures';
import { listen, tusUpload, until, type Running } from '../../test/tus-client';
import { clipFilesForTheFile } from './clips-test-setup';
import { findOnPath } from './probe';

const clipFiles = clipFilesForTheFile();

/** The tools' time limit here: a run that fits on a busy machine, and a timeout that costs the test little. */
const TIME_LIMIT_MS = 3000;
/** One more than the timeouts after which a clip used to be refused as not a video. */
const TIMEOUTS = 4;

/**
 * A machine too busy for the tools: ffprobe and ffmpeg on the app's PATH are the real ones behind a
 * gate, so every run is stopped at the time limit until the test opens it; then they run as usual.
 */
async function gatedTools(folder: string): Promise<{ searchPath: string; open(): Promise<void> }> {
  const gate = path.join(folder, 'open');
  const bin = path.join(folder, 'bin');
  await fsp.mkdir(bin);
  for (const tool of ['ffprobe', 'ffmpeg'] as const) {
    const real = findOnPath(tool, process.env.PATH ?? '');
    if (!real) throw new Error(`${tool} is not installed (apt-get install ffmpeg)`);
    await fsp.writeFile(path.join(bin, tool), `#!/bin/sh\nwhile [ ! -e '${gate}' ]; do sleep 0.05; done\nexec '${real}' "$@"\n`, { mode: 0o755 });
  }
  return { searchPath: bin, open: () => fsp.writeFile(gate, '') };
}

describe('a clip probed while the machine is too slow for the time limit', () => {
  let folder: string;
  let tools: Awaited<ReturnType<typeof gatedTools>>;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let running: Running;
  let golfer: Golfer;
  let shotClientId: string;

  beforeAll(async () => {
    folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'ogs-slow-tools-'));
    tools = await gatedTools(folder);
    db = await createTestDatabase();
    const config = testConfig({ DATA_DIR: folder, PATH: tools.searchPath, CLIP_TOOL_TIME_LIMIT_MS: String(TIME_LIMIT_MS), CLIP_JOBS_POLL_INTERVAL_MS: '100' });
    running = await listen(config, db.database);
    golfer = await createGolfer({ app: running.app, database: db.database }, { pro: true });
    const item = shot();
    await uploadAll(running.app, golfer.token, 'shots', [item]);
    shotClientId = item.clientId!;
  });

  afterAll(async () => {
    await running?.app.close();
    await db?.drop();
    await fsp.rm(folder, { recursive: true, force: true });
  });

  it('stays processing while the tools are stopped at the limit, tried again each time, and is ready once they finish', { timeout: 180_000 }, async () => {
    const video = await fsp.readFile(clipFiles().mp4);
    const meta = { clientId: randomUUID(), shotClientId, camera: 'face-on', fps: '120', impactMs: '1000', filename: 'swing.mp4' };
    const { clipId } = await tusUpload(running.base, golfer.token, video, meta).done;
    const clip = async () => (await running.app.inject({ method: 'GET', url: `/api/clips/${clipId}`, headers: { authorization: `Bearer ${golfer.token}` } })).json();
    const probeJob = async () => (await db.database.db.select().from(clipJobs).where(eq(clipJobs.clipId, clipId)))[0];
    // A failed probe is due again at once, rather than after the job's doubling delay.
    const dueNow = () =>
      db.database.db
        .update(clipJobs)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(and(eq(clipJobs.clipId, clipId), isNull(clipJobs.lockedUntil)));

    const stopped = await until(
      `${TIMEOUTS} probes stopped at the time limit`,
      async () => {
        const body = await clip();
        expect(body, 'a clip the tools could not finish is no refused clip').toMatchObject({ status: 'processing', refusal: null });
        const job = await probeJob();
        if (job?.lockedUntil !== null) return null;
        if (job.attempts >= TIMEOUTS) return job;
        await dueNow();
        return null;
      },
      120_000,
    );
    expect(stopped.lastError).toBe(`ffprobe stopped after ${TIME_LIMIT_MS} ms`);

    await tools.open();
    const settled = await until('the clip to settle', async () => {
      await dueNow();
      const body = await clip();
      return body.status === 'processing' ? null : body;
    });
    expect(settled).toMatchObject({ status: 'ready', refusal: null, durationMs: 2000 });
    // The job ends once the clip is marked ready.
    await until('the probe job to end', async () => (await probeJob()) === undefined);
  });
});
