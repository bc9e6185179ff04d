import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { openDatabase, runMigrations } from '../../db/client';
import { releases } from '../../db/schema/releases';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/harness';
import { createDeviceToken, createUser, makeEmployee, TEST_ORIGIN } from '../../test/factories';
import { messages } from '../../../common/messages';
import { ConfigError, loadConfig } from '../../config';
import { currentReleases, seedDesktopRelease } from './service';

/** Downloads (spec call 9): the releases table, seeded from the configuration, published by employees. */
let t: TestApp;
const SEEDED = { url: 'https://downloads.example.com/OpenGolfSim-Setup-2.3.4.exe', version: '2.3.4' };

beforeAll(async () => {
  t = await createTestApp({ DESKTOP_DOWNLOAD_URL: SEEDED.url, DESKTOP_VERSION: SEEDED.version });
});
afterAll(async () => {
  // fetch keeps its connections open for the next request: ended here, so that closing waits for none.
  t.app.server.closeAllConnections();
  await t.close();
});

const getReleases = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/download/releases', headers });
const publish = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/admin/releases', headers: { origin: TEST_ORIGIN, ...headers }, payload: payload as object });

describe('GET /api/download/releases', () => {
  it('offers the release seeded from DESKTOP_DOWNLOAD_URL and DESKTOP_VERSION to signed-in users', async () => {
    const user = await createUser(t.app);
    const res = await getReleases({ cookie: user.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ desktop: { ...SEEDED, publishedAt: expect.any(String), notes: null, sizeBytes: null } });
  });

  it('answers 401 to visitors, and accepts the desktop app’s device token', async () => {
    expect((await getReleases()).statusCode).toBe(401);
    const user = await createUser(t.app);
    const token = await createDeviceToken(t.app, user);
    const res = await getReleases({ authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().desktop.version).toBeTypeOf('string');
  });
});

describe('publishing a release', () => {
  it('an employee publishes a release and Downloads offers it from then on', async () => {
    const employee = await createUser(t.app);
    await makeEmployee(t.database.db, employee.id);
    const next = { version: '2.4.0-beta.1', url: 'https://downloads.example.com/OpenGolfSim-Setup-2.4.0-beta.1.exe' };
    const before = Date.now();
    const res = await publish({ ...next, notes: '  Swing clips upload in the background.\nFaster start.  ', sizeMb: 84.25 }, { cookie: employee.cookie });
    expect(res.statusCode).toBe(200);
    const offered = { ...next, notes: 'Swing clips upload in the background.\nFaster start.', sizeBytes: 84_250_000 };
    expect(res.json()).toMatchObject({ desktop: offered });
    expect(new Date(res.json().desktop.publishedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const user = await createUser(t.app);
    expect((await getReleases({ cookie: user.cookie })).json()).toEqual(res.json());

    // Seeding again (a restart) never replaces a published release.
    expect(await seedDesktopRelease(t.database.db, SEEDED)).toBe(false);
    expect(await currentReleases(t.database.db)).toMatchObject({ desktop: offered });

    // Without notes or a size, the release says none.
    const bare = await publish({ version: '2.4.0', url: 'https://downloads.example.com/OpenGolfSim-Setup-2.4.0.exe', notes: '' }, { cookie: employee.cookie });
    expect(bare.json()).toMatchObject({ desktop: { version: '2.4.0', notes: null, sizeBytes: null } });
  });

  it('is not there for anyone but an employee: visitors, users and device tokens get 404', async () => {
    const release = { version: '9.9.9', url: 'https://evil.test/setup.exe' };
    const user = await createUser(t.app);
    const token = await createDeviceToken(t.app, user);
    const employee = await createUser(t.app);
    await makeEmployee(t.database.db, employee.id);
    const employeeToken = await createDeviceToken(t.app, employee);
    const callers: Record<string, string>[] = [{}, { cookie: user.cookie }, { authorization: `Bearer ${token}` }, { authorization: `Bearer ${employeeToken}` }];
    for (const headers of callers) {
      const res = await publish(release, headers);
      expect(res.statusCode).toBe(404);
    }
    expect((await getReleases({ cookie: user.cookie })).json().desktop.version).not.toBe('9.9.9');
  });

  it('checks the version and address, refuses unknown fields and cross-site posts', async () => {
    const employee = await createUser(t.app);
    await makeEmployee(t.database.db, employee.id);
    const headers = { cookie: employee.cookie };
    const badVersion = await publish({ version: 'latest', url: 'https://example.com/a.exe' }, headers);
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json()).toMatchObject({ error: 'Please enter a version like 1.2.3', fields: { version: 'Please enter a version like 1.2.3' } });
    const badUrl = await publish({ version: '1.0.0', url: 'javascript:alert(1)' }, headers);
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().error).toBe(messages.releaseUrlInvalid);
    expect((await publish({ version: '1.0.0', url: 'https://example.com/a.exe', publishedBy: 'x' }, headers)).statusCode).toBe(400);
    expect((await publish({ version: '1.0.0' }, headers)).statusCode).toBe(400);
    const longNotes = await publish({ version: '1.0.0', url: 'https://example.com/a.exe', notes: 'x'.repeat(4001) }, headers);
    expect(longNotes.json()).toMatchObject({ fields: { notes: messages.releaseNotesTooLong } });
    for (const sizeMb of [0, -3, 'big', 1e9]) {
      const badSize = await publish({ version: '1.0.0', url: 'https://example.com/a.exe', sizeMb }, headers);
      expect(badSize.json()).toMatchObject({ fields: { sizeMb: messages.releaseSizeInvalid } });
    }
    const crossSite = await publish({ version: '1.0.0', url: 'https://example.com/a.exe' }, { ...headers, origin: 'https://evil.test' });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('release addresses', () => {
  /** The app listening on a free port, an employee's cookie, and a publish over a real connection. */
  async function listening(env: Record<string, string>) {
    const app = env === EMPTY ? t : await createTestApp(env);
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    const employee = await createUser(app.app);
    await makeEmployee(app.database.db, employee.id);
    const post = async (url: string) => {
      const res = await fetch(`http://127.0.0.1:${address.port}/api/admin/releases`, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, cookie: employee.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ version: '5.0.0', url }),
      });
      return { status: res.status, error: ((await res.json()) as { error?: string }).error };
    };
    return { app, post };
  }
  const EMPTY = {};

  it('outside development: https only, and no user name or password in it', async () => {
    const { post } = await listening(EMPTY);
    expect(await post('http://downloads.example.com/Setup-5.0.0.exe')).toEqual({ status: 400, error: messages.releaseUrlNotHttps });
    expect(await post('https://user:pass@downloads.example.com/Setup-5.0.0.exe')).toEqual({ status: 400, error: messages.releaseUrlCredentials });
    expect(await post('https://token@downloads.example.com/Setup-5.0.0.exe')).toEqual({ status: 400, error: messages.releaseUrlCredentials });
    expect(await post('ftp://downloads.example.com/Setup-5.0.0.exe')).toEqual({ status: 400, error: messages.releaseUrlInvalid });
    expect((await currentReleases(t.database.db)).desktop.version).not.toBe('5.0.0');
    expect((await post('https://downloads.example.com/Setup-5.0.0.exe')).status).toBe(200);
  });

  it('in development a plain http address (a local file server) is taken, credentials still are not', async () => {
    const { app, post } = await listening({ NODE_ENV: 'development' });
    try {
      expect(await post('https://user:pass@localhost:8080/Setup-5.0.0.exe')).toEqual({ status: 400, error: messages.releaseUrlCredentials });
      expect((await post('http://localhost:8080/Setup-5.0.0.exe')).status).toBe(200);
    } finally {
      app.app.server.closeAllConnections();
      await app.close();
    }
  });
});

describe('seeding', () => {
  it('seeds an empty table once, even when two instances start at once', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const results = await Promise.all([seedDesktopRelease(database.db, SEEDED), seedDesktopRelease(database.db, SEEDED)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const [{ n }] = await database.db.select({ n: count() }).from(releases);
      expect(n).toBe(1);
      expect(await currentReleases(database.db)).toMatchObject({ desktop: SEEDED });
    } finally {
      await drop();
    }
  });
});

const run = promisify(execFile);
const cli = (args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', 'server/cli/releases.ts', ...args], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: '', ...env },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

describe('npm run releases', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('publishes a release on the embedded database, which the app then offers', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ogs-releases-'));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, DESKTOP_DOWNLOAD_URL: SEEDED.url, DESKTOP_VERSION: SEEDED.version };

    const current = await cli(['current'], env);
    expect(current).toMatchObject({ code: 0 });
    expect(current.out).toContain(`Current desktop release: v${SEEDED.version} ${SEEDED.url}`);

    const published = await cli(
      ['publish', '--version', '3.0.0', '--url', 'https://downloads.example.com/Setup-3.0.0.exe', '--notes', 'Two cameras in step.\nRange sessions by club.', '--size-mb', '91.4'],
      env,
    );
    expect(published).toMatchObject({ code: 0 });
    expect(published.out).toContain('Published desktop release: v3.0.0 https://downloads.example.com/Setup-3.0.0.exe');
    expect(published.out).toContain('Size: 91.4 MB');
    expect(published.out).toContain('Notes:\nTwo cameras in step.\nRange sessions by club.');

    const database = await openDatabase({ url: null, dataDir });
    try {
      await runMigrations(database);
      expect(await currentReleases(database.db)).toMatchObject({
        desktop: { version: '3.0.0', url: 'https://downloads.example.com/Setup-3.0.0.exe', notes: 'Two cameras in step.\nRange sessions by club.', sizeBytes: 91_400_000 },
      });
      // While the server holds the embedded database, the command refuses and says why.
      const busy = await cli(['publish', '--version', '3.0.1', '--url', 'https://downloads.example.com/Setup-3.0.1.exe'], env);
      expect(busy.code).toBe(1);
      expect(busy.out).toMatch(/in use by another process/);
    } finally {
      await database.close();
    }
    // Three runs of the command, each starting tsx and migrating the embedded database: over a
    // minute on a machine at load 20.
  }, 180_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)('publishes on PostgreSQL while the server is connected', async () => {
    const { database, url, drop } = await createTestDatabase();
    try {
      await seedDesktopRelease(database.db, SEEDED);
      const published = await cli(['publish', '--version', '4.0.0', '--url', 'https://downloads.example.com/Setup-4.0.0.exe'], {
        DATABASE_URL: url!,
      });
      expect(published).toMatchObject({ code: 0 });
      expect(await currentReleases(database.db)).toMatchObject({ desktop: { version: '4.0.0', url: 'https://downloads.example.com/Setup-4.0.0.exe', notes: null, sizeBytes: null } });
    } finally {
      await drop();
    }
  });

  it('refuses a bad version, a bad address and unknown commands without touching a database', async () => {
    const env = { DATA_DIR: path.join(os.tmpdir(), 'ogs-releases-never-created') };
    const badVersion = await cli(['publish', '--version', 'v3', '--url', 'https://example.com/a.exe'], env);
    expect(badVersion.code).toBe(2);
    expect(badVersion.out).toContain('Please enter a version like 1.2.3');
    const badUrl = await cli(['publish', '--version', '3.0.0', '--url', 'ftp://example.com/a.exe'], env);
    expect(badUrl.code).toBe(2);
    expect((await cli(['unpublish'], env)).code).toBe(2);
    expect((await cli(['publish', '--colour', 'red'], env)).code).toBe(2);
    expect(fs.existsSync(env.DATA_DIR)).toBe(false);
  });

  it('refuses a plain http address outside development, and one holding a user name or password', async () => {
    const env = { DATA_DIR: path.join(os.tmpdir(), 'ogs-releases-never-created') };
    const plain = await cli(['publish', '--version', '3.0.0', '--url', 'http://example.com/a.exe'], env);
    expect(plain.code).toBe(2);
    expect(plain.out).toContain(messages.releaseUrlNotHttps);
    const credentials = await cli(['publish', '--version', '3.0.0', '--url', 'https://user:pass@example.com/a.exe'], env);
    expect(credentials.code).toBe(2);
    expect(credentials.out).toContain(messages.releaseUrlCredentials);
    expect(fs.existsSync(env.DATA_DIR)).toBe(false);
  });
});

describe('the placeholder release of the configuration', () => {
  it('takes the same address rules as a published release: https outside development, no credentials', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', DESKTOP_DOWNLOAD_URL: 'http://downloads.example.com/setup.exe' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', DESKTOP_DOWNLOAD_URL: 'http://downloads.example.com/setup.exe' })).toThrow(
      `DESKTOP_DOWNLOAD_URL ${messages.releaseUrlNotHttps}`,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', DESKTOP_DOWNLOAD_URL: 'https://ann:secret@downloads.example.com/setup.exe' })).toThrow(
      `DESKTOP_DOWNLOAD_URL ${messages.releaseUrlCredentials}`,
    );
    expect(loadConfig({ NODE_ENV: 'development', DESKTOP_DOWNLOAD_URL: 'http://localhost:8080/setup.exe' }).desktopRelease.url).toBe('http://localhost:8080/setup.exe');
    expect(loadConfig({ NODE_ENV: 'test' }).desktopRelease.url).toMatch(/^https:\/\//);
  });
});
