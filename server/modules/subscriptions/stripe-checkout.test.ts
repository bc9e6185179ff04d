import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '../../../common/messages';
import { users } from '../../db/schema/users';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUser, makePro, TEST_ORIGIN, type TestUser } from '../../test/factories';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in';
import { event, nowSeconds, sendWebhook, STRIPE_SECRET_KEY, subscriptionObject, WEBHOOK_SECRET } from './webhook-payloads';

/**
 * Checkout, the Billing Portal and cancel through the real `stripe` client, pointed by
 * STRIPE_API_BASE at a local server that answers the Stripe API calls this module makes.
 */
let t: TestApp;
let stripe: StripeStandIn;
/** The harness's PUBLIC_URL, the base of the addresses Stripe sends the browser back to. */
const PUBLIC_URL = 'http://localhost:3000';

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});
beforeEach(() => stripe.reset());

const ORIGIN = TEST_ORIGIN;

function checkout(user: TestUser, body = 'lookup_key=pro_annual') {
  return t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/checkout',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie: user.cookie, host: 'evil.test' },
    payload: body,
  });
}

async function row(userId: string) {
  const [found] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return found;
}

describe('checkout through Stripe', () => {
  it('creates a subscription-mode Checkout Session for the price of the lookup key and redirects to it', async () => {
    const user = await createUser(t.app);
    const res = await checkout(user);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const [prices] = stripe.callsTo('/v1/prices', 'GET');
    expect(prices.params).toMatchObject({ 'lookup_keys[0]': 'pro_annual', active: 'true' });
    expect(prices.authorization).toBe(`Bearer ${STRIPE_SECRET_KEY}`);

    const [customer] = stripe.callsTo('/v1/customers', 'POST');
    expect(customer.params).toMatchObject({ email: user.email, 'metadata[user_id]': user.id });
    expect(customer.idempotencyKey).toBe(`customer-for-user-${user.id}`);
    const customerId = (await row(user.id)).stripeCustomerId;
    expect(customerId).toMatch(/^cus_/);

    const [session] = stripe.callsTo('/v1/checkout/sessions', 'POST');
    expect(session.params).toMatchObject({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: user.id,
      'line_items[0][price]': 'price_pro_annual_4999',
      'line_items[0][quantity]': '1',
      // From PUBLIC_URL, never from the Host header (evil.test above).
      success_url: `${PUBLIC_URL}/subscribe/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/subscribe/error`,
      'subscription_data[metadata][user_id]': user.id,
    });
    // Checkout alone grants nothing: the webhook does.
    expect((await row(user.id)).stripeActive).toBe(false);
  });

  it('creates the customer once and reuses it on the next checkout', async () => {
    const user = await createUser(t.app);
    await checkout(user);
    const first = (await row(user.id)).stripeCustomerId;
    await checkout(user);
    expect(stripe.callsTo('/v1/customers', 'POST')).toHaveLength(1);
    const sessions = stripe.callsTo('/v1/checkout/sessions', 'POST');
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => s.params.customer)).toEqual([first, first]);

    const other = await createUser(t.app);
    await checkout(other);
    const otherCustomer = (await row(other.id)).stripeCustomerId;
    expect(otherCustomer).not.toBe(first);
    expect(stripe.callsTo('/v1/checkout/sessions', 'POST')[2].params.customer).toBe(otherCustomer);
  });

  it('two checkouts at once still give the user one customer', async () => {
    const user = await createUser(t.app);
    await Promise.all([checkout(user), checkout(user)]);
    const customerId = (await row(user.id)).stripeCustomerId;
    const sessions = stripe.callsTo('/v1/checkout/sessions', 'POST');
    expect(sessions.map((s) => s.params.customer)).toEqual([customerId, customerId]);
  });

  it('ignores a posted price and customer: the price comes from the lookup key, the customer from the session', async () => {
    const victim = await createUser(t.app);
    await checkout(victim);
    const victimCustomer = (await row(victim.id)).stripeCustomerId!;
    stripe.reset();

    const user = await createUser(t.app);
    const res = await checkout(
      user,
      `lookup_key=pro_annual&price=price_cheap&line_items[0][price]=price_cheap&customer=${victimCustomer}&client_reference_id=${victim.id}`,
    );
    expect(res.statusCode).toBe(303);
    const [session] = stripe.callsTo('/v1/checkout/sessions', 'POST');
    expect(session.params['line_items[0][price]']).toBe('price_pro_annual_4999');
    expect(session.params.customer).not.toBe(victimCustomer);
    expect(session.params.customer).toBe((await row(user.id)).stripeCustomerId);
    expect(session.params.client_reference_id).toBe(user.id);
    expect(JSON.stringify(stripe.requests)).not.toContain('price_cheap');
  });

  it('a price missing in Stripe or a Stripe error lands on the error page', async () => {
    const user = await createUser(t.app);
    const price = stripe.prices.get('pro_annual')!;
    stripe.prices.delete('pro_annual');
    try {
      const res = await checkout(user);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/subscribe/error');
      expect(stripe.callsTo('/v1/checkout/sessions')).toHaveLength(0);
    } finally {
      stripe.prices.set('pro_annual', price);
    }

    stripe.failures.set('/v1/checkout/sessions', 400);
    const failed = await checkout(user);
    expect(failed.headers.location).toBe('/subscribe/error');
  });

  it('has no local confirmation step: Stripe grants the plan by webhook (404, nothing granted)', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/checkout/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie: user.cookie },
      payload: 'lookup_key=pro_annual',
    });
    expect(res.statusCode).toBe(404);
    expect((await row(user.id)).stripeActive).toBe(false);
  });

  it('a Pro user is sent back to Billing; a past-due one to the portal to pay', async () => {
    const pro = await createUser(t.app);
    await makePro(t.database.db, pro.id);
    expect((await checkout(pro)).headers.location).toBe('/account/billing');
    expect(stripe.requests).toHaveLength(0);

    const pastDue = await createUser(t.app);
    await t.database.db
      .update(users)
      .set({ stripeCustomerId: 'cus_pastdue', stripeSubscriptionId: 'sub_pastdue', stripeStatus: 'past_due', stripeActive: false })
      .where(eq(users.id, pastDue.id));
    const res = await checkout(pastDue);
    expect(res.headers.location).toMatch(/^https:\/\/billing\.stripe\.com\//);
    expect(stripe.callsTo('/v1/checkout/sessions')).toHaveLength(0);
  });
});

describe('the Billing Portal through Stripe', () => {
  it('redirects to a portal session for the user’s own customer, returning to Billing', async () => {
    const user = await createUser(t.app);
    await checkout(user);
    const customerId = (await row(user.id)).stripeCustomerId;
    const res = await t.app.inject({ method: 'GET', url: '/api/subscriptions/manage', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/bps_/);
    const [portal] = stripe.callsTo('/v1/billing_portal/sessions', 'POST');
    expect(portal.params).toEqual({ customer: customerId, return_url: `${PUBLIC_URL}/account/billing` });
  });

  it('a user who never checked out goes back to Billing; a portal failure says so there', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/subscriptions/manage', headers: { cookie: user.cookie } });
    expect(res.headers.location).toBe('/account/billing');
    expect(stripe.requests).toHaveLength(0);

    await checkout(user);
    stripe.failures.set('/v1/billing_portal', 500);
    const failed = await t.app.inject({ method: 'GET', url: '/api/subscriptions/manage', headers: { cookie: user.cookie } });
    expect(failed.headers.location).toBe('/account/billing?error=portal');
  });
});

describe('cancel through Stripe', () => {
  async function subscribedUser() {
    const user = await createUser(t.app);
    await checkout(user);
    const customer = (await row(user.id)).stripeCustomerId!;
    const subscriptionId = `sub_${user.id.slice(0, 8)}`;
    const periodEnd = nowSeconds() + 300 * 86_400;
    stripe.subscriptions.set(subscriptionId, { customer, periodEnd });
    await sendWebhook(t.app, event('customer.subscription.created', subscriptionObject({ customer, id: subscriptionId, periodEnd }), nowSeconds() - 60));
    stripe.reset();
    return { user, subscriptionId, customer, periodEnd };
  }

  const cancel = (user: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/cancel',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie: user.cookie },
      payload: '',
    });

  it('sets cancel-at-period-end in Stripe and shows it at once, Pro until the period ends', async () => {
    const { user, subscriptionId, customer, periodEnd } = await subscribedUser();
    const res = await cancel(user);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/subscribe/cancel/result');
    const [update] = stripe.callsTo(`/v1/subscriptions/${subscriptionId}`, 'POST');
    expect(update.params).toEqual({ cancel_at_period_end: 'true' });

    const stored = await row(user.id);
    expect(stored).toMatchObject({ stripeActive: true, stripeCanceled: true, stripeSubscriptionId: subscriptionId });
    expect(stored.stripeExpiresAt?.getTime()).toBe(periodEnd * 1000);

    // Stripe's own event for this change, sent in the same second, agrees and still applies.
    const updated = subscriptionObject({ customer, id: subscriptionId, periodEnd, cancelAtPeriodEnd: true, canceledAt: nowSeconds() });
    expect((await sendWebhook(t.app, event('customer.subscription.updated', updated))).json().outcome).toBe('applied');
    expect((await row(user.id)).stripeCanceled).toBe(true);
  });

  it('a Stripe failure leads to the result page with the error flag and changes nothing', async () => {
    const { user } = await subscribedUser();
    stripe.failures.set('/v1/subscriptions', 400);
    const res = await cancel(user);
    expect(res.headers.location).toBe('/subscribe/cancel/result?error=1');
    expect((await row(user.id)).stripeCanceled).toBe(false);
  });

  it('a Free user has nothing to cancel', async () => {
    const user = await createUser(t.app);
    const res = await cancel(user);
    expect(res.headers.location).toBe('/subscribe/cancel/result?error=1');
    expect(stripe.requests).toHaveLength(0);
  });

  it('the cross-origin refusal holds for the cancel form', async () => {
    const { user } = await subscribedUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/cancel',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.test', cookie: user.cookie },
      payload: '',
    });
    expect(res.statusCode).toBe(403);
    expect(stripe.requests).toHaveLength(0);
  });

  const resume = (user: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/resume',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie: user.cookie },
      payload: '',
    });

  it('a canceled plan is resumed before it ends: cancel-at-period-end off in Stripe, renewing again at once', async () => {
    const { user, subscriptionId, periodEnd } = await subscribedUser();
    await cancel(user);
    stripe.reset();
    const res = await resume(user);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/account/billing');
    const [update] = stripe.callsTo(`/v1/subscriptions/${subscriptionId}`, 'POST');
    expect(update.params).toEqual({ cancel_at_period_end: 'false' });
    const stored = await row(user.id);
    expect(stored).toMatchObject({ stripeActive: true, stripeCanceled: false });
    expect(stored.stripeExpiresAt?.getTime()).toBe(periodEnd * 1000);
  });

  it('a failed resume leads to Billing with the error flag and leaves the plan canceled; nothing to resume is no call', async () => {
    const { user } = await subscribedUser();
    stripe.reset();
    expect((await resume(user)).headers.location).toBe('/account/billing');
    expect(stripe.requests).toHaveLength(0);
    await cancel(user);
    stripe.failures.set('/v1/subscriptions', 500);
    expect((await resume(user)).headers.location).toBe('/account/billing?error=resume');
    expect((await row(user.id)).stripeCanceled).toBe(true);
  });
});

describe('invoices through Stripe', () => {
  const invoices = (user: TestUser) => t.app.inject({ method: 'GET', url: '/api/subscriptions/invoices', headers: { cookie: user.cookie } });

  it('lists the customer’s own invoices, newest first, with Stripe’s page and PDF', async () => {
    const user = await createUser(t.app);
    await checkout(user);
    const customer = (await row(user.id)).stripeCustomerId!;
    const created = nowSeconds() - 86_400;
    stripe.invoices.set(customer, [{ id: 'in_2', number: 'OGS-0002', created, total: 4999, status: 'paid' }]);
    stripe.invoices.set('cus_someone_else', [{ id: 'in_x', number: 'X-1', created, total: 100, status: 'paid' }]);
    stripe.reset();
    const res = await invoices(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      invoices: [
        {
          id: 'in_2',
          number: 'OGS-0002',
          createdAt: new Date(created * 1000).toISOString(),
          amount: 4999,
          currency: 'usd',
          status: 'paid',
          url: 'https://invoice.stripe.com/i/in_2',
          pdf: 'https://pay.stripe.com/invoice/in_2/pdf',
        },
      ],
    });
    expect(stripe.callsTo('/v1/invoices', 'GET')[0].params).toMatchObject({ customer });
  });

  it('none before the first checkout (no call); 503 in our words when Stripe does not answer; 401 signed out', async () => {
    const user = await createUser(t.app);
    expect((await invoices(user)).json()).toEqual({ invoices: [] });
    expect(stripe.requests).toHaveLength(0);
    await checkout(user);
    stripe.failures.set('/v1/invoices', 500);
    const failed = await invoices(user);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ error: messages.invoicesUnavailable, code: 'billing_unavailable' });
    expect((await t.app.inject({ method: 'GET', url: '/api/subscriptions/invoices' })).statusCode).toBe(401);
  });
});
