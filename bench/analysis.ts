/**
 * Per-club analysis over a lifetime of practice. Seeds 5,000,000 shots (1,000,000 of
 * them for one Pro user, a year of them, with club-dependent carries, offline figures, some
 * mishits and hand overrides) with set-based SQL, then measures gapping, dispersion and trends
 * one request at a time, each beside its baseline measured in the same run: the plain statement
 * (the mishit rule's CTEs over every shot: `gappingStraightforward` in server/test/analysis-reference.ts,
 * `dispersionStraightforward` and `trendsStraightforward` in analysis/shot-statements.ts). Four conditions:
 * statistics analysed; the first call after an upload (cold: an upload before every call); and
 * both again with the tables' statistics removed (never analysed, autovacuum off for them).
 * Target: p50 at most 60 ms and p99 at most 150 ms for each call, in every condition.
 *
 * `npm run bench -- analysis`. Environment:
 * - BENCH_ANALYSIS_SHOTS: shots in the table (5,000,000); the measured user owns one in five;
 * - BENCH_ANALYSIS_DB: keep the seeded database under this name and reuse it on the next run
 *   (seeding 5,000,000 shots takes minutes); without it a fresh database is made and dropped;
 * - BENCH_ANALYSIS_ITERATIONS (100) and BENCH_ANALYSIS_BASELINE_ITERATIONS (5): calls measured
 *   per figure; the plain statements take seconds each at this size.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { openDatabase, runMigrations, type Database } from '../server/db/client';
import { hashPassword } from '../server/modules/accounts/passwords';
import { queryRows } from '../server/db/query';
import { insertShots } from '../server/modules/ingest/repo';
import { clubAnalysis, clubDispersion, clubTrends } from '../server/modules/analysis/service';
import { dispersionStraightforward, trendsStraightforward } from '../server/modules/analysis/shot-statements';
import { gappingStraightforward } from '../server/test/analysis-reference';
import type { AnalysisFilter } from '../common/schemas/analysis';
import { ADMIN_DATABASE_URL, createBenchDatabase, loadAverage, loadShotsThenIndex, type RunningServer, seedWithoutTimeout, startProductionServer } from './support';

const TOTAL_SHOTS = Number(process.env.BENCH_ANALYSIS_SHOTS ?? 5_000_000);
const USERS = 5; // the measured user owns every fifth shot: 1,000,000 of 5,000,000
const MEASURED_SHOTS = TOTAL_SHOTS / USERS;
const ITERATIONS = Number(process.env.BENCH_ANALYSIS_ITERATIONS ?? 100);
const BASELINE_ITERATIONS = Number(process.env.BENCH_ANALYSIS_BASELINE_ITERATIONS ?? 5);
const TABLES = ['shots', 'shot_overrides', 'users'];
const PASSWORD = 'bench password';
const EMAIL = 'analysis-bench@example.com';
// Thirteen clubs and the putter, with a typical carry in metres each.
const CLUBS: [string, number][] = [
  ['Dr', 215],
  ['3W', 195],
  ['5W', 180],
  ['4H', 170],
  ['5i', 160],
  ['6i', 150],
  ['7i', 140],
  ['8i', 130],
  ['9i', 120],
  ['PW', 110],
  ['GW', 95],
  ['SW', 80],
  ['LW', 65],
  ['Pt', 3],
];
const PLAYERS = ['Chris', 'Alex', 'Sam'];
/** The bound every analysis call must keep, in ms. */
const TARGET = { p50: 60, p99: 150 };
const meetsTarget = (r: Row) => r.p50 <= TARGET.p50 && r.p99 <= TARGET.p99;
const TARGET_TEXT = `p50 <= ${TARGET.p50}, p99 <= ${TARGET.p99}`;

interface Row {
  what: string;
  p50: number;
  p95: number;
  p99: number;
  /** A baseline beside a measured call, not a call the target is for. */
  baseline?: boolean;
}

function row(what: string, times: number[], baseline = false): Row {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
  return { what, p50: at(0.5), p95: at(0.95), p99: at(0.99), baseline };
}

async function timeIt(what: string, iterations: number, run: () => Promise<unknown>): Promise<Row> {
  return (await timeTogether(iterations, [{ what, run }]))[0];
}

/**
 * One call's time in ms; a call ended by the statement limit (SQLSTATE 57014, answered 503
 * too_slow by the API) counts as Infinity, and the printed p99 says so.
 */
async function timeOne(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  try {
    await run();
  } catch (error) {
    if ((error as { code?: string; cause?: { code?: string } }).code === '57014' || (error as { cause?: { code?: string } }).cause?.code === '57014') return Infinity;
    throw error;
  }
  return performance.now() - started;
}

/** Runs the calls in turn (a, b, a, b, …) after a warm-up, so that a busy moment of the machine falls on each alike. */
async function timeTogether(iterations: number, calls: { what: string; run: () => Promise<unknown>; baseline?: boolean }[]): Promise<Row[]> {
  for (let i = 0; i < Math.min(10, Math.ceil(iterations / 5)); i++) for (const c of calls) await timeOne(c.run);
  const times = calls.map(() => [] as number[]);
  for (let i = 0; i < iterations; i++) {
    for (const [j, c] of calls.entries()) {
      times[j].push(await timeOne(c.run));
    }
  }
  return calls.map((c, j) => row(c.what, times[j], c.baseline));
}


/**
 * TOTAL_SHOTS in one INSERT … SELECT generate_series, spread over a year: the measured
 * user's every fifth, the other four users' interleaved. Carry is the club's typical carry plus a
 * spread of ±8 %, and one of the user's shots in 37 is thinned to 60 % (a mishit for the rule to find).
 */
export async function seed(db: Database): Promise<{ userId: string; seconds: number }> {
  const started = performance.now();
  const passwordHash = await hashPassword(PASSWORD);
  const [measured] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (email, password_hash, stripe_active, stripe_expires_at, accepted_terms_at)
        values (${EMAIL}, ${passwordHash}, true, now() + interval '1 year', now()) returning id`,
  );
  await db.execute(sql`insert into users (email, password_hash)
                       select 'analysis-filler-' || g || '@example.com', ${passwordHash} from generate_series(1, ${USERS - 1}) g`);
  await db.execute(sql`insert into players (user_id, name) select ${measured.id}::uuid, unnest(${sql.raw(`array[${PLAYERS.map((p) => `'${p}'`).join(',')}]`)})`);
  const clubs = sql.raw(`(array[${CLUBS.map(([c]) => `'${c}'`).join(',')}])`);
  const carries = sql.raw(`(array[${CLUBS.map(([, carry]) => carry).join(',')}]::float8[])`);
  const players = sql.raw(`(array[${PLAYERS.map((p) => `'${p}'`).join(',')}])`);
  // The indexes built once after the bulk load instead of row by row.
  await loadShotsThenIndex(db, () =>
    db.execute(sql`
      with others as (select array_agg(id order by email) as ids from users where email like 'analysis-filler-%'),
           g as (select g, g % ${USERS} = 0 as mine, 1 + (g / 10) % ${CLUBS.length} as c,
                        date_trunc('milliseconds', now() - (g::float8 / ${TOTAL_SHOTS}) * interval '365 days') as taken_at,
                        ((g * 7919) % 1000) / 1000.0 - 0.5 as u, ((g * 104729) % 997) / 997.0 - 0.5 as v
                 from generate_series(1::bigint, ${TOTAL_SHOTS}) g)
      insert into shots (user_id, client_id, player, club, taken_at, kind, ball_speed, club_speed,
                         launch_angle, launch_direction, spin_rate, spin_axis, carry, total, offline)
      select case when mine then ${measured.id}::uuid else others.ids[1 + g % (${USERS} - 1)] end,
             'analysis-bench-' || g,
             ${players}[1 + g % 3],
             ${clubs}[c],
             taken_at,
             'range',
             ${carries}[c] * 0.3 + 10 + u * 6,
             case when g % 7 = 0 then null else (${carries}[c] * 0.3 + 10 + u * 6) / 1.35 end,
             5 + g % 30, (g % 11) - 5, 2000 + g % 8000, (g % 21) - 10,
             ${carries}[c] * (case when g % 370 = 0 then 0.6 else 1 + u * 0.16 end),
             case when g % 4 = 0 then null else ${carries}[c] * (1.08 + u * 0.16) end,
             ${carries}[c] * v * 0.12 + u * 4
      from g, others`),
  );
  // Every 5,000th shot by id overridden by hand, excluded and restored in turn (ids divisible by 5,000
  // are all even: \`id % 2\` made them all excluded before).
  await db.execute(sql`insert into shot_overrides (shot_id, user_id, excluded)
                       select id, user_id, (id / 5000) % 2 = 0 from shots where user_id = ${measured.id}::uuid and id % 5000 = 0`);
  await db.execute(sql`vacuum analyze shots`);
  await db.execute(sql`vacuum analyze shot_overrides`);
  return { userId: measured.id, seconds: (performance.now() - started) / 1000 };
}

async function signIn(app: RunningServer): Promise<string> {
  const res = await fetch(`${app.url}/api/user/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie')!.split(';')[0];
}

async function getOk(url: string, cookie: string): Promise<void> {
  const res = await fetch(url, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}

function print(title: string, rows: Row[], baseline: Row): void {
  console.log(`\n${title}; load average ${loadAverage()}`);
  console.log(['what', 'p50 ms', 'p95 ms', 'p99 ms', `p50 vs ${baseline.what}`, 'target'].join('\t'));
  for (const r of rows) {
    const judged = /dispersion|gapping|trends/.test(r.what) && !r.baseline && !r.what.includes('HTTP');
    const target = judged ? `${TARGET_TEXT} ms: ${meetsTarget(r) ? 'met' : 'MISSED'}` : '';
    console.log([r.what, r.p50.toFixed(2), r.p95.toFixed(2), r.p99.toFixed(2), `${(r.p50 / baseline.p50).toFixed(1)}x`, target].join('\t'));
  }
}

/** The seeded database: BENCH_ANALYSIS_DB's, reused when a run before seeded it, else a fresh one. */
async function benchDatabase(): Promise<{ url: string; drop(): Promise<void>; kept: boolean }> {
  const name = process.env.BENCH_ANALYSIS_DB;
  if (!name) return { ...(await createBenchDatabase()), kept: false };
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('BENCH_ANALYSIS_DB: a lower-case database name');
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: async () => {}, kept: true };
}

/** Statistics removed: what a table never analysed has (server/modules/analysis/stale-statistics.test.ts). */
async function forgetStatistics(db: Database): Promise<void> {
  const list = sql.raw(TABLES.map((name) => `'${name}'::regclass`).join(', '));
  for (const table of TABLES) await db.execute(sql.raw(`alter table ${table} set (autovacuum_enabled = false)`));
  await db.execute(sql`delete from pg_statistic where starelid in (${list}) or starelid in (select indexrelid from pg_index where indrelid in (${list}))`);
  await db.execute(sql`update pg_class set reltuples = -1, relpages = 0
                       where oid in (${list}) or oid in (select indexrelid from pg_index where indrelid in (${list}))`);
}

async function analyseAgain(db: Database): Promise<void> {
  for (const table of TABLES) await db.execute(sql.raw(`alter table ${table} reset (autovacuum_enabled)`));
  await db.execute(sql.raw(`analyze ${TABLES.join(', ')}`));
}

let uploads = 0;
/**
 * An upload of 20 shots of the measured user, through the ingest's statement, spread like the
 * seeded ones (the club's carry ±8 %, its total, offline): shots that all repeat one value would
 * pile up in one bucket of the summaries (decision 027) and measure that instead.
 */
async function upload(db: Database, userId: string): Promise<void> {
  uploads++;
  const run = `${Date.now()}-${uploads}`;
  await insertShots(
    db,
    userId,
    Array.from({ length: 20 }, (_, i) => {
      const [club, carry] = CLUBS[(uploads + i) % (CLUBS.length - 1)];
      const u = Math.random() - 0.5;
      return {
        clientId: `bench-upload-${run}-${i}`,
        player: PLAYERS[i % PLAYERS.length],
        club,
        takenAt: new Date().toISOString(),
        kind: 'range',
        roundId: null,
        ballSpeed: carry * 0.3 + 10 + u * 6,
        clubSpeed: (carry * 0.3 + 10 + u * 6) / 1.35,
        launchAngle: 12,
        carry: carry * (1 + u * 0.16),
        total: carry * (1.08 + (Math.random() - 0.5) * 0.16),
        offline: carry * (Math.random() - 0.5) * 0.12 + u * 4,
      } as Parameters<typeof insertShots>[2][number];
    }),
  );
}

function fmt(r: Row): string {
  return `${r.p50.toFixed(1)} (p99 ${r.p99.toFixed(1)})`;
}

/** On PostgreSQL: the targets for gapping, dispersion and trends, each beside the plain statement. */
export async function benchAnalysis(): Promise<void> {
  const database = await benchDatabase();
  const handle = await openDatabase({ url: database.url, dataDir: null });
  let app: RunningServer | null = null;
  try {
    await runMigrations(handle);
    const db = handle.db;
    const found = await queryRows<{ id: string }>(db, sql`select id from users where email = ${EMAIL}`);
    let userId: string;
    if (found.length > 0) {
      userId = found[0].id;
      console.log(`\nanalysis bench (PostgreSQL): reusing database ${process.env.BENCH_ANALYSIS_DB}`);
    } else {
      const seeded = await seedWithoutTimeout(database.url, seed);
      userId = seeded.userId;
      console.log(`\nanalysis bench (PostgreSQL): seeded ${TOTAL_SHOTS.toLocaleString('en-US')} shots in ${seeded.seconds.toFixed(1)} s`);
    }
    const [{ n, total }] = await queryRows<{ n: number; total: number }>(
      db,
      sql`select (select count(*)::int from shots where user_id = ${userId}::uuid) as n, (select count(*)::int from shots) as total`,
    );
    console.log(`measured account: ${n.toLocaleString('en-US')} shots in a table of ${total.toLocaleString('en-US')}; ${ITERATIONS} calls per figure, ${BASELINE_ITERATIONS} of each plain statement`);
    const all: AnalysisFilter = { player: null, from: null, to: null };
    const alex: AnalysisFilter = { player: 'Alex', from: null, to: null };
    const since = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    const last90: AnalysisFilter = { player: null, from: since, to: null };

    const plain = await timeIt('plain indexed query (SQL)', ITERATIONS, () =>
      queryRows(db, sql`select count(*) from shots where user_id = ${userId}::uuid and club = '7i' and taken_at > now() - interval '10 days'`),
    );
    const rows: Row[] = [plain];
    const summary: string[] = [];
    // The plain statements on a connection of their own with a 30 s limit (the app's is 10 s, past
    // which the API answers 503): at this size they take seconds, and without statistics longer.
    const baselineClient = new pg.Client({ connectionString: database.url });
    await baselineClient.connect();
    await baselineClient.query('set statement_timeout = 30000; set jit = off');
    const bdb = drizzle(baselineClient);
    const calls = (filter: AnalysisFilter, label: string) => [
      { what: `gapping${label}`, run: () => clubAnalysis(db, userId, filter), base: () => gappingStraightforward(bdb, userId, filter) },
      { what: `dispersion 7i${label}`, run: () => clubDispersion(db, userId, { ...filter, club: '7i' }), base: () => dispersionStraightforward(bdb, userId, filter, '7i') },
      { what: `trends 7i${label}`, run: () => clubTrends(db, userId, { ...filter, club: '7i' }), base: () => trendsStraightforward(bdb, userId, filter, '7i') },
    ];
    // Each call's baseline, measured in the same run under the same statistics; a cold call is compared with the warm baseline.
    const baselines = new Map<string, Row>();
    const measure = async (condition: string, cold: boolean, hides: boolean[], filters: [AnalysisFilter, string][]) => {
      for (const hide of hides) {
        await db.execute(sql`update users set hide_mishits = ${hide} where id = ${userId}::uuid`);
        for (const [filter, label] of filters) {
          for (const c of calls(filter, `${label}${hide ? ', hiding mishits' : ''}`)) {
            const loadBefore = loadAverage();
            const times: number[] = [];
            for (let i = 0; i < ITERATIONS; i++) {
              if (cold) await upload(db, userId);
              times.push(await timeOne(c.run));
            }
            const r = row(`${c.what}, ${condition}`, times);
            const key = `${c.what}${condition.startsWith('never analysed') ? ', never analysed' : ''}`;
            let b = baselines.get(key);
            if (!b) {
              b = await timeIt(`  the plain statement (baseline, same run)`, BASELINE_ITERATIONS, c.base);
              b.baseline = true;
              baselines.set(key, b);
              rows.push(r, b);
            } else {
              rows.push(r);
            }
            const met = meetsTarget(r) ? 'met' : 'MISSED';
            summary.push(
              `${r.what}: ${fmt(r)} ms against the plain statement's ${fmt(b)} ms, ${(b.p50 / r.p50).toFixed(1)}x; target ${TARGET_TEXT}: ${met}; load ${loadBefore} -> ${loadAverage()}`,
            );
          }
        }
      }
    };
    const whole: [AnalysisFilter, string][] = [[all, `, all ${MEASURED_SHOTS.toLocaleString('en-US')} shots`]];
    await measure('analysed', false, [false, true], [...whole, [alex, ', one player'], [last90, ', last 90 days']]);
    await measure('cold (an upload before each call)', true, [false, true], whole);
    await forgetStatistics(db);
    try {
      await measure('never analysed', false, [false, true], whole);
      await measure('never analysed, cold', true, [false], whole);
    } finally {
      await analyseAgain(db);
    }
    await db.execute(sql`update users set hide_mishits = false where id = ${userId}::uuid`);
    await baselineClient.end();
    // The kept database as seeded for the next run: the uploads deleted (the summaries follow), vacuumed.
    await seedWithoutTimeout(database.url, async (admin) => {
      await admin.execute(sql`delete from shots where user_id = ${userId}::uuid and client_id like 'bench-upload-%'`);
      await admin.execute(sql`vacuum analyze shots`);
    });

    // As production runs it: React draws with its production build (NODE_ENV=test would draw the
    // page with the development build, several times slower: decision 031).
    app = await startProductionServer({}, { databaseUrl: database.url });
    const cookie = await signIn(app);
    const base = `${app.url}/api/stats/analysis`;
    rows.push(await timeIt('GET /api/user/session (HTTP)', ITERATIONS, () => getOk(`${app!.url}/api/user/session`, cookie)));
    rows.push(await timeIt('GET /api/stats/analysis (gapping, HTTP, repeat view: cached until the next upload or override)', ITERATIONS, () => getOk(base, cookie)));
    rows.push(await timeIt('GET …/analysis/dispersion?club=7i (HTTP, repeat view)', ITERATIONS, () => getOk(`${base}/dispersion?club=7i`, cookie)));
    rows.push(await timeIt('GET …/analysis/trends?club=7i (HTTP, repeat view)', ITERATIONS, () => getOk(`${base}/trends?club=7i`, cookie)));
    // Target: the shot-data page drawn on the server, at most 3x the JSON calls it is made of
    // (decision 031: its loaders read the same figures, from a cache keyed as the API's). The page
    // carries the players and the statistics; the browser then reads the analysis (of the first
    // club, the Dr) from the analysis' own loader, as its fetcher does.
    const pageCalls = ['/api/stats/players', '/api/stats/shots?player=all'];
    const analysisCalls = ['/api/stats/analysis', '/api/stats/analysis/dispersion?club=Dr', '/api/stats/analysis/trends?club=Dr'];
    const inTurn = (paths: string[]) => async () => {
      for (const path of paths) await getOk(`${app!.url}${path}`, cookie);
    };
    // A page whose drawing ran past the framework's stream timeout (web/entry.server.tsx) answers
    // 500: counted and timed, not the end of the run.
    const pageFailures: string[] = [];
    const read = (path: string) => () =>
      getOk(`${app!.url}${path}`, cookie).catch((error: unknown) => void pageFailures.push(`${path}: ${String(error).slice(0, 120)}`));
    const pageRows = await timeTogether(ITERATIONS, [
      { what: 'GET /account/shot-data (HTTP, drawn: players and statistics, repeat view)', run: read('/account/shot-data') },
      { what: '  its JSON calls in turn (players, shots; HTTP)', run: inTurn(pageCalls) },
      { what: 'GET /account/shot-data/analysis (HTTP, the analysis as the page reads it, repeat view)', run: read('/account/shot-data/analysis') },
      { what: '  its JSON calls in turn (gapping, dispersion and trends of the Dr; HTTP)', run: inTurn(analysisCalls) },
      { what: 'the page and its analysis in turn (HTTP)', run: async () => { await read('/account/shot-data')(); await read('/account/shot-data/analysis')(); } },
      { what: '  the five JSON calls in turn (HTTP)', run: inTurn([...pageCalls, ...analysisCalls]) },
    ]);
    rows.push(...pageRows);
    for (let i = 0; i < pageRows.length; i += 2) {
      const [drawn, json] = [pageRows[i], pageRows[i + 1]];
      summary.push(`${drawn.what}: ${fmt(drawn)} ms against its JSON calls' ${fmt(json)} ms: ${(drawn.p50 / json.p50).toFixed(1)}x; target at most 3x: ${drawn.p50 <= 3 * json.p50 ? 'met' : 'MISSED'}`);
    }
    if (pageFailures.length) summary.push(`Shot data failed ${pageFailures.length} times: ${pageFailures.join('; ')}`);
    console.log('\nThe (SQL) rows compute afresh through the service, as the first view after an upload does; the (HTTP) rows are repeat views, answered from the per-instance cache (docs/decisions/014).');
    print(`Per-club analysis, PostgreSQL: a Pro user's ${MEASURED_SHOTS.toLocaleString('en-US')} shots in a table of ${TOTAL_SHOTS.toLocaleString('en-US')}, one request at a time`, rows, plain);
    console.log(`\nEach beside its plain statement, p50 (p99) ms:\n${summary.join('\n')}\nload average at the end: ${loadAverage()}`);
  } finally {
    await app?.stop();
    await handle.close();
    if (!database.kept) await database.drop();
  }
}
