import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analysisPreferencesSchema,
  analysisQuerySchema,
  analysisResponseSchema,
  clubQuerySchema,
  dispersionResponseSchema,
  shotOverrideBodySchema,
  shotOverrideParamsSchema,
  shotOverrideResponseSchema,
  trendsResponseSchema,
} from '../../../common/schemas/analysis';
import type { AppDeps } from '../../app';
import { currentUser } from '../../plugins/auth';
import * as queries from './queries';

/**
 * Per-club analysis, Pro only like the shot statistics, device token accepted:
 * gapping, one club's dispersion and weekly trends, the remembered "hide mishits" choice, and a
 * shot excluded or restored by hand.
 */
export async function analysisRoutes(app: FastifyInstance, { database }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const pro = { access: 'pro' as const, device: true };
  const tags = ['analysis'];

  r.get(
    '/api/stats/analysis',
    { config: pro, schema: { tags, summary: 'Gapping per club, Dr to LW', querystring: analysisQuerySchema, response: { 200: analysisResponseSchema } } },
    async (request) => queries.gapping(db, currentUser(request), request.query),
  );

  r.get(
    '/api/stats/analysis/dispersion',
    {
      config: pro,
      schema: { tags, summary: 'One club’s shots (carry, offline) and 95% ellipse', querystring: clubQuerySchema, response: { 200: dispersionResponseSchema } },
    },
    async (request) => queries.dispersion(db, currentUser(request), request.query),
  );

  r.get(
    '/api/stats/analysis/trends',
    { config: pro, schema: { tags, summary: 'One club’s weekly means', querystring: clubQuerySchema, response: { 200: trendsResponseSchema } } },
    async (request) => queries.trends(db, currentUser(request), request.query),
  );

  r.get(
    '/api/stats/analysis/preferences',
    { config: pro, schema: { tags, summary: 'The remembered "hide mishits" choice', response: { 200: analysisPreferencesSchema } } },
    async (request) => queries.preferences(db, currentUser(request)),
  );

  r.put(
    '/api/stats/analysis/preferences',
    { config: pro, schema: { tags, summary: 'Remember "hide mishits"', body: analysisPreferencesSchema, response: { 200: analysisPreferencesSchema } } },
    async (request) => queries.savePreferences(db, currentUser(request), request.body.hideMishits),
  );

  r.put(
    '/api/stats/shots/:shotId/override',
    {
      config: pro,
      schema: {
        tags,
        summary: 'Exclude (true) or restore (false) a shot by hand',
        params: shotOverrideParamsSchema,
        body: shotOverrideBodySchema,
        response: { 200: shotOverrideResponseSchema },
      },
    },
    async (request) => queries.overrideShot(db, currentUser(request), request.params.shotId, request.body.excluded),
  );

  r.delete(
    '/api/stats/shots/:shotId/override',
    {
      config: pro,
      schema: { tags, summary: 'Return a shot to the mishit rule', params: shotOverrideParamsSchema, response: { 200: shotOverrideResponseSchema } },
    },
    async (request) => queries.overrideShot(db, currentUser(request), request.params.shotId, null),
  );
}
