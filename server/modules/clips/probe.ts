import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { CLIP_MAX_DURATION_MS } from '../../../common/schemas/clips';
import { messages } from '../../../common/messages';

const OUTPUT_LIMIT_BYTES = 4 * 1024 * 1024;

/** The tool's path on PATH, or null when it is not installed (Debian's `ffmpeg` package brings both). */
export function findOnPath(tool: 'ffprobe' | 'ffmpeg', searchPath: string): string | null {
  for (const folder of searchPath.split(path.delimiter)) {
    if (!folder) continue;
    const candidate = path.join(folder, tool);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * A tool that could not finish (not installed, or stopped at its time limit): the job is tried
 * again later. It says nothing of the file: a clip of at most 500 MB keeps ffprobe busy for
 * seconds; a busy machine can keep it past any time limit.
 */
export class ToolUnavailableError extends Error {}

/** Where the tools are found (PATH) and how long one run may take (ms). */
export interface Tools {
  searchPath: string;
  timeLimitMs: number;
}

/** Runs a tool with an argument list, never through a shell, within the time limit. */
function run(tool: 'ffprobe' | 'ffmpeg', args: string[], { searchPath, timeLimitMs }: Tools): Promise<{ stdout: string; stderr: string; code: number }> {
  const binary = findOnPath(tool, searchPath);
  if (!binary) return Promise.reject(new ToolUnavailableError(`${tool} is not installed (apt-get install ffmpeg)`));
  return new Promise((resolve, reject) => {
    execFile(binary, args, { timeout: timeLimitMs, killSignal: 'SIGKILL', maxBuffer: OUTPUT_LIMIT_BYTES, windowsHide: true }, (error, stdout, stderr) => {
      if (error && (error as { killed?: boolean }).killed) return reject(new ToolUnavailableError(`${tool} stopped after ${timeLimitMs} ms`));
      if (error && typeof (error as { code?: unknown }).code !== 'number') return reject(new ToolUnavailableError(`${tool}: ${error.message}`));
      resolve({ stdout, stderr, code: error ? Number((error as { code?: number }).code) : 0 });
    });
  });
}

export interface ProbedVideo {
  contentType: 'video/mp4' | 'video/webm';
  codec: string;
  durationMs: number;
  frameRate: number;
  width: number;
  height: number;
  rotation: number;
  size: number;
}

export type ProbeOutcome = { ok: true; video: ProbedVideo } | { ok: false; reason: string };

const MP4_CODECS = new Set(['h264', 'hevc']);
const WEBM_CODECS = new Set(['vp9', 'av1']);

/**
 * What the first bytes say the file is: an MP4 starts with a box whose type is `ftyp`, a WebM with
 * the EBML magic. Anything else (a web page, text, an image, an MP4 behind a prefix) is no clip,
 * whatever a demuxer would make of it.
 */
async function container(file: string): Promise<'mp4' | 'webm' | 'text' | null> {
  const handle = await fsp.open(file, 'r');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    if (bytes.length >= 8 && bytes.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
    if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
    const text = bytes.toString('utf8').trimStart().toLowerCase();
    const printable = bytes.every((byte) => byte === 0x09 || byte === 0x0a || byte === 0x0d || (byte >= 0x20 && byte <= 0x7e));
    if (text.startsWith('<') || printable) return 'text';
    return null;
  } finally {
    await handle.close();
  }
}

function rate(value: string | undefined): number {
  const [num, den] = (value ?? '').split('/').map(Number);
  return num > 0 && den > 0 ? num / den : 0;
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  nb_frames?: string;
  nb_read_packets?: string;
  duration?: string;
  tags?: Record<string, string>;
  side_data_list?: { rotation?: number }[];
}

/** Probes a stored upload: a playable MP4 (H.264, HEVC) or WebM (VP9, AV1) of at most 60 s, or the reason it is not. */
export async function probeVideo(file: string, tools: Tools): Promise<ProbeOutcome> {
  const kind = await container(file);
  if (kind === 'text') return { ok: false, reason: messages.clipHtmlOrText };
  if (!kind) return { ok: false, reason: messages.clipNotAVideo };
  const { stdout, stderr, code } = await run('ffprobe', [
    '-v',
    'error',
    '-count_packets',
    '-select_streams',
    'v:0',
    '-show_streams',
    '-show_format',
    '-of',
    'json',
    '--',
    file,
  ], tools);
  if (code !== 0) return { ok: false, reason: messages.clipNotAVideo };
  let parsed: { streams?: FfprobeStream[]; format?: { format_name?: string; duration?: string; size?: string } };
  try {
    parsed = JSON.parse(stdout) as typeof parsed;
  } catch {
    return { ok: false, reason: messages.clipNotAVideo };
  }
  const stream = parsed.streams?.find((s) => s.codec_type === 'video');
  const format = parsed.format?.format_name ?? '';
  if (!stream || !format) return { ok: false, reason: messages.clipNotAVideo };
  const codec = stream.codec_name ?? 'unknown';
  const isMp4 = kind === 'mp4' && format.split(',').includes('mp4');
  const isWebm = kind === 'webm' && format.split(',').includes('webm');
  if (!(isMp4 && MP4_CODECS.has(codec)) && !(isWebm && WEBM_CODECS.has(codec))) {
    return { ok: false, reason: messages.clipUnsupportedCodec.replace('{codec}', codec.toUpperCase()).replace('{container}', kind === 'mp4' ? 'MP4' : 'WebM') };
  }
  const expected = Number(stream.nb_frames);
  const read = Number(stream.nb_read_packets);
  if (/partial file|invalid data|corrupt|truncat/i.test(stderr) || (expected > 0 && read < expected) || !(read > 0)) {
    return { ok: false, reason: messages.clipTruncated };
  }
  const durationMs = Math.round(Number(parsed.format?.duration ?? stream.duration) * 1000);
  if (!(durationMs > 0)) return { ok: false, reason: messages.clipNotAVideo };
  if (durationMs > CLIP_MAX_DURATION_MS) return { ok: false, reason: messages.clipTooLong.replace('{seconds}', (durationMs / 1000).toFixed(1)) };
  const rotationFromMatrix = stream.side_data_list?.find((d) => typeof d.rotation === 'number')?.rotation;
  const rotation = (((Math.round(-(rotationFromMatrix ?? -Number(stream.tags?.rotate ?? 0))) % 360) + 360) % 360);
  return {
    ok: true,
    video: {
      contentType: isMp4 ? 'video/mp4' : 'video/webm',
      codec,
      durationMs,
      frameRate: Math.round((rate(stream.avg_frame_rate) || rate(stream.r_frame_rate)) * 1000) / 1000,
      width: stream.width ?? 0,
      height: stream.height ?? 0,
      rotation,
      size: (await fsp.stat(file)).size,
    },
  };
}

/** A JPEG of the frame at `atMs`, at most 640 pixels wide, written to `out`. */
export async function drawPoster(file: string, atMs: number, out: string, tools: Tools): Promise<void> {
  const { code, stderr } = await run('ffmpeg', [
    '-v',
    'error',
    '-nostdin',
    '-y',
    '-ss',
    (atMs / 1000).toFixed(3),
    '-i',
    file,
    '-frames:v',
    '1',
    '-vf',
    "scale='min(640,iw)':-2",
    '-q:v',
    '4',
    '-f',
    'image2',
    out,
  ], tools);
  const written = await fsp.stat(out).catch(() => null);
  if (code !== 0 || !written?.size) throw new Error(`no poster: ${stderr.slice(0, 300)}`);
}
