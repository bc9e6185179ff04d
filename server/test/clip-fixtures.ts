import { execFile } from 'node:child_process';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** ffmpeg from PATH, with an argument list (test use). */
async function ffmpeg(args: string[]): Promise<void> {
  await run('ffmpeg', ['-v', 'error', '-nostdin', '-y', ...args], { timeout: 120_000 });
}

export interface ClipFiles {
  /** 2 s at 120 fps, 320×240, H.264 in MP4: the frame counter of testsrc2 on every frame. */
  mp4: string;
  /** 1 s at 30 fps, VP9 in WebM. */
  webm: string;
  /** About 9 MB of H.264 noise: large enough for two parts of an S3 multipart upload. */
  large: string;
  /** 61 s: one past the limit. */
  long: string;
  /** MPEG-4 part 2 in MP4: a container the site takes, a codec it does not. */
  mpeg4: string;
  truncated: string;
  htmlPrefixed: string;
  html: string;
  text: string;
  png: string;
}

/** Makes the test clips in `folder` with ffmpeg's test sources (a few seconds on a busy machine). */
export async function makeClipFiles(folder: string): Promise<ClipFiles> {
  await fsp.mkdir(folder, { recursive: true });
  const at = (name: string) => path.join(folder, name);
  const files: ClipFiles = {
    mp4: at('swing.mp4'),
    webm: at('swing.webm'),
    large: at('large.mp4'),
    long: at('long.mp4'),
    mpeg4: at('mpeg4.mp4'),
    truncated: at('truncated.mp4'),
    htmlPrefixed: at('html-prefixed.mp4'),
    html: at('page.mp4'),
    text: at('notes.mp4'),
    png: at('picture.mp4'),
  };
  const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'];
  await Promise.all([
    ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=120:duration=2', ...h264, files.mp4]),
    ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=160x120:rate=30:duration=1', '-c:v', 'libvpx-vp9', '-b:v', '100k', '-deadline', 'realtime', files.webm]),
    ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=2:duration=61', ...h264, files.long]),
    ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=160x120:rate=30:duration=1', '-c:v', 'mpeg4', files.mpeg4]),
    ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=160x120:rate=1:duration=1', '-frames:v', '1', '-f', 'image2', '-c:v', 'png', files.png]),
    ffmpeg(['-f', 'lavfi', '-i', 'nullsrc=size=640x360:rate=30:duration=1', '-vf', 'geq=random(1)*255:128:128', ...h264, '-qp', '8', files.large]),
  ]);
  const mp4 = await fsp.readFile(files.mp4);
  await fsp.writeFile(files.truncated, mp4.subarray(0, Math.floor(mp4.length / 4)));
  await fsp.writeFile(files.htmlPrefixed, Buffer.concat([Buffer.from('<html><body><script>alert(1)</script></body></html>\n'), mp4]));
  await fsp.writeFile(files.html, '<!doctype html><html><body><script>alert(1)</script></body></html>\n');
  await fsp.writeFile(files.text, 'just some notes about my swing\n'.repeat(20));
  return files;
}
