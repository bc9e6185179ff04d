import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '../../../common/messages';
import { clipArchiveResultSchema } from '../../../common/schemas/clip-archive';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { readBody, spool, takeBodiesUnread, unreadBody } from '../../plugins/uploads';
import { clipArchive, clipArchiveBound, clipArchiveFilename, restoreClipArchive } from './archive';
import type { ClipStorage } from './storage';

const archiveStream = (request: FastifyRequest) => unreadBody(request, () => new AppError(400, 'clip_archive_unreadable', messages.clipArchiveNotOne));

/**
 * The swing clips of a backup (docs/backup-format.md, "Swing clips"): `GET /api/account/backup/clips`
 * streams them as one tar, `POST /api/account/restore/clips` takes that file back, whole or not at all.
 */
export async function clipArchiveRoutes(app: FastifyInstance, db: Database, storage: ClipStorage, nudgeJobs: () => void) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  takeBodiesUnread(app, 'application/x-tar');

  r.get(
    '/api/account/backup/clips',
    {
      config: { access: 'user' },
      compress: false,
      schema: { tags, summary: "The account's swing clips as one streamed tar: a manifest, then each video", produces: ['application/x-tar'] },
    },
    async (request, reply) => {
      const archive = await clipArchive(db, storage, currentUser(request).id);
      archive.on('error', (err) => request.log.error({ err }, 'swing clips backup failed'));
      return reply
        .header('content-type', 'application/x-tar')
        .header('content-disposition', `attachment; filename="${clipArchiveFilename()}"`)
        .header('x-accel-buffering', 'no')
        .send(archive);
    },
  );

  r.post(
    '/api/account/restore/clips',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Restore a swing clips file into this account (its shots restored first): every clip it does not hold, or nothing',
        consumes: ['application/x-tar'],
        response: { 200: clipArchiveResultSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const file = await spool(readBody(request, archiveStream(request), await clipArchiveBound(db, user.id)));
      try {
        const result = await restoreClipArchive(db, storage, user.id, file);
        if (result.stored > 0) nudgeJobs();
        return result;
      } finally {
        await file.remove();
      }
    },
  );
}
