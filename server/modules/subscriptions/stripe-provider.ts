import type Stripe from 'stripe';
import type { PlanLookupKey } from '../../../common/schemas/subscriptions';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../db/schema/users';
import { SUBSCRIBE_PATHS, type BillingProvider } from './billing-provider';
import * as repo from './repo';
import { fromUnix, stateFromSubscription } from './stripe-state';

export interface StripeProviderOptions {
  stripe: Stripe;
  db: Database;
  /** PUBLIC_URL: the base of the addresses Stripe sends the browser back to (never the Host header). */
  publicUrl: string;
}

/** Stripe Checkout, the Billing Portal and cancel-at-period-end. Stripe is the source of truth. */
export function createStripeProvider({ stripe, db, publicUrl }: StripeProviderOptions): BillingProvider {
  /** The price is looked up on the server by its allow-listed key; nothing posted names it. */
  async function priceFor(lookupKey: PlanLookupKey): Promise<string> {
    const prices = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const price = prices.data[0];
    if (!price) throw new Error(`no active Stripe price has the lookup key ${lookupKey}`);
    return price.id;
  }

  /**
   * One Stripe customer per user, created on the first checkout and reused afterwards. The
   * idempotency key makes two racing first checkouts get the same customer from Stripe.
   */
  async function customerFor(user: SessionUser): Promise<string> {
    if (user.stripeCustomerId) return user.stripeCustomerId;
    const customer = await stripe.customers.create(
      { email: user.email, ...(user.name && { name: user.name }), metadata: { user_id: user.id } },
      { idempotencyKey: `customer-for-user-${user.id}` },
    );
    const linked = await repo.linkCustomer(db, user.id, customer.id);
    if (!linked) throw new Error('the user disappeared during checkout');
    return linked;
  }

  return {
    kind: 'stripe',

    async checkout(user, lookupKey) {
      const price = await priceFor(lookupKey);
      const customer = await customerFor(user);
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: user.id,
        line_items: [{ price, quantity: 1 }],
        // `session_id` tells the success page that Stripe sent this visitor back (the webhook may come later).
        success_url: `${publicUrl}${SUBSCRIBE_PATHS.success}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${publicUrl}${SUBSCRIBE_PATHS.error}`,
        metadata: { user_id: user.id },
        subscription_data: { metadata: { user_id: user.id } },
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return session.url;
    },

    async manage(user) {
      if (!user.stripeCustomerId) return SUBSCRIBE_PATHS.billing;
      const session = await stripe.billingPortal.sessions.create({
        customer: user.stripeCustomerId,
        return_url: `${publicUrl}${SUBSCRIBE_PATHS.billing}`,
      });
      return session.url;
    },

    async cancelAtPeriodEnd(user) {
      if (!user.stripeSubscriptionId) throw new Error('the user has no Stripe subscription');
      const subscription = await stripe.subscriptions.update(user.stripeSubscriptionId, { cancel_at_period_end: true });
      // Shown at once, without waiting for the webhook. `canceled_at` is Stripe's own time of this
      // request, on the same clock as the events', so the event of this change still applies.
      const at = fromUnix(subscription.canceled_at) ?? new Date();
      await repo.applySubscriptionState(db, user.id, null, stateFromSubscription(subscription, at));
    },

    async cancelNow(user) {
      // An ended subscription (or none) has nothing left to cancel.
      if (!user.stripeSubscriptionId || user.stripeStatus === 'canceled' || user.stripeStatus === 'incomplete_expired') return;
      try {
        await stripe.subscriptions.cancel(user.stripeSubscriptionId);
      } catch (error) {
        // Stripe no longer knows it (ended and removed): nothing to cancel either.
        if ((error as { code?: string }).code !== 'resource_missing') throw error;
      }
    },

    async resume(user) {
      if (!user.stripeSubscriptionId) throw new Error('the user has no Stripe subscription');
      const subscription = await stripe.subscriptions.update(user.stripeSubscriptionId, { cancel_at_period_end: false });
      // Stripe's answer carries no time of this change: ours stands in, later than the cancel's.
      await repo.applySubscriptionState(db, user.id, null, stateFromSubscription(subscription, new Date()));
    },

    async invoices(user) {
      if (!user.stripeCustomerId) return [];
      const list = await stripe.invoices.list({ customer: user.stripeCustomerId, limit: 24 });
      return list.data.map((invoice) => ({
        id: invoice.id ?? '',
        number: invoice.number ?? null,
        createdAt: new Date(invoice.created * 1000).toISOString(),
        amount: invoice.total,
        currency: invoice.currency,
        status: invoice.status ?? null,
        url: invoice.hosted_invoice_url ?? null,
        pdf: invoice.invoice_pdf ?? null,
      }));
    },
  };
}
