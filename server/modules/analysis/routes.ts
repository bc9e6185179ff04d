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
import { routeCache } from '../stats/figures-cache';
import * as service from './service';

/**
 * Per-club analysis (issue 9), Pro only like the shot statistics, device token accepted:
 * gapping, one club's dispersion and weekly trends, the remembered "hide mishits" choice, and a
 * shot excluded or restored by hand.
 */
export async function analysisRoutes(app: FastifyInstance, { database }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const pro = { access: 'pro' as const, device: true };
  const tags = ['analysis'];
  // Cached like the statistics (docs/decisions/014): hand overrides raise stats_version, and the
  // remembered "hide mishits" choice is part of the key.
  const cached = routeCache((user) => [user.hideMishits]);

  r.get(
    '/api/stats/analysis',
    { config: pro, schema: { tags, summary: 'Gapping per club, Dr to LW', querystring: analysisQuerySchema, response: { 200: analysisResponseSchema } } },
    async (request) => {
      const filter = service.toFilter(request.query);
      return cached(request, ['gapping', filter], (userId) => service.clubAnalysis(db, userId, filter));
    },
  );

  r.get(
    '/api/stats/analysis/dispersion',
    {
      config: pro,
      schema: { tags, summary: 'One club’s shots (carry, offline) and 95 % ellipse', querystring: clubQuerySchema, response: { 200: dispersionResponseSchema } },
    },
    async (request) => {
      const filter = { ...service.toFilter(request.query), club: request.query.club };
      return cached(request, ['dispersion', filter], (userId) => service.clubDispersion(db, userId, filter));
    },
  );

  r.get(
    '/api/stats/analysis/trends',
    { config: pro, schema: { tags, summary: 'One club’s weekly means', querystring: clubQuerySchema, response: { 200: trendsResponseSchema } } },
    async (request) => {
      const filter = { ...service.toFilter(request.query), club: request.query.club };
      return cached(request, ['trends', filter], (userId) => service.clubTrends(db, userId, filter));
    },
  );

  r.get(
    '/api/stats/analysis/preferences',
    { config: pro, schema: { tags, summary: 'The remembered "hide mishits" choice', response: { 200: analysisPreferencesSchema } } },
    async (request) => service.preferences(db, currentUser(request).id),
  );

  r.put(
    '/api/stats/analysis/preferences',
    { config: pro, schema: { tags, summary: 'Remember "hide mishits"', body: analysisPreferencesSchema, response: { 200: analysisPreferencesSchema } } },
    async (request) => service.savePreferences(db, currentUser(request).id, request.body.hideMishits),
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
    async (request) => service.overrideShot(db, currentUser(request).id, request.params.shotId, request.body.excluded),
  );

  r.delete(
    '/api/stats/shots/:shotId/override',
    {
      config: pro,
      schema: { tags, summary: 'Return a shot to the mishit rule', params: shotOverrideParamsSchema, response: { 200: shotOverrideResponseSchema } },
    },
    async (request) => service.clearShotOverride(db, currentUser(request).id, request.params.shotId),
  );
}
