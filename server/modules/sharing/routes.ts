import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analysisResponseSchema, dispersionResponseSchema, trendsResponseSchema } from '../../../common/schemas/analysis';
import { okResponseSchema } from '../../../common/schemas/profile';
import {
  createShareBodySchema,
  shareIdParamsSchema,
  sharedReportResponseSchema,
  sharedReportsResponseSchema,
  sharedAnalysisQuerySchema,
  sharedClubQuerySchema,
  sharedViewSchema,
  shareTokenParamsSchema,
  updateShareClipBodySchema,
} from '../../../common/schemas/sharing';
import type { AppDeps } from '../../app';
import { currentUser } from '../../plugins/auth';
import * as queries from './queries';

/** Views of shared reports one address may ask for in a minute: plenty for people, little for guessing. */
export const SHARED_VIEW_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/** Search engines keep shared reports out of their results (the page says so too: server/plugins/web.ts). */
export const SHARED_ROBOTS = 'noindex, nofollow';

/**
 * Shared reports: the owner creates, lists and revokes links (signed in, by session);
 * anyone holding a link reads its report, without an account, until it is revoked.
 */
export async function sharingRoutes(app: FastifyInstance, { config, database }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const owner = { access: 'user' as const };

  r.post(
    '/api/shared-reports',
    {
      config: owner,
      schema: {
        tags: ['sharing'],
        summary: 'A read-only link to a round’s scorecard, or to a player’s statistics over a date range (Pro)',
        body: createShareBodySchema,
        response: { 200: sharedReportResponseSchema },
      },
    },
    async (request) => queries.create(db, currentUser(request), request.body, config),
  );

  r.get(
    '/api/shared-reports',
    { config: owner, schema: { tags: ['sharing'], summary: 'The account’s working links, newest first', response: { 200: sharedReportsResponseSchema } } },
    async (request) => queries.links(db, currentUser(request), config),
  );

  r.patch(
    '/api/shared-reports/:id',
    {
      config: owner,
      schema: {
        tags: ['sharing'],
        summary: 'Show a swing clip of the account’s with a working link, or (null) none',
        params: shareIdParamsSchema,
        body: updateShareClipBodySchema,
        response: { 200: sharedReportResponseSchema },
      },
    },
    async (request) => queries.setClip(db, currentUser(request), request.params.id, request.body.clipId, config),
  );

  r.post(
    '/api/shared-reports/:id/revoke',
    {
      config: owner,
      schema: { tags: ['sharing'], summary: 'Revoke a link: it stops working at once', params: shareIdParamsSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      await queries.revoke(db, currentUser(request), request.params.id);
      return { ok: true as const };
    },
  );

  const publicRead = {
    config: { access: 'public' as const, rateLimit: SHARED_VIEW_RATE_LIMIT },
    // First of the route's hooks, so errors and refusals carry the headers too.
    onRequest: async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('x-robots-tag', SHARED_ROBOTS);
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
    },
  };

  r.get(
    '/api/shared/:token',
    {
      ...publicRead,
      schema: {
        tags: ['sharing'],
        summary: 'A shared report, for anyone holding its link; unknown, revoked and expired links alike answer 404',
        params: shareTokenParamsSchema,
        response: { 200: sharedViewSchema },
      },
    },
    async (request) => queries.view(db, request.params.token),
  );

  // A statistics report's per-club analysis, as /api/stats/analysis/* answer it for the owner.
  r.get(
    '/api/shared/:token/analysis',
    {
      ...publicRead,
      schema: {
        tags: ['sharing'],
        summary: 'The gapping table of a shared statistics report',
        params: shareTokenParamsSchema,
        querystring: sharedAnalysisQuerySchema,
        response: { 200: analysisResponseSchema },
      },
    },
    async (request) => queries.viewAnalysis(db, request.params.token),
  );

  r.get(
    '/api/shared/:token/analysis/dispersion',
    {
      ...publicRead,
      schema: {
        tags: ['sharing'],
        summary: 'One club’s dispersion in a shared statistics report',
        params: shareTokenParamsSchema,
        querystring: sharedClubQuerySchema,
        response: { 200: dispersionResponseSchema },
      },
    },
    async (request) => queries.viewDispersion(db, request.params.token, request.query.club),
  );

  r.get(
    '/api/shared/:token/analysis/trends',
    {
      ...publicRead,
      schema: {
        tags: ['sharing'],
        summary: 'One club’s weekly trends in a shared statistics report',
        params: shareTokenParamsSchema,
        querystring: sharedClubQuerySchema,
        response: { 200: trendsResponseSchema },
      },
    },
    async (request) => queries.viewTrends(db, request.params.token, request.query.club),
  );
}
