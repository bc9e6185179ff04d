import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { createTestDatabase, testConfig } from '../../test/harness';
import { createGolfer, type Golfer } from '../../test/factories';
import { shot, uploadAll } from '../../test/ingest-fixtures';
import { makeClipFiles, type ClipFiles } from '../../test/clip-fixtures';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server';
import { cuttingProxy, listen, sha256, tusUpload, until } from '../../test/tus-client';

/** How long the slow store takes to answer a part: far longer than an app takes to stop. */
const SLOW_PART_MS = 3000;

describe('stopping the app while the S3 store writes a part', () => {
  let s3: TestS3Server;
  let dataDir: string;
  let files: ClipFiles;
  let config: Config;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    s3 = await startTestS3Server();
    dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'ogs-clips-stop-'));
    files = await makeClipFiles(path.join(dataDir, 'fixtures'));
    config = testConfig({ DATA_DIR: dataDir, CLIP_JOBS_POLL_INTERVAL_MS: '100', ...s3.env });
    db = await createTestDatabase();
  }, 120_000);

  afterAll(async () => {
    await db?.drop();
    await s3?.close();
    await fsp.rm(dataDir, { recursive: true, force: true });
  });

  it('returns once the part is stored, and a new app resumes from exactly the stored offset', { timeout: 180_000 }, async () => {
    const video = await fsp.readFile(files.large);
    const first = await listen(config, db.database);
    let golfer: Golfer;
    let shotClientId: string;
    let url = '';
    const proxy = await cuttingProxy(first.base, 6 * 1024 * 1024);
    try {
      golfer = await createGolfer({ app: first.app, database: db.database }, { pro: true });
      const item = shot();
      await uploadAll(first.app, golfer.token, 'shots', [item]);
      shotClientId = item.clientId!;
      s3.slowParts(SLOW_PART_MS);
      // The connection is lost mid-upload; the app gives up for now (no retries). The server
      // still has what it received to store: a part the slow store is taking its time over.
      const metadata = { clientId: randomUUID(), shotClientId, camera: 'face-on', fps: '30', impactMs: '500', filename: 'swing.mp4' };
      const started = tusUpload(proxy.base, golfer.token, video, metadata, { retryDelays: [] });
      await started.done.then(
        () => {
          throw new Error('the upload should have been cut');
        },
        () => {},
      );
      url = started.upload.url!;
      await until('a part on its way to the store', async () => s3.partsInFlight() > 0);
    } finally {
      await proxy.close();
      await first.app.close();
    }
    // Stopped: nothing of the first app is still on its way to the store.
    expect(s3.partsInFlight()).toBe(0);
    s3.slowParts(0);

    const second = await listen(config, db.database);
    try {
      const resumedUrl = url.replace(proxy.base, second.base);
      const head = await fetch(resumedUrl, { method: 'HEAD', headers: { authorization: `Bearer ${golfer.token}`, 'tus-resumable': '1.0.0' } });
      const stored = Number(head.headers.get('upload-offset'));
      expect(stored).toBeGreaterThan(0);
      expect(stored).toBeLessThan(video.length);
      const { done } = tusUpload(second.base, golfer.token, video, {}, { uploadUrl: resumedUrl });
      const outcome = await done;
      expect(outcome.patchOffsets[0]).toBe(stored);
      const ready = await until('the clip to be probed', async () => {
        const body = (await second.app.inject({ url: `/api/clips/${outcome.clipId}`, headers: { authorization: `Bearer ${golfer.token}` } })).json();
        return body.status === 'ready' || body.status === 'refused' ? body : null;
      });
      expect(ready).toMatchObject({ status: 'ready', size: video.length });
      const redirect = await second.app.inject({ url: ready.videoUrl, headers: { authorization: `Bearer ${golfer.token}` } });
      const stream = await fetch(redirect.headers.location as string);
      expect(sha256(Buffer.from(await stream.arrayBuffer()))).toBe(sha256(video));
    } finally {
      await second.app.close();
    }
  });
});
