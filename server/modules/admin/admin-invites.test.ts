import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '../../../common/constants';
import { messages } from '../../../common/messages';
import { redactUrl } from '../../app';
import { invites } from '../../db/schema/invites';
import { mailOutbox } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import { createTestApp, FAST_MAIL, type TestApp } from '../../test/harness';
import { createUser, TEST_ORIGIN, TEST_PASSWORD, uniqueEmail, type TestUser } from '../../test/factories';
import { createSmtpPeer, linkIn, settle, type SmtpPeer } from '../../test/smtp-peer';
import { newToken, openToken, sealToken } from '../accounts/tokens';
import { asUser, employee, requestInvite, sendInvite } from './admin-test-setup';

const PUBLIC_URL = 'http://localhost:3000';

/** The invite's row, with its link token as Copy Invite Link gives it (opened with the app's LINK_TOKEN_KEY). */
const inviteRow = async (t: TestApp, email: string) => {
  const row = (await t.database.db.select().from(invites).where(eq(invites.email, email)))[0];
  return { ...row, token: openToken(row.tokenSealed ?? '', t.config.linkTokenKey) ?? '' };
};

const signUp = (t: TestApp, email: string, invite?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/signup',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password: TEST_PASSWORD, password2: TEST_PASSWORD, terms: true, marketing: false, ...(invite !== undefined && { invite }) },
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
