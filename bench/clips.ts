/**
 * Swing clips (decision 033): the app as its own process on PostgreSQL with clips as files, beside
 * a yardstick process (bench/clips-baseline-server.ts) on the same machine, both measured here:
 * - a 200 MB upload with tus (tus-js-client, one PATCH) against a plain streamed HTTP PUT to a file;
 * - 20 uploads of 10 MB at once: errors;
 * - the server's memory during 1 GB of uploads (two 500 MB clips at once, a clip's limit);
 * - the time to the first byte of a 1 MB range of a stored clip against @fastify/static serving
 *   the same file;
 * - the swing clips backup (a tar streamed clip by clip) of 1 GB of clips: its rate and the server's
 *   memory, beside @fastify/static serving the same bytes as one file.
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import * as tus from 'tus-js-client';
import { openDatabase, runMigrations } from '../server/db/client';
import { hashPassword } from '../server/modules/accounts/passwords';
import { createBenchDatabase, loadAverage, rssMb, type RunningServer, signIn, startProcess } from './support';

const MB = 1024 * 1024;
const PASSWORD = 'bench password';
const EMAIL = 'clips-bench@example.com';
const RUNS = 3;
const RANGE_READS = 40;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function randomFile(file: string, bytes: number): Promise<void> {
  const out = fs.createWriteStream(file);
  for (let written = 0; written < bytes; written += 4 * MB) {
    if (!out.write(randomBytes(Math.min(4 * MB, bytes - written)))) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

/** A tus upload as the desktop app makes it; `metadata` adds to or replaces the defaults (camera, impactMs). */
export function tusUpload(app: RunningServer, token: string, file: string, shotClientId: string, fps = '120', metadata: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(fs.createReadStream(file), {
      endpoint: `${app.url}/api/ingest/clips`,
      headers: { authorization: `Bearer ${token}` },
      metadata: { clientId: randomUUID(), shotClientId, camera: 'face-on', fps, ...metadata },
      uploadSize: fs.statSync(file).size,
      storeFingerprintForResuming: false,
      retryDelays: [],
      onSuccess: () => resolve(upload.url!.split('/').pop()!),
      onError: reject,
    });
    upload.start();
  });
}

/** Waits until the server has probed the clip; its shot's id. */
export async function clipReady(app: RunningServer, token: string, clipId: string): Promise<string> {
  for (const deadline = Date.now() + 60_000; ; ) {
    const clip = (await (await fetch(`${app.url}/api/clips/${clipId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { status: string; shotId: string };
    if (clip.status === 'ready') return clip.shotId;
    if (clip.status === 'refused' || Date.now() > deadline) throw new Error(`the clip is ${clip.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function plainPut(baseline: RunningServer, file: string): Promise<void> {
  const res = await fetch(`${baseline.url}/put/${randomUUID()}`, {
    method: 'PUT',
    headers: { 'content-length': String(fs.statSync(file).size) },
    body: fs.createReadStream(file) as unknown as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  if (res.status !== 204) throw new Error(`PUT failed: ${res.status}`);
}

async function seconds(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

/** Milliseconds to the first byte of the body of a GET. */
async function timeToFirstByte(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const reader = res.body!.getReader();
  await reader.read();
  const ms = performance.now() - started;
  await reader.cancel();
  if (res.status !== 206) throw new Error(`range read answered ${res.status}`);
  return ms;
}

export async function benchClips(): Promise<void> {
  const database = await createBenchDatabase();
  const handle = await openDatabase({ url: database.url, dataDir: null });
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'ogs-clips-bench-'));
  const dataDir = path.join(work, 'data');
  const baselineDir = path.join(work, 'baseline');
  await fsp.mkdir(baselineDir, { recursive: true });
  let app: RunningServer | null = null;
  let baseline: RunningServer | null = null;
  try {
    await runMigrations(handle);
    await handle.db.execute(sql`insert into users (email, password_hash, stripe_active, stripe_expires_at, accepted_terms_at)
      values (${EMAIL}, ${await hashPassword(PASSWORD)}, true, now() + interval '1 year', now())`);
    app = await startProcess('server/main.ts', { DATABASE_URL: database.url, DATA_DIR: dataDir, RATE_LIMIT_AUTH: '100000' });
    baseline = await startProcess('bench/clips-baseline-server.ts', { BASELINE_DIR: baselineDir }, '/health');
    const { token } = await signIn(app, EMAIL, PASSWORD);
    const shotClientId = 'clips-bench-shot';
    const shots = await fetch(`${app.url}/api/ingest/shots`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ shots: [{ clientId: shotClientId, player: 'Me', club: '7i', takenAt: new Date(Date.now() - 3_600_000).toISOString(), kind: 'range', ballSpeed: 50, launchAngle: 17, carry: 140 }] }),
    });
    if (shots.status !== 200) throw new Error(`shot upload failed: ${shots.status}`);

    const big = path.join(work, '200mb.bin');
    await randomFile(big, 200 * MB);
    console.log(`\nSwing clips, files under DATA_DIR, PostgreSQL; ${os.cpus().length} cores, load average ${loadAverage()}`);
    console.log(['what', 'run seconds', 'median s', 'MB/s', 'vs baseline'].join('\t'));
    const putRuns: number[] = [];
    const tusRuns: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      putRuns.push(await seconds(() => plainPut(baseline!, big)));
      tusRuns.push(await seconds(() => tusUpload(app!, token, big, shotClientId)));
    }
    const rate = (s: number) => 200 / s;
    console.log(['baseline: 200 MB plain streamed PUT to a file', putRuns.map((s) => s.toFixed(2)).join(' '), median(putRuns).toFixed(2), rate(median(putRuns)).toFixed(0), '100 %'].join('\t'));
    console.log(
      ['200 MB tus upload (tus-js-client, one PATCH)', tusRuns.map((s) => s.toFixed(2)).join(' '), median(tusRuns).toFixed(2), rate(median(tusRuns)).toFixed(0), `${((median(putRuns) / median(tusRuns)) * 100).toFixed(0)} % (target ≥ 70 %)`].join('\t'),
    );

    const small = path.join(work, '10mb.bin');
    await randomFile(small, 10 * MB);
    const together = await Promise.allSettled(Array.from({ length: 20 }, () => tusUpload(app!, token, small, shotClientId)));
    const failed = together.filter((r) => r.status === 'rejected');
    console.log(`20 tus uploads of 10 MB at once: ${20 - failed.length} stored, ${failed.length} errors${failed.length ? ` (${String((failed[0] as PromiseRejectedResult).reason).slice(0, 200)})` : ''}`);

    const half = path.join(work, '500mb.bin');
    await randomFile(half, 500 * MB);
    const pid = app.process.pid!;
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
    const memorySeconds = await seconds(() => Promise.all([tusUpload(app!, token, half, shotClientId), tusUpload(app!, token, half, shotClientId)]));
    clearInterval(sampler);
    console.log(
      `1 GB of tus uploads (two 500 MB clips at once) in ${memorySeconds.toFixed(1)} s: server RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at its peak: +${(peak - before).toFixed(0)} MB (target ≤ 64 MB)`,
    );

    // A real clip for the range reads, probed and ready like any upload.
    const video = path.join(work, 'swing.mp4');
    await promisify(execFile)('ffmpeg', ['-v', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', 'nullsrc=size=640x360:rate=30:duration=1', '-vf', 'geq=random(1)*255:128:128',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '8', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', video], { timeout: 120_000 });
    await fsp.copyFile(video, path.join(baselineDir, 'swing.mp4'));
    const clipId = await tusUpload(app, token, video, shotClientId, '30');
    const auth = { authorization: `Bearer ${token}` };
    await clipReady(app, token, clipId);
    const range = { range: `bytes=0-${MB - 1}` };
    const ours: number[] = [];
    const theirs: number[] = [];
    for (let i = 0; i < RANGE_READS; i++) {
      theirs.push(await timeToFirstByte(`${baseline.url}/static/swing.mp4`, range));
      ours.push(await timeToFirstByte(`${app.url}/api/clips/${clipId}/video`, { ...range, ...auth }));
    }
    console.log(['what', 'TTFB p50 ms', 'p90 ms', 'vs baseline'].join('\t'));
    const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)];
    console.log(['baseline: 1 MB range from @fastify/static', median(theirs).toFixed(2), p90(theirs).toFixed(2), '1.0×'].join('\t'));
    console.log(['1 MB range of a stored clip, its owner signed in', median(ours).toFixed(2), p90(ours).toFixed(2), `${(median(ours) / median(theirs)).toFixed(1)}× (target ≤ 2×)`].join('\t'));

    // The swing clips backup: five 200 MB clips, ready (stored as files, their rows written here).
    const { cookie } = await signIn(app, EMAIL, PASSWORD);
    const clipDir = path.join(dataDir, 'clips');
    const [{ id: shotId }] = (await handle.db.execute(sql`select id from shots where client_id = ${shotClientId}`)).rows as { id: number }[];
    for (let i = 0; i < 5; i++) {
      const id = randomUUID();
      await fsp.copyFile(big, path.join(clipDir, id));
      await handle.db.execute(sql`insert into clips (id, user_id, client_id, shot_id, camera, fps, declared_size, status, content_type)
        select ${id}, id, ${`archive-${i}`}, ${shotId}, 'face-on', 120, ${200 * MB}, 'ready', 'video/mp4' from users where email = ${EMAIL}`);
    }
    await fsp.writeFile(path.join(baselineDir, 'gigabyte.bin'), '');
    for (let i = 0; i < 5; i++) await fsp.appendFile(path.join(baselineDir, 'gigabyte.bin'), await fsp.readFile(big));
    const drained = async (url: string, headers: Record<string, string>) => {
      const res = await fetch(url, { headers });
      let bytes = 0;
      for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
      return bytes;
    };
    const archiveBefore = rssMb(pid);
    let archivePeak = archiveBefore;
    const archiveSampler = setInterval(() => (archivePeak = Math.max(archivePeak, rssMb(pid))), 20);
    let archiveBytes = 0;
    const archiveSeconds = await seconds(async () => (archiveBytes = await drained(`${app!.url}/api/account/backup/clips`, { cookie })));
    clearInterval(archiveSampler);
    const staticSeconds = await seconds(() => drained(`${baseline!.url}/static/gigabyte.bin`, {}));
    console.log(['what', 'seconds', 'MB/s', 'server RSS before / peak MB'].join('\t'));
    console.log(['baseline: the same 1,000 MB as one file from @fastify/static', staticSeconds.toFixed(2), (1000 / staticSeconds).toFixed(0), ''].join('\t'));
    console.log(
      [
        `swing clips backup: five 200 MB clips and the range reads' clip, a ${(archiveBytes / MB).toFixed(0)} MB tar`,
        archiveSeconds.toFixed(2),
        (archiveBytes / MB / archiveSeconds).toFixed(0),
        `${archiveBefore.toFixed(0)} / ${archivePeak.toFixed(0)}: +${(archivePeak - archiveBefore).toFixed(0)} MB (target ≤ 64 MB)`,
      ].join('\t'),
    );
    console.log(`load average after: ${loadAverage()}`);
  } finally {
    await app?.stop();
    await baseline?.stop();
    await handle.close();
    await database.drop();
    await fsp.rm(work, { recursive: true, force: true });
  }
}
