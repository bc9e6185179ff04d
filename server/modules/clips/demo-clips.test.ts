import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../cli/demo-seed';
import { createTestApp, type TestApp } from '../../test/harness';
import { createGolfer } from '../../test/factories';
import { addDemoClips } from './demo-clips';

describe('the demo account’s swing clips', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'ogs-demo-clips-'));
    t = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    await fsp.rm(dataDir, { recursive: true, force: true });
  });

  it('are drawn by ffmpeg for a driver and a 7-iron, both cameras, 3 s at 120 fps, and play', async () => {
    const golfer = await createGolfer(t, { pro: true });
    await seedDemoData(t.database.db, golfer.id, { shots: 300, seed: 7 });
    expect(await addDemoClips(t.database.db, t.config, golfer.id, t.app.log)).toBe(4);

    const shotIds = new Set<string>();
    const { rows } = await t.database.db.execute<{ shot_id: string }>(
      sql`select shot_id::text from clips where user_id = ${golfer.id}`,
    );
    for (const row of rows) shotIds.add(row.shot_id);
    expect(shotIds.size).toBe(2);
    for (const shotId of shotIds) {
      const { clips } = (await t.app.inject({ url: `/api/clips?shot=${shotId}`, headers: { authorization: `Bearer ${golfer.token}` } })).json();
      expect(clips.map((c: { camera: string }) => c.camera).sort()).toEqual(['down-the-line', 'face-on']);
      for (const clip of clips) {
        expect(clip).toMatchObject({ status: 'ready', fps: 120, durationMs: 3000, impactMs: 2000, contentType: 'video/mp4' });
        const video = await t.app.inject({ url: clip.videoUrl, headers: { authorization: `Bearer ${golfer.token}`, range: 'bytes=0-7' } });
        expect(video.statusCode).toBe(206);
        expect(video.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
      }
    }
  });
});
