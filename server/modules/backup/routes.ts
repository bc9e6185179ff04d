import { PassThrough, Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '../../../common/messages';
import { restorePreviewSchema, type RestoreProgressLine } from '../../../common/schemas/backup';
import type { AppDeps } from '../../app';
import { fillMessage } from '../../../common/stats-format';
import { AppError } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { LineSplitter, LineTooLongError } from '../../plugins/lines';
import { readBody, spool, takeBodiesUnread, unreadBody, type Spooled } from '../../plugins/uploads';
import { previewRestore } from './preview';
import * as service from './service';

const backupStream = (request: FastifyRequest) => unreadBody(request, () => new AppError(400, 'backup_unreadable', messages.backupNotABackup));

/** Whatever an account has, its backup is far below: a shot is under 1 kB. */
export const BACKUP_MAX_BYTES = 1024 * 1024 * 1024;

const backupTooLarge = () => new AppError(413, 'body_too_large', fillMessage(messages.backupTooLarge, { max: BACKUP_MAX_BYTES / 1024 ** 3 }));

/**
 * The whole upload first, to a file of its own, checked as it arrives: its size, each line's
 * length, its first line a backup header. A file refused here stores nothing and is answered
 * with a 4xx at the byte that fails it (the rest of the body is dropped by the uploads plugin).
 */
async function receiveBackup(request: FastifyRequest): Promise<Spooled> {
  const body = readBody(request, backupStream(request), { maxBytes: BACKUP_MAX_BYTES, tooLarge: backupTooLarge });
  const splitter = new LineSplitter(service.BACKUP_MAX_LINE_BYTES);
  let headerSeen = false;
  const checkHeader = async (bytes: Buffer) => {
    await service.openBackup([bytes]);
    headerSeen = true;
  };
  async function* checked(): AsyncGenerator<Buffer> {
    try {
      for await (const chunk of body) {
        for (const line of splitter.push(chunk)) if (line.line === 1) await checkHeader(line.bytes);
        yield chunk;
      }
      for (const line of splitter.end()) if (line.line === 1) await checkHeader(line.bytes);
    } catch (err) {
      if (!(err instanceof LineTooLongError)) throw err;
      if (err.line === 1) throw new AppError(400, 'backup_unreadable', messages.backupNotABackup);
      throw new AppError(400, 'backup_line_too_long', fillMessage(messages.backupLineTooLongAt, { line: err.line, max: err.maxLineBytes / 1024 }));
    }
    if (!headerSeen) throw new AppError(400, 'backup_unreadable', messages.backupNotABackup);
  }
  return spool(checked());
}

/** The upload received whole (receiveBackup), then opened at its header; the file is removed if that fails. */
async function receiveAndOpen(request: FastifyRequest): Promise<{ file: Spooled; opened: Awaited<ReturnType<typeof service.openBackup>> }> {
  const file = await receiveBackup(request);
  try {
    return { file, opened: await service.openBackup(file.read()) };
  } catch (err) {
    await file.remove();
    throw err;
  }
}

/** `GET /api/account/backup` and `POST /api/account/restore` (docs/backup-format.md): the signed-in browser's own account. */
export async function backupRoutes(app: FastifyInstance, { config, database }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const tags = ['account'];

  takeBodiesUnread(app, 'application/x-ndjson');

  r.get(
    '/api/account/backup',
    {
      config: { access: 'user' },
      compress: false,
      schema: { tags, summary: 'The whole account (rounds, sessions, every shot, overrides) as one streamed NDJSON backup', produces: ['application/x-ndjson'] },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const stream = Readable.from(service.backupLines(db, user.id), { objectMode: false });
      stream.on('error', (err) => request.log.error({ err }, 'backup failed'));
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('content-disposition', `attachment; filename="${service.backupFilename()}"`)
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );

  r.post(
    '/api/account/restore',
    {
      config: { access: 'user' },
      // Progress lines must leave as they are written, not wait in a compressor's buffer.
      compress: false,
      schema: {
        tags,
        summary: 'Restore a backup into this account: stores what it does not hold yet; answers NDJSON progress lines, then the result',
        consumes: ['application/x-ndjson'],
        produces: ['application/x-ndjson'],
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { file, opened } = await receiveAndOpen(request);
      const out = new PassThrough();
      const write = (line: RestoreProgressLine) => out.write(`${JSON.stringify(line)}\n`);
      void (async () => {
        try {
          const units = { distanceUnit: user.distanceUnit, speedUnit: user.speedUnit };
          write({ type: 'done', result: await service.restore(db, user.id, units, opened, write, config.linkTokenKey) });
        } catch (err) {
          const known = err instanceof AppError;
          if (!known) request.log.error({ err }, 'restore failed');
          write({ type: 'error', error: known ? err.message : messages.internalError });
        } finally {
          out.end();
          await file.remove();
        }
      })();
      return reply.header('content-type', 'application/x-ndjson; charset=utf-8').header('x-accel-buffering', 'no').send(out);
    },
  );

  r.post(
    '/api/account/restore/preview',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Read a backup without storing anything: how many records of each kind it holds and how many of them the account already has',
        consumes: ['application/x-ndjson'],
        response: { 200: restorePreviewSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { file, opened } = await receiveAndOpen(request);
      try {
        return await previewRestore(db, user.id, opened);
      } finally {
        await file.remove();
      }
    },
  );
}
