import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../cli/demo-seed';
import { createTestApp, type TestApp } from '../test/harness';
import { createUser, makePro, type TestUser } from '../test/factories';

/**
 * Probe finding 13: at 200 connections, 132 of 8,829 dashboard calls waited out the pool (3 s)
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
