import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import { clipJobs, clips } from '../../db/schema/clips';
import { queryRows } from '../../db/query';
import { users } from '../../db/schema/users';
import { createTestApp, type TestApp } from '../../test/harness';
import { createDeviceToken, createUser, TEST_ORIGIN, type Golfer, type TestUser } from '../../test/factories';
import { round, session, shot, uploadAll } from '../../test/ingest-fixtures';
import { createSmtpPeer, settle, type SmtpPeer } from '../../test/smtp-peer';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in';
import { event, nowSeconds, sendWebhook, STRIPE_SECRET_KEY, subscriptionObject, WEBHOOK_SECRET } from '../subscriptions/webhook-payloads';

/**
 * Settings, Delete Account, through the real app: the password typed again, every record of the
 * account gone, the subscription canceled at the Stripe stand-in and a mail at the SMTP peer.
 */
let t: TestApp;
let peer: SmtpPeer;
let stripe: StripeStandIn;
beforeAll(async () => {
  peer = await createSmtpPeer();
  stripe = await startStripeStandIn();
  t = await createTestApp({
    SMTP_URL: peer.url,
    MAIL_POLL_INTERVAL_MS: '50',
    MAIL_RETRY_BASE_MS: '100',
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await peer?.stop();
});
beforeEach(() => stripe.reset());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { origin: TEST_ORIGIN, ...headers } });
const deleteAccount = (user: TestUser, password: string) => post('/api/user/delete-account', { _id: user.id, password }, { cookie: user.cookie });

/** Every table with a `user_id` column, and how many rows of the user each holds. */
async function rowsOf(userId: string): Promise<Record<string, number>> {
  const tables = await queryRows<{ table_name: string }>(
    t.database.db,
    sql`select table_name from information_schema.columns where column_name = 'user_id' and table_schema = current_schema() order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [{ n }] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}::uuid`);
    counts[table] = n;
  }
  const [{ n }] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users where id = ${userId}::uuid`);
  counts.users = n;
  return counts;
}

/** A Pro golfer with a Stripe subscription, a round, a range session with shots, a clip, a share link and a desktop app. */
async function fullAccount(): Promise<Golfer & { subscriptionId: string; customer: string; clipId: string; shareToken: string }> {
  const user = await createUser(t.app);
  const token = await createDeviceToken(t.app, user);
  const customer = `cus_${user.id.slice(0, 8)}`;
  const subscriptionId = `sub_${user.id.slice(0, 8)}`;
  await t.database.db.update(users).set({ stripeCustomerId: customer }).where(eq(users.id, user.id));
  const periodEnd = nowSeconds() + 300 * 86_400;
  stripe.subscriptions.set(subscriptionId, { customer, periodEnd });
  const webhook = await sendWebhook(t.app, event('customer.subscription.created', subscriptionObject({ customer, id: subscriptionId, periodEnd }), nowSeconds() - 60));
  expect(webhook.statusCode, webhook.body).toBe(200);

  await uploadAll(t.app, token, 'rounds', [round({ course: 'Going Away', players: ['Ann'], pars: [4, 3], scores: { Ann: [5, 3] } })]);
  const range = session();
  await uploadAll(t.app, token, 'sessions', [range]);
  await uploadAll(t.app, token, 'shots', [shot({ sessionClientId: range.clientId }), shot({ sessionClientId: range.clientId })]);
  const [{ id: shotId }] = await queryRows<{ id: number }>(t.database.db, sql`select id from shots where user_id = ${user.id}::uuid limit 1`);
  const clipId = randomUUID();
  await t.database.db.insert(clips).values({ id: clipId, userId: user.id, clientId: 'clip-1', shotId, camera: 'face-on', fps: 120, declaredSize: 1000, status: 'ready' });

  const rounds = await t.app.inject({ method: 'GET', url: '/api/stats/rounds', headers: { cookie: user.cookie } });
  const share = await post('/api/shared-reports', { kind: 'round', roundId: rounds.json().rounds[0]._id }, { cookie: user.cookie });
  expect(share.statusCode, share.body).toBe(200);
  const shareToken = share.json().report.url.split('/shared/')[1];
  return { ...user, token, subscriptionId, customer, clipId, shareToken };
}

describe('deleting the account', () => {
  it('with a wrong password says so and deletes nothing, cancels nothing, mails nothing', async () => {
    const golfer = await fullAccount();
    const before = await rowsOf(golfer.id);

    const res = await deleteAccount(golfer, 'not my password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: messages.deleteAccountPasswordWrong, code: 'wrong_password', fields: { password: messages.deleteAccountPasswordWrong } });

    expect(await rowsOf(golfer.id)).toEqual(before);
    expect(stripe.callsTo('/v1/subscriptions')).toHaveLength(0);
    const session = await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { cookie: golfer.cookie } });
    expect(session.json().user.email).toBe(golfer.email);
    await settle();
    expect(peer.mailsTo(golfer.email)).toHaveLength(0);
  });

  it('removes every record, share link, device token and session, queues the clip objects’ removal, cancels at Stripe and mails a confirmation', async () => {
    const golfer = await fullAccount();
    const other = await fullAccount();
    const otherBefore = await rowsOf(other.id);
    const before = await rowsOf(golfer.id);
    for (const table of ['rounds', 'range_sessions', 'shots', 'clips', 'shared_reports', 'device_tokens', 'sessions']) expect(before[table], table).toBeGreaterThan(0);

    const res = await deleteAccount(golfer, golfer.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');

    // Every table keyed by the account holds nothing of it.
    const after = await rowsOf(golfer.id);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    const jobs = await t.database.db.select().from(clipJobs).where(eq(clipJobs.clipId, golfer.clipId));
    expect(jobs.map((j) => j.kind)).toEqual(['remove']);
    // The other account is untouched.
    expect(await rowsOf(other.id)).toEqual(otherBefore);

    // The subscription ended at Stripe, at once.
    expect(stripe.callsTo(`/v1/subscriptions/${golfer.subscriptionId}`, 'DELETE')).toHaveLength(1);
    expect(stripe.subscriptions.has(golfer.subscriptionId)).toBe(false);
    expect(stripe.subscriptions.has(other.subscriptionId)).toBe(true);
    // Stripe's event of that cancel, arriving after the account is gone, is answered and changes nothing.
    const late = await sendWebhook(t.app, event('customer.subscription.deleted', subscriptionObject({ customer: golfer.customer, id: golfer.subscriptionId, periodEnd: nowSeconds(), status: 'canceled' })));
    expect(late.statusCode, late.body).toBe(200);

    // Signed out everywhere; the link and the desktop app no longer work; the password opens nothing.
    const session = await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { cookie: golfer.cookie } });
    expect(session.json().user).toBeNull();
    const bearer = await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { authorization: `Bearer ${golfer.token}` } });
    expect(bearer.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/shared/${golfer.shareToken}` })).statusCode).toBe(404);
    expect((await post('/api/user/signin', { email: golfer.email, password: golfer.password })).statusCode).toBe(401);

    const [mail] = await peer.waitForMails(1, golfer.email);
    expect(mail.decoded).toMatch(/^Subject: Your OpenGolfSim account was deleted/m);
    expect(mail.decoded).toContain('Your Pro subscription has ended and will not be charged again.');
    // The address is free for a new account.
    const again = await post('/api/user/signup', { email: golfer.email, password: golfer.password, password2: golfer.password, terms: true, marketing: false });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('deletes nothing when Stripe cannot cancel the subscription', async () => {
    const golfer = await fullAccount();
    const before = await rowsOf(golfer.id);
    stripe.failures.set('/v1/subscriptions', 400);

    const res = await deleteAccount(golfer, golfer.password);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: messages.deleteAccountBillingFailed, code: 'billing_unavailable' });
    expect(await rowsOf(golfer.id)).toEqual(before);
    await settle();
    expect(peer.mailsTo(golfer.email)).toHaveLength(0);
  });

  it('a free account without a subscription is deleted without calling Stripe; another user’s id is refused', async () => {
    const free = await createUser(t.app);
    const stranger = await createUser(t.app);
    const refused = await post('/api/user/delete-account', { _id: stranger.id, password: free.password }, { cookie: free.cookie });
    expect(refused.statusCode).toBe(403);
    expect((await rowsOf(stranger.id)).users).toBe(1);

    const res = await deleteAccount(free, free.password);
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowsOf(free.id)).users).toBe(0);
    expect(stripe.callsTo('/v1/subscriptions')).toHaveLength(0);
    const [mail] = await peer.waitForMails(1, free.email);
    expect(mail.decoded).not.toContain('Pro subscription');
    // Signed out: the call needs a user.
    expect((await post('/api/user/delete-account', { _id: free.id, password: free.password })).statusCode).toBe(401);
  });
});
