import type Stripe from 'stripe';
import type { SubscriptionState } from './repo';

/** Statuses that grant Pro. 'past_due' does not: see docs/decisions (subscriptions). */
const PRO_STATUSES = new Set(['active', 'trialing']);

export const fromUnix = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/** The id of an expandable Stripe field: a string, or an object with an id. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * The end of the period paid for. Since API version 2025-03-31 it lives on the subscription's
 * items; older payloads carry it on the subscription itself.
 */
function periodEnd(subscription: Stripe.Subscription): Date | null {
  const ends = (subscription.items?.data ?? []).map((item) => item.current_period_end).filter((end) => typeof end === 'number');
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  if (typeof legacy === 'number') ends.push(legacy);
  return ends.length ? fromUnix(Math.max(...ends)) : null;
}

/** What a Stripe subscription means for the user's plan, as of `stateAt`. */
export function stateFromSubscription(subscription: Stripe.Subscription, stateAt: Date): SubscriptionState {
  const ended = subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    active: PRO_STATUSES.has(subscription.status),
    canceled: ended || subscription.cancel_at_period_end || typeof subscription.cancel_at === 'number',
    expiresAt: ended
      ? (fromUnix(subscription.ended_at) ?? fromUnix(subscription.canceled_at) ?? periodEnd(subscription))
      : (fromUnix(subscription.cancel_at) ?? periodEnd(subscription)),
    stateAt,
  };
}

/** The user id we put in a subscription's or session's metadata, when it looks like one. */
export function userIdFromMetadata(metadata: Stripe.Metadata | null | undefined): string | null {
  const value = metadata?.user_id;
  return value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value : null;
}


