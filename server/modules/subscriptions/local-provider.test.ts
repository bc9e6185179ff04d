import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../config';
import { users } from '../../db/schema/users';
import { testAppForFile } from '../../test/harness';
import { createUser, makePro, TEST_ORIGIN, type TestUser } from '../../test/factories';

/**
 * Subscriptions without Stripe keys (outside production): the local provider of PRODUCT.md.
 * Checkout, manage and cancel are browser navigations answered with 303 redirects.
 */
const YEAR_MS = 365 * 86_400_000;

const t = testAppForFile();

const FORM = 'application/x-www-form-urlencoded';

function postForm(url: string, body: string, user?: TestUser, origin: string | null = TEST_ORIGIN) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': FORM, ...(origin && { origin }), ...(user && { cookie: user.cookie }) },
    payload: body,
  });
}

/** Upgrade to Pro as the browser does it here: checkout leads to the confirmation page, whose form grants the plan. */
async function buy(user: TestUser) {
  expect((await postForm('/api/subscriptions/checkout', 'lookup_key=pro_annual', user)).headers.location).toBe('/subscribe/checkout');
  return postForm('/api/subscriptions/checkout/confirm', 'lookup_key=pro_annual', user);
}

async function sessionUser(user: TestUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { cookie: user.cookie } });
  return res.json().user as { isPro: boolean; stripe: { activeProSubscription: boolean; isCanceled: boolean; expiresAt: string | null } };
}

describe('checkout with the local provider', () => {
  it('leads to the confirmation page first and grants nothing there', async () => {
    const user = await createUser(t.app);
    const res = await postForm('/api/subscriptions/checkout', 'lookup_key=pro_annual', user);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/subscribe/checkout');
    expect((await sessionUser(user)).isPro).toBe(false);
  });

  it('the confirmation grants a year of Pro at once and lands on the success page', async () => {
    const user = await createUser(t.app);
    expect((await sessionUser(user)).isPro).toBe(false);
    const before = Date.now();
    const res = await buy(user);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/subscribe/success');
    const seen = await sessionUser(user);
    expect(seen.isPro).toBe(true);
    expect(seen.stripe.activeProSubscription).toBe(true);
    expect(seen.stripe.isCanceled).toBe(false);
    const expires = new Date(seen.stripe.expiresAt!).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + YEAR_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + YEAR_MS);
  });

  it('ignores anything posted besides the lookup key', async () => {
    const user = await createUser(t.app);
    await postForm('/api/subscriptions/checkout', 'lookup_key=pro_annual&price=price_free&customer=cus_other&expires=2099-01-01', user);
    const res = await postForm('/api/subscriptions/checkout/confirm', 'lookup_key=pro_annual&price=price_free&customer=cus_other&expires=2099-01-01', user);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/subscribe/success');
    const seen = await sessionUser(user);
    expect(new Date(seen.stripe.expiresAt!).getFullYear()).toBeLessThan(2099);
  });

  it('accepts the same call as JSON', async () => {
    const user = await createUser(t.app);
    for (const url of ['/api/subscriptions/checkout', '/api/subscriptions/checkout/confirm']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie: user.cookie }, payload: { lookup_key: 'pro_annual' } });
      expect(res.statusCode).toBe(303);
    }
    expect((await sessionUser(user)).isPro).toBe(true);
  });

  it('sends a Pro user back to Billing without a second subscription', async () => {
    const user = await createUser(t.app);
    const expiresAt = new Date(Date.now() + 30 * 86_400_000);
    await makePro(t.database.db, user.id, expiresAt);
    const res = await postForm('/api/subscriptions/checkout', 'lookup_key=pro_annual', user);
    expect(res.headers.location).toBe('/account/billing');
    const confirmed = await postForm('/api/subscriptions/checkout/confirm', 'lookup_key=pro_annual', user);
    expect(confirmed.headers.location).toBe('/account/billing');
    expect((await sessionUser(user)).stripe.expiresAt).toBe(expiresAt.toISOString());
  });

  it('refuses an unknown plan, a missing one, a repeated one and prototype keys with 400', async () => {
    const user = await createUser(t.app);
    for (const body of ['lookup_key=free_forever', '', 'lookup_key=pro_annual&lookup_key=pro_annual', '__proto__=x&lookup_key=pro_annual', 'constructor=x&lookup_key=pro_annual']) {
      const res = await postForm('/api/subscriptions/checkout', body, user);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().error, body).toBeTypeOf('string');
    }
    const unknown = await postForm('/api/subscriptions/checkout', 'lookup_key=free_forever', user);
    expect(unknown.json().error).toBe('This plan is not available');
    expect((await sessionUser(user)).isPro).toBe(false);
  });

  it('refuses a form posted from another site', async () => {
    const user = await createUser(t.app);
    for (const url of ['/api/subscriptions/checkout', '/api/subscriptions/checkout/confirm']) {
      const res = await postForm(url, 'lookup_key=pro_annual', user, 'https://evil.test');
      expect(res.statusCode, url).toBe(403);
    }
    expect((await sessionUser(user)).isPro).toBe(false);
  });

  it('sends a visitor whose session ended to the login page', async () => {
    const checkout = await postForm('/api/subscriptions/checkout', 'lookup_key=pro_annual');
    expect(checkout.statusCode).toBe(303);
    expect(checkout.headers.location).toBe('/login');
    expect((await postForm('/api/subscriptions/checkout/confirm', 'lookup_key=pro_annual')).headers.location).toBe('/login');
    const manage = await t.app.inject({ method: 'GET', url: '/api/subscriptions/manage' });
    expect(manage.headers.location).toBe('/login');
    const cancel = await postForm('/api/subscriptions/cancel', '');
    expect(cancel.headers.location).toBe('/login');
  });
});

describe('manage and cancel with the local provider', () => {
  it('manage returns to Billing, flagged to say what it stands in for', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/subscriptions/manage', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/account/billing?manage=local');
  });

  it('cancel keeps Pro until the expiry, marked canceled; a second cancel is not an error', async () => {
    const user = await createUser(t.app);
    await buy(user);
    const expiresAt = (await sessionUser(user)).stripe.expiresAt;

    const res = await postForm('/api/subscriptions/cancel', '', user);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/subscribe/cancel/result');
    const seen = await sessionUser(user);
    expect(seen).toMatchObject({ isPro: true, stripe: { activeProSubscription: true, isCanceled: true, expiresAt } });

    const again = await postForm('/api/subscriptions/cancel', '', user);
    expect(again.headers.location).toBe('/subscribe/cancel/result');

    // Canceled but not expired is still Pro: Upgrade leads back to Billing, no second plan.
    const renewed = await postForm('/api/subscriptions/checkout', 'lookup_key=pro_annual', user);
    expect(renewed.headers.location).toBe('/account/billing');
  });

  it('cancel without a subscription leads to the result page with the error flag', async () => {
    const user = await createUser(t.app);
    const res = await postForm('/api/subscriptions/cancel', '', user);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/subscribe/cancel/result?error=1');
  });

  it('a plan past its expiry is Free: cancel fails and checkout buys a new year', async () => {
    const user = await createUser(t.app);
    await buy(user);
    await t.database.db.update(users).set({ stripeExpiresAt: new Date(Date.now() - 1000) }).where(eq(users.id, user.id));
    expect((await sessionUser(user)).isPro).toBe(false);
    expect((await postForm('/api/subscriptions/cancel', '', user)).headers.location).toBe('/subscribe/cancel/result?error=1');
    expect((await buy(user)).headers.location).toBe('/subscribe/success');
    expect((await sessionUser(user)).isPro).toBe(true);
  });

  it('cancel refuses a cross-site form', async () => {
    const user = await createUser(t.app);
    await makePro(t.database.db, user.id);
    const res = await postForm('/api/subscriptions/cancel', '', user, 'https://evil.test');
    expect(res.statusCode).toBe(403);
    expect((await sessionUser(user)).stripe.isCanceled).toBe(false);
  });
});

describe('resume and invoices with the local provider', () => {
  it('a canceled plan is resumed before it ends; the plan keeps its expiry; a second resume is no error', async () => {
    const user = await createUser(t.app);
    await buy(user);
    const expiresAt = (await sessionUser(user)).stripe.expiresAt;
    await postForm('/api/subscriptions/cancel', '', user);
    const res = await postForm('/api/subscriptions/resume', '', user);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/account/billing');
    expect(await sessionUser(user)).toMatchObject({ isPro: true, stripe: { activeProSubscription: true, isCanceled: false, expiresAt } });
    expect((await postForm('/api/subscriptions/resume', '', user)).headers.location).toBe('/account/billing');
  });

  it('resume refuses a cross-site form and changes nothing', async () => {
    const user = await createUser(t.app);
    await buy(user);
    await postForm('/api/subscriptions/cancel', '', user);
    expect((await postForm('/api/subscriptions/resume', '', user, 'https://evil.test')).statusCode).toBe(403);
    expect((await sessionUser(user)).stripe.isCanceled).toBe(true);
  });

  it('lists the upgrade’s receipt, not charged: the day, the plan’s price; none for a Free user', async () => {
    const free = await createUser(t.app);
    const list = async (user: TestUser) => (await t.app.inject({ method: 'GET', url: '/api/subscriptions/invoices', headers: { cookie: user.cookie } })).json();
    expect(await list(free)).toEqual({ invoices: [] });
    const user = await createUser(t.app);
    const before = Date.now();
    await buy(user);
    const { invoices } = await list(user);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ number: null, amount: 4999, currency: 'usd', status: 'not charged', url: null, pdf: null });
    const upgradedAt = new Date(invoices[0].createdAt).getTime();
    expect(upgradedAt).toBeGreaterThanOrEqual(before - 1);
    expect(upgradedAt).toBeLessThanOrEqual(Date.now());
    // A cancel changes the plan's state, not the day of the receipt.
    await postForm('/api/subscriptions/cancel', '', user);
    expect((await list(user)).invoices[0].createdAt).toBe(invoices[0].createdAt);
  });
});

describe('configuration', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://golf.example.com',
    DATABASE_URL: 'postgres://db.example.com/golf',
    SMTP_URL: 'smtp://mail.example.com',
    LINK_TOKEN_KEY: 'bGluay10b2tlbi1rZXktb2YtcHJvZHVjdGlvbi0zMmI=',
  };

  it('production refuses to start without Stripe keys, naming the variable', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow('STRIPE_SECRET_KEY is required in production');
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow('STRIPE_WEBHOOK_SECRET');
  });

  it('production refuses to start without its own LINK_TOKEN_KEY; a key that is not 32 bytes is refused everywhere', () => {
    const { LINK_TOKEN_KEY: _key, ...withoutKey } = { ...production, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(() => loadConfig(withoutKey)).toThrow('LINK_TOKEN_KEY is required in production');
    expect(() => loadConfig({ LINK_TOKEN_KEY: 'too-short' })).toThrow('LINK_TOKEN_KEY must be 32 random bytes');
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ LINK_TOKEN_KEY: hex }).linkTokenKey).toEqual(Buffer.from(hex, 'hex'));
    expect(loadConfig({ LINK_TOKEN_KEY: production.LINK_TOKEN_KEY }).linkTokenKey).toHaveLength(32);
  });

  it('one Stripe key without the other is refused everywhere', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow('STRIPE_WEBHOOK_SECRET is required');
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow('STRIPE_SECRET_KEY is required');
  });

  it('production starts with both keys, and the checkout redirect is allowed by the CSP', async () => {
    const config = loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(config.stripe).toMatchObject({ secretKey: 'sk_live_x', webhookSecret: 'whsec_x', apiBase: null });
    const { contentSecurityPolicy } = await import('../../plugins/security');
    expect(contentSecurityPolicy(config)).toContain("form-action 'self' https://checkout.stripe.com https://billing.stripe.com");
  });
});
