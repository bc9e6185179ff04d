import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteAccountBodySchema, okResponseSchema } from '../../../common/schemas/profile';
import type { AppDeps } from '../../app';
import { clearSessionCookie, currentUser } from '../../plugins/auth';
import { authRateLimit } from '../../plugins/rate-limit';
import { assertOwnId } from '../profile/service';
import { billingProvider } from '../subscriptions/provider';
import * as service from './service';

/** Settings, Delete Account (docs/decisions/038). Signed-in users, by session cookie only. */
export async function accountDeletionRoutes(app: FastifyInstance, { config, database }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/user/delete-account',
    {
      // Each try runs argon2: the same per-IP limit as sign-in.
      config: { access: 'user', rateLimit: authRateLimit(config) },
      schema: {
        tags: ['account'],
        summary: 'Delete the account and every record of it, given its password; ends the subscription and signs out',
        body: deleteAccountBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      assertOwnId(user, request.body._id);
      await service.deleteAccount(database.db, billingProvider(config, database.db), user, request.body.password, request.log);
      clearSessionCookie(reply, config);
      return { ok: true as const };
    },
  );
}
