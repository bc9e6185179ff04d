import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLoggedTestApp } from '../test/harness';
import { freePort } from '../test/smtp-peer';
import { REDIS_URL } from '../ops/support';

/**
 * The limits never switch off: with Redis unreachable, 20 sign-ins in a row once all got 401 and
 * none 429. Each instance now counts in memory until Redis answers again.
 */
/** A sign-in the limit counts (it counts before anything else) that hashes nothing: an empty body, refused with 400. */
const signIn = (app: Awaited<ReturnType<typeof createLoggedTestApp>>['app'], ip: string) =>
  app.inject({ method: 'POST', url: '/api/user/signin', remoteAddress: ip, payload: {} });

/** A TCP relay to the real Redis that can be switched off and on: an outage without touching Redis. */
async function redisRelay(port: number) {
  const target = new URL(REDIS_URL);
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  return {
    async start() {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => {});
          s.on('close', () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
}

describe('rate limits while Redis is unreachable', () => {
  const closing: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of closing) await close();
  });

  it('counts in memory: the 11th sign-in in a minute gets 429, and the switch is logged once', async () => {
    const t = await createLoggedTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, RATE_LIMIT_AUTH: '10' }, 'info');
    closing.push(t.close);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await signIn(t.app, '198.51.100.7')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
    expect(t.logLines.filter((l) => l.includes('rate limits count in memory')).length).toBe(1);
  }, 60_000);

  it('returns to Redis when it is back', async () => {
    const port = await freePort();
    const relay = await redisRelay(port);
    const namespace = `ogs-test-${randomBytes(5).toString('hex')}:`;
    const t = await createLoggedTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_AUTH: '10', RATE_LIMIT_NAMESPACE: namespace }, 'info');
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    closing.push(async () => {
      await t.close();
      await relay.stop();
      const keys = await redis.keys(`${namespace}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    });
    expect((await signIn(t.app, '198.51.100.8')).statusCode).toBe(400);
    expect(await redis.keys(`${namespace}*`)).toEqual([]);
    await relay.start();
    // ioredis reconnects on its own schedule: wait for the counter to appear in Redis.
    const deadline = Date.now() + 15_000;
    let keys: string[] = [];
    while (keys.length === 0 && Date.now() < deadline) {
      await signIn(t.app, '198.51.100.9');
      keys = await redis.keys(`${namespace}*`);
      if (!keys.length) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(keys.length).toBeGreaterThan(0);
    expect(t.logLines.some((l) => l.includes('rate limits count in Redis again'))).toBe(true);
  }, 60_000);
});
