import { afterAll, beforeAll, expect, test } from 'vitest';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { ANALYSIS_CLUBS } from '../../../common/analysis';
import { openDatabase } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { createGolfer, type Golfer } from '../../test/factories';
import { insertBulkShots } from '../../test/bulk-shots';
import { medianSpreads } from '../../test/timing';
import { queryRows } from '../../db/query';
import { csvPage } from '../stats/csv-repo';
import { shotFigures } from '../stats/repo';
import { compareSessions, sessionPage } from '../sessions/repo';
import { gappingStraightforward } from '../../test/analysis-reference';
import { dispersion, gapping, trends } from './repo';

/**
 * No plan that can go quadratic (docs/decisions/026): every analysis and statistics
 * statement over one account's 200,000 shots, first on tables never analysed (a fresh bulk import,
 * autovacuum off for them), then analysed, takes at most MAX_RATIO times as long stale as
 * analysed. A plan made without statistics that joins a CTE by nested loop, recomputing it per
 * shot, is thousands of times slower at this size and runs into the statement limit.
 *
 * Each measurement runs a statement RUNS times stale, then ANALYZE, then RUNS times analysed; the
 * medians are compared. Up to four measurements (server/test/timing.ts) so that noise on a busy
 * machine does not decide; before a measurement after the first, the statistics are removed again
 * (pg_statistic rows deleted, reltuples back to -1: what a table never analysed has).
 */
const SHOTS = 200_000;
const SESSION_SHOTS = 2_000;
const RUNS = 3;
const MAX_RATIO = 3;
const TABLES = ['shots', 'shot_overrides', 'range_sessions', 'users', 'shot_day_totals', 'shot_club_moments', 'shot_carry_buckets', 'shot_total_buckets', 'shot_month_buckets'];

let t: TestApp;
let golfer: Golfer;
let sessions: string[];

beforeAll(async () => {
  t = await createTestApp();
  golfer = await createGolfer(t, { pro: true });
  const db = t.database.db;
  for (const table of TABLES) await db.execute(sql.raw(`alter table ${table} set (autovacuum_enabled = false)`));
  sessions = (
    await queryRows<{ id: string }>(
      db,
      sql`insert into range_sessions (user_id, client_id, source, started_at)
          select ${golfer.id}::uuid, 'bulk-session-' || g, 'app', '2025-06-01T00:00:00Z'::timestamptz + g * interval '1 day'
          from generate_series(1, 2) g returning id`,
    )
  ).map((r) => r.id);
  // On PostgreSQL the shots go in over a connection of their own with a limit of minutes: one
  // statement storing 196,000 shots (and, by the triggers, their summaries: decision 027) runs past
  // the app's 10 s on a busy machine.
  const pool = t.database.pool;
  const filler = pool ? await openDatabase({ url: pool.options.connectionString!, dataDir: null, poolSize: 1, statementTimeoutMs: 600_000 }) : null;
  try {
    const into = filler?.db ?? db;
    await insertBulkShots(into, golfer.id, SHOTS - 2 * SESSION_SHOTS, ANALYSIS_CLUBS);
    for (const [i, sessionId] of sessions.entries()) {
      await insertBulkShots(into, golfer.id, SESSION_SHOTS, ['Dr', '7i', 'PW', 'Pt'], { prefix: `bulk-session-${i}`, sessionId });
    }
  } finally {
    await filler?.close();
  }
  // Some shots excluded or restored by hand.
  await db.execute(sql`insert into shot_overrides (shot_id, user_id, excluded)
                       select id, user_id, id % 2 = 0 from shots where user_id = ${golfer.id}::uuid and id % 400 = 0`);
}, 600_000);
afterAll(async () => {
  await t?.close();
});

let analysed = false;

async function forgetStatistics() {
  const db = t.database.db;
  const list = sql.raw(TABLES.map((name) => `'${name}'::regclass`).join(', '));
  await db.execute(sql`delete from pg_statistic where starelid in (${list})`);
  await db.execute(sql`update pg_class set reltuples = -1, relpages = 0
                       where oid in (${list}) or oid in (select indexrelid from pg_index where indrelid in (${list}))`);
  analysed = false;
}

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

const all = { player: null, from: null, to: null };
const since = { player: null, from: '2025-06-01', to: null };
const now = new Date('2025-11-20T00:00:00Z');

const statements: [string, () => Promise<unknown>][] = [
  ['gapping', () => gapping(t.database.db, golfer.id, all)],
  ['gapping from a date', () => gapping(t.database.db, golfer.id, since)],
  ['dispersion', () => dispersion(t.database.db, golfer.id, all, '7i')],
  ['dispersion from a date', () => dispersion(t.database.db, golfer.id, since, 'Dr')],
  ['trends', () => trends(t.database.db, golfer.id, all, '7i')],
  ['trends from a date', () => trends(t.database.db, golfer.id, since, 'Dr')],
  ['session page', () => sessionPage(t.database.db, golfer.id, sessions[0])],
  ['two sessions compared', () => compareSessions(t.database.db, golfer.id, sessions[0], sessions[1])],
  ['shot statistics', () => shotFigures(t.database.db, golfer.id, null, now)],
  ['shot statistics of a player', () => shotFigures(t.database.db, golfer.id, 'Me', now)],
  ['CSV export page', () => csvPage(t.database.db, golfer.id, { player: null, from: null, to: null }, null, 1000, { distanceUnit: 'm', speedUnit: 'mph' })],
];

// The reference gapping statement answers no request; it is the one that reads flaggedShots whole.
// On PGlite it alone takes over 20 s here, so it runs on PostgreSQL only (docs/decisions/026).
if (process.env.TEST_DATABASE_URL) {
  statements.push(['gapping, the plain statement (flaggedShots)', () => gappingStraightforward(t.database.db, golfer.id, all)]);
}

test.each(statements)('%s: stale statistics take at most 3× the analysed time', async (_name, run) => {
  const result = await medianSpreads(async () => {
    if (analysed) await forgetStatistics();
    const stale = await timed(run);
    await t.database.db.execute(sql.raw(`analyze ${TABLES.join(', ')}`));
    analysed = true;
    return [stale, await timed(run)];
  }, 1 - 1 / MAX_RATIO);
  expect(result.best, result.shown).toBeLessThan(1 - 1 / MAX_RATIO);
}, 300_000);
