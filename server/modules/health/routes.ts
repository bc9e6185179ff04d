import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../common/messages';
import type { AppDeps } from '../../app';
import { isDatabaseReady } from '../../db/client';

const statusSchema = z.object({ status: z.string() });

/**
 * Liveness (`/api/health`: the process answers) and readiness (`/api/health/ready`: the database
 * answers and every migration is applied), for load balancers and orchestrators.
 */
export async function healthRoutes(app: FastifyInstance, { database }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/health', { schema: { tags: ['operations'], summary: 'Liveness: the process answers', response: { 200: statusSchema } } }, async () => ({ status: 'ok' }));
  r.get(
    '/api/health/ready',
    { schema: { tags: ['operations'], summary: 'Readiness: the database answers', response: { 200: statusSchema, 503: z.object({ status: z.string(), error: z.string() }) } } },
    async (_request, reply) => {
      const ready = await isDatabaseReady(database).catch(() => false);
      if (ready) return { status: 'ready' };
      return reply.status(503).send({ status: 'unavailable', error: messages.serviceUnavailable });
    },
  );
}
