import type { Feature } from '../../../common/schemas/admin';
import type { Config } from '../../config';

/** The deployment's switches as the admin area's Features page lists them; secrets never appear. */
export function featuresOf(config: Config): Feature[] {
  return [
    {
      id: 'humanVerification',
      name: 'Human verification (reCAPTCHA v3)',
      enabled: config.recaptcha !== null,
      detail: config.recaptcha
        ? `Sign-in, sign-up, password reset and beta requests are scored; below ${config.recaptcha.minScore} they are refused.`
        : 'Off: no score is asked for. Set RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY to turn it on.',
    },
    {
      id: 'payments',
      name: 'Payments (Stripe)',
      enabled: config.stripe !== null,
      detail: config.stripe
        ? 'Checkout, the customer portal, cancel and resume go through Stripe; webhooks keep plans in step.'
        : 'Off: the local stand-in grants Pro without charging (never in production). Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
    },
    {
      id: 'mail',
      name: 'Outgoing mail (SMTP)',
      enabled: config.smtpUrl !== null,
      detail: config.smtpUrl ? `Sent from ${config.mailFrom} through the outbox, with retries.` : 'Off: mail is written to the log. Set SMTP_URL.',
    },
    {
      id: 'analytics',
      name: 'Analytics (Google Analytics 4)',
      enabled: config.site.gaMeasurementId !== null,
      detail: config.site.gaMeasurementId
        ? `Page views and web vitals go to ${config.site.gaMeasurementId}.`
        : 'Off: the pages make no analytics calls at all. Set GA_MEASUREMENT_ID.',
    },
    {
      id: 'sharedRateLimits',
      name: 'Shared rate limits (Redis)',
      enabled: config.redisUrl !== null,
      detail: config.redisUrl
        ? 'Every instance counts in the same Redis, so limits hold across instances.'
        : 'Off: each instance counts in its own memory (right for one instance). Set REDIS_URL.',
    },
  ];
}
