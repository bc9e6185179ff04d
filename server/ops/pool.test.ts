import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../cli/demo-seed';
import { openDatabase, POOL_WAIT_BUCKETS_MS } from '../db/client';
import { createTestApp, createTestDatabase, type TestApp } from '../test/harness';
import { createUser, makePro, type TestUser } from '../test/factories';

/**
 * At 200 connections, 132 of 8,829 dashboard calls waited out the pool (3 s)
 * and got 503 while the database was healthy. 200 signed-in calls at once must all be answered.
 * On PostgreSQL this is the pool's size (DATABASE_POOL_SIZE); on PGlite the one connection queues.
 */
describe('200 parallel signed-in calls while the database is healthy', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app);
    await makePro(t.database.db, user.id);
    await seedDemoData(t.database.db, user.id, { shots: 2000 });
  }, 120_000);
  afterAll(async () => t?.close());

  it('answers every one with 200, none with 503', async () => {
    const urls = ['/api/stats/dashboard', '/api/stats/rounds', '/api/user/session', '/api/stats/shots'];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => t.app.inject({ method: 'GET', url: urls[i % urls.length], headers: { cookie: user.cookie } })),
    );
    const statuses: Record<number, number> = {};
    for (const a of answers) statuses[a.statusCode] = (statuses[a.statusCode] ?? 0) + 1;
    expect(statuses).toEqual({ 200: 200 });
  }, 120_000);
});

/**
 * The pool's queueing, measured (docs/operations.md, "Pool size"): every checkout is timed, so the
 * metrics port can say how long statements waited for a connection. Two connections and six
 * statements of 100 ms at once: two start at once, two wait one statement, two wait two.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the wait for a pooled connection (PostgreSQL)', () => {
  it('is timed for every statement, queueing included', async () => {
    const scratch = await createTestDatabase();
    const small = await openDatabase({ url: scratch.url, dataDir: null, poolSize: 2 });
    try {
      const started = performance.now();
      await Promise.all(Array.from({ length: 6 }, () => small.pool!.query('select pg_sleep(0.1)')));
      const elapsed = performance.now() - started;
      const { waits } = small.pool!;
      expect(waits.count).toBe(6);
      expect(waits.counts.reduce((a, b) => a + b, 0)).toBe(6);
      // 0 + 0 + 100 + 100 + 200 + 200 ms at least, and no more than each waited for the whole run.
      expect(waits.sumMs).toBeGreaterThanOrEqual(590);
      expect(waits.sumMs).toBeLessThanOrEqual(6 * elapsed);
      const pastHundred = POOL_WAIT_BUCKETS_MS.findIndex((le) => le >= 100) + 1;
      expect(waits.counts.slice(pastHundred).reduce((a, b) => a + b, 0)).toBe(4);
    } finally {
      await small.close();
      await scratch.drop();
    }
  });
});
