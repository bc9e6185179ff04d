/**
 * `npm run bench -- load [--seconds 60] [--soak-seconds 300] [--connections 200] [--pool-size 20]`:
 * one server process on PostgreSQL, one Pro user with demo data, and a mix of signed-in traffic
 * (session checks, rounds list, a scorecard, shot statistics, dashboard) from 200 connections for
 * 60 s as fast as it goes, then offered at 2,000 req/s (the target rate, where the p99 target
 * applies), then a soak at half the top rate for 5 minutes. Prints throughput, p50/p99, errors and the
 * server's resident memory before and after, beside bare Fastify measured in the same run, and how
 * long the app's statements waited for a connection of its pool (`--pool-size`, DATABASE_POOL_SIZE;
 * the metrics port's db_pool_wait_ms).
 * Targets (printed, never asserted): zero errors, p99 <= 100 ms, >= 2,000 req/s; soak: resident
 * memory grows < 10 %.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEFAULT_POOL_SIZE } from '../server/config';
import { openDatabase } from '../server/db/client';
import { freePortForTest } from '../server/test/ports';
import { seedDemoData } from '../server/cli/demo-seed';
import { createBenchDatabase, printLoadTable, rssMb, startProcess, type LoadResult, type RunningServer } from './support';

const EMAIL = 'load-bench@example.com';
/** The throughput target; its p99 target applies at this rate. */
const TARGET_RPS = 2000;
const PASSWORD = 'load bench password';

export interface LoadOptions {
  seconds: number;
  soakSeconds: number;
  connections: number;
  shots: number;
  /** DATABASE_POOL_SIZE of the app, and the yardsticks' pool. */
  poolSize: number;
}

/** The options after `--`: npm run bench -- load --soak-seconds 60. */
export function loadOptionsFromArgv(argv = process.argv.slice(2)): LoadOptions {
  const { values } = parseArgs({
    args: argv,
    strict: false,
    options: { seconds: { type: 'string' }, 'soak-seconds': { type: 'string' }, connections: { type: 'string' }, shots: { type: 'string' }, 'pool-size': { type: 'string' } },
  });
  const int = (value: unknown, fallback: number, max: number) => {
    const n = Number(value ?? fallback);
    if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`bench load: expected a whole number from 1 to ${max}, got ${String(value)}`);
    return n;
  };
  return {
    seconds: int(values.seconds, 60, 3600),
    soakSeconds: int(values['soak-seconds'], 300, 7200),
    connections: int(values.connections, 200, 2000),
    shots: int(values.shots, 4000, 1_000_000),
    poolSize: int(values['pool-size'], DEFAULT_POOL_SIZE, 500),
  };
}

type Request = { method: 'GET'; path: string; headers: Record<string, string> };

async function drive(
  label: string,
  url: string,
  requests: Request[] | null,
  { connections, seconds, overallRate, headers = {} }: { connections: number; seconds: number; overallRate?: number; headers?: Record<string, string> },
): Promise<LoadResult & { total: number; statusCodes: Record<string, number> }> {
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    ...(requests && { requests }),
    ...(overallRate && { overallRate }),
  });
  const statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, (s as { count: number }).count]));
  return {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    total: r.requests.total,
    statusCodes,
  };
}

interface PoolWaits {
  /** Upper bounds of the buckets (ms), the last Infinity, and the statements at or under each. */
  le: number[];
  cumulative: number[];
  sumMs: number;
}

/** The app's pool-wait histogram, read from its metrics port (server/plugins/metrics.ts). */
async function readPoolWaits(metricsUrl: string): Promise<PoolWaits> {
  const text = await (await fetch(metricsUrl)).text();
  const buckets = [...text.matchAll(/^db_pool_wait_ms_bucket\{le="([^"]+)"\} (\d+)$/gm)];
  return {
    le: buckets.map((m) => (m[1] === '+Inf' ? Infinity : Number(m[1]))),
    cumulative: buckets.map((m) => Number(m[2])),
    sumMs: Number(/^db_pool_wait_ms_sum ([\d.]+)$/m.exec(text)?.[1] ?? 0),
  };
}

/** What the statements between two readings waited for a connection: share, mean, and the buckets of p50 and p99. */
function describePoolWaits(before: PoolWaits, after: PoolWaits): string {
  const counts = after.cumulative.map((c, i) => c - before.cumulative[i]);
  const n = counts.at(-1) ?? 0;
  if (!n) return 'no statements';
  const quantile = (q: number) => {
    const le = after.le[counts.findIndex((c) => c >= n * q)];
    return le === Infinity ? 'over 3,000 ms' : `<= ${le} ms`;
  };
  const waited = ((n - counts[0]) / n) * 100;
  return `${n} statements, ${waited.toFixed(1)} % waited for a connection (> ${after.le[0]} ms), mean wait ${((after.sumMs - before.sumMs) / n).toFixed(2)} ms, p50 ${quantile(0.5)}, p99 ${quantile(0.99)}`;
}

async function signUp(app: RunningServer): Promise<{ cookie: string; userId: string }> {
  const res = await fetch(`${app.url}/api/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, password2: PASSWORD, terms: true, marketing: false }),
  });
  if (res.status !== 200) throw new Error(`bench load: sign-up failed with ${res.status}: ${await res.text()}`);
  const cookie = res.headers.get('set-cookie')!.split(';')[0];
  const userId = ((await res.json()) as { user: { _id: string } }).user._id;
  return { cookie, userId };
}

export async function benchLoad(options: LoadOptions = loadOptionsFromArgv()): Promise<void> {
  const { seconds, soakSeconds, connections, shots, poolSize } = options;
  console.log(`\nLoad: ${connections} connections for ${seconds} s, then a soak at half that rate for ${soakSeconds} s (one instance, PostgreSQL, a pool of ${poolSize} connections)`);
  const database = await createBenchDatabase();
  let app: RunningServer | null = null;
  let baseline: RunningServer | null = null;
  try {
    const metricsPort = await freePortForTest();
    const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    app = await startProcess('server/main.ts', {
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: String(poolSize),
      METRICS_PORT: String(metricsPort),
      RATE_LIMIT_AUTH: '100000',
    });
    const { cookie, userId } = await signUp(app);

    // One Pro user with a few thousand shots and a season of rounds: the demo data generator.
    const handle = await openDatabase({ url: database.url, dataDir: null });
    try {
      await handle.pool!.query(
        `update users set stripe_active = true, stripe_canceled = false, stripe_expires_at = now() + interval '1 year' where id = $1`,
        [userId],
      );
      const seeded = await seedDemoData(handle.db, userId, { shots, seed: 42 });
      console.log(`seeded ${seeded.rounds} rounds and ${seeded.shots} shots for one Pro user`);
    } finally {
      await handle.close();
    }

    const headers = { cookie };
    const rounds = (await (await fetch(`${app.url}/api/stats/rounds`, { headers })).json()) as { rounds: { _id: string }[] };
    if (!rounds.rounds.length) throw new Error('bench load: no rounds after seeding');
    const mix: Request[] = [
      { method: 'GET', path: '/api/user/session', headers },
      { method: 'GET', path: '/api/stats/rounds', headers },
      { method: 'GET', path: `/api/stats/round/${rounds.rounds[0]._id}`, headers },
      { method: 'GET', path: '/api/stats/shots', headers },
      { method: 'GET', path: '/api/user/session', headers },
      { method: 'GET', path: '/api/stats/dashboard', headers },
    ];
    for (const r of mix) {
      const res = await fetch(app.url + r.path, { headers });
      if (res.status !== 200) throw new Error(`bench load: ${r.path} answered ${res.status}`);
    }
    console.log(`mix per connection, in turn: ${mix.map((r) => r.path.replace(/[0-9a-f-]{36}$/, ':id')).join(', ')}`);

    // Yardsticks in the same run: bare Fastify answering the session JSON, and one indexed SELECT through pg.
    baseline = await startProcess('bench/baseline-server.ts', { DATABASE_URL: database.url, DATABASE_POOL_SIZE: String(poolSize) });
    await drive('warm-up', baseline.url + '/api/user/session', null, { connections, seconds: 2 });
    const bare = await drive('bare Fastify, session JSON', baseline.url + '/api/user/session', null, { connections, seconds });
    const select = await drive('bare Fastify + indexed SELECT', `${baseline.url}/select/${userId}`, null, { connections, seconds });
    await baseline.stop();
    baseline = null;

    const pid = app.process.pid!;
    await drive('warm-up', app.url, mix, { connections, seconds: 3 });
    const rssBefore = rssMb(pid);
    const waitsBefore = await readPoolWaits(metricsUrl);
    const main = await drive('signed-in mix', app.url, mix, { connections, seconds });
    const waitsAfterMain = await readPoolWaits(metricsUrl);
    const rssAfterLoad = rssMb(pid);
    // The targets together: the same mix offered at 2,000 req/s by as many connections.
    const rated = await drive(`signed-in mix offered at ${TARGET_RPS} req/s`, app.url, mix, { connections, seconds, overallRate: TARGET_RPS });
    const waitsAfterRated = await readPoolWaits(metricsUrl);
    printLoadTable(`Signed-in mix, ${connections} connections, ${seconds} s: as fast as it goes, then at the target rate`, [bare, select, main, rated], bare);
    console.log(`requests ${main.total} + ${rated.total}, status codes ${JSON.stringify(main.statusCodes)} + ${JSON.stringify(rated.statusCodes)}`);
    console.log(`server RSS: ${rssBefore.toFixed(1)} MiB before, ${rssAfterLoad.toFixed(1)} MiB after`);
    console.log(`pool of ${poolSize}, as fast as it goes: ${describePoolWaits(waitsBefore, waitsAfterMain)}`);
    console.log(`pool of ${poolSize}, offered ${TARGET_RPS} req/s: ${describePoolWaits(waitsAfterMain, waitsAfterRated)}`);

    // Which calls cost what: each alone, briefly.
    const each: LoadResult[] = [];
    for (const r of mix.filter((m, i) => mix.findIndex((o) => o.path === m.path) === i)) {
      each.push(await drive(r.path.replace(/[0-9a-f-]{36}$/, ':id'), app.url + r.path, null, { connections, seconds: Math.min(seconds, 5), headers }));
    }
    printLoadTable(`Each call alone, ${connections} connections, ${Math.min(seconds, 5)} s`, each, bare);

    const rate = Math.max(1, Math.round(main.rps / 2));
    const soakConnections = Math.max(1, Math.round(connections / 2));
    const soakStart = rssMb(pid);
    const waitsBeforeSoak = await readPoolWaits(metricsUrl);
    const soak = await drive(`soak at ${rate} req/s`, app.url, mix, { connections: soakConnections, seconds: soakSeconds, overallRate: rate });
    const soakEnd = rssMb(pid);
    const waitsAfterSoak = await readPoolWaits(metricsUrl);
    const growth = ((soakEnd - soakStart) / soakStart) * 100;
    printLoadTable(`Soak: ${soakConnections} connections at ${rate} req/s for ${soakSeconds} s`, [soak]);
    console.log(`requests ${soak.total}, status codes ${JSON.stringify(soak.statusCodes)}`);
    console.log(`pool of ${poolSize} in the soak: ${describePoolWaits(waitsBeforeSoak, waitsAfterSoak)}`);
    console.log(`server RSS: ${soakStart.toFixed(1)} MiB at the start of the soak, ${soakEnd.toFixed(1)} MiB at the end (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %)`);

    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log('\nTargets:');
    const failed = main.errors + main.non2xx + rated.errors + rated.non2xx;
    console.log(`  zero errors under load: ${failed} errors or non-2xx -> ${verdict(failed === 0)}`);
    console.log(`  >= ${TARGET_RPS} req/s: ${main.rps.toFixed(0)} req/s at most, ${rated.rps.toFixed(0)} req/s held when offered ${TARGET_RPS} -> ${verdict(rated.rps >= TARGET_RPS * 0.99)}`);
    console.log(`  p99 <= 100 ms at that rate: ${rated.p99.toFixed(1)} ms -> ${verdict(rated.p99 <= 100)} (as fast as it goes: ${main.p99.toFixed(1)} ms)`);
    // The machine's share: the load generator, the server and PostgreSQL on the same cores, measured on bare Fastify.
    console.log(`  the machine's own p99 at ${connections} connections: bare Fastify ${bare.p99.toFixed(1)} ms, + one indexed SELECT ${select.p99.toFixed(1)} ms`);
    console.log(`  soak: zero errors: ${soak.errors + soak.non2xx} -> ${verdict(soak.errors + soak.non2xx === 0)}`);
    console.log(`  soak: resident memory grows < 10 %: ${growth.toFixed(1)} % -> ${verdict(growth < 10)}`);
  } finally {
    await baseline?.stop();
    await app?.stop();
    await database.drop();
  }
}
