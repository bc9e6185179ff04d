import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePortForTest } from '../test/ports';
import { createScratchDatabase } from '../test/scratch-database';

/**
 * Helpers for the tests that run the server as real processes (several instances, a database
 * outage): a fresh PostgreSQL database with nothing applied, a server process, and a TCP proxy
 * the test can cut. Everything listens on 127.0.0.1 only.
 */

export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A new, empty PostgreSQL database (no migrations applied), dropped by `drop()`. */
export async function createEmptyDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  if (!ADMIN_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  return createScratchDatabase(ADMIN_DATABASE_URL, 'ogs_ops');
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** What the process wrote so far (pino JSON lines and anything else), for failure messages. */
  output(): string;
  /** True while the process has not exited. */
  alive(): boolean;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
}

/**
 * Starts `node --import tsx server/main.ts` with NODE_ENV=test and `env`, on a free port. Does
 * not wait: call `waitUntilLive` (both instances of a test start at the same moment).
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePortForTest();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    // Only the tail matters for a failure message.
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop(graceMs = 8000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Waits until `GET /api/health` answers 200; fails with the process's output otherwise. */
export async function waitUntilLive(server: ServerProcess, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!server.alive()) throw new Error(`server exited with ${server.child.exitCode}:\n${server.output().slice(-4000)}`);
    try {
      const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in ${timeoutMs} ms:\n${server.output().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export interface Answer {
  status: number;
  ms: number;
  body: unknown;
  headers: Headers;
  setCookie: string[];
}

/** One request with a time limit; the body parsed as JSON when it is JSON. */
export async function call(
  base: string,
  path: string,
  { method = 'GET', body, cookie, headers = {}, timeoutMs = 15_000 }: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(base + path, {
    method,
    redirect: 'manual',
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(method !== 'GET' && { origin: base }),
      ...(cookie && { cookie }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, ms: performance.now() - started, body: parsed, headers: res.headers, setCookie: res.headers.getSetCookie() };
}

/** `sid=…` from a sign-in or sign-up answer. */
export function sessionCookie(answer: Answer): string {
  const found = answer.setCookie.map((c) => c.split(';')[0]).find((c) => c.startsWith('sid='));
  if (!found) throw new Error(`no session cookie (status ${answer.status}: ${JSON.stringify(answer.body)})`);
  return found;
}

export type ProxyMode = 'open' | 'refuse' | 'blackhole' | 'freeze';

export interface TcpProxy {
  port: number;
  /** Connections passed through since start, and those open now. */
  stats(): { accepted: number; open: number };
  /**
   * 'refuse': open connections are destroyed and the port stops listening (the database is down);
   * 'blackhole': connections are destroyed, new ones are accepted and never answered (a dead
   * network path); 'freeze': open connections stay open but nothing passes, and new ones are
   * accepted and never answered (a network that silently drops everything); 'open': traffic flows
   * again, on connections that survived a freeze too (what was sent meanwhile is lost).
   */
  set(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 in front of `target`, which the test can cut and restore. */
export async function createTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const port = await freePortForTest();
  const sockets = new Set<net.Socket>();
  /** Accepted while cut and never forwarded. */
  const held = new Set<net.Socket>();
  let mode: ProxyMode = 'open';
  let accepted = 0;
  let server: net.Server | null = null;

  const onConnection = (client: net.Socket) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'blackhole' || mode === 'freeze') {
      held.add(client);
      client.on('close', () => held.delete(client));
      return;
    }
    accepted++;
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    // Bytes pass only while the proxy is open: a frozen path swallows them.
    client.on('data', (chunk) => {
      if (mode === 'open') upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (mode === 'open') client.write(chunk);
    });
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer(onConnection);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const unlisten = () =>
    new Promise<void>((resolve) => {
      const closing = server;
      server = null;
      if (!closing) return resolve();
      closing.close(() => resolve());
    });
  const destroyAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  await listen();
  return {
    port,
    stats: () => ({ accepted, open: sockets.size }),
    async set(next) {
      mode = next;
      if (next === 'refuse') {
        destroyAll();
        await unlisten();
      } else if (next === 'freeze') {
        if (!server) await listen();
      } else if (next === 'blackhole') {
        destroyAll();
        if (!server) await listen();
      } else {
        for (const socket of held) socket.destroy();
        held.clear();
        if (!server) await listen();
      }
    },
    async close() {
      destroyAll();
      await unlisten();
    },
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
