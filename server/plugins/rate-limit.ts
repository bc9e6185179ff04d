import { createRequire } from 'node:module';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { messages } from '../../common/messages';
import type { Config } from '../config';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
/** The store contract of @fastify/rate-limit (its types do not export it). */
interface CounterStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  // The plugin passes its merged route options; only the stores read them.
  child(routeOptions: never): CounterStore;
}
type StoreConstructor<Args extends unknown[]> = new (...args: Args) => CounterStore;

// The plugin's own two stores, so that the fallback counts exactly as the plugin would.
const load = createRequire(import.meta.url);
const RedisStore = load('@fastify/rate-limit/store/RedisStore.js') as StoreConstructor<[boolean, boolean, Redis, string]>;
const LocalStore = load('@fastify/rate-limit/store/LocalStore.js') as StoreConstructor<[boolean, boolean, number?]>;

/**
 * Counts in Redis while Redis answers, and in this instance's memory while it does not: a limit
 * never switches off. Each switch is logged once.
 */
function fallbackStore(redis: Redis, namespace: string, log: FastifyBaseLogger) {
  let usingMemory = false;
  const toMemory = (error: string) => {
    if (!usingMemory) log.warn({ err: { message: error } }, 'rate limits count in memory while Redis is unreachable');
    usingMemory = true;
  };
  const toRedis = () => {
    if (usingMemory) log.info('rate limits count in Redis again');
    usingMemory = false;
  };

  class FallbackStore implements CounterStore {
    constructor(
      private readonly shared: CounterStore,
      private readonly local: CounterStore,
    ) {}

    private run(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number): void {
      const local = () => this.local[method]!(key, callback, timeWindow, max);
      // Commands are not queued while disconnected: they would fail anyway, after a wait.
      if (redis.status !== 'ready') {
        toMemory(`redis is ${redis.status}`);
        return local();
      }
      this.shared[method]!(
        key,
        (error, result) => {
          if (error) {
            toMemory(error.message);
            return local();
          }
          toRedis();
          callback(null, result);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.run('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.run('read', key, callback, timeWindow, max);
    }

    child(routeOptions: never): CounterStore {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  return class extends FallbackStore {
    constructor(params: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, namespace), new LocalStore(continueExceeding, exponentialBackoff));
    }
  };
}

/**
 * Rate limits are declared per route (`config.rateLimit`); none apply unless a route asks.
 * Counters live in Redis when `REDIS_URL` is set, so several instances share them; while Redis
 * is unreachable each instance counts on its own.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : null;
  // ioredis reconnects by itself; the store logs the switches, so the errors themselves are not repeated.
  redis?.on('error', () => {});
  await app.register(rateLimit, {
    global: false,
    ...(redis && { store: fallbackStore(redis, config.rateLimitNamespace, app.log) }),
    errorResponseBuilder: () => ({ statusCode: 429, error: messages.tooManyRequests, code: 'rate_limited' }),
  });
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
});

/** The limit a minute per address for sign-in, sign-up, reset and beta-request POSTs. */
export function authRateLimit(config: Config) {
  return { max: config.rateLimitAuth, timeWindow: 60_000 };
}

/**
 * The limit of a signed-in page's forms other than the account details, per account: the API's
 * calls doing the same work (a shot left out, Hide mishits, Revoke, Units) have no limit of their
 * own, and ten a second is more than any person clicks.
 */
export const PAGE_FORM_RATE_LIMIT = { max: 600, timeWindow: 60_000 };
