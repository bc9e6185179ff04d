import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '../../../common/messages';
import { IMPORT_MAX_BYTES, importPreviewSchema, importQuerySchema, type ImportProgressLine } from '../../../common/schemas/import';
import { fillMessage } from '../../../common/stats-format';
import type { AppDeps } from '../../app';
import { AppError } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { readBody, takeBodiesUnread, unreadBody, spool } from '../../plugins/uploads';
import * as service from './service';

/**
 * Previews and imports per session and 10 minutes: a golfer trying a few files and importing them
 * stays far below; a script hammering the parser is stopped.
 */
const IMPORT_WINDOW_MS = 10 * 60_000;

const importRateLimit = (max: number) => ({
  max,
  timeWindow: IMPORT_WINDOW_MS,
  // Counted per account, once the user is known (never on raw header text, which a client can vary);
  // preHandler runs after the access check has found the user.
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `import:${request.user?.id ?? request.ip}`,
  // An AppError keeps its own message through the error handler (a plain 429 gets the generic one).
  errorResponseBuilder: () => new AppError(429, 'rate_limited', messages.importRateLimited),
});

const importTooLarge = () => new AppError(413, 'body_too_large', fillMessage(messages.importTooLarge, { max: IMPORT_MAX_BYTES / 1024 / 1024 }));

/** The file's bytes as they arrive, refused with a 413 at the byte past IMPORT_MAX_BYTES (at once when Content-Length says so). */
function csvBody(request: FastifyRequest): AsyncGenerator<Buffer> {
  const stream = unreadBody(request, () => new AppError(400, 'import_unreadable', messages.importEmpty));
  return readBody(request, stream, { maxBytes: IMPORT_MAX_BYTES, tooLarge: importTooLarge });
}

/** `POST /api/import/preview` and `POST /api/import`: CSV exports of other apps (Pro, browser session). */
export async function importRoutes(app: FastifyInstance, { config: appConfig, database }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const config = { access: 'pro' as const, rateLimit: importRateLimit(appConfig.rateLimitImport) };

  takeBodiesUnread(app, ['text/csv', 'text/plain']);

  r.post(
    '/api/import/preview',
    {
      config,
      schema: {
        tags: ['import'],
        summary: 'Read a CSV export (Garmin Golf, Rapsodo, FlightScope, Trackman, Uneekor, GSPro, Foresight, ours) and show what would be stored; stores nothing',
        consumes: ['text/csv'],
        querystring: importQuerySchema,
        response: { 200: importPreviewSchema },
      },
    },
    async (request) => service.preview(await service.openImport(csvBody(request), request.query), request.query),
  );

  r.post(
    '/api/import',
    {
      config,
      // Progress lines must leave as they are written, not wait in a compressor's buffer.
      compress: false,
      schema: {
        tags: ['import'],
        summary: 'Import a CSV export; answers NDJSON: progress lines, then the result',
        consumes: ['text/csv'],
        querystring: importQuerySchema,
        produces: ['application/x-ndjson'],
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // The whole file first, to disk: one refused for its size stores nothing.
      const file = await spool(csvBody(request));
      let opened: service.OpenedImport;
      try {
        // A file that is no export, or an import missing its day or player, is a 4xx before any line.
        opened = await service.openImport(file.read(), request.query);
        service.checkCommit(opened.info, request.query);
      } catch (err) {
        await file.remove();
        throw err;
      }
      const out = new PassThrough();
      const write = (line: ImportProgressLine) => out.write(`${JSON.stringify(line)}\n`);
      void (async () => {
        try {
          const result = await service.commit(db, user.id, opened, request.query, write);
          write({ type: 'done', result });
        } catch (err) {
          const known = err instanceof AppError;
          if (!known) request.log.error({ err }, 'import failed');
          write({ type: 'error', error: known ? err.message : messages.internalError });
        } finally {
          out.end();
          await file.remove();
        }
      })();
      return reply.header('content-type', 'application/x-ndjson; charset=utf-8').header('x-accel-buffering', 'no').send(out);
    },
  );
}
