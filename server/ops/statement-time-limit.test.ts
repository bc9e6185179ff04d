import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '../../common/messages';
import { openDatabase } from '../db/client';
import { createTestApp, type TestApp } from '../test/harness';
import { createGolfer, type Golfer } from '../test/factories';
import { insertBulkShots } from '../test/bulk-shots';
import { shot } from '../test/ingest-fixtures';

/**
 * Long work never answers 500: a statement ended past its time limit answers 503 with
 * a clear message in the error shape, and the process goes on serving. On PostgreSQL the app's
 * statement limit is lowered to STATEMENT_LIMIT_MS and a heavy analysis runs into it. PGlite
 * cannot end a running statement (one WASM thread, no timer signal: statement_timeout is never
 * enforced there), so there a trigger raises the same SQLSTATE, 57014 query_canceled, to check
 * the answer given to it (docs/decisions/026).
 */
const STATEMENT_LIMIT_MS = 100;
const HEAVY_SHOTS = 300_000;

let t: TestApp;
let golfer: Golfer;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  t = await createTestApp({}, {}, { statementTimeoutMs: STATEMENT_LIMIT_MS });
  golfer = await createGolfer(t, { pro: true });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: golfer.cookie } });

async function expectHealthy() {
  for (let i = 0; i < 3; i++) {
    const res = await get('/api/stats/analysis/preferences');
    expect(res.statusCode, res.body).toBe(200);
  }
}

test.runIf(onPostgres)('an analysis past the statement limit answers 503 with a clear message, and the next requests are served', async () => {
  // Filled in one statement over a connection of its own, with a limit of minutes.
  const filler = await openDatabase({ url: t.database.pool!.options.connectionString!, dataDir: null, poolSize: 2, statementTimeoutMs: 600_000 });
  try {
    await insertBulkShots(filler.db, golfer.id, HEAVY_SHOTS, ['7i']);
  } finally {
    await filler.close();
  }
  // A date range: the trends read the range's shots (a whole history is read from the summaries,
  // docs/decisions/027, and takes a few ms).
  const heavy = '/api/stats/analysis/trends?club=7i&from=2024-01-01';
  const res = await get(heavy);
  expect(res.statusCode, res.body).toBe(503);
  expect(res.json()).toEqual({ error: messages.tookTooLong, code: 'too_slow' });
  expect(res.headers['retry-after']).toBe('5');
  await expectHealthy();
  // Not kept as an answer: asked again, the work is tried again.
  expect((await get(heavy)).statusCode).toBe(503);
  await expectHealthy();
}, 120_000);

test.runIf(!onPostgres)('a statement cancelled by the database (SQLSTATE 57014) answers 503 with a clear message, and the next requests are served', async () => {
  await t.database.db.execute(sql`
    create function cancel_shot_insert() returns trigger language plpgsql as $$
    begin
      raise exception 'canceling statement due to statement timeout' using errcode = 'query_canceled';
    end $$`);
  await t.database.db.execute(sql`create trigger cancel_shot_insert before insert on shots for each row execute function cancel_shot_insert()`);
  const res = await t.app.inject({ method: 'POST', url: '/api/ingest/shots', headers: { authorization: `Bearer ${golfer.token}` }, payload: { shots: [shot()] } });
  expect(res.statusCode, res.body).toBe(503);
  expect(res.json()).toEqual({ error: messages.tookTooLong, code: 'too_slow' });
  expect(res.body).not.toMatch(/statement|timeout|postgres|sql/i);
  await expectHealthy();
});
