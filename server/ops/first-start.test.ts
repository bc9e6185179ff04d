import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { call, spawnServer, type ServerProcess } from './support';

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
  const [, email, password] = /e-mail {4}(\S+)\n {4}password {2}(\S+)/.exec(output)!;
  expect(email).toBe('demo@opengolfsim.test');

  const signin = await call(server.url, '/api/user/signin', { method: 'POST', body: { email, password } });
  expect(signin.status).toBe(200);
}, 120_000);
