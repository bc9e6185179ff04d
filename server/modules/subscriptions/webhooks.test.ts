import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { stripeEvents } from '../../db/schema/subscriptions';
import { users } from '../../db/schema/users';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUser, type TestUser } from '../../test/factories';
import {
  event,
  eventId,
  nowSeconds,
  sendWebhook,
  STRIPE_SECRET_KEY,
  subscriptionObject,
  WEBHOOK_SECRET,
} from './webhook-payloads';

/**
 * Stripe webhooks, offline: payloads signed with `stripe.webhooks.generateTestHeaderString`.
 * The Stripe API base points nowhere: no webhook may call Stripe.
 */
let t: TestApp;
const DAY = 86_400;

beforeAll(async () => {
  t = await createTestApp({
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: 'http://127.0.0.1:9',
  });
});
afterAll(async () => {
  await t.close();
});

const newCustomerId = () => `cus_${randomBytes(6).toString('hex')}`;
const newSubscriptionId = () => `sub_${randomBytes(6).toString('hex')}`;

/** A signed-up user already linked to a Stripe customer, as the first checkout leaves them. */
async function customerUser(): Promise<TestUser & { customer: string }> {
  const user = await createUser(t.app);
  const customer = newCustomerId();
  await t.database.db.update(users).set({ stripeCustomerId: customer }).where(eq(users.id, user.id));
  return { ...user, customer };
}

async function sessionUser(user: TestUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { cookie: user.cookie } });
  return res.json().user as {
    isPro: boolean;
    stripe: { activeProSubscription: boolean; isCanceled: boolean; expiresAt: string | null; customerId: string | null };
  };
}

async function row(userId: string) {
  const [found] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return found;
}

async function storedEvents(id: string) {
  const [{ n }] = await t.database.db.select({ n: count() }).from(stripeEvents).where(eq(stripeEvents.id, id));
  return n;
}

describe('webhook signature', () => {
  it('applies a correctly signed event and stores its id', async () => {
    const user = await customerUser();
    const periodEnd = nowSeconds() + 365 * DAY;
    const payload = event('customer.subscription.created', subscriptionObject({ customer: user.customer, id: newSubscriptionId(), periodEnd }));
    const res = await sendWebhook(t.app, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await storedEvents(payload.id)).toBe(1);
    const seen = await sessionUser(user);
    expect(seen.isPro).toBe(true);
    expect(seen.stripe).toMatchObject({ activeProSubscription: true, isCanceled: false, customerId: user.customer });
    expect(seen.stripe.expiresAt).toBe(new Date(periodEnd * 1000).toISOString());
  });

  it('refuses a body altered after signing, and changes nothing', async () => {
    const user = await customerUser();
    const payload = event('customer.subscription.created', subscriptionObject({ customer: user.customer, status: 'incomplete' }));
    const res = await sendWebhook(t.app, payload, { alter: (body) => body.replace('"incomplete"', '"active"') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Invalid webhook signature', code: 'invalid_signature' });
    expect(await storedEvents(payload.id)).toBe(0);
    expect((await sessionUser(user)).isPro).toBe(false);
  });

  it('refuses a signature older than the 300 s tolerance', async () => {
    const user = await customerUser();
    const payload = event('customer.subscription.created', subscriptionObject({ customer: user.customer }));
    const res = await sendWebhook(t.app, payload, { timestamp: nowSeconds() - 301 });
    expect(res.statusCode).toBe(400);
    expect(await storedEvents(payload.id)).toBe(0);
    expect((await sessionUser(user)).isPro).toBe(false);
    // The same event, freshly signed, is accepted: only the timestamp was wrong.
    expect((await sendWebhook(t.app, payload, { timestamp: nowSeconds() - 200 })).statusCode).toBe(200);
    expect((await sessionUser(user)).isPro).toBe(true);
  });

  it('refuses another secret, a missing signature and a form body', async () => {
    const user = await customerUser();
    const payload = event('customer.subscription.created', subscriptionObject({ customer: user.customer }));
    expect((await sendWebhook(t.app, payload, { secret: 'whsec_someone_else' })).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(unsigned.statusCode).toBe(400);
    const form = await sendWebhook(t.app, payload, { contentType: 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(form.statusCode).toBeLessThan(500);
    expect((await sessionUser(user)).isPro).toBe(false);
  });

  it('is exempt from the cross-origin refusal: Stripe is not a browser', async () => {
    const user = await customerUser();
    const payload = event('customer.subscription.created', subscriptionObject({ customer: user.customer }));
    const res = await sendWebhook(t.app, payload, { origin: 'https://evil.test' });
    expect(res.statusCode).toBe(200);
    expect((await sessionUser(user)).isPro).toBe(true);
  });

  it('answers events it does not handle with 200 and stores nothing', async () => {
    const payload = event('charge.refunded', { id: 'ch_1', object: 'charge' });
    const res = await sendWebhook(t.app, payload);
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await storedEvents(payload.id)).toBe(0);
  });
});

describe('webhook idempotency and order', () => {
  it('applies a repeated delivery once: the second is a 200 that changes nothing', async () => {
    const user = await customerUser();
    const subscription = newSubscriptionId();
    const created = nowSeconds() - 60;
    const first = event('customer.subscription.created', subscriptionObject({ customer: user.customer, id: subscription }), created);
    expect((await sendWebhook(t.app, first)).json().outcome).toBe('applied');
    // Something else changes the plan meanwhile (here: directly); the repeat must not undo it.
    await t.database.db.update(users).set({ stripeActive: false, stripeStatus: 'canceled' }).where(eq(users.id, user.id));
    const again = await sendWebhook(t.app, first);
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('duplicate');
    expect((await row(user.id)).stripeActive).toBe(false);
    expect(await storedEvents(first.id)).toBe(1);
  });

  it('applies two simultaneous deliveries of one event exactly once', async () => {
    const user = await customerUser();
    const payload = event('customer.subscription.created', subscriptionObject({ customer: user.customer, id: newSubscriptionId() }));
    const outcomes = await Promise.all([sendWebhook(t.app, payload), sendWebhook(t.app, payload), sendWebhook(t.app, payload)]);
    expect(outcomes.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(outcomes.map((r) => r.json().outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(await storedEvents(payload.id)).toBe(1);
  });

  it('keeps the newest state when updated events arrive out of order', async () => {
    const user = await customerUser();
    const id = newSubscriptionId();
    const base = nowSeconds() - 600;
    const periodEnd = nowSeconds() + 200 * DAY;
    const renewing = event('customer.subscription.updated', subscriptionObject({ customer: user.customer, id, periodEnd }), base);
    const canceling = event(
      'customer.subscription.updated',
      subscriptionObject({ customer: user.customer, id, periodEnd, cancelAtPeriodEnd: true, canceledAt: base + 60 }),
      base + 60,
    );
    // The newer event first, then the older one.
    expect((await sendWebhook(t.app, canceling)).json().outcome).toBe('applied');
    expect((await sendWebhook(t.app, renewing)).json().outcome).toBe('applied');
    const seen = await sessionUser(user);
    expect(seen.isPro).toBe(true);
    expect(seen.stripe.isCanceled).toBe(true);
    expect((await row(user.id)).stripeStateAt?.getTime()).toBe((base + 60) * 1000);

    // A yet newer event (the user renewed in the portal) still applies.
    const resumed = event('customer.subscription.updated', subscriptionObject({ customer: user.customer, id, periodEnd }), base + 120);
    await sendWebhook(t.app, resumed);
    expect((await sessionUser(user)).stripe.isCanceled).toBe(false);
  });

  it('in a tie of seconds, an incomplete state never overwrites the active one it became', async () => {
    const user = await customerUser();
    const id = newSubscriptionId();
    const second = nowSeconds() - 30;
    const created = event('customer.subscription.created', subscriptionObject({ customer: user.customer, id, status: 'incomplete' }), second);
    const activated = event('customer.subscription.updated', subscriptionObject({ customer: user.customer, id }), second);
    await sendWebhook(t.app, activated);
    await sendWebhook(t.app, created);
    expect((await sessionUser(user)).isPro).toBe(true);
    expect((await row(user.id)).stripeStatus).toBe('active');
  });

  it('does not let a stale second subscription end the current one', async () => {
    const user = await customerUser();
    const current = newSubscriptionId();
    const stale = newSubscriptionId();
    await sendWebhook(t.app, event('customer.subscription.created', subscriptionObject({ customer: user.customer, id: current }), nowSeconds() - 60));
    const staleEnded = subscriptionObject({ customer: user.customer, id: stale, status: 'incomplete_expired', endedAt: nowSeconds() });
    await sendWebhook(t.app, event('customer.subscription.deleted', staleEnded));
    expect((await sessionUser(user)).isPro).toBe(true);
    expect((await row(user.id)).stripeSubscriptionId).toBe(current);
  });
});

describe('the plan through the subscription life', () => {
  it('isPro through creation, renewal, cancellation, resumption, expiry and deletion', async () => {
    const user = await customerUser();
    const id = newSubscriptionId();
    const start = nowSeconds() - 3600;
    const firstEnd = nowSeconds() + 10 * DAY;
    expect((await sessionUser(user)).isPro).toBe(false);

    await sendWebhook(t.app, event('customer.subscription.created', subscriptionObject({ customer: user.customer, id, periodEnd: firstEnd }), start));
    let seen = await sessionUser(user);
    expect(seen).toMatchObject({ isPro: true, stripe: { isCanceled: false, expiresAt: new Date(firstEnd * 1000).toISOString() } });

    // Renewal: a new period, a year later.
    const renewedEnd = firstEnd + 365 * DAY;
    await sendWebhook(t.app, event('customer.subscription.updated', subscriptionObject({ customer: user.customer, id, periodEnd: renewedEnd }), start + 60));
    seen = await sessionUser(user);
    expect(seen).toMatchObject({ isPro: true, stripe: { isCanceled: false, expiresAt: new Date(renewedEnd * 1000).toISOString() } });

    // Canceled at period end: still Pro until then.
    await sendWebhook(
      t.app,
      event('customer.subscription.updated', subscriptionObject({ customer: user.customer, id, periodEnd: renewedEnd, cancelAtPeriodEnd: true }), start + 120),
    );
    seen = await sessionUser(user);
    expect(seen).toMatchObject({ isPro: true, stripe: { activeProSubscription: true, isCanceled: true } });
    expect(seen.stripe.expiresAt).toBe(new Date(renewedEnd * 1000).toISOString());

    // The period ends before any event says so: Pro ends with it.
    await t.database.db.update(users).set({ stripeExpiresAt: new Date(Date.now() - 1000) }).where(eq(users.id, user.id));
    seen = await sessionUser(user);
    expect(seen.isPro).toBe(false);
    expect(seen.stripe.activeProSubscription).toBe(false);

    // Stripe ends the subscription.
    const endedAt = nowSeconds();
    await sendWebhook(
      t.app,
      event('customer.subscription.deleted', subscriptionObject({ customer: user.customer, id, status: 'canceled', endedAt, periodEnd: renewedEnd }), start + 180),
    );
    seen = await sessionUser(user);
    expect(seen).toMatchObject({ isPro: false, stripe: { activeProSubscription: false, isCanceled: true } });
    expect(seen.stripe.expiresAt).toBe(new Date(endedAt * 1000).toISOString());
  });

  it('a failed renewal payment ends Pro until a newer event says the subscription is active again', async () => {
    const user = await customerUser();
    const id = newSubscriptionId();
    const start = nowSeconds() - 3600;
    await sendWebhook(t.app, event('customer.subscription.created', subscriptionObject({ customer: user.customer, id }), start));
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      customer: user.customer,
      billing_reason: 'subscription_cycle',
      parent: { type: 'subscription_details', subscription_details: { subscription: id, metadata: {} } },
    };
    const failed = event('invoice.payment_failed', invoice, start + 60);
    expect((await sendWebhook(t.app, failed)).json().outcome).toBe('applied');
    expect((await sessionUser(user)).isPro).toBe(false);
    expect((await row(user.id)).stripeStatus).toBe('past_due');

    await sendWebhook(t.app, event('customer.subscription.updated', subscriptionObject({ customer: user.customer, id }), start + 120));
    expect((await sessionUser(user)).isPro).toBe(true);

    // An older failure delivered late changes nothing.
    await sendWebhook(t.app, event('invoice.payment_failed', invoice, start + 90));
    expect((await sessionUser(user)).isPro).toBe(true);
  });

  it('checkout.session.completed links the customer and subscription to the user of client_reference_id', async () => {
    const user = await createUser(t.app);
    const customer = newCustomerId();
    const subscription = newSubscriptionId();
    const session = {
      id: 'cs_test_1',
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: user.id,
      customer,
      subscription,
    };
    expect((await sendWebhook(t.app, event('checkout.session.completed', session))).json().outcome).toBe('applied');
    const linked = await row(user.id);
    expect(linked.stripeCustomerId).toBe(customer);
    expect(linked.stripeSubscriptionId).toBe(subscription);
    // The subscription's own event then finds the user by that customer.
    await sendWebhook(t.app, event('customer.subscription.created', subscriptionObject({ customer, id: subscription })));
    expect((await sessionUser(user)).isPro).toBe(true);
  });

  it('finds a user without a customer through the subscription metadata', async () => {
    const user = await createUser(t.app);
    const customer = newCustomerId();
    await sendWebhook(t.app, event('customer.subscription.created', subscriptionObject({ customer, id: newSubscriptionId(), userId: user.id })));
    expect((await sessionUser(user)).isPro).toBe(true);
    expect((await row(user.id)).stripeCustomerId).toBe(customer);
  });

  it('an event for an unknown customer is acknowledged and touches no one', async () => {
    const bystander = await customerUser();
    const payload = event('customer.subscription.created', subscriptionObject({ customer: newCustomerId(), id: newSubscriptionId() }));
    const res = await sendWebhook(t.app, payload);
    expect(res.statusCode).toBe(200);
    expect((await sessionUser(bystander)).isPro).toBe(false);
    expect(await storedEvents(payload.id)).toBe(1);
  });

  it('ignores metadata naming a user who already has another customer', async () => {
    const victim = await customerUser();
    const payload = event('customer.subscription.created', subscriptionObject({ customer: newCustomerId(), id: newSubscriptionId(), userId: victim.id }));
    await sendWebhook(t.app, payload);
    expect((await row(victim.id)).stripeCustomerId).toBe(victim.customer);
    expect((await sessionUser(victim)).isPro).toBe(false);
  });

  it('a distinct event id is a distinct event', async () => {
    const user = await customerUser();
    const object = subscriptionObject({ customer: user.customer, id: newSubscriptionId() });
    const a = event('customer.subscription.created', object, nowSeconds() - 5, eventId());
    const b = event('customer.subscription.updated', object, nowSeconds() - 4, eventId());
    expect((await sendWebhook(t.app, a)).json().outcome).toBe('applied');
    expect((await sendWebhook(t.app, b)).json().outcome).toBe('applied');
  });
});

describe('without Stripe keys', () => {
  it('the webhook does not exist', async () => {
    const local = await createTestApp();
    try {
      const res = await sendWebhook(local.app, event('customer.subscription.created', subscriptionObject({ customer: 'cus_x' })));
      expect(res.statusCode).toBe(404);
    } finally {
      await local.close();
    }
  });
});
