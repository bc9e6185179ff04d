/**
 * Vitest's global setup for the server tests on the embedded database: one PGlite database with
 * every migration applied, dumped to a file once per run, which each test file's database then
 * starts from (harness.ts) instead of running initdb and the migrations again. Measured at a load
 * average of 9: a database from the dump in 1.2-1.9 s, a fresh one in 3.5-5.0 s plus 0.6-2.0 s of
 * migrations, for each database a test file makes (67 places in the tests make one).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR } from '../db/client';

declare module 'vitest' {
  interface ProvidedContext {
    /** The migrated embedded database's dump, or null on PostgreSQL (TEST_DATABASE_URL). */
    embeddedTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('embeddedTemplate', null);
    return () => {};
  }
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ogs-embedded-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('embeddedTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
