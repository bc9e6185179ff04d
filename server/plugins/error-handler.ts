import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '../../common/messages';
import { AppError } from '../errors';

/** Codes of a database that cannot be reached or is shutting down: the request is retried later, not a bug. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', '53300']);

/**
 * A statement ended by the server past its time limit (statement_timeout) or cancelled: SQLSTATE
 * 57014 query_canceled. The database is healthy and the connection goes back to the pool usable;
 * the request asked for more work than its budget, so it is a 503 to retry, never a 500.
 */
function isStatementCancelled(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: string }).code === '57014') return true;
  }
  return false;
}

function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: string; message?: string };
    if (code && UNAVAILABLE_CODES.has(code)) return true;
    if (message && /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|Client has encountered a connection error|Query read timeout|Client was closed and is not queryable/i.test(message)) return true;
  }
  return false;
}

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'body_too_large', message: messages.bodyTooLarge },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'malformed_json', message: messages.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'malformed_json', message: messages.malformedJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type', message: messages.invalidRequest },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'invalid_request', message: messages.invalidRequest },
};

/**
 * Fastify's router answers an undecodable escape (`%E0%A4%A`) and an overlong path parameter
 * before any route or error handler runs, with its own codes and the path echoed back: here they
 * get our shape and our words.
 */
export function frameworkErrorHandler(setHeaders: (request: FastifyRequest, reply: FastifyReply) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    // No hook runs for these answers: the security headers are set here.
    setHeaders(request, reply);
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.status(414).send({ error: messages.addressTooLong, code: 'uri_too_long' });
    else if (error.code === 'FST_ERR_BAD_URL') void reply.status(400).send({ error: messages.invalidAddress, code: 'bad_url' });
    else void reply.status(400).send({ error: messages.invalidRequest, code: 'invalid_request' });
  };
}

/**
 * One error shape for the whole API: `{ error, code, fields? }`. Client mistakes keep their 4xx
 * and a clear message; anything unknown is logged and answered with a 500 that reveals nothing;
 * an unreachable database, or a statement past its time limit, is a 503.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({ error: error.message, code: error.code, ...(error.fields && { fields: error.fields }) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').split('/')[0];
        if (key && !(key in fields)) fields[key] = issue.message ?? messages.invalidRequest;
      }
      const first = error.validation[0]?.message;
      return reply.status(400).send({ error: first && !first.startsWith('Invalid input') ? first : messages.invalidRequest, code: 'validation', fields });
    }
    if (!request.raw.complete && (request.raw.destroyed || request.raw.socket?.destroyed)) {
      // The client closed the connection before its body was over: its doing, not ours.
      request.log.info({ err: { message: error.message, code: error.code } }, 'the client closed the connection before its request was over');
      return reply.status(400).send({ error: messages.uploadCutOff, code: 'upload_cut_off' });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ error: known.message, code: known.code });
    if (error.statusCode === 429) {
      return reply.status(429).send({ error: messages.tooManyRequests, code: 'rate_limited' });
    }
    if (error instanceof SyntaxError || (error as { name?: string }).name === 'SyntaxError') {
      return reply.status(400).send({ error: messages.malformedJson, code: 'malformed_json' });
    }
    if (isStatementCancelled(error)) {
      request.log.warn({ err: { message: error.message, code: '57014' } }, 'statement past its time limit');
      return reply.status(503).header('retry-after', '5').send({ error: messages.tookTooLong, code: 'too_slow' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ error: messages.serviceUnavailable, code: 'unavailable' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: messages.invalidRequest, code: 'invalid_request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: messages.internalError, code: 'internal' });
  });
});
