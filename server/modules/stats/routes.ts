import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dashboardResponseSchema,
  playerQuerySchema,
  shotStatsQuerySchema,
  playersResponseSchema,
  roundParamsSchema,
  roundResponseSchema,
  roundsQuerySchema,
  roundsResponseSchema,
  shotStatsResponseSchema,
  shotsCsvQuerySchema,
} from '../../../common/schemas/stats';
import { sessionDeleteResponseSchema } from '../../../common/schemas/sessions';
import type { AppDeps } from '../../app';
import { currentUser } from '../../plugins/auth';
import * as queries from './queries';
import * as service from './service';

/**
 * Calls 15-19 and the CSV export. Rounds and scorecards are open to every signed-in user; shot
 * statistics need Pro (403 'Pro subscription required'). The desktop app's device token works on
 * all of them (PRODUCT.md).
 */
export async function statsRoutes(app: FastifyInstance, { database }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const signedIn = { access: 'user' as const, device: true };
  const pro = { access: 'pro' as const, device: true };

  r.get(
    '/api/stats/rounds',
    {
      config: signedIn,
      schema: { tags: ['stats'], summary: 'Rounds, newest first, with each player’s score to par', querystring: roundsQuerySchema, response: { 200: roundsResponseSchema } },
    },
    async (request) => queries.rounds(db, currentUser(request), request.query),
  );

  r.get(
    '/api/stats/round/:roundId',
    {
      config: signedIn,
      schema: { tags: ['stats'], summary: 'One round with its scorecard', params: roundParamsSchema, response: { 200: roundResponseSchema } },
    },
    async (request) => queries.round(db, currentUser(request), request.params.roundId),
  );

  r.delete(
    '/api/stats/round/:roundId',
    {
      config: signedIn,
      schema: { tags: ['stats'], summary: 'Delete a round with its scores, shots and share links', params: roundParamsSchema, response: { 200: sessionDeleteResponseSchema } },
    },
    async (request) => queries.deleteRound(db, currentUser(request), request.params.roundId),
  );

  r.get(
    '/api/stats/players',
    { config: signedIn, schema: { tags: ['stats'], summary: 'Players of the account', response: { 200: playersResponseSchema } } },
    async (request) => queries.players(db, currentUser(request)),
  );

  r.get(
    '/api/stats/dashboard',
    {
      config: pro,
      schema: { tags: ['stats'], summary: 'Stat cards, club distances and smash factor', querystring: playerQuerySchema, response: { 200: dashboardResponseSchema } },
    },
    async (request) => queries.dashboard(db, currentUser(request), request.query.player),
  );

  r.get(
    '/api/stats/shots',
    {
      config: pro,
      schema: {
        tags: ['stats'],
        summary: 'Drives, club distances and smash factor (full swings; partial=true counts partial ones too)',
        querystring: shotStatsQuerySchema,
        response: { 200: shotStatsResponseSchema },
      },
    },
    async (request) => queries.shotStats(db, currentUser(request), request.query.player, request.query.partial === 'true'),
  );

  r.get(
    '/api/stats/shots.csv',
    {
      config: pro,
      schema: {
        tags: ['stats'],
        summary: 'The selected player’s shots as CSV in the user’s display units (named in the header), streamed',
        querystring: shotsCsvQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const units = { distanceUnit: user.distanceUnit, speedUnit: user.speedUnit };
      const { filename, chunks } = service.shotsCsv(db, user.id, request.query, units);
      const stream = Readable.from(chunks, { objectMode: false });
      stream.on('error', (err) => request.log.error({ err }, 'csv export failed'));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
