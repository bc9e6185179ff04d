import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../config';
import { shots } from '../../db/schema/shots';
import { createTestDatabase, testConfig } from '../../test/harness';
import { createGolfer, type Golfer } from '../../test/factories';
import { shot, uploadAll } from '../../test/ingest-fixtures';
import { makeClipFiles, type ClipFiles } from '../../test/clip-fixtures';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server';
import { listen, until, type Running } from '../../test/tus-client';

/** The clip tests run on both stores: the data directory, and S3 through s3rver. */
export const CLIP_BACKENDS = ['files', 's3'] as const;
export type ClipBackend = (typeof CLIP_BACKENDS)[number];

/** The fixture videos (made with ffmpeg), once for the test file that calls this at its top level. */
export function clipFilesForTheFile(): () => ClipFiles {
  let files: ClipFiles;
  const fixtureDir = path.join(os.tmpdir(), `ogs-clip-files-${process.pid}-${randomUUID()}`);

  beforeAll(async () => {
    files = await makeClipFiles(fixtureDir);
  }, 120_000);

  afterAll(async () => {
    await fsp.rm(fixtureDir, { recursive: true, force: true });
  });
  return () => files;
}

/** What a clip test reads: set by the suite's beforeAll. */
export interface ClipSuite {
  readonly files: ClipFiles;
  s3: TestS3Server | null;
  dataDir: string;
  config: Config;
  db: Awaited<ReturnType<typeof createTestDatabase>>;
  running: Running;
  golfer: Golfer;
  shotClientId: string;
  shotId: number;
}

/**
 * Starts, inside a describe, an app listening on a port with clips on the given store, a Pro
 * golfer and one shot of theirs, and gives the calls the clip tests make.
 */
export function clipSuite(backend: ClipBackend, clipFiles: () => ClipFiles) {
  const c = {
    get files() {
      return clipFiles();
    },
    s3: null,
  } as ClipSuite;

  const inject = (method: 'GET' | 'DELETE', url: string, token = c.golfer.token) =>
    c.running.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
  const clip = async (id: string, token = c.golfer.token) => (await inject('GET', `/api/clips/${id}`, token)).json();
  const settled = (id: string) =>
    until(`clip ${id} to settle`, async () => {
      const body = await clip(id);
      return body.status === 'ready' || body.status === 'refused' ? body : null;
    });
  /** Every stored object of the clip, in whichever backend. */
  const objectsOf = async (id: string): Promise<string[]> =>
    c.s3 ? (await c.s3.keys()).filter((key) => key.startsWith(id)) : (await fsp.readdir(c.config.clips.directory)).filter((name) => name.startsWith(id));
  const newShot = async (who: Golfer = c.golfer, extra: Record<string, unknown> = {}) => {
    const item = shot(extra);
    await uploadAll(c.running.app, who.token, 'shots', [item]);
    const [row] = await c.db.database.db.select({ id: shots.id }).from(shots).where(eq(shots.clientId, item.clientId!));
    return { clientId: item.clientId!, id: row.id };
  };
  const meta = (extra: Record<string, string> = {}) => ({
    clientId: randomUUID(),
    shotClientId: c.shotClientId,
    camera: 'face-on',
    fps: '120',
    impactMs: '1000',
    filename: 'swing.mp4',
    ...extra,
  });

  beforeAll(async () => {
    if (backend === 's3') c.s3 = await startTestS3Server();
    c.dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'ogs-clips-'));
    c.config = testConfig({ DATA_DIR: c.dataDir, CLIP_JOBS_POLL_INTERVAL_MS: '100', ...(c.s3?.env ?? {}) });
    c.db = await createTestDatabase();
    c.running = await listen(c.config, c.db.database);
    c.golfer = await createGolfer({ app: c.running.app, database: c.db.database }, { pro: true });
    ({ clientId: c.shotClientId, id: c.shotId } = await newShot());
  });

  afterAll(async () => {
    await c.running?.app.close();
    await c.db?.drop();
    await c.s3?.close();
    await fsp.rm(c.dataDir, { recursive: true, force: true });
  });

  return { c, inject, clip, settled, objectsOf, newShot, meta };
}
