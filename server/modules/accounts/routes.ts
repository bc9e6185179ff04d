import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deviceTokenBodySchema,
  deviceTokenResponseSchema,
  sessionResponseSchema,
  signinBodySchema,
  signupBodySchema,
  userResponseSchema,
} from '../../../common/schemas/user';
import type { AppDeps } from '../../app';
import { clearSessionCookie, startSessionWithCookie } from '../../plugins/auth';
import { authRateLimit } from '../../plugins/rate-limit';
import { toCurrentUser } from './present-user';
import * as service from './service';

export async function accountsRoutes(app: FastifyInstance, { config, database, humanVerification }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const limited = { access: 'public' as const, rateLimit: authRateLimit(config) };

  r.get(
    '/api/user/session',
    { config: { device: true }, schema: { tags: ['account'], summary: 'The signed-in user, or null', response: { 200: sessionResponseSchema } } },
    async (request) => ({ user: request.user ? toCurrentUser(request.user) : null }),
  );

  r.post(
    '/api/user/signin',
    { config: limited, schema: { tags: ['account'], summary: 'Sign in: sets the session cookie', body: signinBodySchema, response: { 200: userResponseSchema } } },
    async (request, reply) => {
      await humanVerification.verify(request.body.token, 'login', { optional: true });
      const user = await service.checkCredentials(db, request.body);
      await startSessionWithCookie(db, config, reply, user.id, { replaced: request.sessionToken });
      return { user: toCurrentUser(user) };
    },
  );

  r.post(
    '/api/user/signup',
    { config: limited, schema: { tags: ['account'], summary: 'Create an account and sign in', body: signupBodySchema, response: { 200: userResponseSchema } } },
    async (request, reply) => {
      await humanVerification.verify(request.body.token, 'signup', { optional: true });
      const user = await service.signup(db, request.body);
      await startSessionWithCookie(db, config, reply, user.id);
      return { user: toCurrentUser(user) };
    },
  );

  const signout = async (request: { sessionToken: string | null }, reply: Parameters<typeof clearSessionCookie>[0]) => {
    if (request.sessionToken) await service.endSession(db, request.sessionToken);
    clearSessionCookie(reply, config);
    return { ok: true };
  };
  const okSchema = { 200: z.object({ ok: z.boolean() }) };
  // The spec's call 3 is a GET; a forged sign-out harms little. POST works too.
  r.get('/api/user/signout', { schema: { tags: ['account'], summary: 'Sign out: ends this session', response: okSchema } }, signout);
  r.post('/api/user/signout', { schema: { tags: ['account'], summary: 'Sign out: ends this session', response: okSchema } }, signout);

  r.post(
    '/api/auth/token',
    { config: limited, schema: { tags: ['desktop app'], summary: 'A device token for the desktop app, from the account’s e-mail and password', body: deviceTokenBodySchema, response: { 200: deviceTokenResponseSchema } } },
    async (request) => {
      const user = await service.checkCredentials(db, request.body);
      return { token: await service.issueDeviceToken(db, user.id, request.body.deviceName) };
    },
  );
}
