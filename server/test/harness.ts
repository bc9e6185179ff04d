import { loadConfig, type Config } from '../config';
import { openDatabase, runMigrations, type DatabaseHandle, type DatabaseOptions } from '../db/client';
import fs from 'node:fs';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, loggerOptions, type App, type BuildAppOptions } from '../app';
import { createScratchDatabase } from './scratch-database';
import { createSmtpPeer, type SmtpPeer } from './smtp-peer';

/**
 * A fresh database per test file: PGlite in memory (from the run's migrated dump), or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database: a copy of the run's migrated one, which the
 * run's end drops (a database made without that setup is dropped by `drop()`).
 */
export async function createTestDatabase(
  options: Pick<DatabaseOptions, 'statementTimeoutMs' | 'logQuery'> = {},
): Promise<{ database: DatabaseHandle; url: string | null; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // From the run's migrated dump (migrated-template.ts); the migrations then find nothing to do.
    const template = inject('embeddedTemplate');
    const embeddedFrom = template ? new Blob([fs.readFileSync(template)]) : undefined;
    const database = await openDatabase({ url: null, dataDir: null, embeddedFrom, ...options });
    await runMigrations(database);
    return { database, url: null, drop: () => database.close() };
  }
  // A copy of the run's migrated database (migrated-template.ts): the migrations then find nothing
  // to do, and the run's end drops it with the other copies, several at once.
  const template = inject('postgresTemplate');
  const scratch = template
    ? await createScratchDatabase(adminUrl, template.copyPrefix, template.name)
    : await createScratchDatabase(adminUrl, 'ogs_test');
  const database = await openDatabase({ url: scratch.url, dataDir: null, ...options });
  await runMigrations(database);
  return {
    database,
    url: scratch.url,
    // Dropped even when closing fails (a test that broke the connections on purpose, say): a
    // database left behind would stay on the server after every run. A copy of the template is
    // dropped by the run's end instead, with the others, even when its connections are still open.
    async drop() {
      try {
        await database.close();
      } finally {
        if (!template) await scratch.drop();
      }
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH: '1000',
    RATE_LIMIT_IMPORT: '1000',
    // A production build in the working tree is not served: a test that wants the web app builds
    // its own (createWebTestApp), so answers do not depend on what was built last.
    WEB_DIST_DIR: 'dist/no-web-build',
    ...overrides,
  });
}

export interface TestApp {
  app: App;
  config: Config;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real app on a fresh database (its statement time limit lowered when told). Call `close()` in afterAll. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Partial<Omit<BuildAppOptions, 'config' | 'database'>> = {},
  databaseOptions: Pick<DatabaseOptions, 'statementTimeoutMs' | 'logQuery'> = {},
): Promise<TestApp> {
  const config = testConfig(env);
  const { database, drop } = await createTestDatabase(databaseOptions);
  let app: App;
  try {
    app = await buildApp({ config, database, logger: false, ...options });
    await app.ready();
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    app,
    config,
    database,
    async close() {
      try {
        await app.close();
      } finally {
        await drop();
      }
    },
  };
}

/**
 * The app of createTestApp (with the same arguments) for the calling test file: made before its
 * first test and closed after its last. The object answered is filled in by then, so the file's
 * helpers can hold it.
 */
export function testAppForFile(...args: Parameters<typeof createTestApp>): TestApp {
  return filledBeforeAll(() => createTestApp(...args), (made) => made.close());
}

/**
 * What `make` answers, made in a beforeAll of the calling test file or block (after the ones
 * registered before it, such as testAppForFile's) and ended by `end` in its afterAll. The object
 * answered is empty until then and filled in by `make`'s, so the file's helpers can hold it.
 */
export function filledBeforeAll<T extends object>(make: () => Promise<T>, end: (made: T) => Promise<void> = async () => {}): T {
  const filled = {} as T;
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
    Object.assign(filled, made);
  });
  afterAll(async () => {
    if (made) await end(made);
  });
  return filled;
}

/** Mail is polled and retried within tenths of a second, so that tests wait for it briefly. */
export const FAST_MAIL = { MAIL_POLL_INTERVAL_MS: '50', MAIL_RETRY_BASE_MS: '100' };

/**
 * testAppForFile's app sending its mail (polled and retried quickly) to a real SMTP peer of the
 * calling test file, with `env` on top; the peer is stopped after the app is closed.
 */
export function mailTestAppForFile(env: Record<string, string> = {}): { t: TestApp; peer: SmtpPeer } {
  const peer = filledBeforeAll(() => createSmtpPeer(), (made) => made.stop());
  // The peer's address is known once its beforeAll has run.
  const t = filledBeforeAll(() => createTestApp({ SMTP_URL: peer.url, ...FAST_MAIL, ...env }), (made) => made.close());
  return { t, peer };
}

/** The app of createTestApp with every log line at `level` or above kept in `logLines`, for tests of what is logged. */
export async function createLoggedTestApp(
  env: Record<string, string> = {},
  level = 'info',
  options: Partial<Omit<BuildAppOptions, 'config' | 'database' | 'logger'>> = {},
): Promise<TestApp & { logLines: string[] }> {
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const t = await createTestApp(env, { ...options, logger: { ...(loggerOptions(testConfig(env)) as object), level, stream } });
  return Object.assign(t, { logLines });
}
