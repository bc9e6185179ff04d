import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dispersionResponseSchema } from '../../../common/schemas/analysis';
import {
  sessionCompareQuerySchema,
  sessionCompareResponseSchema,
  sessionDeleteResponseSchema,
  sessionDispersionQuerySchema,
  sessionParamsSchema,
  sessionRenameBodySchema,
  sessionRenameResponseSchema,
  sessionResponseSchema,
  sessionsListQuerySchema,
  sessionsListResponseSchema,
} from '../../../common/schemas/sessions';
import type { AppDeps } from '../../app';
import { currentUser } from '../../plugins/auth';
import { sessionPageSerializerCompiler } from './page-serializer';
import * as queries from './queries';

/**
 * Range sessions, Pro only like the shot data, device token accepted: the list, one
 * session, its dispersion, a compare of two, and delete. Not cached: a session page is large, and
 * it is read once per visit.
 */
export async function sessionsRoutes(app: FastifyInstance, { database }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const pro = { access: 'pro' as const, device: true };
  const tags = ['sessions'];

  r.get(
    '/api/sessions',
    {
      config: pro,
      schema: { tags, summary: 'The account’s range sessions, newest first, paged; of one player’s with `player`', querystring: sessionsListQuerySchema, response: { 200: sessionsListResponseSchema } },
    },
    async (request) => queries.list(db, currentUser(request), request.query),
  );

  r.get(
    '/api/sessions/compare',
    {
      config: pro,
      schema: { tags, summary: 'Two sessions side by side, per club, with the differences', querystring: sessionCompareQuerySchema, response: { 200: sessionCompareResponseSchema } },
    },
    async (request) => queries.compare(db, currentUser(request), request.query.a, request.query.b),
  );

  r.get(
    '/api/sessions/:id',
    {
      config: pro,
      schema: { tags, summary: 'One session: every shot with every measurement, and a per-club summary', params: sessionParamsSchema, response: { 200: sessionResponseSchema } },
      serializerCompiler: sessionPageSerializerCompiler,
    },
    async (request) => queries.session(db, currentUser(request), request.params.id),
  );

  r.get(
    '/api/sessions/:id/dispersion',
    {
      config: pro,
      schema: {
        tags,
        summary: 'One club’s shots of the session (carry, offline) and 95% ellipse',
        params: sessionParamsSchema,
        querystring: sessionDispersionQuerySchema,
        response: { 200: dispersionResponseSchema },
      },
    },
    async (request) => queries.dispersion(db, currentUser(request), request.params.id, request.query.club),
  );

  r.patch(
    '/api/sessions/:id',
    {
      config: pro,
      schema: { tags, summary: 'Rename a session (a blank name takes it away)', params: sessionParamsSchema, body: sessionRenameBodySchema, response: { 200: sessionRenameResponseSchema } },
    },
    async (request) => queries.rename(db, currentUser(request), request.params.id, request.body.name),
  );

  r.delete(
    '/api/sessions/:id',
    { config: pro, schema: { tags, summary: 'Delete a session and its shots', params: sessionParamsSchema, response: { 200: sessionDeleteResponseSchema } } },
    async (request) => queries.remove(db, currentUser(request), request.params.id),
  );
}
