import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, runMigrations } from '../db/client';
import { users } from '../db/schema/users';
import { insertUser } from '../modules/accounts/repo';
import { createTestDatabase } from '../test/harness';

const run = promisify(execFile);
const cli = (args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', 'server/cli/users.ts', ...args], {
    env: { ...process.env, ...env, NODE_ENV: 'test', DATABASE_URL: env.DATABASE_URL ?? '' },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('npm run users', () => {
  it('grants and revokes the employee role on the embedded database while the server is stopped', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ogs-cli-'));
    dirs.push(dataDir);
    const seed = await openDatabase({ url: null, dataDir });
    await runMigrations(seed);
    await insertUser(seed.db, { email: 'staff@example.com', passwordHash: 'x', marketing: false, acceptedTermsAt: null });
    await seed.close();

    const granted = await cli(['grant-employee', 'Staff@Example.com'], { DATA_DIR: dataDir });
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.out).toContain('staff@example.com is now an employee');

    // While another process (the server) holds the folder, the command refuses and says why.
    const server = await openDatabase({ url: null, dataDir });
    try {
      const [row] = await server.db.select().from(users).where(eq(users.email, 'staff@example.com'));
      expect(row.isEmployee).toBe(true);
      const busy = await cli(['revoke-employee', 'staff@example.com'], { DATA_DIR: dataDir });
      expect(busy.code).toBe(1);
      expect(busy.out).toMatch(/in use by another process .*Stop it first/);
    } finally {
      await server.close();
    }

    const revoked = await cli(['revoke-employee', 'staff@example.com'], { DATA_DIR: dataDir });
    expect(revoked.out).toContain('no longer an employee');
    const unknown = await cli(['grant-employee', 'nobody@example.com'], { DATA_DIR: dataDir });
    expect(unknown).toMatchObject({ code: 1 });
    expect(unknown.out).toContain('No account with the e-mail nobody@example.com');
    expect((await cli([], { DATA_DIR: dataDir })).code).toBe(2);
    // Six processes that each start TypeScript: slow on a busy machine.
  }, 180_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)('works on PostgreSQL while the server is connected', async () => {
    const { database, url, drop } = await createTestDatabase();
    try {
      await insertUser(database.db, { email: 'pg-staff@example.com', passwordHash: 'x', marketing: false, acceptedTermsAt: null });
      const granted = await cli(['grant-employee', 'pg-staff@example.com'], { DATABASE_URL: url! });
      expect(granted).toMatchObject({ code: 0 });
      const [row] = await database.db.select().from(users).where(eq(users.email, 'pg-staff@example.com'));
      expect(row.isEmployee).toBe(true);
    } finally {
      await drop();
    }
  }, 60_000);
});
