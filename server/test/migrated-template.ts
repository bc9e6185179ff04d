/**
 * Vitest's global setup for the server tests: one database with every migration applied, made
 * once per run, which each test file's database then starts from (harness.ts) instead of running
 * the migrations again. On the embedded database a dump of a migrated PGlite, loaded into each
 * file's in-memory one (measured at a load average of 9: 1.2-1.9 s, where initdb took 3.5-5.0 s
 * plus 0.6-2.0 s of migrations); on PostgreSQL (TEST_DATABASE_URL) a migrated database that each
 * file's is created from with `create database … template`, and which this setup's teardown
 * drops with those copies. Measured at a load average of 16: a copy in 0.14-0.52 s, where an empty
 * database and the migrations took 1.0-2.3 s; dropping four databases one after another 6.9 s, and
 * four at once 1.2 s (each drop waits for a checkpoint, which drops at the same time share).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, openDatabase, runMigrations } from '../db/client';
import { dropDatabase, onAdmin } from './scratch-database';

declare module 'vitest' {
  interface ProvidedContext {
    /** The migrated embedded database's dump, or null on PostgreSQL (TEST_DATABASE_URL). */
    embeddedTemplate: string | null;
    /**
     * The migrated PostgreSQL database's name and the prefix of its copies' names (which the
     * teardown drops), or null on the embedded database.
     */
    postgresTemplate: { name: string; copyPrefix: string } | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    project.provide('embeddedTemplate', null);
    const run = randomBytes(6).toString('hex');
    const template = { name: `ogs_template_${run}`, copyPrefix: `ogs_test_${run}` };
    await onAdmin(adminUrl, (admin) => admin.query(`create database ${template.name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${template.name}`;
    try {
      const database = await openDatabase({ url: url.toString(), dataDir: null });
      try {
        await runMigrations(database);
      } finally {
        // Closed before any file copies it: PostgreSQL copies no database someone is connected to.
        await database.close();
      }
    } catch (error) {
      await dropDatabases(adminUrl, template);
      throw error;
    }
    project.provide('postgresTemplate', template);
    return () => dropDatabases(adminUrl, template);
  }
  project.provide('postgresTemplate', null);
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ogs-embedded-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('embeddedTemplate', file);
  return async () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

/** The template and every copy of it still on the server, several at a time (each on a connection of its own). */
async function dropDatabases(adminUrl: string, template: { name: string; copyPrefix: string }): Promise<void> {
  const { rows } = await onAdmin(adminUrl, (admin) =>
    admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`${template.copyPrefix}\\_%`]),
  );
  const names = rows.map((row) => row.datname);
  const AT_ONCE = 8;
  for (let i = 0; i < names.length; i += AT_ONCE) {
    await Promise.all(names.slice(i, i + AT_ONCE).map((name) => dropDatabase(adminUrl, name)));
  }
  await dropDatabase(adminUrl, template.name);
}
