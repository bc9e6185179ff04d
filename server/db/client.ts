import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** One handle type for both drivers (a union of the two breaks `.returning()`). */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'pg';
  /** The pg pool, for the few callers that need a raw client (LISTEN, streaming cursors). */
  pool: pg.Pool | null;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any fixed key: two instances starting at once take turns applying migrations. */
const MIGRATION_LOCK_KEY = 727_001;

export interface DatabaseOptions {
  /** postgres://… or null for the embedded PGlite. */
  url: string | null;
  /** PGlite data folder; null keeps it in memory (tests). */
  dataDir: string | null;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // Fail fast while the database is unreachable (SECURITY.md rule 29) instead of queueing forever.
      connectionTimeoutMillis: 3000,
      statement_timeout: 10_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    return { db: drizzlePg(pool), kind: 'pg', pool, close: () => pool.end() };
  }
  const releaseLock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  return {
    db: drizzlePglite(client),
    kind: 'pglite',
    pool: null,
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

export class DatabaseBusyError extends Error {}

/**
 * One process at a time may open an embedded database folder: a second one would corrupt it.
 * A lock file holds the owner's pid; a stale one (its process gone) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'ogs.lock');
  const owner = Number(fs.readFileSync(lockFile, { encoding: 'utf8', flag: 'a+' }) || 0);
  if (owner && owner !== process.pid && isAlive(owner)) {
    throw new DatabaseBusyError(
      `The embedded database in ${dataDir} is in use by another process (pid ${owner}), probably the running server. Stop it first, or set DATABASE_URL to use PostgreSQL.`,
    );
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  const client = await handle.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

/** True when the database answers and every migration has been applied. */
export async function isDatabaseReady(handle: DatabaseHandle): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const rows = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const applied = (rows as unknown as { rows: { n: number }[] }).rows?.[0]?.n ?? 0;
  return applied >= journal.entries.length;
}
