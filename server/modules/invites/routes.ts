import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  betaInviteRequestBodySchema,
  betaInviteRequestResponseSchema,
  inviteLookupParamsSchema,
  inviteLookupResponseSchema,
} from '../../../common/schemas/invites';
import type { AppDeps } from '../../app';
import { authRateLimit } from '../../plugins/rate-limit';
import * as service from './service';

export async function invitesRoutes(app: FastifyInstance, { config, database, humanVerification }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/invites/create',
    {
      config: { access: 'public', rateLimit: authRateLimit(config) },
      schema: {
        tags: ['invites'],
        summary: 'Request a closed-beta invite',
        body: betaInviteRequestBodySchema,
        response: { 200: betaInviteRequestResponseSchema },
      },
    },
    async (request) => {
      // Fails closed when the verification service does not answer: docs/decisions/003-human-verification-when-unavailable.md.
      await humanVerification.verify(request.body.token, 'beta', { whenUnavailable: 'deny' });
      await service.requestBetaInvite(database.db, request.body.email, config.linkTokenKey);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/invites/:token',
    {
      // Tokens are 32 random bytes, so guessing is hopeless; the limit keeps anyone from trying.
      config: { access: 'public', rateLimit: authRateLimit(config) },
      schema: {
        tags: ['invites'],
        summary: 'The invited address behind an invite link, to prefill sign-up; 404 once the invite is used',
        params: inviteLookupParamsSchema,
        response: { 200: inviteLookupResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.lookupInvite(database.db, request.params.token);
    },
  );
}
