import Stripe from 'stripe';
import type { Config } from '../../config';

type StripeSettings = NonNullable<Config['stripe']>;

/**
 * The Stripe API client. `STRIPE_API_BASE` points it elsewhere than api.stripe.com: the tests run
 * it against a local server that answers the calls this module makes.
 */
export function createStripeClient(settings: StripeSettings, appName: string): Stripe {
  const options: ConstructorParameters<typeof Stripe>[1] = {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: appName },
  };
  if (settings.apiBase) {
    const base = new URL(settings.apiBase);
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    options.protocol = protocol;
    options.host = base.hostname;
    options.port = base.port || (protocol === 'http' ? 80 : 443);
  }
  return new Stripe(settings.secretKey, options);
}

/** Stripe's signature tolerance, in seconds: an older signed payload is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Checks a webhook's `Stripe-Signature` against the raw body as received and returns the event;
 * throws when the signature, the body or the timestamp does not match.
 */
export function verifyWebhook(stripe: Stripe, secret: string, rawBody: Buffer, signature: string): Stripe.Event {
  return stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
}
