import querystring from 'node:querystring';
import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../common/messages';
import { checkoutBodySchema, invoicesResponseSchema } from '../../../common/schemas/subscriptions';
import { currentUser } from '../../plugins/auth';
import type { AppDeps } from '../../app';
import { AppError, badRequest, notFound } from '../../errors';
import { authRateLimit } from '../../plugins/rate-limit';
import { SUBSCRIBE_PATHS } from './billing-provider';
import { billingProvider } from './provider';
import { createStripeClient, verifyWebhook } from './stripe-client';
import * as queries from './queries';
import * as service from './service';

/** Keys that would reach an object's prototype: refused in forms as in JSON. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function parseForm(text: string): Record<string, unknown> {
  const fields = querystring.parse(text);
  for (const key of Object.keys(fields)) {
    if (FORBIDDEN_KEYS.has(key)) throw new AppError(400, 'invalid_request', messages.invalidRequest);
  }
  return fields;
}

/**
 * Subscriptions (spec section 7, calls 12-14; PRODUCT.md, Subscriptions). Checkout, manage and
 * cancel are browser navigations (form POSTs and a link), so they answer with 303 redirects to
 * pages, never JSON; a visitor whose session ended meanwhile is sent to the login page.
 */
export async function subscriptionsRoutes(app: FastifyInstance, { config, database }: AppDeps) {
  const db = database.db;
  const stripe = config.stripe ? createStripeClient(config.stripe, config.site.siteName) : null;
  if (!stripe && config.isProduction) throw new Error('Stripe keys are required in production');
  const provider = billingProvider(config, db);
  if (provider.kind === 'local') app.log.warn('Stripe keys are not set: subscriptions use the local billing provider');

  const limited = { access: 'public' as const, rateLimit: authRateLimit(config) };

  await app.register(async (forms) => {
    await forms.register(formbody, { parser: parseForm, bodyLimit: 16 * 1024 });
    const r = forms.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/subscriptions/checkout',
      {
        config: limited,
        schema: {
          tags: ['subscriptions'],
          summary: 'Upgrade to Pro: a browser form POST answered with a 303 to the checkout page',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: checkoutBodySchema,
        },
      },
      async (request, reply) => {
        const user = request.user;
        if (!user) return reply.redirect(SUBSCRIBE_PATHS.login, 303);
        return reply.redirect(await service.startCheckout(provider, user, request.body.lookup_key, request.log), 303);
      },
    );

    r.post(
      '/api/subscriptions/checkout/confirm',
      {
        config: limited,
        schema: {
          tags: ['subscriptions'],
          summary: 'Local billing only (no Stripe keys): confirm the plan shown on its checkout page; a 303 to the success page',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: checkoutBodySchema,
        },
      },
      async (request, reply) => {
        const user = request.user;
        if (!user) return reply.redirect(SUBSCRIBE_PATHS.login, 303);
        return reply.redirect(await service.confirmLocalCheckout(provider, user, request.body.lookup_key, request.log), 303);
      },
    );

    r.get(
      '/api/subscriptions/manage',
      { config: limited, schema: { tags: ['subscriptions'], summary: 'A 303 to the subscription management page' } },
      async (request, reply) => {
        const user = request.user;
        if (!user) return reply.redirect(SUBSCRIBE_PATHS.login, 303);
        return reply.redirect(await service.openManagement(provider, user, request.log), 303);
      },
    );

    r.post(
      '/api/subscriptions/cancel',
      {
        config: limited,
        schema: { tags: ['subscriptions'], summary: 'Cancel at the end of the period: a 303 to the cancel result page' },
      },
      async (request, reply) => {
        const user = request.user;
        if (!user) return reply.redirect(SUBSCRIBE_PATHS.login, 303);
        return reply.redirect(await service.cancelSubscription(provider, user, request.log), 303);
      },
    );

    r.post(
      '/api/subscriptions/resume',
      {
        config: limited,
        schema: { tags: ['subscriptions'], summary: 'Take back a cancel before the plan ends: a 303 to Billing' },
      },
      async (request, reply) => {
        const user = request.user;
        if (!user) return reply.redirect(SUBSCRIBE_PATHS.login, 303);
        return reply.redirect(await service.resumeSubscription(provider, user, request.log), 303);
      },
    );
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/subscriptions/invoices',
    {
      config: { access: 'user' },
      schema: { tags: ['subscriptions'], summary: 'The account’s invoices, newest first', response: { 200: invoicesResponseSchema } },
    },
    async (request) => queries.invoices(provider, currentUser(request), request.log),
  );

  // The signature is computed over the exact bytes Stripe sent: this scope keeps JSON raw.
  await app.register(async (hooks) => {
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const r = hooks.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/subscriptions/webhook',
      {
        // Stripe calls from its own servers: no Origin to check, the signature is the check.
        config: { access: 'public', crossOrigin: true },
        schema: {
          tags: ['subscriptions'],
          summary: 'Stripe webhook events, verified by their signature',
          response: { 200: z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'ignored']) }) },
        },
      },
      async (request) => {
        if (!stripe || !config.stripe) throw notFound();
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw badRequest(messages.invalidSignature, 'invalid_signature');
        let event;
        try {
          event = verifyWebhook(stripe, config.stripe.webhookSecret, request.body, signature);
        } catch {
          throw badRequest(messages.invalidSignature, 'invalid_signature');
        }
        const outcome = await service.handleStripeEvent(db, event);
        request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
        return { received: true as const, outcome };
      },
    );
  });
}
