import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publishReleaseBodySchemaFor, releasesResponseSchema } from '../../../common/schemas/downloads';
import type { AppDeps } from '../../app';
import { currentUser } from '../../plugins/auth';
import * as queries from './queries';
import * as service from './service';

/** Downloads (spec call 9) and publishing a release (employees). */
export async function downloadsRoutes(app: FastifyInstance, { config, database }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  await service.seedDesktopRelease(db, config.desktopRelease);

  r.get(
    '/api/download/releases',
    {
      // The desktop app may ask too, with its device token, to learn of a newer version.
      config: { access: 'user', device: true },
      schema: { tags: ['downloads'], summary: 'The current desktop release', response: { 200: releasesResponseSchema } },
    },
    async () => queries.releases(db),
  );

  r.post(
    '/api/admin/releases',
    {
      config: { access: 'employee' },
      schema: {
        tags: ['admin'],
        summary: 'Publish a new desktop release: Downloads offers it from now on',
        body: publishReleaseBodySchemaFor({ allowHttp: config.env === 'development' }),
        response: { 200: releasesResponseSchema },
      },
    },
    async (request) => queries.publish(db, currentUser(request), request.body),
  );
}
