import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { betaInviteRequestBodySchema, betaInviteRequestResponseSchema } from '../../../common/schemas/invites';
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
      await service.requestBetaInvite(database.db, request.body.email);
      return { ok: true as const };
    },
  );
}
