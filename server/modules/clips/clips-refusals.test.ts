import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { clips } from '../../db/schema/clips';
import { testConfig } from '../../test/harness';
import { createGolfer } from '../../test/factories';
import { listen, tusUpload, until } from '../../test/tus-client';
import { CLIP_BACKENDS, clipFilesForTheFile, clipSuite } from './clips-test-setup';

const clipFiles = clipFilesForTheFile();

describe.each(CLIP_BACKENDS)('swing clips on %s', (backend) => {
  const { c, inject, settled, objectsOf, newShot, meta } = clipSuite(backend, clipFiles);

  it.each([
    ['text', 'text or a web page'],
    ['html', 'text or a web page'],
    ['htmlPrefixed', 'text or a web page'],
    ['png', 'not a video the site can play'],
    ['truncated', 'cut short'],
    ['long', 'is 61.0 s long; a clip is at most 60 s'],
    ['mpeg4', 'MPEG4 in MP4'],
  ] as const)('refuses %s with the reason and keeps nothing of it', async (name, reason) => {
    const { done } = tusUpload(c.running.base, c.golfer.token, await fsp.readFile(c.files[name]), meta());
    const { clipId } = await done;
    const refused = await settled(clipId);
    expect(refused.status).toBe('refused');
    expect(refused.refusal).toContain(reason);
    expect(refused.videoUrl).toBeNull();
    expect((await inject('GET', `/api/clips/${clipId}/video`)).statusCode).toBe(404);
    await until('the refused upload to go', async () => (await objectsOf(clipId)).length === 0);
  });

  it('refuses at creation, before any byte: Free accounts, bad metadata, unknown shots, sizes and the quota', async () => {
    const video = await fsp.readFile(c.files.mp4);
    const post = (token: string, headers: Record<string, string>) =>
      fetch(`${c.running.base}/api/ingest/clips`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', ...headers } });
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

    const free = await createGolfer({ app: c.running.app, database: c.db.database }, { pro: false });
    await expectRefusal(await post(free.token, valid), 403, /^Pro subscription required$/);
    const viaCookie = await fetch(`${c.running.base}/api/ingest/clips`, { method: 'POST', headers: { cookie: c.golfer.cookie, origin: c.running.base, 'tus-resumable': '1.0.0', ...valid } });
    expect(viaCookie.status).toBe(403);
    await expectRefusal(await post(c.golfer.token, { 'upload-defer-length': '1', 'upload-metadata': encode(meta()) }), 400, /Upload-Length is required/);
    await expectRefusal(await post(c.golfer.token, { ...valid, 'upload-length': String(501 * 1024 * 1024) }), 413, 'The clip is 501.0 MB; a clip is at most 500 MB');
    for (const field of ['clientId', 'shotClientId', 'camera', 'fps']) {
      const m: Record<string, string> = meta();
      delete m[field];
      await expectRefusal(await post(c.golfer.token, { ...valid, 'upload-metadata': encode(m) }), 400, `Upload-Metadata must name ${field}`);
    }
    await expectRefusal(await post(c.golfer.token, { ...valid, 'upload-metadata': encode(meta({ camera: 'overhead' })) }), 400, /camera must be face-on/);
    await expectRefusal(await post(c.golfer.token, { ...valid, 'upload-metadata': encode(meta({ fps: '480' })) }), 400, /fps must be/);
    await expectRefusal(await post(c.golfer.token, { ...valid, 'upload-metadata': encode(meta({ impactMs: '-5' })) }), 400, /impactMs must be/);
    await expectRefusal(await post(c.golfer.token, { ...valid, 'upload-metadata': encode(meta({ shotClientId: 'never-uploaded' })) }), 404, /names no shot of this account/);
    const theirShot = await newShot(free);
    await expectRefusal(await post(c.golfer.token, { ...valid, 'upload-metadata': encode(meta({ shotClientId: theirShot.clientId })) }), 404, /names no shot of this account/);

    // The quota: 50 GB, counted from what is stored and announced.
    const quotaGolfer = await createGolfer({ app: c.running.app, database: c.db.database }, { pro: true });
    const quotaShot = await newShot(quotaGolfer);
    await c.db.database.db.insert(clips).values(
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
    const [{ n }] = await c.db.database.db.select({ n: sql<number>`count(*)::int` }).from(clips).where(eq(clips.status, 'uploading'));
    expect(n).toBe(0);
  });

  it('refuses more bytes than Upload-Length declared', async () => {
    const create = await fetch(`${c.running.base}/api/ingest/clips`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${c.golfer.token}`,
        'tus-resumable': '1.0.0',
        'upload-length': '100',
        'upload-metadata': `clientId ${Buffer.from(randomUUID()).toString('base64')},shotClientId ${Buffer.from(c.shotClientId).toString('base64')},camera ${Buffer.from('other').toString('base64')},fps ${Buffer.from('60').toString('base64')}`,
      },
    });
    expect(create.status).toBe(201);
    const address = new URL(create.headers.get('location')!, c.running.base).href;
    const patch = await fetch(address, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${c.golfer.token}`, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: Buffer.alloc(200, 1),
    });
    expect(patch.status).toBe(413);
    expect(((await patch.json()) as { error: string }).error).toBe('More bytes were sent than Upload-Length declared');
  });

  if (backend === 's3') {
    it('answers 503 with Retry-After while the store is down, and the rest of the site keeps working', async () => {
      // An upload under way when the store goes: its next PATCH is told to come back later.
      const begun = await fetch(`${c.running.base}/api/ingest/clips`, {
        method: 'POST',
        headers: { authorization: `Bearer ${c.golfer.token}`, 'tus-resumable': '1.0.0', 'upload-length': '100', 'upload-metadata': `clientId ${Buffer.from(randomUUID()).toString('base64')},shotClientId ${Buffer.from(c.shotClientId).toString('base64')},camera ${Buffer.from('other').toString('base64')},fps ${Buffer.from('60').toString('base64')}` },
      });
      expect(begun.status).toBe(201);
      await c.s3!.stop();
      const patch = await fetch(new URL(begun.headers.get('location')!, c.running.base), {
        method: 'PATCH',
        headers: { authorization: `Bearer ${c.golfer.token}`, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: Buffer.alloc(50, 1),
      });
      expect(patch.status).toBe(503);
      expect(patch.headers.get('retry-after')).toBe('30');
      try {
        const create = () =>
          fetch(`${c.running.base}/api/ingest/clips`, {
            method: 'POST',
            headers: { authorization: `Bearer ${c.golfer.token}`, 'tus-resumable': '1.0.0', 'upload-length': '100', 'upload-metadata': `clientId ${Buffer.from(randomUUID()).toString('base64')}` },
          });
        const refused = await until('a 503', async () => {
          const res = await create();
          return res.status === 503 ? res : null;
        });
        expect(refused.headers.get('retry-after')).toBe('30');
        expect(((await refused.json()) as { error: string }).error).toBe('Clip uploads are unavailable for a moment. Try again shortly');
        expect((await c.running.app.inject({ method: 'GET', url: '/api/user/session', headers: { cookie: c.golfer.cookie } })).statusCode).toBe(200);
        expect((await inject('GET', `/api/clips?shot=${c.shotId}`)).statusCode).toBe(200);
      } finally {
        await c.s3!.start();
      }
      // The app's retry completes the upload once the store is back.
      const { done } = tusUpload(c.running.base, c.golfer.token, await fsp.readFile(c.files.webm), meta({ fps: '30' }), { retryDelays: [0, 200, 500, 1000, 2000, 4000, 6000] });
      expect((await settled((await done).clipId)).status).toBe('ready');
    });
  } else {
    it('answers 503 with Retry-After while ffprobe is not installed', async () => {
      const noTools = await listen(testConfig({ DATA_DIR: c.dataDir, PATH: '/nonexistent' }), c.db.database);
      try {
        const res = await fetch(`${noTools.base}/api/ingest/clips`, {
          method: 'POST',
          headers: { authorization: `Bearer ${c.golfer.token}`, 'tus-resumable': '1.0.0', 'upload-length': '100', 'upload-metadata': `clientId ${Buffer.from('x').toString('base64')}` },
        });
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('30');
        expect((await noTools.app.inject({ method: 'GET', url: '/api/user/session', headers: { cookie: c.golfer.cookie } })).statusCode).toBe(200);
      } finally {
        await noTools.app.close();
      }
    });
  }
});
