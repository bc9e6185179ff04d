import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/client';
import { users } from '../db/schema/users';

export const TEST_PASSWORD = 'correct horse battery';
const ORIGIN = 'http://localhost:3000';

export function uniqueEmail(prefix = 'golfer'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** `sid=…`, ready for a Cookie header. */
  cookie: string;
}

/** Signs a new user up through the real API and returns its session cookie. */
export async function createUser(
  app: App,
  { email = uniqueEmail(), password = TEST_PASSWORD, marketing = true } = {},
): Promise<TestUser> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/signup',
    headers: { origin: ORIGIN },
    payload: { email, password, password2: password, terms: true, marketing },
  });
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('signup set no session cookie');
  return { id: res.json().user._id, email, password, cookie: `sid=${cookie.value}` };
}

/** Makes a user Pro for a year, as a completed checkout would. */
export async function makePro(db: Database, userId: string, expiresAt = new Date(Date.now() + 365 * 86_400_000)) {
  await db.update(users).set({ stripeActive: true, stripeCanceled: false, stripeExpiresAt: expiresAt }).where(eq(users.id, userId));
}

export async function makeEmployee(db: Database, userId: string) {
  await db.update(users).set({ isEmployee: true }).where(eq(users.id, userId));
}

/** A device token for the user, through the desktop app's own call. */
export async function createDeviceToken(app: App, user: TestUser, deviceName = 'Sim PC'): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/token',
    payload: { email: user.email, password: user.password, deviceName },
  });
  if (res.statusCode !== 200) throw new Error(`token failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

export { ORIGIN as TEST_ORIGIN };

/** A signed-up user with the desktop app's device token, Pro when asked: the uploader of the stats tests. */
export interface Golfer extends TestUser {
  token: string;
}

export async function createGolfer(t: { app: App; database: { db: Database } }, { pro }: { pro: boolean }): Promise<Golfer> {
  const user = await createUser(t.app);
  if (pro) await makePro(t.database.db, user.id);
  return { ...user, token: await createDeviceToken(t.app, user) };
}
