import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { handicapResponseSchema } from '../../../common/schemas/handicap';
import type { AppDeps } from '../../app';
import { currentUser } from '../../plugins/auth';
import * as queries from './queries';

/** The Sim Handicap is a Pro figure, like the shot statistics; the device token works on it too. */
export async function handicapRoutes(app: FastifyInstance, { database }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/stats/handicap',
    {
      config: { access: 'pro', device: true },
      schema: {
        tags: ['stats'],
        summary: 'Each player’s Sim Handicap (WHS index over simulator rounds) and the differentials behind it',
        response: { 200: handicapResponseSchema },
      },
    },
    async (request) => queries.handicaps(database.db, currentUser(request)),
  );
}
