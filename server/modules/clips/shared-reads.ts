import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shareTokenParamsSchema } from '../../../common/schemas/sharing';
import type { Database } from '../../db/client';
import { sharedClip } from '../sharing/service';
import { SHARED_ROBOTS } from '../sharing/routes';
import { serveClipObject } from './serve';
import type { ClipStorage } from './storage';

/**
 * Reads of a clip one address may make in a minute: a player asks for ranges as it plays and seeks,
 * so more than the report's own views, still little for guessing tokens.
 */
export const SHARED_CLIP_RATE_LIMIT = { max: 300, timeWindow: 60_000 };

/**
 * The swing clip of a shared report, for anyone holding its link: found through the token each
 * time, so a revoked or expired link, or a clip deleted, answers 404 at once. Streamed by the
 * server on either store (ranges passed on), never cached.
 */
export async function sharedClipRoutes(app: FastifyInstance, db: Database, storage: ClipStorage) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = {
    config: { access: 'public' as const, rateLimit: SHARED_CLIP_RATE_LIMIT },
    onRequest: async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('x-robots-tag', SHARED_ROBOTS);
      reply.header('referrer-policy', 'no-referrer');
    },
  };
  for (const object of ['video', 'poster'] as const) {
    r.get(
      `/api/shared/:token/clip/${object}`,
      {
        ...options,
        schema: {
          tags: ['sharing'],
          summary: object === 'video' ? "A shared report's swing clip (HTTP ranges)" : "The poster of a shared report's swing clip",
          params: shareTokenParamsSchema,
        },
      },
      async (request, reply) => {
        const clip = await sharedClip(db, request.params.token);
        return serveClipObject(request, reply, storage, { id: clip.id, contentType: clip.content_type }, object, { through: true, cacheControl: 'no-store' });
      },
    );
  }
}
