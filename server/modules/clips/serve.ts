import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import send from '@fastify/send';
import { messages } from '../../../common/messages';
import { notFound } from '../../errors';
import type { ClipStorage } from './storage';

/** What a stored clip is served as: its id and its probed type. */
export interface ServedClip {
  id: string;
  contentType: string;
}

/** Streams a file with HTTP ranges, as the probed type, inline, never sniffed. */
async function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, contentType: string) {
  const sent = await send(request.raw, path.basename(file), { root: path.dirname(file), acceptRanges: true, cacheControl: false, dotfiles: 'deny', index: false });
  if (sent.type !== 'file') {
    sent.stream.destroy();
    throw notFound(messages.clipNotFound);
  }
  const answerHeaders = { ...sent.headers };
  delete answerHeaders['Content-Type'];
  return reply
    .status(sent.statusCode)
    .headers(answerHeaders)
    .header('content-type', contentType)
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .send(sent.stream);
}

/**
 * A clip's video or poster. From files it is streamed with ranges. From S3 the owner is sent to a
 * short-lived presigned address; with `through` (a shared report's reader) the server streams the
 * object itself, the range passed on, so that a revoked link stops serving at once and no address
 * of the store outlives it.
 */
export async function serveClipObject(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: ClipStorage,
  clip: ServedClip,
  object: 'video' | 'poster',
  options: { through: boolean; cacheControl: string },
) {
  const contentType = object === 'video' ? clip.contentType : 'image/jpeg';
  reply.header('cache-control', options.cacheControl);
  if (options.through && storage.kind === 's3') {
    const range = typeof request.headers.range === 'string' ? request.headers.range : undefined;
    const read = await storage.read(object === 'video' ? clip.id : `${clip.id}.poster.jpg`, range);
    if (read.kind === 'missing') throw notFound(messages.clipNotFound);
    if (read.kind === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${read.size ?? '*'}`).send();
    reply
      .status(read.contentRange ? 206 : 200)
      .header('content-type', contentType)
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'bytes');
    if (read.contentLength !== undefined) reply.header('content-length', String(read.contentLength));
    if (read.contentRange) reply.header('content-range', read.contentRange);
    return reply.send(read.body as Readable);
  }
  const source = object === 'video' ? await storage.video(clip.id, contentType) : await storage.poster(clip.id);
  if (source.kind === 'redirect') return reply.redirect(source.url, 302);
  return sendFile(request, reply, source.path, contentType);
}
