import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { createGolfer, TEST_ORIGIN, type Golfer } from '../test/factories';
import { queryRows } from '../db/query';
import { round, session, shot, uploadAll } from '../test/ingest-fixtures';

/**
 * Ready to outgrow one database (docs/operations.md): every statement that reads or
 * changes the account-owned tables names the account, so that they can be hash-partitioned by
 * `user_id` in PostgreSQL, or distributed on it with Citus, and each statement still goes to one
 * partition (one shard). The app is driven through its API over everything that touches shots,
 * rounds and sessions; every statement Drizzle sends is EXPLAINed with its parameters, and each
 * scan of an account-owned table must have a condition on `user_id` (in its index condition or
 * its filter): a scan without one would read every partition.
 */
const ACCOUNT_TABLES = new Set(['shots', 'rounds', 'range_sessions', 'shot_overrides', 'shot_club_totals', 'shot_day_totals', 'shot_club_moments', 'shot_carry_buckets', 'shot_total_buckets', 'shot_month_buckets', 'players']);

const statements: { query: string; params: unknown[] }[] = [];
let t: TestApp;
let golfer: Golfer;

beforeAll(async () => {
  t = await createTestApp({}, {}, { logQuery: (query, params) => statements.push({ query, params }) });
  golfer = await createGolfer(t, { pro: true });
});
afterAll(async () => {
  await t?.close();
});

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: { cookie: golfer.cookie, origin: TEST_ORIGIN }, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res;
};

/** The statement with its parameters bound as Drizzle binds them ($1, $2, … in order). */
function bound(query: string, params: unknown[]): SQL {
  const chunks = query.split(/\$(\d+)\b/);
  return sql.join(
    // sql.param: an array stays one parameter (a template would spread it into a list).
    chunks.map((chunk, i) => (i % 2 === 1 ? sql`${sql.param(params[Number(chunk) - 1])}` : sql.raw(chunk))),
    sql``,
  );
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  'Join Filter'?: string;
  Plans?: PlanNode[];
}

/** The scans of account-owned tables with no condition on user_id in `plan`. */
function unkeyedScans(plan: PlanNode): string[] {
  const found: string[] = [];
  const conditions = (node: PlanNode): string =>
    [node['Index Cond'], node['Recheck Cond'], node.Filter, ...(node['Node Type'] === 'Bitmap Heap Scan' ? (node.Plans ?? []).map(conditions) : [])].join(' ');
  const walk = (node: PlanNode) => {
    const table = node['Relation Name'];
    if (table && ACCOUNT_TABLES.has(table) && node['Node Type'] !== 'ModifyTable' && !/\buser_id\b/.test(conditions(node))) {
      found.push(`${node['Node Type']} on ${table} ${node.Alias ?? ''}`);
    }
    // A bitmap index scan is checked with its heap scan.
    if (node['Node Type'] !== 'Bitmap Heap Scan') node.Plans?.forEach(walk);
  };
  walk(plan);
  return found;
}

test('every statement on shots, rounds and sessions names the account in each scan of them', async () => {
  await uploadAll(t.app, golfer.token, 'rounds', [round({ clientId: 'r1', scores: { Me: [4, 5, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5] } })]);
  await uploadAll(t.app, golfer.token, 'sessions', [session({ clientId: 's1' }), session({ clientId: 's2' })]);
  const shots = [
    ...Array.from({ length: 12 }, (_, i) => shot({ club: '7i', carry: 140 + i, offline: i - 6, sessionClientId: i % 2 ? 's1' : 's2' })),
    shot({ club: 'Dr', carry: 230, total: 250, kind: 'round', roundClientId: 'r1', hole: 1, fairway: 'hit' }),
    shot({ club: 'Pt', carry: 3, sessionClientId: 's1' }),
  ];
  await uploadAll(t.app, golfer.token, 'shots', shots);
  const [a, b] = (await call('GET', '/api/sessions')).json().sessions.map((s: { id: string }) => s.id);
  const roundId = (await call('GET', '/api/stats/rounds')).json().rounds[0]._id;
  const [{ id: shotId }] = await queryRows<{ id: string }>(t.database.db, sql`select id::text from shots where user_id = ${golfer.id}::uuid and club = '7i' limit 1`);

  statements.length = 0;
  for (const url of [
    '/api/stats/rounds',
    '/api/stats/rounds?sort=toPar&player=Me&course=Pebble%20Creek&from=2020-01-01',
    '/api/stats/rounds?sort=-course&to=2026-01-01',
    `/api/stats/round/${roundId}`,
    '/api/stats/players',
    '/api/stats/shots',
    '/api/stats/dashboard',
    '/api/stats/handicap',
    '/api/stats/analysis',
    '/api/stats/analysis?from=2020-01-01',
    '/api/stats/analysis/dispersion?club=7i',
    '/api/stats/analysis/trends?club=7i&from=2020-01-01',
    '/api/stats/shots.csv',
    '/api/sessions',
    '/api/sessions?player=Me',
    `/api/sessions/${a}`,
    `/api/sessions/${a}/dispersion?club=7i`,
    `/api/sessions/compare?a=${a}&b=${b}`,
  ]) {
    await call('GET', url);
  }
  await call('PUT', `/api/stats/shots/${shotId}/override`, { excluded: true });
  await call('DELETE', `/api/stats/shots/${shotId}/override`);
  await call('DELETE', `/api/sessions/${b}`);

  const touching = statements.filter((s) => [...ACCOUNT_TABLES].some((table) => new RegExp(`\\b${table}\\b`).test(s.query)));
  expect(touching.length).toBeGreaterThan(15);
  const failures: string[] = [];
  for (const { query, params } of touching) {
    const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(t.database.db, sql`explain (format json) ${bound(query, params)}`);
    const plan = row['QUERY PLAN'];
    const scans = unkeyedScans((typeof plan === 'string' ? (JSON.parse(plan) as typeof plan) : plan)[0].Plan);
    if (scans.length) failures.push(`${scans.join(', ')} in: ${query.replace(/\s+/g, ' ').slice(0, 300)}`);
  }
  expect(failures).toEqual([]);
});
