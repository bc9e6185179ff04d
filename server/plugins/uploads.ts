import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../common/messages';
import { AppError } from '../errors';

/**
 * Request bodies: read with a byte bound that holds while they stream (chunked or not), and,
 * whatever route answers before a body is over (a refusal, a 413, a 401 before the body is looked
 * at), the rest read and dropped up to a bound so that the answer reaches a client that writes its
 * whole body before it reads. Past that bound the connection is closed.
 */

/** What is read and dropped of a body after its answer: more, and the connection is closed. */
export const DISCARD_MAX_BYTES = 32 * 1024 * 1024;
/** How long the rest of a body may take to arrive after its answer before the connection is closed. */
export const DISCARD_MAX_MS = 30_000;

/** The client went away before its body was over: its doing, answered (to no one) with a 400 and logged at info. */
export class UploadCutOffError extends AppError {
  constructor() {
    super(400, 'upload_cut_off', messages.uploadCutOff);
  }
}

/**
 * Drops what is left of a request's body after its answer has gone, at most DISCARD_MAX_BYTES and
 * DISCARD_MAX_MS; past either the socket is closed. Whoever was reading the body has stopped: its
 * listeners are taken off so that the body flows into nothing.
 */
/** Whether a request's body has all arrived (or never will). */
function bodyOver(raw: FastifyRequest['raw']): boolean {
  return raw.complete || raw.readableEnded || raw.destroyed;
}

function discardRest(request: FastifyRequest): void {
  const raw = request.raw;
  if (bodyOver(raw)) return;
  raw.unpipe();
  raw.removeAllListeners('readable');
  raw.removeAllListeners('data');
  let dropped = 0;
  const close = (reason: string) => {
    request.log.info({ dropped }, `the rest of the request body ${reason}: connection closed`);
    // An injected request (tests) has a stand-in socket without destroy().
    if (typeof raw.socket?.destroy === 'function') raw.socket.destroy();
    else raw.destroy();
  };
  const timer = setTimeout(() => close('took too long to arrive'), DISCARD_MAX_MS);
  timer.unref();
  const stop = () => clearTimeout(timer);
  raw.once('end', stop);
  raw.once('close', stop);
  raw.on('error', stop);
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DISCARD_MAX_BYTES) {
      stop();
      close('is too large to read and drop');
    }
  });
  raw.resume();
}

export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    // After Node's own handler of the answer's end, which drops an untouched body without a bound
    // and leaves one that was partly read unread (the sender then waits for ever).
    if (!bodyOver(request.raw)) reply.raw.once('finish', () => discardRest(request));
    done();
  });
  // Fastify answers a body it could not parse (a 413 among them) with `Connection: close`, and Node
  // then closes the socket at once, unread bytes and all: a client still writing its body meets a
  // reset and never reads the answer. The rest is dropped above instead, as for every other answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!bodyOver(request.raw) && reply.getHeader('connection') === 'close') reply.removeHeader('connection');
    done(null, payload);
  });
});

/** The next chunk of a body, or null at its end; UploadCutOffError when the client goes away first. */
function nextChunk(stream: Readable): Promise<Buffer | null> {
  const chunk = stream.read() as Buffer | null;
  if (chunk !== null) return Promise.resolve(chunk);
  if (stream.readableEnded) return Promise.resolve(null);
  if (stream.destroyed) return Promise.reject(new UploadCutOffError());
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      stream.off('error', onGone);
      stream.off('close', onGone);
    };
    const onReadable = () => {
      const next = stream.read() as Buffer | null;
      if (next === null) return;
      cleanup();
      resolve(next);
    };
    const onEnd = () => {
      cleanup();
      resolve(null);
    };
    const onGone = () => {
      cleanup();
      reject(new UploadCutOffError());
    };
    stream.on('readable', onReadable);
    stream.on('end', onEnd);
    stream.on('error', onGone);
    stream.on('close', onGone);
  });
}

/**
 * A request body left unread, for a route that reads it as it arrives. Kept in a private field so
 * that hooks walking `request.body` (the security plugin's text check) see no properties; the
 * route checks the text it reads itself.
 */
class UnreadBody {
  readonly #stream: Readable;
  constructor(stream: Readable) {
    this.#stream = stream;
  }
  get stream(): Readable {
    return this.#stream;
  }
}

/** Bodies of these content types reach the routes of `app` (a plugin's scope) unread, never buffered. */
export function takeBodiesUnread(app: FastifyInstance, contentTypes: string | string[]): void {
  app.addContentTypeParser(contentTypes, (_request, payload, done) => done(null, new UnreadBody(payload as Readable)));
}

/** The unread body's stream; `missing()` is thrown for a request without one (another content type, or none). */
export function unreadBody(request: FastifyRequest, missing: () => Error): Readable {
  if (!(request.body instanceof UnreadBody)) throw missing();
  return request.body.stream;
}

export interface BodyBound {
  maxBytes: number;
  /** The refusal once the body passes `maxBytes` (a 413 in the route's words). */
  tooLarge: () => Error;
}

/**
 * A request body as chunks, refused with `tooLarge()` as soon as it passes `maxBytes`: at once when
 * its Content-Length says so, else at the chunk that passes the bound. Nothing is held: each chunk
 * goes to the reader. Stopping early (a refusal) leaves the body to the discard above.
 */
export function readBody(request: FastifyRequest, stream: Readable, bound: BodyBound): AsyncGenerator<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > bound.maxBytes) throw bound.tooLarge();
  return (async function* () {
    let bytes = 0;
    for (;;) {
      let chunk: Buffer | null;
      try {
        chunk = await nextChunk(stream);
      } catch (err) {
        if (err instanceof UploadCutOffError) request.log.info({ bytes }, 'the client closed the connection before its upload was over');
        throw err;
      }
      if (chunk === null) return;
      bytes += chunk.length;
      if (bytes > bound.maxBytes) throw bound.tooLarge();
      yield chunk;
    }
  })();
}

/** An upload kept on disk until it is used: `read()` streams it back, `remove()` deletes it. */
export interface Spooled {
  bytes: number;
  read(): Readable;
  remove(): Promise<void>;
}

/**
 * Writes chunks to a file of their own under the system's temporary folder, so that an upload can
 * be checked whole (its size, its lines) before anything of it is stored, without holding it in
 * memory. A failure of the chunks (a refusal) removes the file and is thrown.
 */
export async function spool(chunks: AsyncIterable<Uint8Array>): Promise<Spooled> {
  const dir = await mkdtemp(join(tmpdir(), 'ogs-upload-'));
  const path = join(dir, 'body');
  const remove = () => rm(dir, { recursive: true, force: true });
  let bytes = 0;
  try {
    const file = await open(path, 'w');
    try {
      for await (const chunk of chunks) {
        await file.write(chunk);
        bytes += chunk.length;
      }
    } finally {
      await file.close();
    }
  } catch (err) {
    await remove();
    throw err;
  }
  return { bytes, read: () => createReadStream(path, { highWaterMark: 64 * 1024 }), remove };
}
