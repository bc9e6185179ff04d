/**
 * Range sessions with the whole launch-monitor record. On a fresh PostgreSQL database
 * with the real server in its own process:
 * - ingest (target: at least 5,000 shots/s and at least 50 % of a raw INSERT): 20,000 range shots
 *   carrying every metric of common/shot-metrics.ts, 1,000 a request, one request at a time,
 *   through POST /api/ingest/shots into one session; beside a plain INSERT of the same rows (the
 *   same columns, 1,000 rows a statement, over pg, nothing else: no players, totals or version)
 *   into another account of the same database;
 * - a session page (target: API p50 at most 2× the raw SQL): GET /api/sessions/:id of a
 *   2,000-shot session, 40 calls one at a time, beside the statement that reads the same shots with
 *   every column, 40 times over pg.
 * Printed side by side with the machine's load average; nothing is asserted.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { SHOT_METRIC_NAMES, SHOT_METRICS } from '../common/shot-metrics';
import { openDatabase, runMigrations } from '../server/db/client';
import { hashPassword } from '../server/modules/accounts/passwords';
import { ingestExamples } from '../server/modules/docs/examples';
import { createBenchDatabase, loadAverage, type RunningServer, signIn, startProcess } from './support';

const SHOTS = 20_000;
const BATCH = 1_000;
const PAGE_SHOTS = 2_000;
const CALLS = 40;
const PASSWORD = 'bench password';
const API_USER = 'sessions-bench@example.com';
const RAW_USER = 'sessions-raw@example.com';
const CLUBS = ['Dr', '3W', '5i', '7i', '9i', 'PW'];

/** The documented range shot with the whole record (docs/examples.ts), varied per shot. */
const template = (ingestExamples['/api/ingest/shots'] as { shots: Record<string, unknown>[] }).shots[1];

function fullRecordShots(count: number, prefix: string, sessionClientId: string, start: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => {
    const shot: Record<string, unknown> = { ...template, clientId: `${prefix}-${i}`, sessionClientId, club: CLUBS[i % CLUBS.length] };
    shot.takenAt = new Date(start + i * 1_000).toISOString();
    // A little spread, inside every range.
    for (const name of ['carry', 'total', 'ballSpeed', 'spinRate'] as const) shot[name] = Number(((template[name] as number) * (0.95 + (i % 10) / 100)).toFixed(1));
    return shot;
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function post(app: RunningServer, token: string, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}

/** The same rows as a plain multi-row INSERT: the columns the upload fills, nothing around it. */
async function rawInsert(client: pg.Client, userId: string, sessionId: string, shots: Record<string, unknown>[]): Promise<number> {
  const columns = ['user_id', 'client_id', 'player', 'club', 'taken_at', 'kind', 'session_id', ...SHOT_METRIC_NAMES.map((n) => SHOT_METRICS[n].column), 'measured'];
  const started = performance.now();
  for (let i = 0; i < shots.length; i += BATCH) {
    const values: unknown[] = [];
    const rows = shots.slice(i, i + BATCH).map((shot) => {
      const row = [userId, shot.clientId, shot.player, shot.club, shot.takenAt, 'range', sessionId, ...SHOT_METRIC_NAMES.map((n) => shot[n] ?? null), shot.measured];
      return `(${row.map((value) => `$${values.push(value)}`).join(', ')})`;
    });
    await client.query(`insert into shots (${columns.join(', ')}) values ${rows.join(', ')}`, values);
  }
  return (performance.now() - started) / 1000;
}

export async function benchSessions(): Promise<void> {
  const database = await createBenchDatabase();
  const handle = await openDatabase({ url: database.url, dataDir: null });
  const client = new pg.Client({ connectionString: database.url });
  let app: RunningServer | null = null;
  try {
    await runMigrations(handle);
    const passwordHash = await hashPassword(PASSWORD);
    await handle.db.execute(sql`insert into users (email, password_hash, stripe_active, stripe_expires_at, accepted_terms_at)
      values (${API_USER}, ${passwordHash}, true, now() + interval '1 year', now()), (${RAW_USER}, ${passwordHash}, true, now() + interval '1 year', now())`);
    app = await startProcess('server/main.ts', { DATABASE_URL: database.url, RATE_LIMIT_AUTH: '100000' });
    await client.connect();
    const { cookie, token } = await signIn(app, API_USER, PASSWORD);
    const { token: rawToken } = await signIn(app, RAW_USER, PASSWORD);
    const start = Date.now() - 2 * 86_400_000;
    const session = (clientId: string) => ({ sessions: [{ clientId, kind: 'range', startedAt: new Date(start).toISOString(), name: clientId }] });

    // Ingest through the API, beside the raw INSERT of the same rows into the other account.
    await post(app, token, '/api/ingest/sessions', session('bench-ingest'));
    const shots = fullRecordShots(SHOTS, 'api', 'bench-ingest', start);
    let started = performance.now();
    for (let i = 0; i < shots.length; i += BATCH) await post(app, token, '/api/ingest/shots', { shots: shots.slice(i, i + BATCH) });
    const apiSeconds = (performance.now() - started) / 1000;
    await post(app, rawToken, '/api/ingest/sessions', session('bench-raw'));
    const { rows: ids } = await client.query<{ user_id: string; id: string }>(
      `select s.user_id, s.id from range_sessions s join users u on u.id = s.user_id where u.email = $1`,
      [RAW_USER],
    );
    const rawSeconds = await rawInsert(client, ids[0].user_id, ids[0].id, fullRecordShots(SHOTS, 'raw', 'bench-raw', start));

    console.log(`\nRange sessions with the whole record, PostgreSQL; ${os.cpus().length} cores, load average ${loadAverage()}`);
    console.log(['what', 'shots', 'seconds', 'shots/s', 'of raw'].join('\t'));
    console.log(['baseline: plain INSERT of the same rows, 1,000 a statement', SHOTS, rawSeconds.toFixed(2), (SHOTS / rawSeconds).toFixed(0), '100%'].join('\t'));
    console.log(
      ['POST /api/ingest/shots, 1,000 a request (target ≥ 5,000/s and ≥ 50%)', SHOTS, apiSeconds.toFixed(2), (SHOTS / apiSeconds).toFixed(0), `${((rawSeconds / apiSeconds) * 100).toFixed(0)}%`].join('\t'),
    );

    // A 2,000-shot session: the API's answer beside the statement that reads its shots.
    await post(app, token, '/api/ingest/sessions', session('bench-page'));
    const pageShots = fullRecordShots(PAGE_SHOTS, 'page', 'bench-page', start + SHOTS * 1_000);
    for (let i = 0; i < pageShots.length; i += BATCH) await post(app, token, '/api/ingest/shots', { shots: pageShots.slice(i, i + BATCH) });
    const { rows: pageIds } = await client.query<{ user_id: string; id: string }>(`select user_id, id from range_sessions where client_id = 'bench-page'`);
    const { user_id: userId, id: sessionId } = pageIds[0];
    const apiTimes: number[] = [];
    const sqlTimes: number[] = [];
    let answerBytes = 0;
    for (let i = 0; i < CALLS; i++) {
      started = performance.now();
      const res = await fetch(`${app.url}/api/sessions/${sessionId}`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`GET /api/sessions/:id: ${res.status}`);
      answerBytes = (await res.arrayBuffer()).byteLength;
      apiTimes.push(performance.now() - started);
      started = performance.now();
      const { rowCount } = await client.query(`select * from shots where user_id = $1 and session_id = $2 order by taken_at`, [userId, sessionId]);
      sqlTimes.push(performance.now() - started);
      if (rowCount !== PAGE_SHOTS) throw new Error(`the session has ${rowCount} shots`);
    }
    const [api, raw] = [median(apiTimes), median(sqlTimes)];
    console.log(`\nA ${PAGE_SHOTS.toLocaleString('en-US')}-shot session, ${CALLS} calls one at a time; load average ${loadAverage()}`);
    console.log(['what', 'p50 ms', 'of raw'].join('\t'));
    console.log(['baseline: select * of the session’s shots over pg', raw.toFixed(1), '1.0×'].join('\t'));
    console.log(['GET /api/sessions/:id (target ≤ 2×)', api.toFixed(1), `${(api / raw).toFixed(1)}×`].join('\t'));
    console.log(`The answer: ${(answerBytes / 1_000_000).toFixed(2)} MB as JSON (fetch asks for it compressed and inflates it).`);
  } finally {
    await client.end().catch(() => undefined);
    await app?.stop();
    await handle.close();
    await database.drop();
  }
}
