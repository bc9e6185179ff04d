import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import tar from 'tar-stream';
import { CLIP_QUOTA_BYTES } from '../../../common/schemas/clips';
import type { Config } from '../../config';
import { clips } from '../../db/schema/clips';
import { shots } from '../../db/schema/shots';
import { createTestDatabase, testConfig } from '../../test/harness';
import { createGolfer, TEST_ORIGIN, type Golfer } from '../../test/factories';
import { shot, uploadAll } from '../../test/ingest-fixtures';
import { makeClipFiles, type ClipFiles } from '../../test/clip-fixtures';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server';
import { listen, sha256, tusUpload, until, type Running } from '../../test/tus-client';

let files: ClipFiles;
const fixtureDir = path.join(os.tmpdir(), `ogs-archive-files-${process.pid}`);

beforeAll(async () => {
  files = await makeClipFiles(fixtureDir);
}, 120_000);

afterAll(async () => {
  await fsp.rm(fixtureDir, { recursive: true, force: true });
});

/** The entries of a tar, by name. */
async function entries(archive: Buffer): Promise<Map<string, Buffer>> {
  const extract = tar.extract();
  const found = new Map<string, Buffer>();
  const reading = (async () => {
    for await (const item of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of item) chunks.push(chunk as Buffer);
      found.set(item.header.name, Buffer.concat(chunks));
    }
  })();
  extract.end(archive);
  await reading;
  return found;
}

describe.each(['files', 's3'] as const)('swing clips in the backup, on %s', (backend) => {
  let s3: TestS3Server | null = null;
  let dataDir: string;
  let config: Config;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let running: Running;
  let owner: Golfer;
  const shotIds: string[] = [];
  const uploaded: { clientId: string; shotClientId: string; hash: string; camera: string }[] = [];

  const call = (golfer: Golfer, method: 'GET' | 'POST', url: string, body?: Buffer | string, contentType?: string) =>
    fetch(`${running.base}${url}`, {
      method,
      headers: { cookie: golfer.cookie, origin: TEST_ORIGIN, ...(contentType && { 'content-type': contentType }) },
      body,
    });
  const backupOf = async (golfer: Golfer) => Buffer.from(await (await call(golfer, 'GET', '/api/account/backup/clips')).arrayBuffer());
  const restoreShots = async (from: Golfer, into: Golfer) => {
    const ndjson = await (await call(from, 'GET', '/api/account/backup')).text();
    const res = await call(into, 'POST', '/api/account/restore', ndjson, 'application/x-ndjson');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('"type":"done"');
  };
  const restoreClips = (into: Golfer, archive: Buffer | string) => call(into, 'POST', '/api/account/restore/clips', archive, 'application/x-tar');
  /** The account's clips once none waits for its probe, with each video's hash. */
  const settledClips = (golfer: Golfer, count: number) =>
    until(`${count} clips ready`, async () => {
      const rows = await db.database.db.select().from(clips).where(eq(clips.userId, golfer.id));
      if (rows.length !== count || rows.some((row) => row.status !== 'ready')) return null;
      return Promise.all(
        rows.map(async (row) => {
          const video = await fetch(`${running.base}/api/clips/${row.id}/video`, { headers: { authorization: `Bearer ${golfer.token}` } });
          return { clientId: row.clientId, camera: row.camera, fps: row.fps, impactMs: row.impactMs, hash: sha256(Buffer.from(await video.arrayBuffer())) };
        }),
      );
    });
  const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;
  const clipCount = async (golfer: Golfer) => (await db.database.db.select().from(clips).where(eq(clips.userId, golfer.id))).length;
  const freshGolfer = () => createGolfer({ app: running.app, database: db.database }, { pro: true });

  beforeAll(async () => {
    if (backend === 's3') s3 = await startTestS3Server();
    dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'ogs-clip-archive-'));
    config = testConfig({ DATA_DIR: dataDir, CLIP_JOBS_POLL_INTERVAL_MS: '100', ...(s3?.env ?? {}) });
    db = await createTestDatabase();
    running = await listen(config, db.database);
    owner = await freshGolfer();
    const items = [shot(), shot()];
    await uploadAll(running.app, owner.token, 'shots', items);
    shotIds.push(...items.map((item) => item.clientId!));
    for (const [i, [file, camera]] of ([[files.mp4, 'face-on'], [files.webm, 'down-the-line']] as const).entries()) {
      const video = await fsp.readFile(file);
      const clientId = randomUUID();
      const metadata = { clientId, shotClientId: shotIds[i], camera, fps: '120', impactMs: '500', filename: path.basename(file) };
      await tusUpload(running.base, owner.token, video, metadata).done;
      uploaded.push({ clientId, shotClientId: shotIds[i], hash: sha256(video), camera });
    }
    await settledClips(owner, 2);
  }, 180_000);

  afterAll(async () => {
    await running?.app.close();
    await db?.drop();
    await s3?.close();
    await fsp.rm(dataDir, { recursive: true, force: true });
  });

  it('downloads a tar: the manifest first, then each video whole', async () => {
    const res = await call(owner, 'GET', '/api/account/backup/clips');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-tar');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="opengolfsim-swing-clips-\d{4}-\d{2}-\d{2}\.tar"$/);
    const found = await entries(Buffer.from(await res.arrayBuffer()));
    const [header, ...lines] = found.get('clips.ndjson')!.toString().trim().split('\n').map((line) => JSON.parse(line));
    expect(header).toMatchObject({ format: 'opengolfsim-clips', version: 1, clips: 2 });
    expect([...found.keys()][0]).toBe('clips.ndjson');
    for (const clip of uploaded) {
      const line = lines.find((l: { clientId: string }) => l.clientId === clip.clientId);
      expect(line).toMatchObject({ type: 'clip', shotClientId: clip.shotClientId, camera: clip.camera, fps: 120, impactMs: 500 });
      expect(sha256(found.get(line.file)!)).toBe(clip.hash);
    }
  });

  it('restores into a new account after its backup: the same clips, bytes and shots, probed again; a second restore stores nothing', async () => {
    const archive = await backupOf(owner);
    const golfer = await freshGolfer();
    await restoreShots(owner, golfer);
    const res = await restoreClips(golfer, archive);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ clips: 2, stored: 2, duplicates: 0 });
    const restored = await settledClips(golfer, 2);
    for (const clip of uploaded) expect(restored).toContainEqual({ clientId: clip.clientId, camera: clip.camera, fps: 120, impactMs: 500, hash: clip.hash });
    // Each clip is on the shot of the same client id.
    const library = (await (await call(golfer, 'GET', '/api/clips/library')).json()) as { shots: { clips: unknown[] }[] };
    expect(library.shots).toHaveLength(2);

    const again = await restoreClips(golfer, archive);
    expect(await again.json()).toEqual({ clips: 2, stored: 0, duplicates: 2 });
    expect(await clipCount(golfer)).toBe(2);
  });

  it('refuses a file cut short, a file that is no clips file, and clips of shots the account lacks, storing nothing', async () => {
    const archive = await backupOf(owner);
    const golfer = await freshGolfer();

    const orphans = await restoreClips(golfer, archive);
    expect(orphans.status).toBe(422);
    expect((await errorOf(orphans))).toBe(
      '2 of the clips belong to shots this account does not have. Restore the backup file first, then the swing clips. Nothing was restored',
    );

    await restoreShots(owner, golfer);
    const cut = await restoreClips(golfer, archive.subarray(0, archive.length - 2048));
    expect(cut.status).toBe(400);
    expect((await errorOf(cut))).toMatch(/^This swing clips file is damaged or cut short \(.+\): nothing was restored$/);

    const text = await restoreClips(golfer, 'not a tar at all\n'.repeat(100));
    expect(text.status).toBe(400);
    expect((await errorOf(text))).toBe('This file is not a swing clips file of OpenGolfSim (a .tar downloaded from Backup)');
    expect(await clipCount(golfer)).toBe(0);
  });

  it('refuses clips past the quota, and a file larger than the room left at once', async () => {
    const archive = await backupOf(owner);
    const golfer = await freshGolfer();
    await restoreShots(owner, golfer);
    // The account full but for 1 KB: the clips do not fit.
    const [{ id: shotId }] = await db.database.db.select({ id: shots.id }).from(shots).where(eq(shots.userId, golfer.id)).limit(1);
    await db.database.db.insert(clips).values({
      id: randomUUID(),
      userId: golfer.id,
      clientId: 'filler',
      shotId,
      camera: 'other',
      fps: 30,
      declaredSize: CLIP_QUOTA_BYTES - 1024,
      status: 'ready',
      contentType: 'video/mp4',
    });
    const full = await restoreClips(golfer, archive);
    expect(full.status).toBe(413);
    expect((await errorOf(full))).toMatch(/^These clips \(.+\) would pass the storage of your account: 50\.0 GB of 50\.0 GB used\. Nothing was restored$/);
    expect(await clipCount(golfer)).toBe(1);

    // Past the room left and the manifest's margin: refused on its declared length.
    const huge = await restoreClips(golfer, Buffer.alloc(100 * 1024 * 1024));
    expect(huge.status).toBe(413);
    expect((await errorOf(huge))).toBe('This file is larger than the room left for swing clips: 1.0 KB of 50.0 GB free');
  });
});
