import { execFile } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../cli/demo-seed';
import { createTestApp, type TestApp } from '../../test/harness';
import { createGolfer } from '../../test/factories';
import { addDemoClips, counterFilter, drawCounterClip } from './demo-clips';

/** The lower left corner (where the number is written) of frame `n` of `input`, as ffmpeg decodes it: raw RGB. */
async function corner(input: string[], filter: string | null, n: number): Promise<Buffer> {
  const filters = [...(filter ? [filter] : []), `select=eq(n\\,${n})`, 'crop=240:64:0:ih-64'].join(',');
  const { stdout } = await promisify(execFile)('ffmpeg', ['-v', 'error', '-nostdin', ...input, '-vf', filters, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], {
    encoding: 'buffer',
    maxBuffer: 4 * 1024 * 1024,
    timeout: 60_000,
  });
  return stdout;
}

describe('the counter clips’ drawn frame number', () => {
  const source = ['-f', 'lavfi', '-i', 'testsrc2=size=480x270:rate=120:duration=3'];

  it('counts from 1, as the player’s frame readout does', async () => {
    for (const n of [0, 239]) {
      const drawn = await corner(source, counterFilter(), n);
      // The same frame with its number written as a fixed text: the same picture, byte for byte.
      expect(drawn.equals(await corner(source, counterFilter(`Frame ${n + 1}`), n))).toBe(true);
      expect(drawn.equals(await corner(source, counterFilter(`Frame ${n}`), n))).toBe(false);
    }
  });

  it('is on the clip the tests and the demo account play: frame 240 reads "Frame 240"', async () => {
    const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'ogs-counter-'));
    try {
      const file = path.join(folder, 'counter.mp4');
      await drawCounterClip('ffmpeg', file, { size: '480x270', fps: 120, seconds: 3 });
      const shown = await corner(['-i', file], null, 239);
      const expected = await corner(source, counterFilter('Frame 240'), 239);
      const neighbour = await corner(source, counterFilter('Frame 239'), 239);
      // Encoded, so close rather than equal. Where the two numbers' pictures differ (the last
      // digit), the frame is far closer to its own number than to the one before.
      const differing = [...expected.keys()].filter((i) => Math.abs(expected[i] - neighbour[i]) > 64);
      const distance = (picture: Buffer) => differing.reduce((sum, i) => sum + Math.abs(shown[i] - picture[i]), 0) / differing.length;
      expect(differing.length).toBeGreaterThan(100);
      expect(distance(expected) * 3).toBeLessThan(distance(neighbour));
    } finally {
      await fsp.rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});

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
