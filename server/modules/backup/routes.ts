import { PassThrough, Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '../../../common/messages';
import type { RestoreProgressLine } from '../../../common/schemas/backup';
import type { AppDeps } from '../../app';
import { AppError } from '../../errors';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

/**
 * The request body, unread: a backup is restored as it arrives. Kept in a private field so that
 * hooks walking `request.body` (the security plugin's text check) see no properties; the restore
 * refuses such text line by line through the upload's checks.
 */
class BackupBody {
  readonly #stream: Readable;
  constructor(stream: Readable) {
    this.#stream = stream;
  }
  get stream(): Readable {
    return this.#stream;
  }
}

function backupStream(request: FastifyRequest): Readable {
  if (!(request.body instanceof BackupBody)) throw new AppError(400, 'backup_unreadable', messages.backupNotABackup);
  return request.body.stream;
}

/** Whatever is left of the body is read and dropped, so the connection stays usable. */
function drain(stream: Readable): void {
  stream.on('error', () => {});
  stream.resume();
}

/** `GET /api/account/backup` and `POST /api/account/restore` (docs/backup-format.md): the signed-in browser's own account. */
export async function backupRoutes(app: FastifyInstance, { config, database }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const tags = ['account'];

  // Only in this plugin: the body is handed over as the raw stream, never buffered.
  app.addContentTypeParser('application/x-ndjson', (_request, payload, done) => done(null, new BackupBody(payload as Readable)));

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
      const stream = backupStream(request);
      let opened: Awaited<ReturnType<typeof service.openBackup>>;
      try {
        opened = await service.openBackup(stream);
      } catch (err) {
        drain(stream);
        throw err;
      }
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
          drain(stream);
        } finally {
          out.end();
        }
      })();
      return reply.header('content-type', 'application/x-ndjson; charset=utf-8').header('x-accel-buffering', 'no').send(out);
    },
  );
}
