import { createHash } from 'node:crypto';
import net from 'node:net';
import * as tus from 'tus-js-client';
import { buildApp, type App } from '../app';
import type { Config } from '../config';
import type { createTestDatabase } from './harness';

/**
 * The desktop app's side of a clip upload in tests: tus-js-client against an app listening on a
 * port, and a relay that loses the connection mid-upload.
 */

/** Waits for `check` to hold, looking again as soon as it can: the machine is busy, so no fixed sleep. */
export async function until<T>(what: string, check: () => Promise<T | undefined | null | false>, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface Running {
  app: App;
  base: string;
}

export async function listen(config: Config, database: Awaited<ReturnType<typeof createTestDatabase>>['database']): Promise<Running> {
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  return { app, base: `http://127.0.0.1:${port}` };
}

export interface UploadOutcome {
  url: string;
  clipId: string;
  /** The Upload-Offset each PATCH started from. */
  patchOffsets: number[];
}

/** What the desktop app does: a tus upload with tus-js-client, its metadata and bearer token. */
export function tusUpload(
  endpoint: string,
  token: string,
  file: Buffer,
  metadata: Record<string, string>,
  extra: Partial<tus.UploadOptions> = {},
): { done: Promise<UploadOutcome>; upload: tus.Upload } {
  const patchOffsets: number[] = [];
  let clipId = '';
  let resolveDone!: (outcome: UploadOutcome) => void;
  let rejectDone!: (error: unknown) => void;
  const done = new Promise<UploadOutcome>((resolve, reject) => {
    resolveDone = resolve;
    rejectDone = reject;
  });
  const upload = new tus.Upload(file, {
    endpoint: `${endpoint}/api/ingest/clips`,
    headers: { authorization: `Bearer ${token}` },
    metadata,
    retryDelays: [0, 100, 300, 1000],
    storeFingerprintForResuming: false,
    removeFingerprintOnSuccess: true,
    ...extra,
    onBeforeRequest(req) {
      if (req.getMethod() === 'PATCH') patchOffsets.push(Number(req.getHeader('Upload-Offset')));
    },
    onAfterResponse(_req, res) {
      clipId = res.getHeader('Clip-Id') || clipId;
    },
    onSuccess() {
      resolveDone({ url: upload.url!, clipId: clipId || upload.url!.split('/').pop()!, patchOffsets });
    },
    onError(error) {
      rejectDone(error);
    },
  });
  upload.start();
  return { done, upload };
}

/** The status and body of a tus-js-client failure (a refusal's answer). */
export function refusal(error: unknown): { status: number; body: { error: string; code: string }; header: (name: string) => string | undefined } {
  const res = (error as tus.DetailedError).originalResponse;
  if (!res) throw error;
  return { status: res.getStatus(), body: JSON.parse(res.getBody()) as { error: string; code: string }, header: (name) => res.getHeader(name) };
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A TCP relay that cuts the first connection after `cutAfter` bytes from the client: a connection lost mid-upload. */
export async function cuttingProxy(target: string, cutAfter: number): Promise<{ base: string; cuts: number; close(): Promise<void> }> {
  const { port: targetPort } = new URL(target);
  const state = { cuts: 0, forwarded: 0 };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(targetPort), '127.0.0.1');
    sockets.add(client).add(upstream);
    const cutThis = state.cuts === 0;
    client.on('data', (chunk: Buffer) => {
      if (cutThis && state.cuts === 0) {
        state.forwarded += chunk.length;
        if (state.forwarded > cutAfter) {
          state.cuts++;
          client.destroy();
          upstream.destroy();
          return;
        }
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    get cuts() {
      return state.cuts;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

