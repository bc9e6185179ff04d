import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '../../../common/constants';
import { messages } from '../../../common/messages';
import { users } from '../../db/schema/users';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUser, makePro, type TestUser } from '../../test/factories';
import { escapeLike } from './repo';
import { asUser, employee } from './admin-test-setup';

/** Users straight into the table (no password hashing): for lists longer than a page. */
async function insertUsers(t: TestApp, rows: Array<{ email: string; createdAt: Date }>) {
  await t.database.db.insert(users).values(rows.map((r) => ({ ...r, passwordHash: 'not-a-hash', marketing: false })));
}

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
