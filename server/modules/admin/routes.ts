import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminInvitesQuerySchema,
  adminInvitesResponseSchema,
  adminUserParamsSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  featuresResponseSchema,
  sendInviteBodySchema,
  sendInviteResponseSchema,
} from '../../../common/schemas/admin';
import type { AppDeps } from '../../app';
import * as queries from './queries';

/**
 * The internal admin area's API (spec calls 20-23). `access: 'employee'`: the auth hook answers
 * 404 to anyone but a signed-in employee, device tokens included.
 */
export async function adminRoutes(app: FastifyInstance, { config, database }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const employeesOnly = { access: 'employee' as const };
  const noStore = { 'cache-control': 'no-store' };

  r.get(
    '/api/admin/user/:userId',
    {
      config: employeesOnly,
      schema: { tags: ['admin'], summary: 'One user, as the admin area shows it', params: adminUserParamsSchema, response: { 200: adminUserResponseSchema } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return queries.user(db, request.user, request.params.userId);
    },
  );

  r.get(
    '/api/admin/features',
    {
      config: employeesOnly,
      schema: { tags: ['admin'], summary: 'What this deployment has switched on, from its configuration', response: { 200: featuresResponseSchema } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return queries.features(request.user, config);
    },
  );

  r.get(
    '/api/admin/users',
    {
      config: employeesOnly,
      schema: {
        tags: ['admin'],
        summary: 'A page of users, newest first, optionally only those whose e-mail contains q',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return queries.users(db, request.user, request.query);
    },
  );

  r.get(
    '/api/admin/invites',
    {
      config: employeesOnly,
      schema: {
        tags: ['admin'],
        summary: 'A page of beta invite requests, newest first, each with its invite link',
        querystring: adminInvitesQuerySchema,
        response: { 200: adminInvitesResponseSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return queries.invites(db, request.user, request.query.page, config);
    },
  );

  r.post(
    '/api/admin/invite',
    {
      config: employeesOnly,
      schema: {
        tags: ['admin'],
        summary: 'Send a beta invite: mails the invite link to the address of the request with this _id',
        body: sendInviteBodySchema,
        response: { 200: sendInviteResponseSchema },
      },
    },
    async (request) => queries.sendInvite(db, request.user, request.body.invite._id, config),
  );
}
