import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailConfirmBodySchema, emailConfirmResponseSchema, emailUndoBodySchema, emailUndoResponseSchema } from '../../../common/schemas/email-change';
import type { AppDeps } from '../../app';
import { authRateLimit } from '../../plugins/rate-limit';
import * as service from './service';

/** The links of an e-mail change: the new address's confirmation (decision 038) and the old address's undo (decision 020). */
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

  r.post(
    '/api/user/email-confirm',
    {
      // Public: the link is followed from the new address's mailbox, signed in or not.
      config: { access: 'public', rateLimit: authRateLimit(config) },
      schema: {
        tags: ['account'],
        summary: 'Confirm a new e-mail address with the link mailed to it: the address changes and the old one is told, with an undo link',
        body: emailConfirmBodySchema,
        response: { 200: emailConfirmResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.confirmEmailChange(database.db, request.body.token);
    },
  );
}
