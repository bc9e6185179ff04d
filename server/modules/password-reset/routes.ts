import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HUMAN_VERIFICATION_ACTION_BETA } from '../../../common/constants';
import { messages } from '../../../common/messages';
import {
  messageResponseSchema,
  resetPasswordBodySchema,
  resetRequestBodySchema,
  validTokenResponseSchema,
  verifyResetTokenBodySchema,
} from '../../../common/schemas/password-reset';
import type { AppDeps } from '../../app';
import { authRateLimit } from '../../plugins/rate-limit';
import * as service from './service';

/** Spec section 7, calls 5 to 7, all POST (PRODUCT.md). */
export async function passwordResetRoutes(app: FastifyInstance, { config, database, humanVerification }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const limited = { access: 'public' as const, rateLimit: authRateLimit(config) };

  r.post(
    '/api/user/reset-request',
    {
      config: limited,
      schema: {
        tags: ['password reset'],
        summary: 'Mail a password reset link; the same answer whether or not an account has the address',
        body: resetRequestBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      // The spec has the reset form make its token under the action 'beta'.
      await humanVerification.verify(request.body.token, HUMAN_VERIFICATION_ACTION_BETA, { whenUnavailable: 'allow' });
      await service.requestReset(db, request.body.email);
      return { message: messages.resetRequestSuccess };
    },
  );

  r.post(
    '/api/user/verify-token',
    {
      config: limited,
      schema: {
        tags: ['password reset'],
        summary: 'Whether a reset link is still good',
        body: verifyResetTokenBodySchema,
        response: { 200: validTokenResponseSchema },
      },
    },
    async (request) => {
      await service.checkToken(db, request.body.token);
      return { valid: true as const };
    },
  );

  r.post(
    '/api/user/reset-password',
    {
      config: limited,
      schema: {
        tags: ['password reset'],
        summary: 'Set a new password with a reset link; every session of the account ends',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await service.resetPassword(db, request.body.token, request.body.password);
      return { message: messages.resetDone };
    },
  );
}
