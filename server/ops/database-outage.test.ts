import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, TEST_PASSWORD } from '../test/factories';
import { call, createEmptyDatabase, createTcpProxy, sessionCookie, sleep, spawnServer, waitUntilLive, type ServerProcess, type TcpProxy } from './support';

/**
 * A TCP proxy the test controls sits between one server
 * process and PostgreSQL. Under load the path is broken three ways, then restored:
 * - frozen: open connections stay open and nothing passes (a network silently dropping packets);
 * - refused: open connections are reset and new ones refused (PostgreSQL stopped);
 * - blackhole: new connections are accepted and never answered (a dead host).
 * Meanwhile requests fail with 503 and an `error`, fast (a refused or unanswered connection within
 * the 3 s connection timeout; a query on a connection that froze under it within the 12 s query
 * timeout), the process stays up, and afterwards the same process serves 200s again, with no
 * half-written rows. When a frozen network comes back, the connections whose queries were lost
 * must have been closed: reused, each would make every later request on it wait for the timeout.
 */

const WORKERS = 6;
/** Every request of the run, bounded whatever happens. */
const MAX_REQUESTS = 6000;
const FAST_MS = 5000;
/** server/db/client.ts: statement timeout 10 s + 2 s; a little more for a loaded machine. */
const QUERY_TIMEOUT_BOUND_MS = 14_000;
const FROZEN_MS = 15_000;

type Phase = 'before' | 'frozen' | 'thawed' | 'refused' | 'blackhole' | 'after';
interface Outcome {
  phase: Phase;
  /** When the request started and got its answer (Date.now()). */
  start: number;
  end: number;
  kind: string;
  status: number;
  ms: number;
  error: unknown;
}

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
let roundCounter = 0;
function roundItem() {
  const players = ['Chris', 'Alex'];
  return {
    clientId: `outage-${process.pid}-${roundCounter++}`,
    course: 'Proxy Links',
    playedAt: new Date(Date.now() - 3_600_000).toISOString(),
    players,
    holes: PARS.map((par, i) => ({ hole: i + 1, par })),
    scores: players.flatMap((player) => PARS.map((par, i) => ({ player, hole: i + 1, score: par + (i % 3) - 1 }))),
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a database outage under load (skipped without TEST_DATABASE_URL: it needs PostgreSQL over TCP)', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let direct: pg.Client;

  beforeAll(async () => {
    database = await createEmptyDatabase();
    const real = new URL(database.url);
    proxy = await createTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    server = await spawnServer({ DATABASE_URL: viaProxy.toString(), RATE_LIMIT_AUTH: '100000', LOG_LEVEL: 'warn' });
    await waitUntilLive(server);
    direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await direct?.end();
    await database?.drop();
  }, 30_000);

  it('answers 503 fast while the database is cut, recovers by itself in the same process, and leaves no half-written rows', async () => {
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      call(server.url, path, { method: 'POST', body, headers: { origin: server.url, ...headers } });

    const owner = await post('/api/user/signup', { email: uniqueEmail('outage'), password: TEST_PASSWORD, password2: TEST_PASSWORD, terms: true, marketing: false });
    expect(owner.status).toBe(200);
    const cookie = sessionCookie(owner);
    const ownerId = (owner.body as { user: { _id: string } }).user._id;
    const tokenAnswer = await post('/api/auth/token', { email: (owner.body as { user: { email: string } }).user.email, password: TEST_PASSWORD, deviceName: 'Outage PC' });
    expect(tokenAnswer.status).toBe(200);
    const bearer = { authorization: `Bearer ${(tokenAnswer.body as { token: string }).token}` };

    let phase: Phase = 'before';
    /** When each phase began: the path is open in 'before', 'thawed' and 'after'. */
    const timeline: Array<{ phase: Phase; from: number }> = [{ phase, from: Date.now() }];
    const enter = (next: Phase) => {
      phase = next;
      timeline.push({ phase, from: Date.now() });
    };
    const isOpen = (p: Phase) => p === 'before' || p === 'thawed' || p === 'after';
    /**
     * What the path was like over [start, end]: open throughout, cut throughout, or both. A phase
     * is stamped just after the proxy changed, so each counts from a little earlier.
     */
    const MARGIN_MS = 250;
    const pathDuring = (start: number, end: number): 'open' | 'cut' | 'mixed' => {
      const seen = new Set<boolean>();
      timeline.forEach((entry, i) => {
        const to = timeline[i + 1]?.from ?? Infinity;
        if (entry.from - MARGIN_MS <= end && to > start) seen.add(isOpen(entry.phase));
      });
      return seen.size > 1 ? 'mixed' : seen.has(true) ? 'open' : 'cut';
    };
    let running = true;
    let sent = 0;
    const outcomes: Outcome[] = [];
    const signups: { email: string; status: number }[] = [];
    const uploads: { clientIds: string[]; status: number; stored: number | null }[] = [];

    // Reads and writes of every kind: session checks, pages of rounds, sign-ups, round uploads.
    const kinds: Array<{ kind: string; run: () => Promise<Awaited<ReturnType<typeof call>>> }> = [
      { kind: 'session', run: () => call(server.url, '/api/user/session', { cookie }) },
      { kind: 'rounds', run: () => call(server.url, '/api/stats/rounds', { cookie }) },
      {
        kind: 'signup',
        run: async () => {
          const email = uniqueEmail('during-outage');
          const res = await post('/api/user/signup', { email, password: TEST_PASSWORD, password2: TEST_PASSWORD, terms: true, marketing: false });
          signups.push({ email, status: res.status });
          return res;
        },
      },
      {
        kind: 'upload',
        run: async () => {
          const items = [roundItem(), roundItem(), roundItem()];
          const res = await post('/api/ingest/rounds', { rounds: items }, bearer);
          uploads.push({ clientIds: items.map((i) => i.clientId), status: res.status, stored: res.status === 200 ? (res.body as { stored: number }).stored : null });
          return res;
        },
      },
    ];

    const worker = async (index: number) => {
      for (let i = 0; running && sent < MAX_REQUESTS; i++) {
        const { kind, run } = kinds[(index + i) % kinds.length];
        const started = phase;
        const start = Date.now();
        sent++;
        try {
          const res = await run();
          outcomes.push({ phase: started, start, end: Date.now(), kind, status: res.status, ms: res.ms, error: (res.body as { error?: unknown } | null)?.error });
        } catch (err) {
          // No answer within the client's 15 s: the opposite of failing fast.
          outcomes.push({ phase: started, start, end: Date.now(), kind, status: 0, ms: 15_000, error: String(err) });
        }
        await sleep(15);
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, (_, i) => worker(i)));

    await sleep(2000);
    // The network goes silent under open connections.
    await proxy.set('freeze');
    enter('frozen');
    await sleep(FROZEN_MS);
    expect(server.alive(), server.output().slice(-3000)).toBe(true);
    // The network comes back, the surviving connections with it.
    await proxy.set('open');
    enter('thawed');
    await sleep(3000);

    // PostgreSQL goes away: open connections die mid-query, new ones are refused.
    await proxy.set('refuse');
    enter('refused');
    await sleep(4000);
    expect(server.alive(), server.output().slice(-3000)).toBe(true);
    expect((await call(server.url, '/api/health')).status).toBe(200);
    const notReady = await call(server.url, '/api/health/ready');
    expect(notReady.status).toBe(503);
    expect(typeof (notReady.body as { error?: unknown }).error).toBe('string');

    // A dead network path: connections are accepted and never answered.
    await proxy.set('blackhole');
    enter('blackhole');
    await sleep(5000);
    expect(server.alive(), server.output().slice(-3000)).toBe(true);

    // Back: the same process, no restart.
    await proxy.set('open');
    const deadline = Date.now() + 15_000;
    while ((await call(server.url, '/api/user/session', { cookie })).status !== 200) {
      if (Date.now() > deadline) throw new Error('the server did not recover within 15 s of the database returning');
      await sleep(100);
    }
    enter('after');
    await sleep(2000);
    running = false;
    await load;

    const summary = Object.fromEntries(
      (['before', 'frozen', 'thawed', 'refused', 'blackhole', 'after'] as Phase[]).map((p) => {
        const of = outcomes.filter((o) => o.phase === p);
        const statuses: Record<number, number> = {};
        for (const o of of) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
        return [p, { requests: of.length, statuses, maxMs: Math.round(Math.max(0, ...of.map((o) => o.ms))) }];
      }),
    );
    const context = JSON.stringify(summary);

    expect(server.alive(), context).toBe(true);
    // Never a 500, never a hang, at any point.
    expect(outcomes.filter((o) => o.status === 0 || o.status >= 500 && o.status !== 503), context).toEqual([]);
    expect(outcomes.filter((o) => o.status !== 200 && typeof o.error !== 'string'), context).toEqual([]);

    // Served while the path was open throughout, refused with 503 while it was cut throughout;
    // a request that saw both may end either way.
    const misjudged = outcomes.filter((o) => {
      const path = pathDuring(o.start, o.end);
      return (path === 'open' && o.status !== 200) || (path === 'cut' && o.status !== 503) || (path === 'mixed' && o.status !== 200 && o.status !== 503);
    });
    expect(misjudged.map((o) => `${o.phase} ${o.kind} ${o.status} ${Math.round(o.ms)} ms`), context).toEqual([]);
    for (const p of ['before', 'frozen', 'thawed', 'refused', 'blackhole', 'after'] as const) {
      expect(outcomes.filter((o) => o.phase === p).length, `${p}: ${context}`).toBeGreaterThan(p === 'frozen' || p === 'blackhole' ? 3 : 10);
    }
    // How fast: a query caught on a frozen connection waits out the query timeout, never longer;
    // everything started on an open, refused or dead path is answered within a few seconds, and
    // after the freeze no request waits on a connection whose answer was lost.
    expect(Math.max(...outcomes.map((o) => o.ms)), context).toBeLessThan(QUERY_TIMEOUT_BOUND_MS);
    const slow = outcomes.filter((o) => o.phase !== 'before' && o.phase !== 'frozen' && o.ms >= FAST_MS);
    expect(slow.map((o) => `${o.phase} ${o.kind} ${o.status} ${Math.round(o.ms)} ms`), context).toEqual([]);
    expect(outcomes.some((o) => o.phase === 'thawed' && o.status === 200), context).toBe(true);
    expect((await call(server.url, '/api/health/ready')).status).toBe(200);

    // No half-written rows: each uploaded round has all its players, holes and scores, or is absent.
    const { rows: rounds } = await direct.query<{ client_id: string; players: number; holes: number; scores: number }>(
      `select r.client_id,
              (select count(*)::int from round_players p where p.round_id = r.id) as players,
              (select count(*)::int from round_holes h where h.round_id = r.id) as holes,
              (select count(*)::int from round_scores s where s.round_id = r.id) as scores
         from rounds r where r.user_id = $1`,
      [ownerId],
    );
    expect(rounds.filter((r) => r.players !== 2 || r.holes !== 18 || r.scores !== 36)).toEqual([]);
    const storedIds = new Set(rounds.map((r) => r.client_id));
    for (const upload of uploads) {
      const present = upload.clientIds.filter((id) => storedIds.has(id)).length;
      // A batch is one statement: all of it or nothing, and all of it when the answer said so.
      expect([0, upload.clientIds.length]).toContain(present);
      if (upload.status === 200) expect(present).toBe(upload.clientIds.length);
    }
    expect(uploads.some((u) => u.status === 200)).toBe(true);
    expect(uploads.some((u) => u.status === 503)).toBe(true);

    // Each sign-up answered 200 exists; one cut mid-way exists whole or not at all.
    const { rows: users } = await direct.query<{ email: string; hash_ok: boolean }>(
      `select email, password_hash like '$argon2id$%' as hash_ok from users where email = any($1)`,
      [signups.map((s) => s.email)],
    );
    expect(users.every((u) => u.hash_ok)).toBe(true);
    const existing = new Set(users.map((u) => u.email));
    expect(signups.filter((s) => s.status === 200 && !existing.has(s.email))).toEqual([]);
    expect(signups.some((s) => s.status === 503)).toBe(true);
    // A sign-up answered 200 before the cut still signs in afterwards.
    const okOne = signups.find((s) => s.status === 200)!;
    expect((await post('/api/user/signin', { email: okOne.email, password: TEST_PASSWORD })).status).toBe(200);

    // The process logged the outage as such, and nothing as an unhandled error.
    expect(server.output()).toContain('database unavailable');
    expect(server.output()).not.toContain('unhandled error');
    console.log(`database outage: ${context}`);
  }, 90_000);
});
