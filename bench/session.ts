import { createBenchDatabase, load, printLoadTable, startProcess } from './support';

/**
 * The session check (GET /api/user/session with a valid cookie) beside a plain indexed SELECT
 * by primary key through the same driver, and bare Fastify returning the same JSON, all on
 * PostgreSQL in one run. Target: the session check at 80 % or more of the plain SELECT.
 */
export async function benchSession({ seconds = 10 } = {}): Promise<void> {
  const database = await createBenchDatabase();
  const app = await startProcess('server/main.ts', { DATABASE_URL: database.url, RATE_LIMIT_AUTH: '100000' });
  try {
    const origin = app.url;
    const signup = await fetch(`${app.url}/api/user/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench password', password2: 'bench password', terms: true, marketing: false }),
    });
    const cookie = signup.headers.get('set-cookie')!.split(';')[0];
    const userId = ((await signup.json()) as { user: { _id: string } }).user._id;

    const baseline = await startProcess('bench/baseline-server.ts', { DATABASE_URL: database.url }, '/api/user/session');
    try {
      const bare = await load('bare Fastify, same JSON', `${baseline.url}/api/user/session`, { seconds });
      const select = await load('plain indexed SELECT', `${baseline.url}/select/${userId}`, { seconds });
      await baseline.stop();
      const session = await load('GET /api/user/session (cookie)', `${app.url}/api/user/session`, { seconds, headers: { cookie } });
      printLoadTable('Session check on PostgreSQL, 50 connections', [bare, select, session], select);
    } finally {
      await baseline.stop();
    }
  } finally {
    await app.stop();
    await database.drop();
  }
}
