import { ConfigError, loadConfig } from './config';
import { openDatabase, runMigrations } from './db/client';
import { buildApp } from './app';
import { DEMO_EMAIL, ensureDemoAccount, startMessage } from './cli/demo-account';
import { addDemoClips } from './modules/clips/demo-clips';
import { findUserByEmail } from './modules/accounts/repo';
import { sealLegacyInviteTokens } from './modules/invites/service';
import { sealLegacyShareTokens } from './modules/sharing/service';

/** How long a shutdown may take before the process exits anyway; orchestrators should wait longer before SIGKILL. */
const SHUTDOWN_GRACE_MS = 10_000;

/** config -> database -> migrations -> listen -> graceful shutdown. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? null : config.dataDir, poolSize: config.databasePoolSize });
  await runMigrations(database);
  // Links made before their tokens were hashed (migration 0013): sealed with LINK_TOKEN_KEY, the clear text forgotten.
  await sealLegacyInviteTokens(database.db, config.linkTokenKey);
  await sealLegacyShareTokens(database.db, config.linkTokenKey);
  const app = await buildApp({ config, database });

  // A newcomer's first start gets a demo account; test runs start empty.
  const demo = database.kind === 'pglite' && config.env === 'development' ? await ensureDemoAccount(database.db, app.log) : null;

  /**
   * In order: no new connections (and 503 with Connection: close for a request arriving on an open
   * one); the requests in flight finish, each connection closed once its answer is sent (Node's
   * server.close); then the mail sender and the job workers stop, letting their work in hand
   * finish (app.close runs the server's close before the plugins' onClose hooks); then the pool
   * closes. Past SHUTDOWN_GRACE_MS the process exits with code 1 whatever is left.
   */
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new requests');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    await app.close();
    app.log.info('requests finished, mail sender and job workers stopped');
    await database.close();
    app.log.info('database closed');
    // pino writes in the background: the lines still on their way go out, in order, before the exit.
    await new Promise<void>((resolve) => (app.log as unknown as { flush(done: () => void): void }).flush(() => resolve()));
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The demo account's swing clips are drawn by ffmpeg once the site answers: a few seconds of work.
  if (demo) {
    const user = await findUserByEmail(database.db, DEMO_EMAIL);
    if (user) await addDemoClips(database.db, config, user.id, app.log).catch((error: unknown) => app.log.warn({ err: error }, 'demo swing clips not added'));
  }
  if (config.env === 'development') {
    // Last on the screen, below the log lines written so far, so the demo password is not pushed away.
    console.log(startMessage(config.publicUrl, demo, database.kind === 'pglite'));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
