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
import { DEFAULT_POOL_SIZE } from '../config';

/** What both drivers answer a raw statement with: its rows, at least (pg's QueryResult, PGlite's Results). */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}
interface QueryRows<Row> {
  rows: Row[];
}

/** One handle type for both drivers (a union of the two breaks `.returning()`); `db.execute` gives `{ rows }`. */
export type Database = PgDatabase<RowsQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'pg';
  /** The pg pool, for the few callers that need a raw client (LISTEN, streaming cursors). */
  pool: TimedPool | null;
  /** The embedded database's migrations, through its own driver's migrator (PGlite only). */
  migrateEmbedded: (() => Promise<void>) | null;
  /** Closes the connections; again, it does nothing (a test may close the database under a running app). */
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
  /** An in-memory PGlite starts as this dump of another (tests: server/test/migrated-template.ts). */
  embeddedFrom?: Blob;
  /** PostgreSQL connections this process may open at once (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** The server ends a statement after this long; STATEMENT_TIMEOUT_MS unless told (tests lower it). PostgreSQL only: PGlite cannot cancel a statement. */
  statementTimeoutMs?: number;
  /** Told every statement Drizzle sends, with its parameters (tests that walk the statements). */
  logQuery?: (query: string, params: unknown[]) => void;
}


/** The server ends a statement after this long. */
const STATEMENT_TIMEOUT_MS = 10_000;
/** No answer at all for this long past the statement timeout: the connection is dead, not slow. */
const QUERY_TIMEOUT_MARGIN_MS = 2000;

/**
 * A client that closes its connection when a query gets no answer within the statement timeout plus QUERY_TIMEOUT_MARGIN_MS. On a
 * network that silently drops everything (no reset, no refusal) a query would otherwise wait for
 * TCP to give up, minutes later, and the connection would go back to the pool still waiting for
 * that answer; closed, it fails at once (a ROLLBACK too) and the pool opens a fresh one.
 */
class DeadConnectionClosingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A connection that dies while the client is checked out between two queries emits 'error' on
    // the client, which would end the process unheard; the next query fails with it instead.
    this.on('error', () => {});
  }

  // pg's query() has many overloads; this only watches the outcome and passes everything through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- overrides every overload at once
  override query(...args: any[]): any {
    const close = (error: unknown) => {
      if ((error as Error | null)?.message === 'Query read timeout') {
        (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
      }
    };
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (error: unknown, result: unknown) => void;
      args[last] = (error: unknown, result: unknown) => {
        close(error);
        callback(error, result);
      };
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same overloads, called through
    const result = (super.query as (...a: any[]) => any)(...args);
    if (result && typeof result.then === 'function') {
      return result.catch((error: unknown) => {
        close(error);
        throw error;
      });
    }
    return result;
  }
}

/** Upper bounds (ms) of the pool-wait histogram's buckets: under 0.1 ms is a connection that was free. */
export const POOL_WAIT_BUCKETS_MS = [0.1, 0.5, 1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 3000];

/** How long statements waited for a pooled connection, as a histogram (counts per bucket, not cumulative). */
export interface PoolWaits {
  /** Waits of at most POOL_WAIT_BUCKETS_MS[i] (and more than the bucket before); one more for those past the last. */
  counts: number[];
  sumMs: number;
  count: number;
}

/**
 * A pool that times every checkout, from the request for a connection to its hand-over: the
 * queueing in front of PostgreSQL when more statements run at once than the pool has connections
 * (served as `db_pool_wait_ms` on the metrics port; docs/operations.md, "Pool size").
 */
export class TimedPool extends pg.Pool {
  readonly waits: PoolWaits = { counts: Array<number>(POOL_WAIT_BUCKETS_MS.length + 1).fill(0), sumMs: 0, count: 0 };

  private recordWait(started: number): void {
    const ms = performance.now() - started;
    let i = 0;
    while (i < POOL_WAIT_BUCKETS_MS.length && ms > POOL_WAIT_BUCKETS_MS[i]) i++;
    this.waits.counts[i]++;
    this.waits.sumMs += ms;
    this.waits.count++;
  }

  // pg's connect() has a promise form and a callback form (pool.query uses the callback one); both are timed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- overrides both overloads at once
  override connect(callback?: (...args: any[]) => void): any {
    const started = performance.now();
    if (callback) {
      return super.connect((error, client, release) => {
        this.recordWait(started);
        callback(error, client, release);
      });
    }
    return super.connect().then(
      (client) => {
        this.recordWait(started);
        return client;
      },
      (error: unknown) => {
        this.recordWait(started);
        throw error;
      },
    );
  }
}

const queryLogger = ({ logQuery }: DatabaseOptions) => (logQuery ? { logQuery } : false);

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new TimedPool({
      connectionString: options.url,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      // Fail fast while the database is unreachable instead of queueing forever.
      connectionTimeoutMillis: 3000,
      statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
      // No JIT compilation: the app's statements are interactive (tens of ms), and the per-club
      // analysis over a long history crosses jit_above_cost (from about 300,000 shots), where
      // PostgreSQL would spend more compiling it than running it (docs/decisions/010, "Speed").
      options: '-c jit=off',
      // The server cannot end a statement it never hears of: a silent network needs a limit on this side too.
      query_timeout: (options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS) + QUERY_TIMEOUT_MARGIN_MS,
      keepAlive: true,
      idleTimeoutMillis: 30_000,
      Client: DeadConnectionClosingClient,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    return {
      db: drizzlePg(pool, { logger: queryLogger(options) }),
      kind: 'pg',
      pool,
      migrateEmbedded: null,
      close: async () => {
        if (!pool.ended) await pool.end();
      },
    };
  }
  const releaseLock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite({ loadDataDir: options.embeddedFrom });
  await client.waitReady;
  const db = drizzlePglite(client, { logger: queryLogger(options) });
  return {
    db,
    kind: 'pglite',
    pool: null,
    migrateEmbedded: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      if (client.closed) return;
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
  if (handle.migrateEmbedded) {
    await handle.migrateEmbedded();
    return;
  }
  // A connection of its own without the pool's time limits: waiting for the lock while another
  // instance migrates, or building an index on a large table, may take longer than any request should.
  const client = new pg.Client({ connectionString: handle.pool!.options.connectionString, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}

/** True when the database answers and every migration has been applied. */
export async function isDatabaseReady(handle: DatabaseHandle): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const { rows } = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const applied = rows[0]?.n ?? 0;
  return applied >= journal.entries.length;
}
