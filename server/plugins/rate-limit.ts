import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { messages } from '../../common/messages';
import type { Config } from '../config';

/**
 * Rate limits are declared per route (`config.rateLimit`); none apply unless a route asks.
 * Counters live in Redis when `REDIS_URL` is set, so several instances share them.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : null;
  redis?.on('error', (err) => app.log.warn({ err: { message: err.message } }, 'redis unavailable'));
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: config.rateLimitNamespace }),
    // A Redis outage must not take sign-in down with it: the limit is skipped, not the request.
    skipOnError: true,
    errorResponseBuilder: () => ({ statusCode: 429, error: messages.tooManyRequests, code: 'rate_limited' }),
  });
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
});

/** The limit of SECURITY.md rule 14, for sign-in, sign-up, reset and beta-request POSTs. */
export function authRateLimit(config: Config) {
  return { max: config.rateLimitAuth, timeWindow: 60_000 };
}
