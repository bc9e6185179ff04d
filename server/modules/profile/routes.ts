import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '../../../common/messages';
import {
  deviceIdParamsSchema,
  devicesResponseSchema,
  okResponseSchema,
  passwordBodySchema,
  passwordResponseSchema,
  profileBodySchema,
  profileResponseSchema,
} from '../../../common/schemas/profile';
import { unitPreferencesSchema } from '../../../common/schemas/preferences';
import { userResponseSchema } from '../../../common/schemas/user';
import type { AppDeps } from '../../app';
import { currentUser } from '../../plugins/auth';
import { authRateLimit } from '../../plugins/rate-limit';
import { toCurrentUser } from '../accounts/present-user';
import * as queries from './queries';
import * as service from './service';

/**
 * Settings: spec section 7, calls 10 and 11, the connected devices (PRODUCT.md) and the display
 * units. Signed-in users, by session cookie only.
 */
export async function profileRoutes(app: FastifyInstance, { config, database }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  r.post(
    '/api/user/profile',
    {
      // "An account with this email already exists" tells a signed-in caller that an address has an
      // account (the spec's message): limited like sign-up, which says the same (docs/decisions/020).
      config: { access: 'user', rateLimit: authRateLimit(config) },
      schema: {
        tags: ['account'],
        summary: 'Change the name; a new e-mail address (with the current password) is mailed a confirmation link and changes once it is followed',
        body: profileBodySchema,
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      service.assertOwnId(user, request.body._id);
      const { user: updated, pendingEmail } = await service.updateProfile(db, user, request.body);
      return { user: toCurrentUser(updated), pendingEmail };
    },
  );

  r.post(
    '/api/user/preferences',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Choose the display units: yards or metres, mph or km/h (figures in the API stay metric)',
        body: unitPreferencesSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => ({ user: toCurrentUser(await service.updateUnits(db, currentUser(request).id, request.body)) }),
  );

  r.post(
    '/api/user/password',
    {
      // Each try runs argon2 twice: the same per-IP limit as sign-in.
      config: { access: 'user', rateLimit: authRateLimit(config) },
      schema: {
        tags: ['account'],
        summary: 'Change the password; every other session ends',
        body: passwordBodySchema,
        response: { 200: passwordResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      service.assertOwnId(user, request.body._id);
      await service.changePassword(db, user, request.sessionToken, request.body);
      return { message: messages.passwordUpdated };
    },
  );

  r.get(
    '/api/user/devices',
    { config: { access: 'user' }, schema: { tags: ['account'], summary: 'Desktop apps signed in to the account', response: { 200: devicesResponseSchema } } },
    async (request) => queries.devices(db, currentUser(request)),
  );

  r.post(
    '/api/user/devices/:id/revoke',
    {
      config: { access: 'user' },
      schema: { tags: ['account'], summary: 'Sign a desktop app out', params: deviceIdParamsSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      await queries.revokeDevice(db, currentUser(request), request.params.id);
      return { ok: true as const };
    },
  );
}
