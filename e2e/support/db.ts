import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { WORK_DIR } from './ports';

export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DATABASE_URL_FILE = path.join(WORK_DIR, 'database-url');

/** Runs one statement on the suite's database: for arranging what has no UI of its own. */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: fs.readFileSync(DATABASE_URL_FILE, 'utf8') });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
