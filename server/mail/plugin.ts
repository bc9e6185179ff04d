import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { resolveResetRequest } from '../modules/password-reset/service';
import { createMailSender } from './sender';
import { createMailTransport } from './transport';

/**
 * Delivers the outbox while the app runs: the sender starts when the app is ready and stops,
 * letting a send in flight finish, when it closes (before the database is closed).
 */
export async function mailSenderPlugin(app: FastifyInstance, { config, database }: AppDeps) {
  const log = app.log.child({ module: 'mail' });
  const transport = createMailTransport(config, log);
  const sender = createMailSender({
    db: database.db,
    transport,
    context: { siteName: config.site.siteName, publicUrl: config.publicUrl },
    log,
    resolvers: { 'password-reset-request': resolveResetRequest },
    options: { pollIntervalMs: config.mailPollIntervalMs, retryBaseMs: config.mailRetryBaseMs },
  });
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => {
    await sender.stop();
    transport.close();
  });
}
