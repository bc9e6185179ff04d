import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from './client';

/** The parts of Drizzle's database object that `db.execute` itself uses. */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false): {
      execute(values: Record<string, unknown>): Promise<{ rows: unknown[] }>;
    };
  };
}

type Placeholders<P> = { [K in keyof P]: Placeholder };

/**
 * A raw SQL statement built once per database and run as a named prepared statement: the hot
 * read paths (every signed-in request, the statistics) would otherwise spend more time building
 * their SQL text in Drizzle than PostgreSQL spends answering it. `build` gets a placeholder per
 * parameter; the statement's shape must not depend on the values (make one statement per shape).
 */
export function preparedSql<P extends Record<string, unknown>, T>(name: string, keys: readonly (keyof P & string)[], build: (p: Placeholders<P>) => SQL) {
  const statements = new WeakMap<Database, ReturnType<DrizzleInternals['session']['prepareQuery']>>();
  return async (db: Database, values: P): Promise<T[]> => {
    let statement = statements.get(db);
    if (!statement) {
      const internals = db as unknown as DrizzleInternals;
      const placeholders = Object.fromEntries(keys.map((k) => [k, sql.placeholder(k)])) as Placeholders<P>;
      statement = internals.session.prepareQuery(internals.dialect.sqlToQuery(build(placeholders)), undefined, name, false);
      statements.set(db, statement);
    }
    const result = await statement.execute(values);
    return result.rows as T[];
  };
}
