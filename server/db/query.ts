import type { sql } from 'drizzle-orm';
import type { Database } from './client';

/** Runs a raw statement and returns its rows; both drivers answer `execute` with `{ rows }`. */
export async function queryRows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  // The statement's columns are the caller's to name: T says what they are (no parsing on the hot path).
  const { rows } = await db.execute(query);
  return rows as T[];
}
