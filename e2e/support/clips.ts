import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';
import * as tus from 'tus-js-client';
import { drawCounterClip } from '../../server/modules/clips/demo-clips';
import { BASE_URL, WORK_DIR } from './ports';

/**
 * Swing clips as the desktop app sends them: drawn by ffmpeg with the frame's number on every
 * frame (as the demo account's), uploaded with tus-js-client and the device token, then read
 * until the server has probed them.
 */

export const CLIP_FPS = 120;

/**
 * A 3 s counter clip at 120 fps, drawn once per run and size: 480x270 stands for face-on, 270x480
 * for down the line. The workers of a run share the file: each draws under a name of its own and
 * renames it into place, so a worker never reads (and uploads) one that another is still writing.
 */
export async function counterClip(size: '480x270' | '270x480'): Promise<string> {
  const file = path.join(WORK_DIR, `counter-${size}.mp4`);
  if (fs.existsSync(file)) return file;
  const drawing = path.join(WORK_DIR, `counter-${size}.${process.pid}-${randomUUID()}.mp4`);
  await drawCounterClip('ffmpeg', drawing, { size, fps: CLIP_FPS, seconds: 3 });
  await fsp.rename(drawing, file);
  return file;
}

/** Uploads a clip of the shot and waits until it is ready; returns its id. */
export async function uploadClip(
  request: APIRequestContext,
  token: string,
  file: string,
  metadata: { shotClientId: string; camera: 'face-on' | 'down-the-line'; impactMs: number },
): Promise<string> {
  const clipId = await new Promise<string>((resolve, reject) => {
    const upload = new tus.Upload(fs.readFileSync(file), {
      endpoint: `${BASE_URL}/api/ingest/clips`,
      headers: { authorization: `Bearer ${token}` },
      metadata: {
        clientId: `${metadata.shotClientId}-${metadata.camera}`,
        shotClientId: metadata.shotClientId,
        camera: metadata.camera,
        fps: String(CLIP_FPS),
        impactMs: String(metadata.impactMs),
        filename: path.basename(file),
      },
      storeFingerprintForResuming: false,
      onSuccess: () => resolve(upload.url!.split('/').pop()!),
      onError: reject,
    });
    upload.start();
  });
  await expect
    .poll(async () => (await (await request.get(`/api/clips/${clipId}`, { headers: { authorization: `Bearer ${token}` } })).json()).status, { timeout: 60_000 })
    .toBe('ready');
  return clipId;
}

/** Frame `n` (from 0) of a clip as ffmpeg decodes it: RGB bytes, row by row, at the clip's size. */
export async function referenceFrame(file: string, n: number): Promise<Buffer> {
  const { stdout } = await promisify(execFile)(
    'ffmpeg',
    ['-v', 'error', '-nostdin', '-i', file, '-vf', `select=eq(n\\,${n})`, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024, timeout: 60_000 },
  );
  return stdout;
}
