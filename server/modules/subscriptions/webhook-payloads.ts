import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { App } from '../../app';

/** Test helpers: Stripe events as Stripe sends them, signed with `generateTestHeaderString`. */
export const WEBHOOK_SECRET = 'whsec_test_subscriptions';
export const STRIPE_SECRET_KEY = 'sk_test_subscriptions';

const signer = new Stripe(STRIPE_SECRET_KEY);
const DAY = 86_400;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

let counter = 0;
export const eventId = () => `evt_${randomBytes(8).toString('hex')}_${++counter}`;

export interface SubscriptionFields {
  id?: string;
  customer: string;
  status?: string;
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
  canceledAt?: number | null;
  endedAt?: number | null;
  userId?: string;
}

export function subscriptionObject(fields: SubscriptionFields) {
  const periodEnd = fields.periodEnd ?? nowSeconds() + 365 * DAY;
  return {
    id: fields.id ?? 'sub_default',
    object: 'subscription',
    customer: fields.customer,
    status: fields.status ?? 'active',
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    cancel_at: fields.cancelAtPeriodEnd ? periodEnd : null,
    canceled_at: fields.canceledAt ?? null,
    ended_at: fields.endedAt ?? null,
    metadata: fields.userId ? { user_id: fields.userId } : {},
    items: {
      object: 'list',
      data: [{ id: 'si_1', object: 'subscription_item', current_period_end: periodEnd, current_period_start: periodEnd - 365 * DAY }],
    },
  };
}

export function event(type: string, object: unknown, created = nowSeconds(), id = eventId()) {
  return { id, object: 'event', api_version: '2026-10-28.endive', created, type, livemode: false, data: { object } };
}

export interface SendOptions {
  secret?: string;
  /** Seconds since the epoch written into the signature. */
  timestamp?: number;
  /** Changes the body after it was signed. */
  alter?: (payload: string) => string;
  contentType?: string;
  origin?: string;
}

/** Delivers an event to the webhook as Stripe would: the exact bytes that were signed. */
export async function sendWebhook(app: App, payloadObject: unknown, options: SendOptions = {}) {
  const payload = JSON.stringify(payloadObject);
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
  });
  return app.inject({
    method: 'POST',
    url: '/api/subscriptions/webhook',
    headers: {
      'content-type': options.contentType ?? 'application/json; charset=utf-8',
      'stripe-signature': signature,
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(options.origin && { origin: options.origin }),
    },
    payload: options.alter ? options.alter(payload) : payload,
  });
}
