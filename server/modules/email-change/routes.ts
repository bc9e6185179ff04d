import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailUndoBodySchema, emailUndoResponseSchema } from '../../../common/schemas/email-change';
import type { AppDeps } from '../../app';
import { authRateLimit } from '../../plugins/rate-limit';
import * as service from './service';

/** The undo link of an e-mail change (docs/decisions/020-email-change-undo.md). */
export async function emailChangeRoutes(app: FastifyInstance, { config, database }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/user/email-undo',
    {
      // Public: whoever holds the mailed link may use it, signed in or not. Limited like the reset calls.
      config: { access: 'public', rateLimit: authRateLimit(config) },
      schema: {
        tags: ['account'],
        summary: 'Undo an e-mail change with the link mailed to the old address: restores it and ends every session and device token',
        body: emailUndoBodySchema,
        response: { 200: emailUndoResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.undoEmailChange(database.db, request.body.token);
    },
  );
}
