import type Stripe from 'stripe';
import type { PlanLookupKey } from '../../../common/schemas/subscriptions';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../db/schema/users';
import { isProUser } from '../accounts/present-user';
import { SUBSCRIBE_PATHS, type BillingProvider, type Invoice, type Logger } from './billing-provider';
import { messages } from '../../../common/messages';
import { AppError, notFound } from '../../errors';
import * as repo from './repo';
import { fromUnix, idOf, stateFromSubscription, userIdFromMetadata } from './stripe-state';

/** Statuses of a subscription that still exists but waits for a payment: fixed in the portal, not by buying again. */
const AWAITING_PAYMENT = new Set(['past_due', 'unpaid']);

/**
 * Call 12: where the Upgrade to Pro form leads. A Pro user is sent back to Billing (never a
 * second subscription); one whose renewal payment failed goes to the portal to pay it.
 */
export async function startCheckout(provider: BillingProvider, user: SessionUser, lookupKey: PlanLookupKey, log: Logger): Promise<string> {
  try {
    if (isProUser(user)) return SUBSCRIBE_PATHS.billing;
    if (provider.kind === 'stripe' && user.stripeSubscriptionId && user.stripeStatus && AWAITING_PAYMENT.has(user.stripeStatus)) {
      return await provider.manage(user);
    }
    return await provider.checkout(user, lookupKey);
  } catch (err) {
    log.error({ err }, 'checkout could not be started');
    return SUBSCRIBE_PATHS.error;
  }
}

/**
 * The local provider's confirmation (its checkout page's form): grants the plan and leads to the
 * success page; a Pro user goes back to Billing, as in checkout. Stripe has no such step.
 */
export async function confirmLocalCheckout(provider: BillingProvider, user: SessionUser, lookupKey: PlanLookupKey, log: Logger): Promise<string> {
  if (!provider.confirmCheckout) throw notFound();
  if (isProUser(user)) return SUBSCRIBE_PATHS.billing;
  try {
    return await provider.confirmCheckout(user, lookupKey);
  } catch (err) {
    log.error({ err }, 'local checkout could not be confirmed');
    return SUBSCRIBE_PATHS.error;
  }
}

/** Call 13: the subscription management page (Stripe's Billing Portal), or Billing with an error flag. */
export async function openManagement(provider: BillingProvider, user: SessionUser, log: Logger): Promise<string> {
  try {
    return await provider.manage(user);
  } catch (err) {
    log.error({ err }, 'billing portal could not be opened');
    return SUBSCRIBE_PATHS.billingPortalFailed;
  }
}

/** Call 14: cancel at period end, then the cancel result page, with `?error=1` when it failed. */
export async function cancelSubscription(provider: BillingProvider, user: SessionUser, log: Logger): Promise<string> {
  if (!isProUser(user)) return SUBSCRIBE_PATHS.cancelFailed;
  // Canceling twice (a double click, a reload) is not an error: the subscription is canceled.
  if (user.stripeCanceled) return SUBSCRIBE_PATHS.cancelResult;
  try {
    await provider.cancelAtPeriodEnd(user);
    return SUBSCRIBE_PATHS.cancelResult;
  } catch (err) {
    log.error({ err }, 'subscription could not be canceled');
    return SUBSCRIBE_PATHS.cancelFailed;
  }
}

/** Undoes a cancel while the paid period lasts, then Billing (with an error flag when it failed). */
export async function resumeSubscription(provider: BillingProvider, user: SessionUser, log: Logger): Promise<string> {
  // Nothing to resume (not Pro, or not canceled: a double click) is not an error either.
  if (!isProUser(user) || !user.stripeCanceled) return SUBSCRIBE_PATHS.billing;
  try {
    await provider.resume(user);
    return SUBSCRIBE_PATHS.billing;
  } catch (err) {
    log.error({ err }, 'subscription could not be resumed');
    return SUBSCRIBE_PATHS.resumeFailed;
  }
}

/** The user's invoices; a billing provider that does not answer is a 503 with our words. */
export async function listInvoices(provider: BillingProvider, user: SessionUser, log: Logger): Promise<Invoice[]> {
  try {
    return await provider.invoices(user);
  } catch (err) {
    log.error({ err }, 'invoices could not be listed');
    throw new AppError(503, 'billing_unavailable', messages.invoicesUnavailable);
  }
}

/** The webhook events that change a user's plan (issue: checkout, subscription life, failed payment). */
export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
]);

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies a verified Stripe event once: its id is stored in the same transaction as its effect,
 * so a repeated delivery changes nothing, and a state older than the stored one is never written.
 */
export async function handleStripeEvent(db: Database, event: Stripe.Event): Promise<WebhookOutcome> {
  if (!HANDLED_EVENTS.has(event.type)) return 'ignored';
  const createdAt = fromUnix(event.created) ?? new Date();
  return repo.inTransaction(db, async (tx) => {
    if (!(await repo.recordEvent(tx, { id: event.id, type: event.type, createdAt }))) return 'duplicate';
    await applyEvent(tx, event, createdAt);
    return 'applied';
  });
}

async function applyEvent(tx: Database, event: Stripe.Event, at: Date): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const userId = userIdFromMetadata({ user_id: session.client_reference_id ?? '' });
      const customerId = idOf(session.customer);
      if (session.mode !== 'subscription' || !userId || !customerId) return;
      const linked = await repo.linkCustomer(tx, userId, customerId);
      const subscriptionId = idOf(session.subscription);
      if (linked === customerId && subscriptionId) await repo.linkSubscription(tx, userId, subscriptionId);
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const customerId = idOf(subscription.customer);
      if (!customerId) return;
      const userId = await repo.findUserIdForCustomer(tx, customerId, userIdFromMetadata(subscription.metadata));
      if (!userId) return;
      await repo.applySubscriptionState(tx, userId, customerId, stateFromSubscription(subscription, at));
      return;
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const customerId = idOf(invoice.customer);
      const subscriptionId =
        idOf(invoice.parent?.subscription_details?.subscription) ??
        idOf((invoice as unknown as { subscription?: string | null }).subscription);
      if (!customerId || !subscriptionId) return;
      await repo.markPastDue(tx, customerId, subscriptionId, at);
      return;
    }
    default:
      return;
  }
}
