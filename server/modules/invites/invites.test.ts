import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import { invites } from '../../db/schema/invites';
import { createTestApp, type TestApp } from '../../test/harness';
import { TEST_ORIGIN, uniqueEmail } from '../../test/factories';
import { startSiteverifyStandIn, type SiteverifyStandIn } from '../../test/siteverify-stand-in';
import * as repo from './repo';
import { sealLegacyInviteTokens } from './service';
import { openToken, sealToken, sha256Hex } from '../accounts/tokens';

const requestInvite = (t: TestApp, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/invites/create', headers: { origin: TEST_ORIGIN, ...headers }, payload: payload as object });

const invitesFor = (t: TestApp, email: string) => t.database.db.select().from(invites).where(eq(invites.email, email));

describe('POST /api/invites/create without human-verification keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores the request: address normalised, a 32-byte URL-safe token, not yet sent or used', async () => {
    const email = uniqueEmail('beta');
    const res = await requestInvite(t, { email: `  ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const rows = await invitesFor(t, email);
    expect(rows).toHaveLength(1);
    // The token (32 random bytes, base64url) only as its hash and a copy sealed with LINK_TOKEN_KEY.
    const token = openToken(rows[0].tokenSealed ?? '', t.config.linkTokenKey);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rows[0].tokenHash).toBe(sha256Hex(token!));
    expect(rows[0].token).toBeNull();
    expect(Object.values(rows[0])).not.toContain(token);
    expect(rows[0]).toMatchObject({ sentAt: null, usedAt: null });
    expect(rows[0].createdAt).toBeInstanceOf(Date);
    expect(res.body).not.toContain(token);
  });

  it('answers a second request for the same address the same, and creates nothing new', async () => {
    const email = uniqueEmail('again');
    const first = await requestInvite(t, { email });
    const [before] = await invitesFor(t, email);
    const second = await requestInvite(t, { email: email.toUpperCase() });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    const after = await invitesFor(t, email);
    expect(after).toEqual([before]);
  });

  it('creates one row when requests for one address race', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(Array.from({ length: 5 }, () => requestInvite(t, { email })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await invitesFor(t, email)).toHaveLength(1);
  });

  it.each([
    ['missing', {}],
    ['empty', { email: '' }],
    ['blank', { email: '   ' }],
    ['without a domain', { email: 'golfer@' }],
    ['without a top-level domain', { email: 'golfer@example' }],
    ['not a string', { email: ['a@b.co'] }],
  ])('refuses an address that is %s with 400 A valid email is required', async (_case, payload) => {
    const res = await requestInvite(t, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: messages.betaEmailRequired, code: 'validation', fields: { email: messages.betaEmailRequired } });
  });

  it('refuses an overlong address, unknown fields and a foreign origin, storing nothing', async () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect((await requestInvite(t, { email: long })).json()).toMatchObject({ error: messages.emailTooLong });
    const extra = uniqueEmail('extra');
    expect((await requestInvite(t, { email: extra, sentAt: '2020-01-01' })).statusCode).toBe(400);
    const foreign = uniqueEmail('foreign');
    expect((await requestInvite(t, { email: foreign }, { origin: 'https://evil.test' })).statusCode).toBe(403);
    expect(await invitesFor(t, extra)).toHaveLength(0);
    expect(await invitesFor(t, foreign)).toHaveLength(0);
  });
});

describe('invites repo: what the admin area reuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('inserts or gets by e-mail, finds by id and lists pages newest first with the total', async () => {
    const db = t.database.db;
    const stored = (token: string) => ({ tokenHash: sha256Hex(token), tokenSealed: sealToken(token, t.config.linkTokenKey) });
    const first = await repo.insertOrGetInviteByEmail(db, 'one@example.com', stored('token-one'));
    expect(first.created).toBe(true);
    const again = await repo.insertOrGetInviteByEmail(db, 'one@example.com', stored('token-other'));
    expect(again).toEqual({ invite: first.invite, created: false });
    for (const n of [2, 3, 4, 5]) {
      await repo.insertOrGetInviteByEmail(db, `${n}@example.com`, stored(`token-${n}`));
    }
    // One second apart in the order made: two inserts can share a clock tick (PGlite's clock
    // counts milliseconds), and then the id alone would order them.
    for (const [n, email] of ['one', '2', '3', '4', '5'].entries()) {
      await db.update(invites).set({ createdAt: new Date(Date.UTC(2026, 0, 1, 12, 0, n)) }).where(eq(invites.email, `${email}@example.com`));
    }
    first.invite.createdAt = new Date(Date.UTC(2026, 0, 1, 12, 0, 0));
    expect(await repo.findInviteById(db, first.invite.id)).toEqual(first.invite);
    expect(await repo.findInviteById(db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();

    const page1 = await repo.listInvites(db, { page: 1, pageSize: 2 });
    const page3 = await repo.listInvites(db, { page: 3, pageSize: 2 });
    const page4 = await repo.listInvites(db, { page: 4, pageSize: 2 });
    expect(page1.total).toBe(5);
    expect(page1.invites.map((i) => i.email)).toEqual(['5@example.com', '4@example.com']);
    expect(page3.invites.map((i) => i.email)).toEqual(['one@example.com']);
    expect(page4).toEqual({ invites: [], total: 5 });
  });
});

describe('invites made before tokens were hashed (migration 0013)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keep their link working, and get it sealed and the clear token forgotten at start', async () => {
    const db = t.database.db;
    const token = 'I'.repeat(43);
    const email = uniqueEmail('legacy');
    // As migration 0013 leaves an old row: the hash computed in SQL, the clear token until the next start.
    await db.insert(invites).values({ email, token, tokenHash: sql`encode(sha256(convert_to(${token}, 'UTF8')), 'hex')` });
    expect((await t.app.inject({ method: 'GET', url: `/api/invites/${token}` })).json()).toEqual({ email });
    expect(await sealLegacyInviteTokens(db, t.config.linkTokenKey)).toBe(1);
    expect(await sealLegacyInviteTokens(db, t.config.linkTokenKey)).toBe(0);
    const [row] = await invitesFor(t, email);
    expect(row.token).toBeNull();
    expect(openToken(row.tokenSealed ?? '', t.config.linkTokenKey)).toBe(token);
    expect((await t.app.inject({ method: 'GET', url: `/api/invites/${token}` })).json()).toEqual({ email });
  });
});

describe('POST /api/invites/create rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH: '10' });
  });
  afterAll(() => t.close());

  it('answers the 11th request from one IP within a minute with 429 and Retry-After', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await requestInvite(t, { email: uniqueEmail('limit') })).statusCode).toBe(200);
    }
    const eleventh = await requestInvite(t, { email: uniqueEmail('limit') });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.headers['retry-after']).toBeDefined();
    expect(eleventh.json()).toMatchObject({ error: messages.tooManyRequests, code: 'rate_limited' });
    // Another IP still gets through; a forged X-Forwarded-For does not (trustProxy is off).
    expect((await requestInvite(t, { email: uniqueEmail('limit') }, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(429);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/invites/create',
      remoteAddress: '198.51.100.7',
      headers: { origin: TEST_ORIGIN },
      payload: { email: uniqueEmail('limit') },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('POST /api/invites/create with human-verification keys', () => {
  let t: TestApp;
  let siteverify: SiteverifyStandIn;
  beforeAll(async () => {
    siteverify = await startSiteverifyStandIn();
    t = await createTestApp({
      RECAPTCHA_SITE_KEY: 'test-site-key',
      RECAPTCHA_SECRET_KEY: 'test-secret-key',
      RECAPTCHA_VERIFY_URL: siteverify.url,
    });
    siteverify.answer('human', { success: true, action: 'beta', score: 0.9 });
    siteverify.answer('bot', { success: true, action: 'beta', score: 0.1 });
    siteverify.answer('login-token', { success: true, action: 'login', score: 0.9 });
    siteverify.answer('down', { status: 500 });
  });
  afterAll(async () => {
    await t.close();
    await siteverify.close();
  });

  it('stores the request of a verified human', async () => {
    const email = uniqueEmail('human');
    const res = await requestInvite(t, { email, token: 'human' });
    expect(res.statusCode).toBe(200);
    expect(await invitesFor(t, email)).toHaveLength(1);
  });

  it.each([
    ['no token', undefined],
    ['a low score', 'bot'],
    ['a token for another action', 'login-token'],
    ['a token siteverify does not know', 'forged'],
    ['a token siteverify could not check', 'down'],
  ])('refuses %s with 400 Failed human verification and stores nothing', async (_case, token) => {
    const email = uniqueEmail('refused');
    const res = await requestInvite(t, { email, ...(token && { token }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: messages.failedHumanVerification, code: 'human_verification_failed' });
    expect(await invitesFor(t, email)).toHaveLength(0);
  });

  it('checks the address before asking siteverify', async () => {
    const before = siteverify.received.length;
    const res = await requestInvite(t, { email: '', token: 'human' });
    expect(res.json()).toMatchObject({ error: messages.betaEmailRequired });
    expect(siteverify.received.length).toBe(before);
  });
});
