import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ADMIN_DATABASE_URL, call, createEmptyDatabase, spawnServer, type ServerProcess } from './support';

let server: ServerProcess | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ogs-first-start-'));

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('a first development start prints the address to open and a demo account that signs in', async () => {
  server = await spawnServer({ NODE_ENV: 'development', DATA_DIR: path.join(dataDir, 'db'), LOG_LEVEL: 'warn' });
  // Printed once the server listens, after the demo data are in.
  await expect.poll(() => server!.output(), { timeout: 90_000, interval: 200 }).toMatch(/password {2}\S+/);
  const output = server.output();
  expect(output).toContain(`OpenGolfSim is running: open ${server.url}`);
  const [, email] = /e-mail {4}(\S+)/.exec(output)!;
  const [, password] = /password {2}(\S+)/.exec(output)!;
  expect(email).toBe('demo@opengolfsim.test');
  // The password is the last thing on the screen, in the box's last lines, not above later log lines.
  expect(output.trimEnd().split('\n').slice(-3).join('\n')).toContain(`password  ${password}`);

  const signin = await call(server.url, '/api/user/signin', { method: 'POST', body: { email, password } });
  expect(signin.status).toBe(200);
}, 120_000);

it.skipIf(!ADMIN_DATABASE_URL)('a development start on PostgreSQL says why it made no demo account', async () => {
  const database = await createEmptyDatabase();
  const onPostgres = await spawnServer({ NODE_ENV: 'development', DATABASE_URL: database.url, LOG_LEVEL: 'warn' });
  try {
    await expect.poll(() => onPostgres.output(), { timeout: 90_000, interval: 200 }).toContain('No demo account');
    expect(onPostgres.output()).toContain(`OpenGolfSim is running: open ${onPostgres.url}`);
    expect(onPostgres.output()).toContain('npm run demo-data -- --email');
    expect(onPostgres.output()).not.toMatch(/password {2}\S+/);
  } finally {
    await onPostgres.stop();
    await database.drop();
  }
}, 120_000);
