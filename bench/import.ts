/**
 * CSV import at scale (target: 50,000 rows under 20 s, memory flat). On a fresh
 * PostgreSQL database with the real server in its own process:
 * - baselines: the same file through csv-parse alone (records, nothing else: what reading the
 *   CSV costs), and the same 50,000 shots (read from the same file here, so identical in metric)
 *   through the desktop app's ingest API, 1,000 a request, one request at a time;
 * - the import: a generated 50,000-row Garmin export streamed as the request body to
 *   POST /api/import, its NDJSON progress lines counted; run five times (the later runs store
 *   nothing: idempotent), with the server's RSS before, at its peak and after each run;
 * - the session call's latency while an import runs (the server is not blocked).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Parser } from 'csv-parse';
import { sql } from 'drizzle-orm';
import { openDatabase, runMigrations } from '../server/db/client';
import { hashPassword } from '../server/modules/accounts/passwords';
import { queryRows } from '../server/db/query';
import { garminLines } from '../server/test/import-files';
import { importClientId, openShotFile } from '../server/modules/import/reader';
import { createBenchDatabase, loadAverage, rssMb, type RunningServer, signIn, startProcess } from './support';

const ROWS = 50_000;
const PASSWORD = 'bench password';
const IMPORTER = 'import-bench@example.com';
const UPLOADER = 'import-baseline@example.com';
const END = Date.parse('2025-06-01T12:00:00Z');


/** The file's shots as the importer reads them: the baseline uploads exactly these. */
async function shotsOfFile(): Promise<unknown[]> {
  const lines = async function* () {
    yield* garminLines(ROWS, END);
  };
  const opened = await openShotFile(lines(), { timeZone: 'UTC' });
  const shots: unknown[] = [];
  for await (const r of opened.rows()) {
    if (r.kind === 'shot') shots.push({ ...r.shot, player: 'Chris', clientId: importClientId({ ...r.shot, player: 'Chris' }, r.wallTime, 0).clientId });
  }
  return shots;
}

/** csv-parse alone over the same file, in this process: records out, nothing else. */
async function rawCsvParse(): Promise<number> {
  const started = performance.now();
  const parser = new Parser({ bom: true, relax_column_count: true });
  const feeding = (async () => {
    for (const line of garminLines(ROWS, END)) if (!parser.write(line)) await new Promise((r) => parser.once('drain', r));
    parser.end();
  })();
  let records = 0;
  for await (const _record of parser) records++;
  await feeding;
  if (records !== ROWS + 2) throw new Error(`csv-parse read ${records} records`);
  return (performance.now() - started) / 1000;
}

async function baseline(app: RunningServer): Promise<number> {
  const { token } = await signIn(app, UPLOADER, PASSWORD);
  const shots = await shotsOfFile();
  const started = performance.now();
  for (let i = 0; i < shots.length; i += 1000) {
    const res = await fetch(`${app.url}/api/ingest/shots`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ shots: shots.slice(i, i + 1000) }),
    });
    if (res.status !== 200) throw new Error(`ingest failed: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }
  return (performance.now() - started) / 1000;
}

/** The generated file as a request body stream, a few lines per chunk, never whole in memory. */
function fileStream(): { body: ReadableStream<Uint8Array>; bytes: () => number } {
  const lines = garminLines(ROWS, END);
  const encoder = new TextEncoder();
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      let chunk = '';
      for (let i = 0; i < 200; i++) {
        const next = lines.next();
        if (next.done) break;
        chunk += next.value;
      }
      if (!chunk) return controller.close();
      const bytes = encoder.encode(chunk);
      sent += bytes.length;
      controller.enqueue(bytes);
    },
  });
  return { body, bytes: () => sent };
}

async function importOnce(app: RunningServer, cookie: string) {
  const pid = app.process.pid!;
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const file = fileStream();
  const started = performance.now();
  const res = await fetch(`${app.url}/api/import?timeZone=UTC`, {
    method: 'POST',
    headers: { cookie, origin: app.url, 'content-type': 'text/csv' },
    body: file.body,
    duplex: 'half',
  } as RequestInit);
  if (res.status !== 200) throw new Error(`import failed: ${res.status} ${await res.text()}`);
  let text = '';
  let progressLines = 0;
  let firstProgressAt = 0;
  const decoder = new TextDecoder();
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
    const lines = text.split('\n');
    text = lines.pop()!;
    for (const line of lines) {
      const parsed = JSON.parse(line) as { type: string; result?: { stored: number; alreadyPresent: number }; error?: string };
      if (parsed.type === 'progress') {
        progressLines++;
        if (!firstProgressAt) firstProgressAt = performance.now() - started;
      }
      if (parsed.type === 'error') throw new Error(`import error: ${parsed.error}`);
      if (parsed.type === 'done') text = line;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const result = (JSON.parse(text) as { result: { stored: number; alreadyPresent: number } }).result;
  return { seconds, mb: file.bytes() / 1e6, progressLines, firstProgressMs: firstProgressAt, before, peak, after: rssMb(pid), ...result };
}

/** Session calls one at a time while `during` runs: their latencies. */
async function latencyDuring(app: RunningServer, cookie: string, during: Promise<unknown>): Promise<number[]> {
  let done = false;
  void during.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${app.url}/api/user/session`, { headers: { cookie } });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 50));
  }
  return times.sort((a, b) => a - b);
}

export async function benchImport(): Promise<void> {
  const database = await createBenchDatabase();
  const handle = await openDatabase({ url: database.url, dataDir: null });
  let app: RunningServer | null = null;
  try {
    await runMigrations(handle);
    const passwordHash = await hashPassword(PASSWORD);
    await handle.db.execute(sql`insert into users (email, password_hash, stripe_active, stripe_expires_at, accepted_terms_at)
      values (${IMPORTER}, ${passwordHash}, true, now() + interval '1 year', now()), (${UPLOADER}, ${passwordHash}, true, now() + interval '1 year', now())`);
    app = await startProcess('server/main.ts', { DATABASE_URL: database.url, RATE_LIMIT_AUTH: '100000' });
    const { cookie } = await signIn(app, IMPORTER, PASSWORD);

    const rawSeconds = await rawCsvParse();
    const baseSeconds = await baseline(app);
    console.log(`\nCSV import of ${ROWS.toLocaleString('en-US')} Garmin rows, streamed (target: under 20 s, memory flat), PostgreSQL; ${os.cpus().length} cores, load average ${loadAverage()}`);
    console.log(['what', 'seconds', 'rows/s', 'MB sent', 'stored', 'already present', 'progress lines', 'first progress ms', 'RSS before MB', 'peak MB', 'after MB'].join('\t'));
    console.log(['baseline: the same file through csv-parse alone, records only', rawSeconds.toFixed(2), (ROWS / rawSeconds).toFixed(0), '', '', '', '', '', '', '', ''].join('\t'));
    console.log(['baseline: same shots via POST /api/ingest/shots, 1,000 a request', baseSeconds.toFixed(2), (ROWS / baseSeconds).toFixed(0), '', ROWS, 0, '', '', '', '', ''].join('\t'));
    // Five runs: streamed, the server's memory settles instead of growing with each file.
    const runs: string[] = ['import, run 1', 'import again, run 2 (idempotent)', 'import again, run 3', 'import again, run 4', 'import again, run 5'];
    let latencies: number[] = [];
    for (const [i, label] of runs.entries()) {
      const running = importOnce(app, cookie);
      if (i === 0) latencies = await latencyDuring(app, cookie, running);
      const r = await running;
      console.log(
        [label, r.seconds.toFixed(2), (ROWS / r.seconds).toFixed(0), r.mb.toFixed(1), r.stored, r.alreadyPresent, r.progressLines, r.firstProgressMs.toFixed(0), r.before.toFixed(0), r.peak.toFixed(0), r.after.toFixed(0)].join('\t'),
      );
    }
    const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
    console.log(`load average after the runs: ${loadAverage()}`);
    console.log(`GET /api/user/session during run 1: ${latencies.length} calls, p50 ${p(0.5).toFixed(1)} ms, p95 ${p(0.95).toFixed(1)} ms, max ${p(1).toFixed(1)} ms`);
    const [check] = await queryRows<{ shots: number; totals: number }>(
      handle.db,
      sql`select (select count(*)::int from shots s join users u on u.id = s.user_id where u.email = ${IMPORTER}) as shots,
                 (select coalesce(sum(t.shots), 0)::int from shot_club_totals t join users u on u.id = t.user_id where u.email = ${IMPORTER}) as totals`,
    );
    console.log(`importer's shots: ${check.shots}, per-club totals count ${check.totals} (equal: ${check.shots === check.totals})`);
  } finally {
    await app?.stop();
    await handle.close();
    await database.drop();
  }
}
