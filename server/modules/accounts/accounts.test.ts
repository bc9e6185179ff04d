import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { deviceTokens, sessionUserColumns, sessions, signinLocks, users } from '../../db/schema/users';
import { resolveDeviceToken, resolveSession } from './service';
import { createTestApp, testAppForFile } from '../../test/harness';
import { createDeviceToken, createUser, TEST_ORIGIN, TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { sha256Hex } from './tokens';
import { messages } from '../../../common/messages';
import { medianSpreads } from '../../test/timing';

const t = testAppForFile();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { origin: TEST_ORIGIN, ...headers } });
const session = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/user/session', headers: cookie ? { cookie } : {} });
const signupBody = (email: string, password = TEST_PASSWORD, extra: Record<string, unknown> = {}) => ({
  email,
  password,
  password2: password,
  terms: true,
  marketing: false,
  ...extra,
});
const sidOf = (res: { cookies: Array<{ name: string; value: string }> }) => res.cookies.find((c) => c.name === 'sid')?.value;

describe('sign-up', () => {
  it('creates the account, signs it in and returns only the contract fields', async () => {
    const email = uniqueEmail();
    const res = await post('/api/user/signup', signupBody(email, TEST_PASSWORD, { marketing: true }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { user } = res.json();
    expect(Object.keys(user).sort()).toEqual(['_id', 'email', 'isEmployee', 'isPro', 'name', 'preferences', 'stripe']);
    expect(Object.keys(user.stripe).sort()).toEqual(['activeProSubscription', 'customerId', 'expiresAt', 'isCanceled']);
    expect(user.preferences).toEqual({ distanceUnit: 'yd', speedUnit: 'mph' });
    expect(user).toMatchObject({ email, isPro: false, isEmployee: false, name: null });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row.marketing).toBe(true);
    expect(row.acceptedTermsAt).toBeInstanceOf(Date);
    expect((await session(`sid=${sidOf(res)}`)).json().user.email).toBe(email);
  });

  it('stores an argon2id hash with OWASP parameters', async () => {
    const { email } = await createUser(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, m, iterations] = row.passwordHash.match(/m=(\d+),t=(\d+)/)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19456);
    expect(Number(iterations)).toBeGreaterThanOrEqual(2);
  });

  it('checks the fields in the spec order with the spec messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [signupBody('not-an-email', 'short', { password2: 'other' }), messages.invalidEmail],
      [signupBody('', TEST_PASSWORD), messages.invalidEmail],
      [signupBody('a@b.c', TEST_PASSWORD), messages.invalidEmail],
      [signupBody(uniqueEmail(), 'short7!', { password2: 'other' }), messages.passwordTooShort],
      [signupBody(uniqueEmail(), TEST_PASSWORD, { password2: 'something else' }), messages.passwordsDoNotMatch],
      [signupBody(uniqueEmail(), TEST_PASSWORD, { terms: false }), messages.termsRequired],
    ];
    for (const [body, error] of cases) {
      const res = await post('/api/user/signup', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(error);
    }
  });

  it('accepts 8 and 256 characters, refuses 7 and 257', async () => {
    expect((await post('/api/user/signup', signupBody(uniqueEmail(), 'x'.repeat(7)))).statusCode).toBe(400);
    expect((await post('/api/user/signup', signupBody(uniqueEmail(), 'x'.repeat(257)))).json().error).toBe(messages.passwordTooLong);
    expect((await post('/api/user/signup', signupBody(uniqueEmail(), 'x'.repeat(8)))).statusCode).toBe(200);
    expect((await post('/api/user/signup', signupBody(uniqueEmail(), 'x'.repeat(256)))).statusCode).toBe(200);
  });

  it('checks a password exactly as typed: surrounding spaces count', async () => {
    const email = uniqueEmail();
    expect((await post('/api/user/signup', signupBody(email, '  spaced pass  '))).statusCode).toBe(200);
    expect((await post('/api/user/signin', { email, password: 'spaced pass' })).statusCode).toBe(401);
    expect((await post('/api/user/signin', { email, password: '  SPACED PASS  ' })).statusCode).toBe(401);
    expect((await post('/api/user/signin', { email, password: '  spaced pass  ' })).statusCode).toBe(200);
  });

  it('treats an address in any case as one account', async () => {
    const email = uniqueEmail();
    expect((await post('/api/user/signup', signupBody(email.toUpperCase()))).json().user.email).toBe(email);
    const again = await post('/api/user/signup', signupBody(` ${email} `));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: messages.emailTaken, fields: { email: messages.emailTaken } });
    expect((await post('/api/user/signin', { email: email.toUpperCase(), password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses fields a client must not set, and stores nothing', async () => {
    const email = uniqueEmail();
    for (const extra of [{ isEmployee: true }, { isPro: true }, { stripe: { activeProSubscription: true } }]) {
      const res = await post('/api/user/signup', signupBody(email, TEST_PASSWORD, extra));
      expect(res.statusCode).toBe(400);
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});

describe('sign-in and sessions', () => {
  it('answers an unknown e-mail and a wrong password identically', async () => {
    const user = await createUser(t.app);
    const unknown = await post('/api/user/signin', { email: uniqueEmail('nobody'), password: TEST_PASSWORD });
    const wrong = await post('/api/user/signin', { email: user.email, password: 'wrong password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json().error).toBe(messages.invalidCredentials);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const user = await createUser(t.app);
    const { best, shown } = await medianSpreads(async () => {
      const unknownTimes: number[] = [];
      const wrongTimes: number[] = [];
      // Failures reset by a success now and then, so the account lock does not cut the series short.
      for (let i = 0; i < 30; i++) {
        let start = performance.now();
        await post('/api/user/signin', { email: `nobody-${i}@example.com`, password: 'wrong password' });
        unknownTimes.push(performance.now() - start);
        start = performance.now();
        await post('/api/user/signin', { email: user.email, password: 'wrong password' });
        wrongTimes.push(performance.now() - start);
        if (i % 5 === 4) await post('/api/user/signin', { email: user.email, password: TEST_PASSWORD });
      }
      return [unknownTimes, wrongTimes];
    });
    expect(best, `${shown} (unknown, wrong password)`).toBeLessThan(0.2);
  }, 180_000);

  it('requires both fields', async () => {
    for (const body of [{ email: '', password: 'x' }, { email: 'a@b.co', password: '' }, {}]) {
      const res = await post('/api/user/signin', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(messages.loginRequired);
    }
  });

  it('sets a hashed, HttpOnly, SameSite=Lax session cookie', async () => {
    const user = await createUser(t.app);
    const res = await post('/api/user/signin', { email: user.email, password: TEST_PASSWORD });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Domain=/i);
    expect(header).not.toMatch(/Secure/);
    const token = sidOf(res)!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sha256Hex(token)));
    expect(stored).toHaveLength(1);
    const all = await t.database.db.select({ id: sessions.id }).from(sessions);
    expect(all.map((s) => s.id)).not.toContain(token);
  });

  it('marks the cookie Secure when the site is served over https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://golf.example.com' });
    try {
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        headers: { origin: 'https://golf.example.com' },
        payload: signupBody(uniqueEmail()),
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });

  it('issues a new token at every sign-in; sign-out ends the session on the server', async () => {
    const user = await createUser(t.app);
    const first = sidOf(await post('/api/user/signin', { email: user.email, password: TEST_PASSWORD }))!;
    const second = sidOf(await post('/api/user/signin', { email: user.email, password: TEST_PASSWORD }))!;
    expect(first).not.toBe(second);
    const out = await t.app.inject({ method: 'GET', url: '/api/user/signout', headers: { cookie: `sid=${second}` } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^sid=;/);
    expect((await session(`sid=${second}`)).json().user).toBeNull();
    expect((await session(`sid=${first}`)).json().user.email).toBe(user.email);
    const postOut = await post('/api/user/signout', {}, { cookie: `sid=${first}` });
    expect(postOut.statusCode).toBe(200);
    expect((await session(`sid=${first}`)).json().user).toBeNull();
  });

  it('replaces the session a browser already had when it signs in again', async () => {
    const user = await createUser(t.app);
    const res = await post('/api/user/signin', { email: user.email, password: TEST_PASSWORD }, { cookie: user.cookie });
    expect(sidOf(res)).toBeDefined();
    expect((await session(user.cookie)).json().user).toBeNull();
  });

  it('ends an expired session and extends one used in its second half', async () => {
    const user = await createUser(t.app);
    const id = sha256Hex(user.cookie.slice(4));
    await t.database.db.update(sessions).set({ expiresAt: sql`now() + interval '10 days'` }).where(eq(sessions.id, id));
    const renewed = await session(user.cookie);
    expect(renewed.json().user.email).toBe(user.email);
    expect(String(renewed.headers['set-cookie'])).toMatch(/^sid=/);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);

    await t.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.id, id));
    const expired = await session(user.cookie);
    expect(expired.statusCode).toBe(200);
    expect(expired.json().user).toBeNull();
  });

  it('does not extend a session in its first half', async () => {
    const user = await createUser(t.app);
    const res = await session(user.cookie);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers a garbage cookie with no user', async () => {
    for (const cookie of ['sid=garbage', `sid=${'a'.repeat(500)}`, 'sid=']) {
      const res = await session(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toBeNull();
    }
  });
});

describe('account lock', () => {
  it('locks an account for 10 minutes after 10 failures in a row, from any IP, leaving others alone', async () => {
    const victim = await createUser(t.app);
    const bystander = await createUser(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/signin',
        remoteAddress: `10.0.${i}.${i + 1}`,
        payload: { email: victim.email, password: 'wrong password' },
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/user/signin',
      remoteAddress: '10.9.9.9',
      payload: { email: victim.email, password: TEST_PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe(messages.accountLocked);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/api/user/signin', { email: bystander.email, password: TEST_PASSWORD })).statusCode).toBe(200);

    const [row] = await t.database.db.select().from(signinLocks).where(eq(signinLocks.email, victim.email));
    expect(row.lockedUntil!.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    // Never permanent: once the ten minutes are over, the right password works again.
    await t.database.db.update(signinLocks).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(signinLocks.email, victim.email));
    expect((await post('/api/user/signin', { email: victim.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('counts failures in a row only: a success starts the count again', async () => {
    const user = await createUser(t.app);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) await post('/api/user/signin', { email: user.email, password: 'wrong password' });
      expect((await post('/api/user/signin', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    }
  });
});

describe('bounded hashing', () => {
  it('answers 200 parallel sign-ins with 200, 401 or 503 only, memory bounded', async () => {
    // Ten accounts with ten right passwords each, since every check counts towards an account's lock
    // until a success clears it; wrong guesses go to unknown addresses, one each.
    const accounts = await Promise.all(Array.from({ length: 10 }, () => createUser(t.app)));
    const before = process.memoryUsage().rss;
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post('/api/user/signin', i % 2 ? { email: accounts[(i >> 1) % 10].email, password: TEST_PASSWORD } : { email: `x${i}@example.com`, password: 'wrong' }),
      ),
    );
    const statuses = new Set(results.map((r) => r.statusCode));
    for (const s of statuses) expect([200, 401, 503]).toContain(s);
    expect(statuses.has(200) || statuses.has(401)).toBe(true);
    // 4 hashes at 19 MiB each at most, plus the queue: far from 200 × 19 MiB.
    expect(process.memoryUsage().rss - before).toBeLessThan(400 * 1024 * 1024);
  });
});

describe('device tokens', () => {
  it('gives the desktop app a bearer token, hashed at rest, accepted on the session call', async () => {
    const user = await createUser(t.app);
    const token = await createDeviceToken(t.app, user, 'Garage PC');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await t.database.db.select().from(deviceTokens).where(eq(deviceTokens.tokenHash, sha256Hex(token)));
    expect(row.name).toBe('Garage PC');
    const res = await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { authorization: `Bearer ${token}` } });
    expect(res.json().user.email).toBe(user.email);
  });

  it('refuses a revoked token, a wrong token, and a token in the URL', async () => {
    const user = await createUser(t.app);
    const token = await createDeviceToken(t.app, user);
    await t.database.db.update(deviceTokens).set({ revokedAt: new Date() }).where(eq(deviceTokens.tokenHash, sha256Hex(token)));
    const revoked = await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { authorization: `Bearer ${token}` } });
    expect(revoked.statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const inUrl = await t.app.inject({ method: 'GET', url: `/api/user/session?token=${token}&access_token=${token}` });
    expect(inUrl.json().user).toBeNull();
  });

  it('answers wrong credentials like sign-in does', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: user.email, password: 'wrong password', deviceName: 'PC' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(messages.invalidCredentials);
  });
});

describe('the session check', () => {
  it('reads the columns a request needs, never the password hash, by cookie and by device token', async () => {
    const user = await createUser(t.app);
    const token = await createDeviceToken(t.app, user);
    const bySession = await resolveSession(t.database.db, user.cookie.split('=')[1]);
    const byDevice = await resolveDeviceToken(t.database.db, token);
    for (const found of [bySession?.user, byDevice?.user]) {
      expect(found?.id).toBe(user.id);
      expect(Object.keys(found ?? {}).sort()).toEqual(Object.keys(sessionUserColumns).sort());
      expect(found).not.toHaveProperty('passwordHash');
    }
  });
});
