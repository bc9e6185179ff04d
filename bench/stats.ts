/**
 * Shot statistics at scale. Seeds 1,000,000 shots (100,000 of them for one Pro user)
 * with set-based SQL, then measures, beside a plain indexed query in the same run:
 * - GET /api/stats/shots and GET /api/stats/dashboard, p50 one request at a time (targets: 20 ms
 *   on PostgreSQL, 100 ms on PGlite) and req/s with 10 connections;
 * - uploading 100,000 shots in batches of 1,000 (target: 5,000 shots/s);
 * - exporting 100,000 shots to CSV: time (target 5 s) and the server's memory while it streams.
 *
 * `benchStats()` runs on PostgreSQL (a fresh database from bench/support.ts), `benchStatsPglite()`
 * on the embedded database. Each prints its own tables and drops what it created.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, runMigrations, type Database, type DatabaseHandle } from '../server/db/client';
import { hashPassword } from '../server/modules/accounts/passwords';
import { queryRows } from '../server/db/query';
import { shotFigures } from '../server/modules/stats/repo';
import { createBenchDatabase, load, loadShotsThenIndex, rssMb, type RunningServer, seedWithoutTimeout, startProcess } from './support';

const TOTAL_SHOTS = 1_000_000;
const USERS = 10; // the measured user owns every tenth shot: 100,000
const ROUNDS = 300;
const UPLOAD_SHOTS = 100_000;
const UPLOAD_BATCH = 1000;
const PASSWORD = 'bench password';
const MEASURED_EMAIL = 'stats-bench@example.com';
const UPLOADER_EMAIL = 'upload-bench@example.com';
const CLUBS = ['Dr', '3W', '5W', '4H', '5i', '6i', '7i', '8i', '9i', 'PW', 'GW', 'SW', 'LW', 'Pt'];
const PLAYERS = ['Chris', 'Alex', 'Sam'];

interface Row {
  what: string;
  p50: number;
  p95: number;
  extra?: string;
}

function printRows(title: string, rows: Row[], baseline: Row): void {
  console.log(`\n${title}`);
  console.log(['what', 'p50 ms', 'p95 ms', `p50 vs ${baseline.what}`, ''].join('\t'));
  for (const r of rows) {
    console.log([r.what, r.p50.toFixed(2), r.p95.toFixed(2), `${(r.p50 / baseline.p50).toFixed(1)}x`, r.extra ?? ''].join('\t'));
  }
}

function percentiles(label: string, times: number[]): Row {
  const sorted = [...times].sort((a, b) => a - b);
  return { what: label, p50: sorted[Math.floor(sorted.length / 2)], p95: sorted[Math.floor(sorted.length * 0.95)] };
}

async function timeIt(label: string, iterations: number, run: () => Promise<unknown>): Promise<Row> {
  for (let i = 0; i < Math.min(20, iterations); i++) await run();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return percentiles(label, times);
}

async function getOk(url: string, headers: Record<string, string>): Promise<void> {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}

/**
 * 1,000,000 shots in one INSERT … SELECT generate_series: the measured user's every tenth, spread
 * over a year, a fifth of them in rounds with par-4 tee shots and fairway results; the other nine
 * users' interleaved with them, as uploads from many accounts would lie in the table.
 */
async function seed(db: Database): Promise<{ userId: string; seconds: number }> {
  const started = performance.now();
  const passwordHash = await hashPassword(PASSWORD);
  const [measured] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (email, password_hash, stripe_active, stripe_expires_at, accepted_terms_at)
        values (${MEASURED_EMAIL}, ${passwordHash}, true, now() + interval '1 year', now()) returning id`,
  );
  await db.execute(sql`insert into users (email, password_hash, accepted_terms_at) values (${UPLOADER_EMAIL}, ${passwordHash}, now())`);
  await db.execute(sql`insert into users (email, password_hash)
                       select 'filler-' || g || '@example.com', ${passwordHash} from generate_series(1, ${USERS - 1}) g`);
  await db.execute(sql`insert into rounds (user_id, client_id, course, played_at)
                       select ${measured.id}::uuid, 'bench-round-' || g, 'Bench Links', now() - (g || ' days')::interval
                       from generate_series(1, ${ROUNDS}) g`);
  await db.execute(sql`insert into round_holes (round_id, hole, par)
                       select r.id, h, (array[4,4,3,5,4,4,3,4,5,4,4,3,5,4,4,3,4,5])[h]
                       from rounds r, generate_series(1, 18) h where r.user_id = ${measured.id}::uuid`);
  await db.execute(sql`insert into round_players (round_id, position, name)
                       select r.id, p - 1, (${sql.raw(`array[${PLAYERS.map((p) => `'${p}'`).join(',')}]`)})[p]
                       from rounds r, generate_series(1, 3) p where r.user_id = ${measured.id}::uuid`);
  await db.execute(sql`insert into players (user_id, name) select ${measured.id}::uuid, unnest(${sql.raw(`array[${PLAYERS.map((p) => `'${p}'`).join(',')}]`)})`);
  const clubs = sql.raw(`(array[${CLUBS.map((c) => `'${c}'`).join(',')}])`);
  const players = sql.raw(`(array[${PLAYERS.map((p) => `'${p}'`).join(',')}])`);
  // The indexes built once after the bulk load instead of row by row.
  await loadShotsThenIndex(db, () =>
    db.execute(sql`
      with others as (select array_agg(id order by email) as ids from users where email like 'filler-%'),
           round_ids as (select array_agg(id order by played_at desc) as ids from rounds where user_id = ${measured.id}::uuid),
           g as (select g, g % ${USERS} = 0 as mine, g / ${USERS} as k,
                        date_trunc('milliseconds', now() - (g::float8 / ${TOTAL_SHOTS}) * interval '365 days') as taken_at
                 from generate_series(1, ${TOTAL_SHOTS}) g)
      insert into shots (user_id, client_id, player, club, taken_at, kind, round_id, hole, ball_speed, club_speed,
                         launch_angle, launch_direction, spin_rate, spin_axis, carry, total, offline, fairway)
      select case when mine then ${measured.id}::uuid else others.ids[1 + g % (${USERS} - 1)] end,
             'bench-' || g,
             ${players}[1 + g % 3],
             ${clubs}[1 + (g / 10) % 14],
             taken_at,
             case when mine and k % 5 = 0 then 'round' else 'range' end,
             case when mine and k % 5 = 0 then round_ids.ids[1 + (k / 90) % ${ROUNDS}] end,
             case when mine and k % 5 = 0 then 1 + (k / 5) % 18 end,
             40 + (g % 300) / 10.0,
             case when g % 7 = 0 then null else (40 + (g % 300) / 10.0) / (1.1 + (g % 40) / 100.0) end,
             5 + g % 30, (g % 11) - 5, 2000 + g % 8000, (g % 21) - 10,
             60 + (g % 1900) / 10.0,
             case when g % 4 = 0 then null else 70 + (g % 2000) / 10.0 end,
             (g % 41) - 20,
             case when mine and k % 5 = 0 then (array['hit','left','right'])[1 + g % 3] end
      from g, others, round_ids`),
  );
  // What the ingest statement keeps as it stores shots.
  await db.execute(sql`insert into shot_club_totals (user_id, player, club, shots, carry_sum, smash_shots, smash_sum)
                       select user_id, player, club, count(*), sum(carry), count(club_speed), coalesce(sum(ball_speed / club_speed), 0)
                       from shots group by user_id, player, club`);
  await db.execute(sql`vacuum analyze shots`);
  await db.execute(sql`vacuum analyze rounds`);
  await db.execute(sql`vacuum analyze round_holes`);
  return { userId: measured.id, seconds: (performance.now() - started) / 1000 };
}

async function signIn(app: RunningServer, email: string): Promise<{ cookie: string; token: string }> {
  const headers = { 'content-type': 'application/json', origin: app.url };
  const res = await fetch(`${app.url}/api/user/signin`, { method: 'POST', headers, body: JSON.stringify({ email, password: PASSWORD }) });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  const cookie = res.headers.get('set-cookie')!.split(';')[0];
  const tokenRes = await fetch(`${app.url}/api/auth/token`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD, deviceName: 'bench' }),
  });
  const { token } = (await tokenRes.json()) as { token: string };
  return { cookie, token };
}


async function measureReads(app: RunningServer, handle: DatabaseHandle, userId: string, label: string, iterations: number): Promise<void> {
  const { cookie } = await signIn(app, MEASURED_EMAIL);
  const headers = { cookie };
  const db = handle.db;
  const plain = await timeIt('plain indexed query (SQL)', iterations, () =>
    queryRows(db, sql`select count(*) from shots where user_id = ${userId}::uuid and club = 'Dr' and taken_at > now() - interval '10 days'`),
  );
  const figuresSql = await timeIt('stats statement alone (SQL)', iterations, () => shotFigures(db, userId, null, new Date()));
  const figuresPlayer = await timeIt('stats statement, one player (SQL)', iterations, () => shotFigures(db, userId, 'Alex', new Date()));
  const session = await timeIt('GET /api/user/session (HTTP)', iterations, () => getOk(`${app.url}/api/user/session`, headers));
  const shots = await timeIt('GET /api/stats/shots', iterations, () => getOk(`${app.url}/api/stats/shots`, headers));
  const shotsPlayer = await timeIt('GET /api/stats/shots?player=Alex', iterations, () => getOk(`${app.url}/api/stats/shots?player=Alex`, headers));
  const dashboard = await timeIt('GET /api/stats/dashboard', iterations, () => getOk(`${app.url}/api/stats/dashboard`, headers));
  const rounds = await timeIt('GET /api/stats/rounds', iterations, () => getOk(`${app.url}/api/stats/rounds`, headers));
  const busy = await load('GET /api/stats/shots', `${app.url}/api/stats/shots`, { connections: 10, seconds: 5, headers });
  shots.extra = `${busy.rps.toFixed(0)} req/s with 10 connections (p50 ${busy.p50} ms, ${busy.non2xx} non-2xx)`;
  printRows(
    `Shot statistics, ${label}: a Pro user's 100,000 shots in a table of 1,000,000, one request at a time (${iterations} each)`,
    [plain, figuresSql, figuresPlayer, session, shots, shotsPlayer, dashboard, rounds],
    plain,
  );
}

function syntheticShots(count: number): unknown[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => ({
    clientId: `upload-${i}`,
    player: PLAYERS[i % 3],
    club: CLUBS[i % CLUBS.length],
    takenAt: new Date(now - 60_000 - i * 1000).toISOString(),
    kind: 'range',
    ballSpeed: 40 + (i % 300) / 10,
    clubSpeed: Math.round(((40 + (i % 300) / 10) / (1.1 + (i % 40) / 100)) * 100) / 100,
    launchAngle: 5 + (i % 30),
    launchDirection: (i % 11) - 5,
    spinRate: 2000 + (i % 8000),
    spinAxis: (i % 21) - 10,
    carry: 60 + (i % 1900) / 10,
    total: 70 + (i % 2000) / 10,
    offline: (i % 41) - 20,
  }));
}

async function measureUpload(app: RunningServer): Promise<void> {
  const { token } = await signIn(app, UPLOADER_EMAIL);
  const shots = syntheticShots(UPLOAD_SHOTS);
  const post = async (batch: unknown[]) => {
    const res = await fetch(`${app.url}/api/ingest/shots`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ shots: batch }),
    });
    if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as { stored: number; duplicates: number };
  };
  const run = async (label: string) => {
    const started = performance.now();
    let stored = 0;
    let duplicates = 0;
    for (let i = 0; i < shots.length; i += UPLOAD_BATCH) {
      const result = await post(shots.slice(i, i + UPLOAD_BATCH));
      stored += result.stored;
      duplicates += result.duplicates;
    }
    const seconds = (performance.now() - started) / 1000;
    console.log([label, seconds.toFixed(2), (shots.length / seconds).toFixed(0), stored, duplicates].join('\t'));
  };
  console.log(`\nUpload of ${UPLOAD_SHOTS.toLocaleString('en-US')} shots in batches of ${UPLOAD_BATCH}, one request at a time (target 5,000 shots/s)`);
  console.log(['what', 'seconds', 'shots/s', 'stored', 'duplicates'].join('\t'));
  await run('first upload');
  await run('same upload again (idempotent)');
}

async function measureCsv(app: RunningServer): Promise<void> {
  const { cookie } = await signIn(app, MEASURED_EMAIL);
  const pid = app.process.pid!;
  const exportOnce = async (query: string) => {
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
    const started = performance.now();
    const res = await fetch(`${app.url}/api/stats/shots.csv${query}`, { headers: { cookie, 'accept-encoding': 'identity' } });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    return { seconds, bytes, rows: lines - 1, before, peak };
  };
  await exportOnce('?from=2000-01-01&to=2000-01-02');
  console.log('\nCSV export streamed from the database (target: 100,000 shots under 5 s, memory flat)');
  console.log(['what', 'rows', 'MB', 'seconds', 'server RSS before MB', 'peak MB', 'growth MB'].join('\t'));
  const since = new Date(Date.now() - 37 * 86_400_000).toISOString().slice(0, 10);
  // Repeated: streamed, the server's memory settles after the first runs instead of growing with each.
  for (const [label, query] of [
    ['about 10,000 shots (from a date)', `?from=${since}`],
    ['all 100,000 shots, run 1', ''],
    ['all 100,000 shots, run 2', ''],
    ['all 100,000 shots, run 3', ''],
    ['all 100,000 shots, run 4', ''],
  ] as const) {
    const r = await exportOnce(query);
    console.log([label, r.rows, (r.bytes / 1e6).toFixed(1), r.seconds.toFixed(2), r.before.toFixed(0), r.peak.toFixed(0), (r.peak - r.before).toFixed(0)].join('\t'));
  }
}

/** On PostgreSQL: the targets for the shot statistics. */
export async function benchStats({ iterations = 200 } = {}): Promise<void> {
  const database = await createBenchDatabase();
  const handle = await openDatabase({ url: database.url, dataDir: null });
  let app: RunningServer | null = null;
  try {
    await runMigrations(handle);
    const seeded = await seedWithoutTimeout(database.url, seed);
    console.log(`\nstats bench (PostgreSQL): seeded ${TOTAL_SHOTS.toLocaleString('en-US')} shots in ${seeded.seconds.toFixed(1)} s`);
    app = await startProcess('server/main.ts', { DATABASE_URL: database.url, RATE_LIMIT_AUTH: '100000' });
    await measureReads(app, handle, seeded.userId, 'PostgreSQL', iterations);
    await measureUpload(app);
    await measureCsv(app);
  } finally {
    await app?.stop();
    await handle.close();
    await database.drop();
  }
}

/** On the embedded PGlite: seeded in this process, then served by the app from the same folder. */
export async function benchStatsPglite({ iterations = 100 } = {}): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ogs-stats-bench-'));
  let app: RunningServer | null = null;
  try {
    const handle = await openDatabase({ url: null, dataDir });
    await runMigrations(handle);
    const seeded = await seed(handle.db);
    await handle.close();
    console.log(`\nstats bench (PGlite): seeded ${TOTAL_SHOTS.toLocaleString('en-US')} shots in ${seeded.seconds.toFixed(1)} s`);
    app = await startProcess('server/main.ts', { DATA_DIR: dataDir, RATE_LIMIT_AUTH: '100000' });
    const { cookie } = await signIn(app, MEASURED_EMAIL);
    const headers = { cookie };
    const session = await timeIt('GET /api/user/session (HTTP)', iterations, () => getOk(`${app!.url}/api/user/session`, headers));
    const shots = await timeIt('GET /api/stats/shots', iterations, () => getOk(`${app!.url}/api/stats/shots`, headers));
    const shotsPlayer = await timeIt('GET /api/stats/shots?player=Alex', iterations, () => getOk(`${app!.url}/api/stats/shots?player=Alex`, headers));
    const dashboard = await timeIt('GET /api/stats/dashboard', iterations, () => getOk(`${app!.url}/api/stats/dashboard`, headers));
    printRows(
      `Shot statistics, PGlite (target p50 100 ms), one request at a time (${iterations} each)`,
      [session, shots, shotsPlayer, dashboard],
      session,
    );
    await measureCsv(app);
  } finally {
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
