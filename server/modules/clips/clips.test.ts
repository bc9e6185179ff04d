import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { clipJobs, clips } from '../../db/schema/clips';
import { shots } from '../../db/schema/shots';
import { users } from '../../db/schema/users';
import { createTestDatabase, testConfig } from '../../test/harness';
import { createGolfer, type Golfer } from '../../test/factories';
import { session, shot, uploadAll } from '../../test/ingest-fixtures';
import { makeClipFiles, type ClipFiles } from '../../test/clip-fixtures';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server';
import { cuttingProxy, listen, refusal, sha256, tusUpload, until, type Running } from '../../test/tus-client';
import { createClipJobs } from './jobs';
import { createClipStorage } from './storage';

let files: ClipFiles;
const fixtureDir = path.join(os.tmpdir(), `ogs-clip-files-${process.pid}`);

beforeAll(async () => {
  files = await makeClipFiles(fixtureDir);
}, 120_000);

afterAll(async () => {
  await fsp.rm(fixtureDir, { recursive: true, force: true });
});

describe.each(['files', 's3'] as const)('swing clips on %s', (backend) => {
  let s3: TestS3Server | null = null;
  let dataDir: string;
  let config: Config;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let running: Running;
  let golfer: Golfer;
  let shotClientId: string;
  let shotId: number;

  const inject = (method: 'GET' | 'DELETE', url: string, token = golfer.token) =>
    running.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
  const clip = async (id: string, token = golfer.token) => (await inject('GET', `/api/clips/${id}`, token)).json();
  const settled = (id: string) =>
    until(`clip ${id} to settle`, async () => {
      const body = await clip(id);
      return body.status === 'ready' || body.status === 'refused' ? body : null;
    });
  /** Every stored object of the clip, in whichever backend. */
  const objectsOf = async (id: string): Promise<string[]> =>
    s3 ? (await s3.keys()).filter((key) => key.startsWith(id)) : (await fsp.readdir(config.clips.directory)).filter((name) => name.startsWith(id));
  const newShot = async (who: Golfer = golfer, extra: Record<string, unknown> = {}) => {
    const item = shot(extra);
    await uploadAll(running.app, who.token, 'shots', [item]);
    const [row] = await db.database.db.select({ id: shots.id }).from(shots).where(eq(shots.clientId, item.clientId!));
    return { clientId: item.clientId!, id: row.id };
  };
  const meta = (extra: Record<string, string> = {}) => ({
    clientId: randomUUID(),
    shotClientId,
    camera: 'face-on',
    fps: '120',
    impactMs: '1000',
    filename: 'swing.mp4',
    ...extra,
  });

  beforeAll(async () => {
    if (backend === 's3') s3 = await startTestS3Server();
    dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'ogs-clips-'));
    config = testConfig({ DATA_DIR: dataDir, CLIP_JOBS_POLL_INTERVAL_MS: '100', ...(s3?.env ?? {}) });
    db = await createTestDatabase();
    running = await listen(config, db.database);
    golfer = await createGolfer({ app: running.app, database: db.database }, { pro: true });
    ({ clientId: shotClientId, id: shotId } = await newShot());
  });

  afterAll(async () => {
    await running?.app.close();
    await db?.drop();
    await s3?.close();
    await fsp.rm(dataDir, { recursive: true, force: true });
  });

  it("takes the desktop app's upload, probes it, and serves it to its owner alone", async () => {
    const video = await fsp.readFile(files.mp4);
    const metadata = meta();
    const { done } = tusUpload(running.base, golfer.token, video, metadata);
    const outcome = await done;
    expect(outcome.url).toMatch(/\/api\/ingest\/clips\/[0-9a-f-]{36}$/);
    expect(outcome.clipId).toBe(outcome.url.split('/').pop());

    const ready = await settled(outcome.clipId);
    expect(ready).toMatchObject({
      id: outcome.clipId,
      clientId: metadata.clientId,
      shotId: String(shotId),
      camera: 'face-on',
      status: 'ready',
      refusal: null,
      fps: 120,
      durationMs: 2000,
      impactMs: 1000,
      size: video.length,
      width: 320,
      height: 240,
      rotation: 0,
      contentType: 'video/mp4',
      filename: 'swing.mp4',
      posterUrl: `/api/clips/${outcome.clipId}/poster`,
      videoUrl: `/api/clips/${outcome.clipId}/video`,
    });
    const list = (await inject('GET', `/api/clips?shot=${shotId}`)).json();
    expect(list.clips.map((c: { id: string }) => c.id)).toContain(outcome.clipId);

    // A range of the video, as a player asks for it: streamed from files, or through a short-lived S3 address.
    const ranged = await fetch(`${running.base}${ready.videoUrl}`, { headers: { authorization: `Bearer ${golfer.token}`, range: 'bytes=100-1123' }, redirect: 'manual' });
    let body: Response = ranged;
    if (backend === 's3') {
      expect(ranged.status).toBe(302);
      const location = new URL(ranged.headers.get('location')!);
      expect(location.origin).toBe(s3!.endpoint);
      expect(Number(location.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
      expect(location.searchParams.get('response-content-disposition')).toBe('inline');
      body = await fetch(location, { headers: { range: 'bytes=100-1123' } });
    } else {
      expect(ranged.headers.get('x-content-type-options')).toBe('nosniff');
      expect(ranged.headers.get('accept-ranges')).toBe('bytes');
    }
    expect(body.status).toBe(206);
    expect(body.headers.get('content-type')).toBe('video/mp4');
    expect(body.headers.get('content-disposition')).toBe('inline');
    expect(body.headers.get('content-range')).toBe(`bytes 100-1123/${video.length}`);
    expect(Buffer.from(await body.arrayBuffer()).equals(video.subarray(100, 1124))).toBe(true);

    const poster = await fetch(`${running.base}${ready.posterUrl}`, { headers: { authorization: `Bearer ${golfer.token}` } });
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect([...Buffer.from(await poster.arrayBuffer()).subarray(0, 2)]).toEqual([0xff, 0xd8]);

    // Another account sees nothing of it and can touch nothing of it.
    const other = await createGolfer({ app: running.app, database: db.database }, { pro: true });
    expect((await inject('GET', `/api/clips/${outcome.clipId}`, other.token)).statusCode).toBe(404);
    expect((await inject('GET', `/api/clips/${outcome.clipId}/video`, other.token)).statusCode).toBe(404);
    expect((await inject('GET', `/api/clips/${outcome.clipId}/poster`, other.token)).statusCode).toBe(404);
    expect((await inject('GET', `/api/clips?shot=${shotId}`, other.token)).json()).toEqual({ clips: [] });
    expect((await inject('DELETE', `/api/clips/${outcome.clipId}`, other.token)).statusCode).toBe(404);
    const theirHead = await fetch(outcome.url, { method: 'HEAD', headers: { authorization: `Bearer ${other.token}`, 'tus-resumable': '1.0.0' } });
    expect(theirHead.status).toBe(404);
    const theirDelete = await fetch(outcome.url, { method: 'DELETE', headers: { authorization: `Bearer ${other.token}`, 'tus-resumable': '1.0.0' } });
    expect(theirDelete.status).toBe(404);
    expect((await clip(outcome.clipId)).status).toBe('ready');

    // The same clip again is not stored twice: the app learns its id.
    const again = tusUpload(running.base, golfer.token, video, metadata);
    const refused = refusal(await again.done.then(() => null, (error: unknown) => error));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('clip_exists');
    expect(refused.header('Clip-Id')).toBe(outcome.clipId);

    // Deleted by its owner: the row at once, the objects by the job.
    expect((await inject('DELETE', `/api/clips/${outcome.clipId}`)).statusCode).toBe(204);
    expect((await inject('GET', `/api/clips/${outcome.clipId}`)).statusCode).toBe(404);
    await until('the objects to go', async () => (await objectsOf(outcome.clipId)).length === 0);
  });

  it('takes WebM with VP9 and makes its poster at the middle when the impact is unknown', async () => {
    const { done } = tusUpload(running.base, golfer.token, await fsp.readFile(files.webm), meta({ camera: 'down-the-line', fps: '30', impactMs: '', filename: 'swing.webm' }));
    const ready = await settled((await done).clipId);
    expect(ready).toMatchObject({ status: 'ready', contentType: 'video/webm', camera: 'down-the-line', fps: 30, durationMs: 1000, impactMs: null });
  });

  it('resumes from the last byte stored after the connection is cut mid-upload', async () => {
    const video = await fsp.readFile(files.large);
    const proxy = await cuttingProxy(running.base, 6 * 1024 * 1024);
    try {
      const { done } = tusUpload(proxy.base, golfer.token, video, meta({ fps: '30', impactMs: '500' }));
      const outcome = await done;
      expect(proxy.cuts).toBe(1);
      // A second PATCH went on from where the store stood, not from the start.
      expect(outcome.patchOffsets.length).toBeGreaterThan(1);
      expect(outcome.patchOffsets.at(-1)).toBeGreaterThan(0);
      const ready = await settled(outcome.clipId);
      expect(ready).toMatchObject({ status: 'ready', size: video.length });
      const stored = await fetch(`${running.base}${ready.videoUrl}`, { headers: { authorization: `Bearer ${golfer.token}` } });
      expect(sha256(Buffer.from(await stored.arrayBuffer()))).toBe(sha256(video));
    } finally {
      await proxy.close();
    }
  });

  // Two apps, each starting its job queue, and a 9 MB upload twice: past a minute at load 30.
  it('resumes on a new app on the same database and storage (a restart, or another instance)', { timeout: 180_000 }, async () => {
    const video = await fsp.readFile(files.large);
    const first = await listen(config, db.database);
    // The first app loses the connection mid-upload and the app gives up for now (no retries);
    // then the first app stops, and a second one on the same database and storage takes over.
    const proxy = await cuttingProxy(first.base, 6 * 1024 * 1024);
    let url = '';
    try {
      const started = tusUpload(proxy.base, golfer.token, video, meta({ fps: '30', impactMs: '500' }), { retryDelays: [] });
      await started.done.then(
        () => {
          throw new Error('the upload should have been cut');
        },
        () => {},
      );
      url = started.upload.url!;
    } finally {
      await proxy.close();
      await first.app.close();
    }
    const second = await listen(config, db.database);
    try {
      const resumedUrl = url.replace(proxy.base, second.base);
      const stored = await clipOffset(resumedUrl);
      expect(stored).toBeGreaterThan(0);
      expect(stored).toBeLessThan(video.length);
      const { done } = tusUpload(second.base, golfer.token, video, {}, { uploadUrl: resumedUrl });
      const outcome = await done;
      // The first app stopped only once its store held every byte it had received: the upload
      // goes on from exactly what the HEAD read.
      expect(outcome.patchOffsets[0]).toBe(stored);
      const ready = await settled(outcome.clipId);
      expect(ready).toMatchObject({ status: 'ready', size: video.length });
    } finally {
      await second.app.close();
    }

    async function clipOffset(address: string): Promise<number> {
      const head = await fetch(address, { method: 'HEAD', headers: { authorization: `Bearer ${golfer.token}`, 'tus-resumable': '1.0.0' } });
      return Number(head.headers.get('upload-offset') ?? 0);
    }
  });

  it.each([
    ['text', 'text or a web page'],
    ['html', 'text or a web page'],
    ['htmlPrefixed', 'text or a web page'],
    ['png', 'not a video the site can play'],
    ['truncated', 'cut short'],
    ['long', 'is 61.0 s long; a clip is at most 60 s'],
    ['mpeg4', 'MPEG4 in MP4'],
  ] as const)('refuses %s with the reason and keeps nothing of it', async (name, reason) => {
    const { done } = tusUpload(running.base, golfer.token, await fsp.readFile(files[name]), meta());
    const { clipId } = await done;
    const refused = await settled(clipId);
    expect(refused.status).toBe('refused');
    expect(refused.refusal).toContain(reason);
    expect(refused.videoUrl).toBeNull();
    expect((await inject('GET', `/api/clips/${clipId}/video`)).statusCode).toBe(404);
    await until('the refused upload to go', async () => (await objectsOf(clipId)).length === 0);
  });

  it('refuses at creation, before any byte: Free accounts, bad metadata, unknown shots, sizes and the quota', async () => {
    const video = await fsp.readFile(files.mp4);
    const post = (token: string, headers: Record<string, string>) =>
      fetch(`${running.base}/api/ingest/clips`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', ...headers } });
    const encode = (m: Record<string, string>) =>
      Object.entries(m)
        .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
        .join(',');
    const expectRefusal = async (res: Response, status: number, message: string | RegExp) => {
      expect(res.status).toBe(status);
      const body = (await res.json()) as { error: string };
      expect(body.error).toMatch(message);
    };
    const valid = { 'upload-length': String(video.length), 'upload-metadata': encode(meta()) };

    const free = await createGolfer({ app: running.app, database: db.database }, { pro: false });
    await expectRefusal(await post(free.token, valid), 403, /^Pro subscription required$/);
    const viaCookie = await fetch(`${running.base}/api/ingest/clips`, { method: 'POST', headers: { cookie: golfer.cookie, origin: running.base, 'tus-resumable': '1.0.0', ...valid } });
    expect(viaCookie.status).toBe(403);
    await expectRefusal(await post(golfer.token, { 'upload-defer-length': '1', 'upload-metadata': encode(meta()) }), 400, /Upload-Length is required/);
    await expectRefusal(await post(golfer.token, { ...valid, 'upload-length': String(501 * 1024 * 1024) }), 413, 'The clip is 501.0 MB; a clip is at most 500 MB');
    for (const field of ['clientId', 'shotClientId', 'camera', 'fps']) {
      const m: Record<string, string> = meta();
      delete m[field];
      await expectRefusal(await post(golfer.token, { ...valid, 'upload-metadata': encode(m) }), 400, `Upload-Metadata must name ${field}`);
    }
    await expectRefusal(await post(golfer.token, { ...valid, 'upload-metadata': encode(meta({ camera: 'overhead' })) }), 400, /camera must be face-on/);
    await expectRefusal(await post(golfer.token, { ...valid, 'upload-metadata': encode(meta({ fps: '480' })) }), 400, /fps must be/);
    await expectRefusal(await post(golfer.token, { ...valid, 'upload-metadata': encode(meta({ impactMs: '-5' })) }), 400, /impactMs must be/);
    await expectRefusal(await post(golfer.token, { ...valid, 'upload-metadata': encode(meta({ shotClientId: 'never-uploaded' })) }), 404, /names no shot of this account/);
    const theirShot = await newShot(free);
    await expectRefusal(await post(golfer.token, { ...valid, 'upload-metadata': encode(meta({ shotClientId: theirShot.clientId })) }), 404, /names no shot of this account/);

    // The quota: 50 GB, counted from what is stored and announced.
    const quotaGolfer = await createGolfer({ app: running.app, database: db.database }, { pro: true });
    const quotaShot = await newShot(quotaGolfer);
    await db.database.db.insert(clips).values(
      Array.from({ length: 102 }, (_, i) => ({
        id: randomUUID(),
        userId: quotaGolfer.id,
        clientId: `old-${i}`,
        shotId: quotaShot.id,
        camera: 'face-on',
        fps: 120,
        declaredSize: 500 * 1024 * 1024,
        status: 'ready',
        contentType: 'video/mp4',
      })),
    );
    const over = await post(quotaGolfer.token, { 'upload-length': String(400 * 1024 * 1024), 'upload-metadata': encode(meta({ shotClientId: quotaShot.clientId })) });
    expect(over.status).toBe(413);
    const overBody = (await over.json()) as { error: string; code: string };
    expect(overBody.code).toBe('clip_quota_exceeded');
    expect(overBody.error).toBe('This clip (400.0 MB) would pass the storage of your account: 49.8 GB of 50.0 GB used');
    // Nothing of the refusals was kept.
    const [{ n }] = await db.database.db.select({ n: sql<number>`count(*)::int` }).from(clips).where(eq(clips.status, 'uploading'));
    expect(n).toBe(0);
  });

  it('refuses more bytes than Upload-Length declared', async () => {
    const create = await fetch(`${running.base}/api/ingest/clips`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${golfer.token}`,
        'tus-resumable': '1.0.0',
        'upload-length': '100',
        'upload-metadata': `clientId ${Buffer.from(randomUUID()).toString('base64')},shotClientId ${Buffer.from(shotClientId).toString('base64')},camera ${Buffer.from('other').toString('base64')},fps ${Buffer.from('60').toString('base64')}`,
      },
    });
    expect(create.status).toBe(201);
    const address = new URL(create.headers.get('location')!, running.base).href;
    const patch = await fetch(address, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${golfer.token}`, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: Buffer.alloc(200, 1),
    });
    expect(patch.status).toBe(413);
    expect(((await patch.json()) as { error: string }).error).toBe('More bytes were sent than Upload-Length declared');
  });

  it("removes a deleted shot's, session's and account's clips with their objects", async () => {
    const video = await fsp.readFile(files.webm);
    const stored = async (who: Golfer, extra: Record<string, unknown> = {}) => {
      const target = await newShot(who, extra);
      const { done } = tusUpload(running.base, who.token, video, { clientId: randomUUID(), shotClientId: target.clientId, camera: 'other', fps: '30' });
      const { clipId } = await done;
      await until('the clip to be ready', async () => (await db.database.db.select().from(clips).where(eq(clips.id, clipId)))[0]?.status === 'ready');
      expect((await objectsOf(clipId)).length).toBeGreaterThan(0);
      return { clipId, shotId: target.id };
    };
    const gone = (clipId: string) => until(`the objects of ${clipId} to go`, async () => (await objectsOf(clipId)).length === 0);

    const byShot = await stored(golfer);
    await db.database.db.delete(shots).where(eq(shots.id, byShot.shotId));
    await gone(byShot.clipId);

    const rangeSession = session();
    await uploadAll(running.app, golfer.token, 'sessions', [rangeSession]);
    const bySession = await stored(golfer, { sessionClientId: rangeSession.clientId });
    const sessions = (await inject('GET', '/api/sessions')).json();
    const sessionId = sessions.sessions.find((s: { clientId?: string; id: string }) => s.clientId === rangeSession.clientId)?.id ?? sessions.sessions[0].id;
    const deleted = await running.app.inject({ method: 'DELETE', url: `/api/sessions/${sessionId}`, headers: { cookie: golfer.cookie, origin: 'http://localhost:3000' } });
    expect(deleted.statusCode).toBe(200);
    await gone(bySession.clipId);

    const leaving = await createGolfer({ app: running.app, database: db.database }, { pro: true });
    const byAccount = await stored(leaving);
    await db.database.db.delete(users).where(eq(users.id, leaving.id));
    await gone(byAccount.clipId);
  });

  it('sweeps incomplete uploads past 24 hours and objects no clip names', async () => {
    const video = await fsp.readFile(files.mp4);
    const started = tusUpload(running.base, golfer.token, video, meta(), {
      chunkSize: 1000,
      onChunkComplete(_size, sent) {
        if (sent >= 1000) void started.upload.abort();
      },
    });
    const url = await until('a started upload', async () => started.upload.url ?? null);
    const clipId = url.split('/').pop()!;
    await until('its first bytes', async () => (await objectsOf(clipId)).length > 0);
    await db.database.db.update(clips).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(clips.id, clipId));

    // A complete upload whose completion was never recorded: the sweep finds it and has it probed.
    const { clipId: lostId } = await tusUpload(running.base, golfer.token, video, meta()).done;
    await settled(lostId);
    await db.database.db.update(clips).set({ status: 'uploading', createdAt: new Date(Date.now() - 3_600_000) }).where(eq(clips.id, lostId));

    const storage = createClipStorage(config);
    const orphan = randomUUID();
    await storage.putVideo(orphan, files.webm, 'video/webm');
    const jobs = createClipJobs({ db: db.database.db, storage, log: running.app.log, pollIntervalMs: 100, toolSearchPath: config.clips.toolSearchPath, orphanGraceMs: 0 });
    // The app's own loop may take the sweep first (and leave the young orphan): the sweep is made due again until this one has run it.
    await until('the sweep', async () => {
      await db.database.db.update(clipJobs).set({ nextAttemptAt: new Date(Date.now() - 1000), lockedUntil: null }).where(eq(clipJobs.kind, 'sweep'));
      await jobs.runOnce();
      return (await objectsOf(orphan)).length === 0;
    });
    storage.close();
    expect((await inject('GET', `/api/clips/${clipId}`)).statusCode).toBe(404);
    await until('the expired upload to go', async () => (await objectsOf(clipId)).length === 0);
    const head = await fetch(url, { method: 'HEAD', headers: { authorization: `Bearer ${golfer.token}`, 'tus-resumable': '1.0.0' } });
    expect(head.status).toBe(404);
    expect((await settled(lostId)).status).toBe('ready');
  });

  if (backend === 's3') {
    it('answers 503 with Retry-After while the store is down, and the rest of the site keeps working', async () => {
      // An upload under way when the store goes: its next PATCH is told to come back later.
      const begun = await fetch(`${running.base}/api/ingest/clips`, {
        method: 'POST',
        headers: { authorization: `Bearer ${golfer.token}`, 'tus-resumable': '1.0.0', 'upload-length': '100', 'upload-metadata': `clientId ${Buffer.from(randomUUID()).toString('base64')},shotClientId ${Buffer.from(shotClientId).toString('base64')},camera ${Buffer.from('other').toString('base64')},fps ${Buffer.from('60').toString('base64')}` },
      });
      expect(begun.status).toBe(201);
      await s3!.stop();
      const patch = await fetch(new URL(begun.headers.get('location')!, running.base), {
        method: 'PATCH',
        headers: { authorization: `Bearer ${golfer.token}`, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: Buffer.alloc(50, 1),
      });
      expect(patch.status).toBe(503);
      expect(patch.headers.get('retry-after')).toBe('30');
      try {
        const create = () =>
          fetch(`${running.base}/api/ingest/clips`, {
            method: 'POST',
            headers: { authorization: `Bearer ${golfer.token}`, 'tus-resumable': '1.0.0', 'upload-length': '100', 'upload-metadata': `clientId ${Buffer.from(randomUUID()).toString('base64')}` },
          });
        const refused = await until('a 503', async () => {
          const res = await create();
          return res.status === 503 ? res : null;
        });
        expect(refused.headers.get('retry-after')).toBe('30');
        expect(((await refused.json()) as { error: string }).error).toBe('Clip uploads are unavailable for a moment. Try again shortly');
        expect((await running.app.inject({ method: 'GET', url: '/api/user/session', headers: { cookie: golfer.cookie } })).statusCode).toBe(200);
        expect((await inject('GET', `/api/clips?shot=${shotId}`)).statusCode).toBe(200);
      } finally {
        await s3!.start();
      }
      // The app's retry completes the upload once the store is back.
      const { done } = tusUpload(running.base, golfer.token, await fsp.readFile(files.webm), meta({ fps: '30' }), { retryDelays: [0, 200, 500, 1000, 2000, 4000, 6000] });
      expect((await settled((await done).clipId)).status).toBe('ready');
    });
  } else {
    it('answers 503 with Retry-After while ffprobe is not installed', async () => {
      const noTools = await listen(testConfig({ DATA_DIR: dataDir, PATH: '/nonexistent' }), db.database);
      try {
        const res = await fetch(`${noTools.base}/api/ingest/clips`, {
          method: 'POST',
          headers: { authorization: `Bearer ${golfer.token}`, 'tus-resumable': '1.0.0', 'upload-length': '100', 'upload-metadata': `clientId ${Buffer.from('x').toString('base64')}` },
        });
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('30');
        expect((await noTools.app.inject({ method: 'GET', url: '/api/user/session', headers: { cookie: golfer.cookie } })).statusCode).toBe(200);
      } finally {
        await noTools.app.close();
      }
    });
  }
});
