import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from '../server/db/client';
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { freePortForTest as freePort } from '../server/test/ports';
import { queryRows } from '../server/db/query';
import { createScratchDatabase } from '../server/test/scratch-database';
import { startStripeStandIn } from '../server/test/stripe-stand-in';
import { randomBytes } from 'node:crypto';

export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The machine's load averages (1, 5, 15 minutes), printed beside every figure. */
export const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

/** The resident memory of a process, in MB (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * A bulk load of shots with the table's indexes built once afterwards instead of row by row: the
 * same indexes as the migrations define them, read back from the catalog, dropped before `load`
 * and created again after it.
 */
export async function loadShotsThenIndex(db: Database, load: () => Promise<unknown>): Promise<void> {
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = 'public' and tablename = 'shots' and indexname <> 'shots_pkey'`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  await load();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
}

/** A fresh PostgreSQL database for one bench run, dropped by `drop()`. */
export function createBenchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  return createScratchDatabase(ADMIN_DATABASE_URL, 'ogs_bench');
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a TypeScript entry point in its own process and waits until `readyPath` answers. */
export async function startProcess(entry: string, env: Record<string, string>, readyPath = '/api/user/session', port?: number): Promise<RunningServer> {
  port ??= await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url + readyPath);
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${entry} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The server as production runs it (NODE_ENV=production): React and MUI draw with their production
 * builds, where NODE_ENV=test (startProcess's default) draws with their development builds, several
 * times slower (decision 031: Shot data 2,162 ms against 56 ms). With what production requires: a
 * PostgreSQL database of its own, its public address (the origin the bench's requests come from),
 * Stripe (the tests' stand-in), a mail server nothing answers at (the outbox keeps what it cannot
 * send) and a link key. `databaseUrl` lets a bench set what no request can (a Pro plan, which
 * Stripe's webhook would grant). Given a database (`on`), the server opens it and leaves it there.
 */
export async function startProductionServer(
  env: Record<string, string> = {},
  on?: { databaseUrl: string },
): Promise<RunningServer & { origin: string; databaseUrl: string }> {
  const database = on ? { url: on.databaseUrl, drop: async () => {} } : await createBenchDatabase();
  const stripe = await startStripeStandIn();
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const app = await startProcess(
    'server/main.ts',
    {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PUBLIC_URL: origin,
      SMTP_URL: 'smtp://127.0.0.1:9',
      STRIPE_SECRET_KEY: 'sk_test_bench',
      STRIPE_WEBHOOK_SECRET: 'whsec_bench',
      STRIPE_API_BASE: stripe.url,
      LINK_TOKEN_KEY: randomBytes(32).toString('hex'),
      RATE_LIMIT_AUTH: '100000',
      ...env,
    },
    '/api/user/session',
    port,
  );
  return {
    ...app,
    origin,
    databaseUrl: database.url,
    stop: async () => {
      await app.stop();
      await stripe.close();
      await database.drop();
    },
  };
}

/** Makes an account Pro in the database, as Stripe's webhook would (startProductionServer). */
export async function grantPro(databaseUrl: string, email: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('update users set stripe_active = true, stripe_expires_at = null where email = $1', [email]);
  } finally {
    await client.end();
  }
}

export interface LoadResult {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Drives one URL with autocannon after a short warm-up. */
export async function load(
  label: string,
  url: string,
  { connections = 50, seconds = 10, headers = {} as Record<string, string> } = {},
): Promise<LoadResult> {
  await autocannon({ url, connections, duration: 2, headers });
  const r = await autocannon({ url, connections, duration: seconds, headers });
  return { label, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
}

export function printLoadTable(title: string, rows: LoadResult[], baseline?: LoadResult): void {
  // The machine is shared: each table says how busy it was (1, 5 and 15 minute load averages).
  console.log(`\n${title}; ${os.cpus().length} cores, load average ${loadAverage()}`);
  console.log(['what', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', baseline ? `vs ${baseline.label}` : ''].join('\t'));
  for (const r of rows) {
    const ratio = baseline ? `${((r.rps / baseline.rps) * 100).toFixed(0)} %` : '';
    console.log([r.label, r.rps.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), r.errors, r.non2xx, ratio].join('\t'));
  }
}

/**
 * Runs `seed` on a connection of its own without the app's 10 s statement limit: seeding a
 * million shots takes longer than any request may.
 */
export async function seedWithoutTimeout<T>(url: string, seed: (db: Database) => Promise<T>): Promise<T> {
  const seeder = new pg.Client({ connectionString: url });
  await seeder.connect();
  try {
    await seeder.query('set statement_timeout = 0');
    return await seed(drizzle(seeder));
  } finally {
    await seeder.end();
  }
}

/** Signs in through the API: the session cookie and a device token for the desktop app's calls. */
export async function signIn(app: RunningServer, email: string, password: string): Promise<{ cookie: string; token: string }> {
  const headers = { 'content-type': 'application/json', origin: app.url };
  const res = await fetch(`${app.url}/api/user/signin`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  const cookie = res.headers.get('set-cookie')!.split(';')[0];
  const tokenRes = await fetch(`${app.url}/api/auth/token`, { method: 'POST', headers, body: JSON.stringify({ email, password, deviceName: 'bench' }) });
  const { token } = (await tokenRes.json()) as { token: string };
  return { cookie, token };
}
