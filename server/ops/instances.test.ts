import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../db/client';
import { createSmtpPeer, linkIn, settle, type SmtpPeer } from '../test/smtp-peer';
import { uniqueEmail, TEST_PASSWORD } from '../test/factories';
import { call, createEmptyDatabase, REDIS_URL, sessionCookie, spawnServer, waitUntilLive, type ServerProcess } from './support';

/**
 * Two real server processes on one PostgreSQL database, one Redis and one
 * mail server, as behind a load balancer. Two processes cannot share the embedded database, so
 * this runs only on PostgreSQL (TEST_DATABASE_URL, which CI sets).
 */
const LIMIT = 6;
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL and one Redis (skipped without TEST_DATABASE_URL: the embedded database allows one process)', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let peer: SmtpPeer;
  let a: ServerProcess;
  let b: ServerProcess;
  let sql: pg.Client;
  // Counters of this run only: tests running beside it keep theirs apart.
  const namespace = `ogs-test-${randomBytes(5).toString('hex')}:`;

  beforeAll(async () => {
    database = await createEmptyDatabase();
    peer = await createSmtpPeer();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      RATE_LIMIT_NAMESPACE: namespace,
      RATE_LIMIT_AUTH: String(LIMIT),
      SMTP_URL: peer.url,
      MAIL_POLL_INTERVAL_MS: '100',
      MAIL_RETRY_BASE_MS: '200',
      // Links in mails are built from PUBLIC_URL, the same for every instance behind the balancer.
      PUBLIC_URL: 'http://localhost:3000',
    };
    // Started at the same moment: both apply migrations at start, under the advisory lock.
    [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
    await Promise.all([waitUntilLive(a), waitUntilLive(b)]);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await sql?.end();
    await peer?.stop();
    await database?.drop();
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      const keys = await redis.keys(`${namespace}*`);
      if (keys.length) await redis.del(...keys);
    } catch {
      // the keys expire within a minute anyway
    } finally {
      redis.disconnect();
    }
  }, 30_000);

  const post = (server: ServerProcess, url: string, body: unknown, cookie?: string) =>
    call(server.url, url, { method: 'POST', body, cookie, headers: { origin: 'http://localhost:3000' } });

  it('applies each migration once though both started at once, and both are ready', async () => {
    const { rows } = await sql.query<{ hash: string; n: number }>('select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash');
    expect(rows).toHaveLength(journal.entries.length);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const { rows: total } = await sql.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(total[0].n).toBe(journal.entries.length);
    for (const server of [a, b]) {
      expect((await call(server.url, '/api/health/ready')).status).toBe(200);
      expect(server.alive()).toBe(true);
    }
  });

  it('recognises a session made through one instance on the other, and ends it everywhere', async () => {
    const email = uniqueEmail('two-instances');
    const signup = await post(a, '/api/user/signup', { email, password: TEST_PASSWORD, password2: TEST_PASSWORD, terms: true, marketing: false });
    expect(signup.status).toBe(200);
    const cookie = sessionCookie(signup);

    const onB = await call(b.url, '/api/user/session', { cookie });
    expect(onB.status).toBe(200);
    expect((onB.body as { user: { email: string } | null }).user?.email).toBe(email);

    const out = await post(b, '/api/user/signout', undefined, cookie);
    expect(out.status).toBe(200);
    expect(((await call(a.url, '/api/user/session', { cookie })).body as { user: unknown }).user).toBeNull();
  });

  it('shares the per-IP sign-in limit: requests alternated across both meet 429 at the limit', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < LIMIT + 2; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await post(server, '/api/user/signin', { email: uniqueEmail('nobody'), password: 'wrong password' });
      statuses.push(res.status);
      if (res.status === 429) {
        retryAfter = res.headers.get('retry-after');
        expect(typeof (res.body as { error?: unknown }).error).toBe('string');
      }
    }
    // Each instance saw only half of them: a limit per process would have let all through.
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  async function outboxOf(email: string) {
    const { rows } = await sql.query<{ attempts: number; sent: boolean; last_error: string | null }>(
      'select attempts, sent_at is not null as sent, last_error from mail_outbox where recipient = $1',
      [email],
    );
    return rows;
  }

  it('sends a reset mail queued through one instance exactly once while both run senders, and its link works on the other', async () => {
    const email = uniqueEmail('reset-once');
    expect((await post(b, '/api/user/signup', { email, password: TEST_PASSWORD, password2: TEST_PASSWORD, terms: true, marketing: false })).status).toBe(200);
    expect((await post(a, '/api/user/reset-request', { email })).status).toBe(200);

    const [mail] = await peer.waitForMails(1, email, 10_000);
    // Both senders poll every 100 ms: a second copy would arrive well within this.
    await settle(1500);
    expect(peer.mailsTo(email)).toHaveLength(1);
    expect(await outboxOf(email)).toEqual([{ attempts: 1, sent: true, last_error: null }]);

    const token = linkIn(mail, 'http://localhost:3000/password-reset/').split('/').pop()!;
    const verified = await post(b, '/api/user/verify-token', { token });
    expect(verified.status).toBe(200);
  });

  it('keeps mail queued through both instances while the mail server is down, then sends each once', async () => {
    await peer.stop();
    const emails = [uniqueEmail('outage-a'), uniqueEmail('outage-b')];
    for (const [i, email] of emails.entries()) {
      const server = i === 0 ? a : b;
      expect((await post(server, '/api/user/signup', { email, password: TEST_PASSWORD, password2: TEST_PASSWORD, terms: true, marketing: false })).status).toBe(200);
      const started = Date.now();
      expect((await post(server, '/api/user/reset-request', { email })).status).toBe(200);
      // The answer does not wait for the mail server; generous for a loaded machine.
      expect(Date.now() - started).toBeLessThan(2000);
    }

    // Both instances' senders try, fail and back off; nothing is lost or marked failed.
    const deadline = Date.now() + 15_000;
    for (;;) {
      const rows = (await Promise.all(emails.map(outboxOf))).flat();
      if (rows.length === 2 && rows.every((r) => r.attempts >= 2 && !r.sent && r.last_error)) break;
      if (Date.now() > deadline) throw new Error(`senders did not retry: ${JSON.stringify(rows)}`);
      await settle(100);
    }
    expect(peer.mails.filter((m) => emails.includes(m.to[0]))).toHaveLength(0);
    expect(a.alive() && b.alive()).toBe(true);

    await peer.start();
    for (const email of emails) await peer.waitForMails(1, email, 15_000);
    await settle(1500);
    for (const email of emails) {
      expect(peer.mailsTo(email)).toHaveLength(1);
      const [row] = await outboxOf(email);
      expect(row).toMatchObject({ sent: true, last_error: null });
    }
  });
});
