/**
 * Per-club analysis at scale (issue 9). Seeds 1,000,000 shots (100,000 of them for one Pro user,
 * a year of them, with club-dependent carries, offline figures, some mishits and 200 hand
 * overrides) with set-based SQL, then measures dispersion, gapping and trends, one request at a
 * time, beside a plain indexed query in the same run. Target: p50 at most 50 ms on PostgreSQL for
 * each of the three over the user's whole history. Gapping over the whole history is also measured
 * beside the statement it replaced (`gappingStraightforward`), the two taking turns, so that both
 * figures come from the same moments of a shared, busy machine.
 *
 * `npm run bench -- analysis`. Runs on a fresh PostgreSQL database (bench/support.ts) and drops it.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, runMigrations, type Database } from '../server/db/client';
import { hashPassword } from '../server/modules/accounts/passwords';
import { queryRows } from '../server/modules/ingest/repo';
import { clubAnalysis, clubDispersion, clubTrends } from '../server/modules/analysis/service';
import { gappingStraightforward } from '../server/modules/analysis/repo';
import type { AnalysisFilter } from '../common/schemas/analysis';
import { createBenchDatabase, loadAverage, loadShotsThenIndex, type RunningServer, seedWithoutTimeout, startProcess } from './support';

const TOTAL_SHOTS = 1_000_000;
const USERS = 10; // the measured user owns every tenth shot: 100,000
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

/** Runs the calls in turn (a, b, a, b, …) after a warm-up, so that a busy moment of the machine falls on each alike. */
async function timeTogether(iterations: number, calls: { what: string; run: () => Promise<unknown>; baseline?: boolean }[]): Promise<Row[]> {
  for (let i = 0; i < Math.min(10, iterations); i++) for (const c of calls) await c.run();
  const times = calls.map(() => [] as number[]);
  for (let i = 0; i < iterations; i++) {
    for (const [j, c] of calls.entries()) {
      const start = performance.now();
      await c.run();
      times[j].push(performance.now() - start);
    }
  }
  return calls.map((c, j) => row(c.what, times[j], c.baseline));
}


/**
 * 1,000,000 shots in one INSERT … SELECT generate_series, spread over a year: the measured
 * user's every tenth, the other nine users' interleaved. Carry is the club's typical carry plus a
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
  console.log(`\n${title}`);
  console.log(['what', 'p50 ms', 'p95 ms', 'p99 ms', `p50 vs ${baseline.what}`, 'target'].join('\t'));
  for (const r of rows) {
    const judged = /dispersion|gapping|trends/.test(r.what) && !r.what.startsWith('plain') && !r.baseline;
    const target = judged ? (r.p50 <= 50 ? 'p50 <= 50 ms: met' : 'p50 <= 50 ms: MISSED') : '';
    console.log([r.what, r.p50.toFixed(2), r.p95.toFixed(2), r.p99.toFixed(2), `${(r.p50 / baseline.p50).toFixed(1)}x`, target].join('\t'));
  }
}

/** On PostgreSQL: issue 9's targets. */
export async function benchAnalysis({ iterations = 100 } = {}): Promise<void> {
  const database = await createBenchDatabase();
  const handle = await openDatabase({ url: database.url, dataDir: null });
  let app: RunningServer | null = null;
  try {
    await runMigrations(handle);
    const { userId, seconds } = await seedWithoutTimeout(database.url, seed);
    console.log(`\nanalysis bench (PostgreSQL): seeded ${TOTAL_SHOTS.toLocaleString('en-US')} shots in ${seconds.toFixed(1)} s`);
    const db = handle.db;
    const all: AnalysisFilter = { player: null, from: null, to: null };
    const since = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    const last90: AnalysisFilter = { player: null, from: since, to: null };
    const alex: AnalysisFilter = { player: 'Alex', from: null, to: null };

    const plain = await timeIt('plain indexed query (SQL)', iterations, () =>
      queryRows(db, sql`select count(*) from shots where user_id = ${userId}::uuid and club = '7i' and taken_at > now() - interval '10 days'`),
    );
    const rows: Row[] = [plain];
    const sideBySide: string[] = [];
    for (const hide of [false, true]) {
      await db.execute(sql`update users set hide_mishits = ${hide} where id = ${userId}::uuid`);
      const h = hide ? ', hiding mishits' : '';
      const loadBefore = loadAverage();
      const [gapping, previous] = await timeTogether(iterations, [
        { what: `gapping, all 100,000 shots${h} (SQL)`, run: () => clubAnalysis(db, userId, all) },
        { what: `  the same, the previous statement (baseline, taking turns with the row above)`, run: () => gappingStraightforward(db, userId, all), baseline: true },
      ]);
      rows.push(gapping, previous);
      sideBySide.push(
        `gapping over the whole history${h}: p50 ${gapping.p50.toFixed(1)} ms (p99 ${gapping.p99.toFixed(1)}) against the previous statement's ` +
          `${previous.p50.toFixed(1)} ms (p99 ${previous.p99.toFixed(1)}) in the same run, ${(previous.p50 / gapping.p50).toFixed(1)}x faster; ` +
          `load average ${loadBefore} before, ${loadAverage()} after`,
      );
      rows.push(await timeIt(`dispersion 7i, all ~7,100 shots${h} (SQL)`, iterations, () => clubDispersion(db, userId, { ...all, club: '7i' })));
      rows.push(await timeIt(`trends 7i, 52 weeks${h} (SQL)`, iterations, () => clubTrends(db, userId, { ...all, club: '7i' })));
    }
    rows.push(await timeIt('gapping, last 90 days (SQL)', iterations, () => clubAnalysis(db, userId, last90)));
    rows.push(await timeIt('gapping, one player (SQL)', iterations, () => clubAnalysis(db, userId, alex)));
    rows.push(await timeIt('dispersion Dr, one player (SQL)', iterations, () => clubDispersion(db, userId, { ...alex, club: 'Dr' })));
    await db.execute(sql`update users set hide_mishits = false where id = ${userId}::uuid`);

    app = await startProcess('server/main.ts', { DATABASE_URL: database.url, RATE_LIMIT_AUTH: '100000' });
    const cookie = await signIn(app);
    const base = `${app.url}/api/stats/analysis`;
    const session = await timeIt('GET /api/user/session (HTTP)', iterations, () => getOk(`${app!.url}/api/user/session`, cookie));
    rows.push(session);
    rows.push(await timeIt('GET /api/stats/analysis (gapping, HTTP, repeat view: cached until the next upload or override)', iterations, () => getOk(base, cookie)));
    rows.push(await timeIt('GET …/analysis/dispersion?club=7i (HTTP, every 4th of ~7,100 points, repeat view)', iterations, () => getOk(`${base}/dispersion?club=7i`, cookie)));
    rows.push(await timeIt('GET …/analysis/trends?club=7i (HTTP, repeat view)', iterations, () => getOk(`${base}/trends?club=7i`, cookie)));
    console.log('\nThe (SQL) rows compute afresh, as the first view after an upload does; the (HTTP) rows are repeat views, answered from the per-instance cache (docs/decisions/014).');
    print(`Per-club analysis, PostgreSQL: a Pro user's 100,000 shots in a table of 1,000,000, one request at a time (${iterations} each)`, rows, plain);
    console.log(`\n${sideBySide.join('\n')}`);
  } finally {
    await app?.stop();
    await handle.close();
    await database.drop();
  }
}
