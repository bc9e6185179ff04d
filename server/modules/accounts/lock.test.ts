import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { createTestDatabase, testConfig } from '../../test/harness';
import { createUser, TEST_ORIGIN, TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { messages } from '../../../common/messages';

/**
 * Found by probing the running app: 100 parallel wrong sign-ins for one
 * account got 80 password checks where 10 are allowed, and the right password at position 60 of
 * 66 got in; a locked address answered 429 where an unknown one answered 401. On PostgreSQL the
 * requests go to two app instances with pools of their own, as behind a load balancer.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let second: DatabaseHandle | null = null;
let apps: App[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig();
  apps = [await buildApp({ config, database: database.database, logger: false })];
  if (database.url) {
    second = await openDatabase({ url: database.url, dataDir: null });
    apps.push(await buildApp({ config, database: second, logger: false }));
  }
  await Promise.all(apps.map((app) => app.ready()));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await second?.close();
  await database?.drop();
});

const signIn = (i: number, email: string, password: string) =>
  apps[i % apps.length].inject({
    method: 'POST',
    url: '/api/user/signin',
    remoteAddress: `203.0.113.${i % 250}`,
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });

describe('the account lock under parallel requests', () => {
  it('checks at most 10 passwords of 60 parallel wrong sign-ins; the rest are locked out, the right password too', async () => {
    const user = await createUser(apps[0]);
    const answers = await Promise.all(
      Array.from({ length: 66 }, (_, i) => signIn(i, user.email, i === 59 ? TEST_PASSWORD : `wrong password ${i}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    const checked = statuses.filter((s) => s === 401 || s === 200).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(56);
    expect(statuses.every((s) => [200, 401, 429].includes(s))).toBe(true);
    expect(statuses[59]).toBe(429);
    // Locked now, from every instance, for the right password too.
    for (let i = 0; i < apps.length; i++) expect((await signIn(i, user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('answers a locked address exactly as a locked unknown one, and both alike before the lock', async () => {
    const user = await createUser(apps[0]);
    const unknown = uniqueEmail('nobody');
    for (let i = 0; i < 10; i++) {
      const [known, other] = await Promise.all([signIn(i, user.email, 'wrong password'), signIn(i + 1, unknown, 'wrong password')]);
      expect(known.statusCode).toBe(401);
      expect(other.statusCode).toBe(401);
      expect(other.body).toBe(known.body);
    }
    const [known, other] = await Promise.all([signIn(0, user.email, TEST_PASSWORD), signIn(1, unknown, TEST_PASSWORD)]);
    expect(known.statusCode).toBe(429);
    expect(other.statusCode).toBe(429);
    expect(other.body).toBe(known.body);
    expect(known.json()).toEqual({ error: messages.accountLocked, code: 'account_locked' });
    expect(other.headers['retry-after']).toBe(known.headers['retry-after']);
  });
});
