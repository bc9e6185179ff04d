import fsp from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createGolfer } from '../../test/factories';
import { cuttingProxy, listen, refusal, sha256, tusUpload, until } from '../../test/tus-client';
import { CLIP_BACKENDS, clipFilesForTheFile, clipSuite } from './clips-test-setup';

const clipFiles = clipFilesForTheFile();

describe.each(CLIP_BACKENDS)('swing clips on %s', (backend) => {
  const { c, inject, clip, settled, objectsOf, meta } = clipSuite(backend, clipFiles);

  it("takes the desktop app's upload, probes it, and serves it to its owner alone", async () => {
    const video = await fsp.readFile(c.files.mp4);
    const metadata = meta();
    const { done } = tusUpload(c.running.base, c.golfer.token, video, metadata);
    const outcome = await done;
    expect(outcome.url).toMatch(/\/api\/ingest\/clips\/[0-9a-f-]{36}$/);
    expect(outcome.clipId).toBe(outcome.url.split('/').pop());

    const ready = await settled(outcome.clipId);
    expect(ready).toMatchObject({
      id: outcome.clipId,
      clientId: metadata.clientId,
      shotId: String(c.shotId),
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
    const list = (await inject('GET', `/api/clips?shot=${c.shotId}`)).json();
    expect(list.clips.map((c: { id: string }) => c.id)).toContain(outcome.clipId);

    // A range of the video, as a player asks for it: streamed from files, or through a short-lived S3 address.
    const ranged = await fetch(`${c.running.base}${ready.videoUrl}`, { headers: { authorization: `Bearer ${c.golfer.token}`, range: 'bytes=100-1123' }, redirect: 'manual' });
    let body: Response = ranged;
    if (backend === 's3') {
      expect(ranged.status).toBe(302);
      const location = new URL(ranged.headers.get('location')!);
      expect(location.origin).toBe(c.s3!.endpoint);
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

    const poster = await fetch(`${c.running.base}${ready.posterUrl}`, { headers: { authorization: `Bearer ${c.golfer.token}` } });
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect([...Buffer.from(await poster.arrayBuffer()).subarray(0, 2)]).toEqual([0xff, 0xd8]);

    // Another account sees nothing of it and can touch nothing of it.
    const other = await createGolfer({ app: c.running.app, database: c.db.database }, { pro: true });
    expect((await inject('GET', `/api/clips/${outcome.clipId}`, other.token)).statusCode).toBe(404);
    expect((await inject('GET', `/api/clips/${outcome.clipId}/video`, other.token)).statusCode).toBe(404);
    expect((await inject('GET', `/api/clips/${outcome.clipId}/poster`, other.token)).statusCode).toBe(404);
    expect((await inject('GET', `/api/clips?shot=${c.shotId}`, other.token)).json()).toEqual({ clips: [] });
    expect((await inject('DELETE', `/api/clips/${outcome.clipId}`, other.token)).statusCode).toBe(404);
    const theirHead = await fetch(outcome.url, { method: 'HEAD', headers: { authorization: `Bearer ${other.token}`, 'tus-resumable': '1.0.0' } });
    expect(theirHead.status).toBe(404);
    const theirDelete = await fetch(outcome.url, { method: 'DELETE', headers: { authorization: `Bearer ${other.token}`, 'tus-resumable': '1.0.0' } });
    expect(theirDelete.status).toBe(404);
    expect((await clip(outcome.clipId)).status).toBe('ready');

    // The same clip again is not stored twice: the app learns its id.
    const again = tusUpload(c.running.base, c.golfer.token, video, metadata);
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
    const { done } = tusUpload(c.running.base, c.golfer.token, await fsp.readFile(c.files.webm), meta({ camera: 'down-the-line', fps: '30', impactMs: '', filename: 'swing.webm' }));
    const ready = await settled((await done).clipId);
    expect(ready).toMatchObject({ status: 'ready', contentType: 'video/webm', camera: 'down-the-line', fps: 30, durationMs: 1000, impactMs: null });
  });

  it('resumes from the last byte stored after the connection is cut mid-upload', async () => {
    const video = await fsp.readFile(c.files.large);
    const proxy = await cuttingProxy(c.running.base, 6 * 1024 * 1024);
    try {
      const { done } = tusUpload(proxy.base, c.golfer.token, video, meta({ fps: '30', impactMs: '500' }));
      const outcome = await done;
      expect(proxy.cuts).toBe(1);
      // A second PATCH went on from where the store stood, not from the start.
      expect(outcome.patchOffsets.length).toBeGreaterThan(1);
      expect(outcome.patchOffsets.at(-1)).toBeGreaterThan(0);
      const ready = await settled(outcome.clipId);
      expect(ready).toMatchObject({ status: 'ready', size: video.length });
      const stored = await fetch(`${c.running.base}${ready.videoUrl}`, { headers: { authorization: `Bearer ${c.golfer.token}` } });
      expect(sha256(Buffer.from(await stored.arrayBuffer()))).toBe(sha256(video));
    } finally {
      await proxy.close();
    }
  });

  // Two apps, each starting its job queue, and a 9 MB upload twice: past a minute at load 30.
  it('resumes on a new app on the same database and storage (a restart, or another instance)', { timeout: 180_000 }, async () => {
    const video = await fsp.readFile(c.files.large);
    const first = await listen(c.config, c.db.database);
    // The first app loses the connection mid-upload and the app gives up for now (no retries);
    // then the first app stops, and a second one on the same database and storage takes over.
    const proxy = await cuttingProxy(first.base, 6 * 1024 * 1024);
    let url = '';
    try {
      const started = tusUpload(proxy.base, c.golfer.token, video, meta({ fps: '30', impactMs: '500' }), { retryDelays: [] });
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
    const second = await listen(c.config, c.db.database);
    try {
      const resumedUrl = url.replace(proxy.base, second.base);
      const stored = await clipOffset(resumedUrl);
      expect(stored).toBeGreaterThan(0);
      expect(stored).toBeLessThan(video.length);
      const { done } = tusUpload(second.base, c.golfer.token, video, {}, { uploadUrl: resumedUrl });
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
      const head = await fetch(address, { method: 'HEAD', headers: { authorization: `Bearer ${c.golfer.token}`, 'tus-resumable': '1.0.0' } });
      return Number(head.headers.get('upload-offset') ?? 0);
    }
  });
});
