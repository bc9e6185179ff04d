import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { drawPoster, findOnPath, probeVideo } from './probe';
import * as repo from './repo';
import { createClipStorage } from './storage';

/** Debian's fonts-dejavu-core; without it the clips keep testsrc2's own corner counter only. */
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const FPS = 120;
const DURATION_S = 3;
const IMPACT_MS = 2000;

const CAMERAS = ['face-on', 'down-the-line'] as const;

/** The number written on frame n (from 0): n + 1, as the player counts its frames ("Frame 1 of 360"). */
const FRAME_NUMBER = 'Frame %{eif\\:n+1\\:d}';

/**
 * ffmpeg's filter that writes `text` at the bottom left of every frame, over testsrc2's own corner
 * counter (which counts from 0) a black box with the frame's time. The text is the frame's number
 * by default; a fixed text draws the same picture, which the tests compare with.
 */
export function counterFilter(text = FRAME_NUMBER): string {
  const box = 'drawbox=x=0:y=0:w=112:h=44:color=black:t=fill';
  const time = `drawtext=fontfile=${FONT}:text='%{pts\\:hms}':x=8:y=14:fontsize=15:fontcolor=white`;
  const number = `drawtext=fontfile=${FONT}:text='${text}':x=16:y=h-th-16:fontsize=32:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=6`;
  return `${box},${time},${number}`;
}

/**
 * Draws a test clip with ffmpeg: testsrc2 with the frame's number, counted from 1 as the player
 * counts, written at the bottom left of every frame (`counterFilter`), H.264 in MP4 with the index
 * first.
 */
export async function drawCounterClip(ffmpeg: string, file: string, { size, fps, seconds }: { size: string; fps: number; seconds: number }): Promise<void> {
  const counter = fs.existsSync(FONT) ? ['-vf', counterFilter()] : [];
  await promisify(execFile)(
    ffmpeg,
    ['-v', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=${fps}:duration=${seconds}`, ...counter,
      '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
    { timeout: 120_000 },
  );
}

/**
 * Swing clips for the demo account, drawn by ffmpeg: 3 s at 120 fps with the frame's number on
 * every frame (so a frame step can be seen to be one), for each camera of a few of its newest
 * range shots (a driver and a 7-iron). Returns how many were stored; none without ffmpeg.
 */
export async function addDemoClips(db: Database, config: Config, userId: string, log: FastifyBaseLogger): Promise<number> {
  const ffmpeg = findOnPath('ffmpeg', config.clips.tools.searchPath);
  if (!ffmpeg) {
    log.warn('ffmpeg is not installed: the demo account gets no swing clips');
    return 0;
  }
  const targets = await repo.newestRangeShots(db, userId, ['Dr', '7i']);
  if (!targets.length) return 0;
  const storage = createClipStorage(config);
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'ogs-demo-clips-'));
  let stored = 0;
  try {
    for (const [i, camera] of CAMERAS.entries()) {
      // testsrc2 at two sizes stands for the two cameras.
      await drawCounterClip(ffmpeg, path.join(folder, `${camera}.mp4`), { size: i === 0 ? '480x270' : '270x480', fps: FPS, seconds: DURATION_S });
    }
    for (const shot of targets) {
      for (const camera of CAMERAS) {
        const file = path.join(folder, `${camera}.mp4`);
        const probed = await probeVideo(file, config.clips.tools);
        if (!probed.ok) throw new Error(`demo clip refused: ${probed.reason}`);
        const id = randomUUID();
        const poster = path.join(folder, `${id}.jpg`);
        await drawPoster(file, IMPACT_MS, poster, config.clips.tools);
        await storage.putVideo(id, file, probed.video.contentType);
        await storage.putPoster(id, poster);
        const { size, ...video } = probed.video;
        await repo.insertReadyClip(db, {
          id,
          userId,
          clientId: `demo-clip-${id}`,
          shotId: shot.id,
          camera,
          fps: FPS,
          impactMs: IMPACT_MS,
          filename: `${camera}.mp4`,
          declaredSize: size,
          ...video,
        });
        stored++;
      }
    }
  } finally {
    storage.close();
    await fsp.rm(folder, { recursive: true, force: true });
  }
  log.info({ clips: stored }, 'demo swing clips added');
  return stored;
}
