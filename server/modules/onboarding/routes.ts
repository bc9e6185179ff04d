import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { firstRunEventSchema, firstRunResponseSchema } from '../../../common/schemas/onboarding';
import type { AppDeps } from '../../app';
import { currentUser } from '../../plugins/auth';
import * as queries from './queries';

/** The dashboard's first-run guide: its state, and the two things only the browser sees. */
export async function onboardingRoutes(app: FastifyInstance, { database }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  r.get(
    '/api/user/first-run',
    {
      config: { access: 'user' },
      schema: { tags: ['account'], summary: 'The first-run guide: which steps are done, and whether it is shown', response: { 200: firstRunResponseSchema } },
    },
    async (request) => queries.firstRun(db, currentUser(request)),
  );

  r.post(
    '/api/user/first-run',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Record that the desktop app’s Download was opened, or that the guide was dismissed',
        body: firstRunEventSchema,
        response: { 200: firstRunResponseSchema },
      },
    },
    async (request) => queries.record(db, currentUser(request), request.body.event),
  );
}
