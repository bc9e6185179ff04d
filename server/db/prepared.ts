import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from './client';

type Placeholders<P> = { [K in keyof P]: Placeholder };

/** Every column of a statement's row, each named once (`{ id: true, course: true, … }`): its select list. */
export type Columns<T> = { readonly [K in keyof T]-?: true };

/**
 * A raw SQL statement built once per database and run as a named prepared statement: the hot
 * read paths (every signed-in request, the statistics) would otherwise spend more time building
 * their SQL text in Drizzle than PostgreSQL spends answering it. `build` gets a placeholder per
 * parameter; the statement's shape must not depend on the values (make one statement per shape).
 *
 * Through Drizzle's public API (docs/decisions/026): the statement is the subquery of a select of
 * `columns`, which `.prepare(name)` names. Its rows come typed as T, column by column, as the
 * driver reads them (the same type parsers as `db.execute`).
 */
export function preparedSql<P extends Record<string, unknown>, T>(
  name: string,
  keys: readonly (keyof P & string)[],
  columns: Columns<T>,
  build: (p: Placeholders<P>) => SQL,
) {
  const prepare = (db: Database) => {
    const placeholders = Object.fromEntries(keys.map((k) => [k, sql.placeholder(k)])) as Placeholders<P>;
    const fields: Record<string, SQL> = Object.fromEntries(Object.keys(columns).map((column) => [column, sql`q.${sql.identifier(column)}`]));
    return db.select(fields).from(sql`(${build(placeholders)}) as q`).prepare(name);
  };
  const statements = new WeakMap<Database, ReturnType<typeof prepare>>();
  return async (db: Database, values: P): Promise<T[]> => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = prepare(db)));
    // The select's rows have exactly the keys of `columns`, valued as the statement's columns.
    const rows: Record<string, unknown>[] = await statement.execute(values);
    return rows as T[];
  };
}
