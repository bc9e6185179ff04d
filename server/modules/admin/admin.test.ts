import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '../../../common/constants';
import { messages } from '../../../common/messages';
import { redactUrl, routeTable } from '../../app';
import { invites } from '../../db/schema/invites';
import { mailOutbox } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import { createTestApp, type TestApp } from '../../test/harness';
import { createDeviceToken, createUser, makeEmployee, makePro, TEST_ORIGIN, TEST_PASSWORD, uniqueEmail, type TestUser } from '../../test/factories';
import { createSmtpPeer, linkIn, settle, type SmtpPeer } from '../../test/smtp-peer';
import { escapeLike } from './repo';
import { newToken, openToken, sealToken } from '../accounts/tokens';

const FAST_MAIL = { MAIL_POLL_INTERVAL_MS: '50', MAIL_RETRY_BASE_MS: '100' };
const PUBLIC_URL = 'http://localhost:3000';

interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Every route the app registered, as Fastify prints its router (`printRoutes`): a tree of path
 * segments, four characters of indentation per level, methods in brackets.
 */
function printedRoutes(t: TestApp): RegisteredRoute[] {
  const found: RegisteredRoute[] = [];
  const prefixes: string[] = [];
  for (const line of t.app.printRoutes().split('\n')) {
    const match = line.match(/^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (depth > 0 ? prefixes[depth - 1] : '') + match[2];
    prefixes[depth] = url;
    for (const method of match[3]?.split(', ') ?? []) found.push({ method, url });
  }
  return found;
}

const asUser = (user: TestUser) => ({ cookie: user.cookie });

async function employee(t: TestApp): Promise<TestUser> {
  const user = await createUser(t.app);
  await makeEmployee(t.database.db, user.id);
  return user;
}

/** Users straight into the table (no password hashing): for lists longer than a page. */
async function insertUsers(t: TestApp, rows: Array<{ email: string; createdAt: Date }>) {
  await t.database.db.insert(users).values(rows.map((r) => ({ ...r, passwordHash: 'not-a-hash', marketing: false })));
}

const requestInvite = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/invites/create', headers: { origin: TEST_ORIGIN }, payload: { email } });

/** The invite's row, with its link token as Copy Invite Link gives it (opened with the app's LINK_TOKEN_KEY). */
const inviteRow = async (t: TestApp, email: string) => {
  const row = (await t.database.db.select().from(invites).where(eq(invites.email, email)))[0];
  return { ...row, token: openToken(row.tokenSealed ?? '', t.config.linkTokenKey) ?? '' };
};

const sendInvite = (t: TestApp, who: TestUser, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/invite',
    headers: { origin: TEST_ORIGIN, ...asUser(who), ...headers },
    payload: payload as object,
  });

const signUp = (t: TestApp, email: string, invite?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/signup',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password: TEST_PASSWORD, password2: TEST_PASSWORD, terms: true, marketing: false, ...(invite !== undefined && { invite }) },
  });

describe('every /api/admin route answers 404 to anyone but a signed-in employee', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('walks the route table as anonymous, user, employee by device token, and employee', async () => {
    // The routes as buildApp registered them (onRoute), with the access each declares ...
    const registered = routeTable(t.app)
      .filter((r) => r.url.startsWith('/api/admin'))
      .flatMap((r) => [r.method].flat().map((method) => ({ method, url: r.url, access: r.config?.access })));
    const adminRoutes = registered.map(({ method, url }) => ({ method, url }));
    const key = (r: RegisteredRoute) => `${r.method} ${r.url}`;
    // ... agree with what the router serves, HEAD twins of GET routes included.
    const printed = printedRoutes(t).filter((r) => r.url.startsWith('/api/admin'));
    expect(new Set(printed.map(key))).toEqual(new Set(adminRoutes.map(key)));
    for (const route of registered) expect(route.access, key(route)).toBe('employee');
    // The walk reads what is registered; these must be among it.
    for (const known of [
      'GET /api/admin/user/:userId',
      'GET /api/admin/users',
      'GET /api/admin/invites',
      'POST /api/admin/invite',
      'POST /api/admin/releases',
    ]) {
      expect(adminRoutes.map(key)).toContain(known);
    }
    for (const route of adminRoutes) expect(t.app.hasRoute(route), key(route)).toBe(true);

    const user = await createUser(t.app);
    const boss = await employee(t);
    const bossDevice = await createDeviceToken(t.app, boss);
    await requestInvite(t, uniqueEmail('walk'));
    const [invite] = await t.database.db.select().from(invites).limit(1);

    // What an employee sends to each known route to succeed; any other route gets an empty body.
    const bodies: Record<string, unknown> = {
      'POST /api/admin/invite': { invite: { _id: invite.id } },
      'POST /api/admin/releases': { version: '9.9.9', url: 'https://downloads.example.com/walk.exe' },
    };
    const unknownPath = await t.app.inject({ method: 'GET', url: '/api/admin/no-such-thing' });

    for (const route of adminRoutes) {
      const url = route.url.replace(/:[A-Za-z]+/g, boss.id);
      const name = key(route);
      const payload = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH' || route.method === 'DELETE' ? (bodies[name] ?? {}) : undefined;
      const call = (headers: Record<string, string>) =>
        t.app.inject({ method: route.method as 'GET', url, headers: { origin: TEST_ORIGIN, ...headers }, ...(payload !== undefined && { payload: payload as object }) });

      const anonymous = await call({});
      const signedIn = await call(asUser(user));
      const device = await call({ authorization: `Bearer ${bossDevice}` });
      const deviceAndCookie = await call({ authorization: `Bearer ${bossDevice}`, ...asUser(boss) });
      const staff = await call(asUser(boss));

      for (const refused of [anonymous, signedIn, device, deviceAndCookie]) {
        expect(refused.statusCode, name).toBe(404);
        // Not told apart from a path that does not exist (HEAD answers carry no body).
        if (route.method !== 'HEAD') expect(refused.json(), name).toEqual(unknownPath.json());
      }
      expect(staff.statusCode, `${name} as employee: ${staff.body}`).not.toBe(404);
      if (bodies[name] !== undefined || route.method === 'GET' || route.method === 'HEAD') expect(staff.statusCode, `${name}: ${staff.body}`).toBe(200);
    }
  });

  it('an employee who loses the role loses the area at once', async () => {
    const boss = await employee(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: asUser(boss) })).statusCode).toBe(200);
    await t.database.db.update(users).set({ isEmployee: false }).where(eq(users.id, boss.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: asUser(boss) })).statusCode).toBe(404);
  });

  it('refuses a send from a foreign origin, even by an employee', async () => {
    const boss = await employee(t);
    const res = await sendInvite(t, boss, { invite: { _id: '00000000-0000-4000-8000-000000000000' } }, { origin: 'https://evil.test' });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/admin/users: pages and search', () => {
  let t: TestApp;
  let boss: TestUser;
  const base = Date.parse('2025-01-01T00:00:00Z');
  // 2 users made by the API (the employee and nobody else) + 60 inserted here.
  const inserted = Array.from({ length: 60 }, (_, i) => ({ email: `member-${String(i).padStart(2, '0')}@club.example.com`, createdAt: new Date(base + i * 60_000) }));
  const special = [
    { email: 'percent%sign@odd.example.com', createdAt: new Date(base - 1000) },
    { email: 'percentxsign@odd.example.com', createdAt: new Date(base - 2000) },
    { email: 'under_score@odd.example.com', createdAt: new Date(base - 3000) },
    { email: 'underxscore@odd.example.com', createdAt: new Date(base - 4000) },
    { email: 'back\\slash@odd.example.com', createdAt: new Date(base - 5000) },
  ];
  const list = (query: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/admin/users', query, headers: asUser(boss) });

  beforeAll(async () => {
    t = await createTestApp();
    boss = await employee(t);
    await insertUsers(t, [...inserted, ...special]);
  });
  afterAll(() => t.close());

  it(`pages of ${ADMIN_PAGE_SIZE}, newest first, from page 1, with the total and the number of pages`, async () => {
    const total = 1 + inserted.length + special.length;
    const pages = Math.ceil(total / ADMIN_PAGE_SIZE);
    expect(pages).toBe(3);
    const first = (await list({})).json();
    expect(first).toMatchObject({ total, pages, page: 1, pageSize: ADMIN_PAGE_SIZE });
    expect(first.users).toHaveLength(ADMIN_PAGE_SIZE);
    // The employee signed up just now, so comes first; then the inserted ones, newest first.
    expect(first.users[0].email).toBe(boss.email);
    expect(first.users[1].email).toBe('member-59@club.example.com');
    expect((await list({ page: '1' })).json()).toEqual(first);

    const second = (await list({ page: '2' })).json();
    expect(second.users.map((u: { email: string }) => u.email)).toEqual(
      Array.from({ length: ADMIN_PAGE_SIZE }, (_, i) => `member-${String(35 - i).padStart(2, '0')}@club.example.com`),
    );
    const third = (await list({ page: '3' })).json();
    expect(third.users).toHaveLength(total - 2 * ADMIN_PAGE_SIZE);
    expect(third.users.at(-1).email).toBe('back\\slash@odd.example.com');
    const seen = [...first.users, ...second.users, ...third.users].map((u: { _id: string }) => u._id);
    expect(new Set(seen).size).toBe(total);

    expect((await list({ page: '4' })).json()).toEqual({ users: [], total, pages, page: 4, pageSize: ADMIN_PAGE_SIZE });
  });

  it.each(['0', '-1', 'abc', '1.5', '1e3', ' 2', '0x10', '9999999'])('refuses page=%j with 400', async (page) => {
    const res = await list({ page });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: messages.adminPageInvalid, code: 'validation' });
  });

  it('refuses unknown query parameters and an overlong search', async () => {
    expect((await list({ pageSize: '1000' })).statusCode).toBe(400);
    expect((await list({ q: 'a'.repeat(255) })).json()).toMatchObject({ error: messages.adminSearchTooLong });
  });

  const emailsFor = async (q: string) => {
    const res = await list({ q });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(body.users.length);
    return body.users.map((u: { email: string }) => u.email);
  };

  it('searches by part of the e-mail, without regard to case', async () => {
    expect(await emailsFor('member-4')).toEqual(Array.from({ length: 10 }, (_, i) => `member-4${9 - i}@club.example.com`));
    expect(await emailsFor('MEMBER-07')).toEqual(['member-07@club.example.com']);
    expect(await emailsFor('  member-07  ')).toEqual(['member-07@club.example.com']);
    expect(await emailsFor('nobody-has-this')).toEqual([]);
  });

  it('takes % and _ in the search as plain characters, not as wildcards', async () => {
    expect(await emailsFor('%')).toEqual(['percent%sign@odd.example.com']);
    expect(await emailsFor('percent%sign')).toEqual(['percent%sign@odd.example.com']);
    expect(await emailsFor('_')).toEqual(['under_score@odd.example.com']);
    expect(await emailsFor('under_score')).toEqual(['under_score@odd.example.com']);
    expect(await emailsFor('\\')).toEqual(['back\\slash@odd.example.com']);
    expect(await emailsFor('%_')).toEqual([]);
    // Unescaped, '_' would match every address with a character before '@', and '%' every one.
    expect(await emailsFor('underxscore')).toEqual(['underxscore@odd.example.com']);
  });

  it('pages through the results of a search, with their own total', async () => {
    const res = (await list({ q: 'club.example', page: '3' })).json();
    expect(res).toMatchObject({ total: 60, pages: 3, page: 3 });
    expect(res.users.map((u: { email: string }) => u.email)).toEqual(
      Array.from({ length: 10 }, (_, i) => `member-${String(9 - i).padStart(2, '0')}@club.example.com`),
    );
  });

  it('escapes the LIKE pattern characters and its escape character', () => {
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
    expect(escapeLike('plain')).toBe('plain');
  });
});

describe('GET /api/admin/user/{userId}', () => {
  let t: TestApp;
  let boss: TestUser;
  const get = (id: string) => t.app.inject({ method: 'GET', url: `/api/admin/user/${id}`, headers: asUser(boss) });

  beforeAll(async () => {
    t = await createTestApp();
    boss = await employee(t);
  });
  afterAll(() => t.close());

  it('shows the admin view of spec section 3 and nothing more', async () => {
    const golfer = await createUser(t.app, { marketing: true });
    await makePro(t.database.db, golfer.id);
    await t.database.db.update(users).set({ name: 'Ann Golfer', stripeCustomerId: 'cus_123' }).where(eq(users.id, golfer.id));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, golfer.id));

    const res = await get(golfer.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      user: {
        _id: golfer.id,
        email: golfer.email,
        name: 'Ann Golfer',
        createdAt: row.createdAt.toISOString(),
        acceptedTermsAt: row.acceptedTermsAt!.toISOString(),
        marketing: true,
        isPro: true,
        isEmployee: false,
        stripe: { customerId: 'cus_123' },
      },
    });
    expect(res.body).not.toContain(row.passwordHash);
  });

  it('gives null for what is not set, and the employee flag', async () => {
    await insertUsers(t, [{ email: 'plain@example.com', createdAt: new Date('2025-03-04T05:06:07Z') }]);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'plain@example.com'));
    expect((await get(row.id)).json().user).toMatchObject({ name: null, acceptedTermsAt: null, marketing: false, isPro: false, stripe: { customerId: null } });
    expect((await get(boss.id)).json().user).toMatchObject({ isEmployee: true });
  });

  it('a Pro plan that expired is not Pro', async () => {
    const lapsed = await createUser(t.app);
    await makePro(t.database.db, lapsed.id, new Date(Date.now() - 86_400_000));
    expect((await get(lapsed.id)).json().user.isPro).toBe(false);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1', "1' or '1'='1"])('answers 404 User not found for %j', async (id) => {
    const res = await get(encodeURIComponent(id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: messages.adminUserNotFound, code: 'not_found' });
  });
});

describe('GET /api/admin/invites and POST /api/admin/invite', () => {
  let t: TestApp;
  let boss: TestUser;
  const list = (page?: string) => t.app.inject({ method: 'GET', url: '/api/admin/invites', query: page ? { page } : {}, headers: asUser(boss) });

  beforeAll(async () => {
    t = await createTestApp();
    boss = await employee(t);
  });
  afterAll(() => t.close());

  it('lists requests newest first, each with its link from PUBLIC_URL, in pages', async () => {
    const emails = Array.from({ length: ADMIN_PAGE_SIZE + 2 }, (_, i) => `request-${String(i).padStart(2, '0')}@example.com`);
    await t.database.db.insert(invites).values(
      emails.map((email, i) => ({
        email,
        tokenHash: newToken().hash,
        tokenSealed: sealToken(`token-${i}`, t.config.linkTokenKey),
        createdAt: new Date(Date.parse('2025-05-01T00:00:00Z') + i * 1000),
      })),
    );
    const first = (await list()).json();
    expect(first).toMatchObject({ total: emails.length, pages: 2, page: 1, pageSize: ADMIN_PAGE_SIZE });
    expect(first.invites[0]).toEqual({
      _id: expect.any(String),
      email: `request-${ADMIN_PAGE_SIZE + 1}@example.com`,
      createdAt: new Date(Date.parse('2025-05-01T00:00:00Z') + (ADMIN_PAGE_SIZE + 1) * 1000).toISOString(),
      sentAt: null,
      usedAt: null,
      link: `${PUBLIC_URL}/signup?invite=token-${ADMIN_PAGE_SIZE + 1}`,
    });
    const second = (await list('2')).json();
    expect(second.invites.map((i: { email: string }) => i.email)).toEqual(['request-01@example.com', 'request-00@example.com']);
    expect((await list('0')).statusCode).toBe(400);
  });

  it('sends by _id alone: the rest of the posted record is ignored, sentAt is set and one mail queued', async () => {
    const email = uniqueEmail('invitee');
    await requestInvite(t, email);
    const row = await inviteRow(t, email);
    const listed = (await list()).json().invites.find((i: { email: string }) => i.email === email);
    // The whole record, as the web app sends it, with its fields tampered with.
    const forged = { ...listed, email: 'attacker@evil.test', sentAt: null, usedAt: '2020-01-01T00:00:00.000Z', link: 'https://evil.test/x' };

    const res = await sendInvite(t, boss, { invite: forged });
    expect(res.statusCode, res.body).toBe(200);
    const after = await inviteRow(t, email);
    expect(after.sentAt).toBeInstanceOf(Date);
    expect(after.usedAt).toBeNull();
    expect(res.json()).toEqual({ invite: { ...listed, sentAt: after.sentAt!.toISOString() } });

    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'invite'));
    expect(mails.map((m) => [m.recipient, m.data])).toEqual([[email, { token: row.token }]]);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'attacker@evil.test'))).toEqual([]);
  });

  it('sends each invite once: a second send, or two at once, queue no second mail', async () => {
    const email = uniqueEmail('twice');
    await requestInvite(t, email);
    const row = await inviteRow(t, email);
    const answers = await Promise.all([sendInvite(t, boss, { invite: { _id: row.id } }), sendInvite(t, boss, { invite: { _id: row.id } })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({ error: messages.inviteAlreadySent, code: 'invite_already_sent' });
    const again = await sendInvite(t, boss, { invite: { _id: row.id } });
    expect(again.statusCode).toBe(409);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).toHaveLength(1);
  });

  it('does not send an invite that was used through a copied link', async () => {
    const email = uniqueEmail('copied');
    await requestInvite(t, email);
    const row = await inviteRow(t, email);
    expect((await signUp(t, email, row.token)).statusCode).toBe(200);
    const res = await sendInvite(t, boss, { invite: { _id: row.id } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: messages.inviteAlreadyUsed, code: 'invite_used' });
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).toHaveLength(0);
    expect((await inviteRow(t, email)).sentAt).toBeNull();
  });

  it.each([
    ['an unknown id', { invite: { _id: '00000000-0000-4000-8000-000000000000' } }, 404],
    ['an id that is no uuid', { invite: { _id: 'nope' } }, 404],
    ['no _id', { invite: { email: 'a@b.co' } }, 400],
    ['no invite', {}, 400],
    ['an _id that is not text', { invite: { _id: ['x'] } }, 400],
    ['an unknown top-level field', { invite: { _id: '00000000-0000-4000-8000-000000000000' }, sentAt: null }, 400],
  ])('answers %s with %i and queues nothing', async (_case, payload, status) => {
    const before = (await t.database.db.select().from(mailOutbox)).length;
    const res = await sendInvite(t, boss, payload);
    expect(res.statusCode).toBe(status);
    if (status === 404) expect(res.json()).toEqual({ error: messages.inviteNotFound, code: 'not_found' });
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before);
  });
});

describe('invite links: the public look-up and sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const lookup = (token: string) => t.app.inject({ method: 'GET', url: `/api/invites/${token}` });

  it('tells the invited address and nothing else, until the invite is used', async () => {
    const email = uniqueEmail('lookup');
    await requestInvite(t, email);
    const { token } = await inviteRow(t, email);
    const res = await lookup(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email });
    expect(res.headers['cache-control']).toBe('no-store');

    expect((await signUp(t, uniqueEmail('other-address'), token)).statusCode).toBe(200);
    const used = await lookup(token);
    expect(used.statusCode).toBe(404);
    expect(used.json()).toEqual({ error: messages.inviteLinkInvalid, code: 'not_found' });
  });

  it.each(['x'.repeat(43), 'short', 'a'.repeat(129), '%27%20or%201%3D1'])('answers 404 or 400 for the token %j, revealing nothing', async (token) => {
    const res = await lookup(token);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('@');
  });

  it('signing up through the link marks the invite used in the same transaction, once', async () => {
    const email = uniqueEmail('joiner');
    await requestInvite(t, email);
    const { token } = await inviteRow(t, email);
    const res = await signUp(t, email, token);
    expect(res.statusCode).toBe(200);
    const used = await inviteRow(t, email);
    expect(used.usedAt).toBeInstanceOf(Date);

    // A second sign-up through the same link is refused, and creates no account.
    const second = uniqueEmail('second');
    const again = await signUp(t, second, token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: messages.inviteLinkInvalid, code: 'invite_invalid' });
    expect(await t.database.db.select().from(users).where(eq(users.email, second))).toEqual([]);
    expect((await inviteRow(t, email)).usedAt).toEqual(used.usedAt);
  });

  it('of two sign-ups racing with one link, exactly one gets the account', async () => {
    const email = uniqueEmail('race');
    await requestInvite(t, email);
    const { token } = await inviteRow(t, email);
    const [a, b] = [uniqueEmail('racer-a'), uniqueEmail('racer-b')];
    const answers = await Promise.all([signUp(t, a, token), signUp(t, b, token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const created = await t.database.db.select().from(users).where(eq(users.email, answers[0].statusCode === 200 ? a : b));
    const refused = await t.database.db.select().from(users).where(eq(users.email, answers[0].statusCode === 200 ? b : a));
    expect([created.length, refused.length]).toEqual([1, 0]);
  });

  it('a sign-up whose address is taken leaves the invite unused', async () => {
    const email = uniqueEmail('taken');
    await requestInvite(t, email);
    const existing = await createUser(t.app);
    const { token } = await inviteRow(t, email);
    expect((await signUp(t, existing.email, token)).statusCode).toBe(409);
    expect((await inviteRow(t, email)).usedAt).toBeNull();
  });

  it('refuses an unknown invite token; a sign-up without one works as ever', async () => {
    const email = uniqueEmail('plain');
    expect((await signUp(t, email, 'no-such-token')).json()).toMatchObject({ code: 'invite_invalid' });
    expect((await signUp(t, email)).statusCode).toBe(200);
  });

  it('keeps invite tokens in paths out of the logs', () => {
    expect(redactUrl('/api/invites/abcDEF_123-xyz')).toBe('/api/invites/[redacted]');
    expect(redactUrl('/api/invites/abc?x=1')).toBe('/api/invites/[redacted]?x=1');
    expect(redactUrl('/api/invites/create')).toBe('/api/invites/create');
    expect(redactUrl('/signup?invite=abc')).toBe('/signup?invite=[redacted]');
  });
});

describe('invite send → mail through a real SMTP peer → sign-up through the link → Used', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = await createSmtpPeer();
    t = await createTestApp({ SMTP_URL: peer.url, ...FAST_MAIL });
  });
  afterAll(async () => {
    await t.close();
    await peer.stop();
  });

  it('walks the whole way, and the link works once', async () => {
    const email = uniqueEmail('beta-fan');
    expect((await requestInvite(t, email)).statusCode).toBe(200);
    const boss = await employee(t);

    const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/invites', headers: asUser(boss) })).json();
    expect(listed.total).toBe(1);
    const [invite] = listed.invites;
    expect(invite).toMatchObject({ email, sentAt: null, usedAt: null });

    // A forged Host header changes nothing about the mailed link.
    const sent = await sendInvite(t, boss, { invite }, { host: 'evil.test' });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await peer.waitForMails(1, email);
    expect(mail.raw).toMatch(/^Subject: Your OpenGolfSim beta invite/m);
    const link = linkIn(mail, `${PUBLIC_URL}/signup?invite=`);
    expect(link).toBe(invite.link);
    expect(mail.decoded).not.toContain('evil.test');

    const token = new URL(link).searchParams.get('invite')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await t.app.inject({ method: 'GET', url: `/api/invites/${token}` })).json()).toEqual({ email });

    const joined = await signUp(t, email, token);
    expect(joined.statusCode, joined.body).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/api/admin/invites', headers: asUser(boss) })).json().invites[0];
    expect(after.sentAt).toEqual(expect.any(String));
    expect(after.usedAt).toEqual(expect.any(String));
    expect(Date.parse(after.usedAt)).toBeGreaterThanOrEqual(Date.parse(after.sentAt));

    // Once used, the link neither looks up nor signs anyone else up.
    expect((await t.app.inject({ method: 'GET', url: `/api/invites/${token}` })).statusCode).toBe(404);
    expect((await signUp(t, uniqueEmail('late'), token)).statusCode).toBe(400);
    await settle();
    expect(peer.mailsTo(email)).toHaveLength(1);
  });

  it('an invite whose link cannot be shown (LINK_TOKEN_KEY changed) has no link to copy, and Send Invite mails a new one that works', async () => {
    const email = uniqueEmail('rekeyed');
    expect((await requestInvite(t, email)).statusCode).toBe(200);
    const boss = await employee(t);
    await t.database.db.update(invites).set({ tokenSealed: sealToken('an-old-token', Buffer.alloc(32, 7)) }).where(eq(invites.email, email));
    const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/invites', headers: asUser(boss) })).json();
    const invite = listed.invites.find((i: { email: string }) => i.email === email);
    expect(invite.link).toBeNull();
    const sent = await sendInvite(t, boss, { invite });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await peer.waitForMails(1, email);
    const link = linkIn(mail, `${PUBLIC_URL}/signup?invite=`);
    expect(sent.json().invite.link).toBe(link);
    const token = new URL(link).searchParams.get('invite')!;
    expect((await t.app.inject({ method: 'GET', url: `/api/invites/${token}` })).json()).toEqual({ email });
  });
});
