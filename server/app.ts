import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import pinoPretty from 'pino-pretty';
import swagger from '@fastify/swagger';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { jsonSchemaSerializerCompiler } from './json-serializer';
import type { Config } from './config';
import { LOGGED_TEXT_MAX, loggedError } from './logged-error';
import type { DatabaseHandle } from './db/client';
import { createHumanVerification, type HumanVerification } from './modules/human-verification/service';
import { errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler';
import { securityHeaders, securityPlugin } from './plugins/security';
import { rateLimitPlugin } from './plugins/rate-limit';
import { authPlugin } from './plugins/auth';
import { webPlugin } from './plugins/web';
import { uploadsPlugin } from './plugins/uploads';
import { metricsPlugin } from './plugins/metrics';
import { healthRoutes } from './modules/health/routes';
import { accountsRoutes } from './modules/accounts/routes';
import { docsRoutes } from './modules/docs/routes';
import { API_DESCRIPTION, openapiOptions } from './modules/docs/openapi';
import { invitesRoutes } from './modules/invites/routes';
import { seoRoutes } from './modules/seo/routes';
import { passwordResetRoutes } from './modules/password-reset/routes';
import { emailChangeRoutes } from './modules/email-change/routes';
import { profileRoutes } from './modules/profile/routes';
import { accountDeletionRoutes } from './modules/account-deletion/routes';
import { onboardingRoutes } from './modules/onboarding/routes';
import { mailSenderPlugin } from './mail/plugin';
import { subscriptionsRoutes } from './modules/subscriptions/routes';
import { downloadsRoutes } from './modules/downloads/routes';
import { ingestRoutes } from './modules/ingest/routes';
import { statsRoutes } from './modules/stats/routes';
import { handicapRoutes } from './modules/handicap/routes';
import { analysisRoutes } from './modules/analysis/routes';
import { sessionsRoutes } from './modules/sessions/routes';
import { backupRoutes } from './modules/backup/routes';
import { adminRoutes } from './modules/admin/routes';
import { sharingRoutes } from './modules/sharing/routes';
import { importRoutes } from './modules/import/routes';
import { clipsRoutes } from './modules/clips/routes';

/** What every module is given: built once in main.ts, or by the tests. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  humanVerification: HumanVerification;
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  humanVerification?: HumanVerification;
}

/** Tokens in paths and query strings never reach the logs. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/password-reset\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/email-undo\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/email-confirm\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/shared\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&](?:invite|token)=)[^&#]+/g, '$1[redacted]')
    .replace(/(\/api\/invites\/)(?!create(?:[/?#]|$))[^/?#]+/, '$1[redacted]');
}

/** Whether the log is read by a person at a terminal outside production, rather than by machines. */
function logIsForAPerson(config: Config, tty: boolean): boolean {
  return tty && config.env !== 'production';
}

/**
 * JSON lines, one per event, for machines; for a person at a terminal in development, pino-pretty's
 * coloured lines, one line per event (`tty` is whether standard output is a terminal).
 */
export function loggerOptions(config: Config, tty = Boolean(process.stdout.isTTY)): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Written in this thread as each line comes, so that what main.ts prints with console.log
    // stands where it was printed (a transport's worker thread writes later).
    ...(logIsForAPerson(config, tty) && { stream: pinoPretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true, sync: true }) }),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { id: string; method: string; url: string; ip?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url).slice(0, LOGGED_TEXT_MAX * 4),
        ip: req.ip,
      }),
      // No statement, parameter or quoted value of an error reaches the log, and no line runs long.
      err: (err: unknown) => loggedError(err),
    },
  };
}

/** Fastify's request lines for a person: none as a request comes in, one short line as it ends; errors as before. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(...args: Parameters<LogController['requestCompleted']>): void {
    const [error, request, reply] = args;
    if (error) return super.requestCompleted(...args);
    reply.log.info(`${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`);
  }
}

/** What a client may send as X-Request-Id: at most 64 letters, digits, dots, dashes, underscores or colons. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The client's request id when it is short and safe, else a fresh one. */
function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

const routeTables = new WeakMap<FastifyInstance, RouteOptions[]>();

/** Every route of an app made by buildApp, as registered (schema and config included): tests walk it. */
export function routeTable(app: FastifyInstance): readonly RouteOptions[] {
  return routeTables.get(app) ?? [];
}

/** The whole app: plugins, then modules. The tests build exactly this. */
export async function buildApp({ config, database, logger, humanVerification }: BuildAppOptions) {
  // A person reads one line per request (method, path, status, time) instead of Fastify's two
  // events with every header; machines keep both events.
  const requestPerLine = !logger && logIsForAPerson(config, Boolean(process.stdout.isTTY));
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    ...(requestPerLine && { logController: new OneLinePerRequest() }),
    // Fastify takes a hop count too, though its types do not say so.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: 1024 * 1024,
    // Refuse `__proto__` and `constructor.prototype` keys outright.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A client's X-Request-Id is kept only when short and of safe characters.
    requestIdHeader: false,
    genReqId: requestId,
    // The router's own refusals (an undecodable escape, an overlong parameter) in our error shape.
    frameworkErrors: frameworkErrorHandler(securityHeaders(config)),
    return503OnClosing: true,
  });
  const routes: RouteOptions[] = [];
  routeTables.set(app, routes);
  app.addHook('onRoute', (route) => void routes.push(route));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(jsonSchemaSerializerCompiler);

  const deps: AppDeps = {
    config,
    database,
    humanVerification: humanVerification ?? createHumanVerification(config, app.log),
  };

  await app.register(errorHandlerPlugin);
  await app.register(uploadsPlugin);
  await app.register(metricsPlugin, { port: config.metricsPort, host: config.host, pool: database.pool });
  await app.register(securityPlugin, { config });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimitPlugin, { config });
  await app.register(authPlugin, { config, db: database.db });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.site.siteName} API`, version: '1.0.0', description: API_DESCRIPTION },
      // Without PUBLIC_URL, '/' lets Swagger UI name the host the page was opened on, not localhost.
      servers: [{ url: config.publicUrlGiven ? config.publicUrl : '/' }],
      components: openapiOptions.components,
    },
    transform: openapiOptions.transform,
  });

  await app.register(accountsRoutes, deps);
  await app.register(docsRoutes, deps);
  await app.register(healthRoutes, deps);
  await app.register(invitesRoutes, deps);
  await app.register(seoRoutes, deps);
  await app.register(passwordResetRoutes, deps);
  await app.register(emailChangeRoutes, deps);
  await app.register(profileRoutes, deps);
  await app.register(accountDeletionRoutes, deps);
  await app.register(onboardingRoutes, deps);
  await app.register(mailSenderPlugin, deps);
  await app.register(subscriptionsRoutes, deps);
  await app.register(downloadsRoutes, deps);
  await app.register(ingestRoutes, deps);
  await app.register(statsRoutes, deps);
  await app.register(handicapRoutes, deps);
  await app.register(analysisRoutes, deps);
  await app.register(sessionsRoutes, deps);
  await app.register(backupRoutes, deps);
  await app.register(adminRoutes, deps);
  await app.register(sharingRoutes, deps);
  await app.register(importRoutes, deps);
  await app.register(clipsRoutes, deps);

  await app.register(webPlugin, { config, db: database.db, humanVerification: deps.humanVerification });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
