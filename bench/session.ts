import { createHash } from 'node:crypto';
import { DEFAULT_POOL_SIZE } from '../server/config';
import { createBenchDatabase, load, loadAverage, printLoadTable, startProcess, type LoadResult } from './support';

/** Each figure's median over the rounds (req/s, p50 and p99 each on their own). */
function medianOf(label: string, runs: LoadResult[]): LoadResult {
  const median = (pick: (r: LoadResult) => number) => runs.map(pick).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return { label, rps: median((r) => r.rps), p50: median((r) => r.p50), p99: median((r) => r.p99), errors: runs.reduce((a, r) => a + r.errors, 0), non2xx: runs.reduce((a, r) => a + r.non2xx, 0) };
}

/**
 * The session check (GET /api/user/session with a valid cookie) beside a plain indexed SELECT
 * by primary key through the same driver, bare Fastify returning the same JSON, and bare Fastify
 * running the session check's own statement, all on PostgreSQL in one run. Target: the
 * session check at 80 % or more of the plain SELECT. Fair (docs/decisions/026, section 5): one pool
 * size for the app and the yardsticks, the same JSON (its size is printed), the same driver. The
 * SELECT and the session check take turns in short rounds, and the ratio is their medians': on the
 * shared 2-core machine a burst of other work then falls on both instead of on one.
 */
export async function benchSession({ seconds = 10, rounds = 5, roundSeconds = 4 } = {}): Promise<void> {
  const database = await createBenchDatabase();
  const poolSize = process.env.DATABASE_POOL_SIZE ?? String(DEFAULT_POOL_SIZE);
  const app = await startProcess('server/main.ts', { DATABASE_URL: database.url, DATABASE_POOL_SIZE: poolSize, RATE_LIMIT_AUTH: '100000' });
  try {
    const origin = app.url;
    const signup = await fetch(`${app.url}/api/user/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench password', password2: 'bench password', terms: true, marketing: false }),
    });
    const cookie = signup.headers.get('set-cookie')!.split(';')[0];
    const userId = ((await signup.json()) as { user: { _id: string } }).user._id;
    const sessionId = createHash('sha256').update(decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))).digest('hex');

    const baseline = await startProcess('bench/baseline-server.ts', { DATABASE_URL: database.url, DATABASE_POOL_SIZE: poolSize }, '/api/user/session');
    try {
      const bytes = async (url: string, headers: Record<string, string> = {}) => (await (await fetch(url, { headers })).arrayBuffer()).byteLength;
      const answers = [
        ['session check', await bytes(`${app.url}/api/user/session`, { cookie })],
        ['bare', await bytes(`${baseline.url}/api/user/session`)],
        ['SELECT', await bytes(`${baseline.url}/select/${userId}`)],
        ['statement', await bytes(`${baseline.url}/session-statement/${sessionId}`)],
      ];
      console.log(`\nanswers' bytes: ${answers.map(([what, n]) => `${what} ${n}`).join(', ')}; pool of ${poolSize} connections in each process`);
      const bare = await load('bare Fastify, same JSON', `${baseline.url}/api/user/session`, { seconds });
      const statement = await load("bare Fastify, the check's statement", `${baseline.url}/session-statement/${sessionId}`, { seconds });
      const selects: LoadResult[] = [];
      const checks: LoadResult[] = [];
      for (let round = 0; round < rounds; round++) {
        selects.push(await load('plain indexed SELECT', `${baseline.url}/select/${userId}`, { seconds: roundSeconds }));
        checks.push(await load('GET /api/user/session (cookie)', `${app.url}/api/user/session`, { seconds: roundSeconds, headers: { cookie } }));
      }
      const select = medianOf(`plain indexed SELECT, median of ${rounds}`, selects);
      const session = medianOf(`GET /api/user/session (cookie), median of ${rounds}`, checks);
      printLoadTable('Session check on PostgreSQL, 50 connections', [bare, select, statement, session], select);
      console.log(`each round, the check against the SELECT: ${checks.map((c, i) => `${((c.rps / selects[i].rps) * 100).toFixed(0)} %`).join(', ')}; load average now ${loadAverage()}`);
    } finally {
      await baseline.stop();
    }
  } finally {
    await app.stop();
    await database.drop();
  }
}
