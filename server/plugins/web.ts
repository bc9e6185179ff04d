import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
// The route schema's `hide`, which keeps the page routes out of the OpenAPI description.
import type {} from '@fastify/swagger';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { messages } from '../../common/messages';
import type { PublicConfig } from '../../common/schemas/public-config';
import type { CurrentUser } from '../../common/schemas/user';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { SessionUser } from '../db/schema/users';
import { toCurrentUser } from '../modules/accounts/present-user';
import type { HumanVerification } from '../modules/human-verification/service';
import { identifyBySession } from './auth';
import { authRateLimit, PAGE_FORM_RATE_LIMIT } from './rate-limit';
import { SHARED_VIEW_RATE_LIMIT } from '../modules/sharing/routes';

/** What every loader and action of the web app gets (web/load-context.server.ts hands it on). */
export interface WebLoadContext {
  /** The session's user as the session call answers; undefined when the session could not be checked. */
  user: CurrentUser | null | undefined;
  /** The same user's row, for the services. */
  userRow: SessionUser | null;
  /** The Content-Security-Policy nonce of this page's scripts. */
  nonce: string;
  db: Database;
  publicUrl: string;
  site: PublicConfig;
  log: FastifyBaseLogger;
  config: Config;
  /** The page's Fastify reply, for the session cookie an action sets. */
  reply: FastifyReply;
  humanVerification: HumanVerification;
  /** Counts a view of a shared report against its address' limit, as GET /api/shared/{token} does: false past it (with Retry-After set). */
  sharedViewAllowed: () => Promise<boolean>;
}

/** Shared reports: readable by anyone with the link, never listed by search engines. */
const isSharedReportPath = (pathname: string) => pathname === '/shared' || pathname.startsWith('/shared/');

/** The caching, crawling and Referer rules of a page answer. */
function pageHeaders(reply: FastifyReply, pathname: string, forUser: boolean): void {
  // A page rendered for a user carries their details: kept by no cache, the back button's included.
  // A shared report's address is its key: no crawler lists it, no cache keeps it.
  reply.header('cache-control', forUser || isSharedReportPath(pathname) ? 'no-store' : 'no-cache');
  reply.header('vary', 'cookie');
  if (isSharedReportPath(pathname)) reply.header('x-robots-tag', 'noindex, nofollow');
  // The reset, e-mail undo and shared links carry their token in the path: never let it leak through Referer.
  reply.header(
    'referrer-policy',
    pathname.startsWith('/password-reset') || pathname.startsWith('/email-undo') || pathname.startsWith('/email-confirm') || isSharedReportPath(pathname)
      ? 'no-referrer'
      : 'strict-origin-when-cross-origin',
  );
}

type SessionOf = [CurrentUser | null | undefined, SessionUser | null];

/** A page's path as its form is posted to it: without the `.data` of the framework's own posts. */
function formPath(url: string): string {
  const pathname = url.split('?')[0];
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/** The pages whose forms are sign-in, sign-up, password reset and beta request. */
const SIGN_IN_FORMS = ['/login', '/signup', '/password-reset', '/beta-invite'];
/** Settings' forms other than User Settings and Update Password (`?form=`). */
const OTHER_SETTINGS_FORMS = ['units', 'share', 'devices', 'links'];

/** What a page form is limited as: the sign-in limit per address, the API's limit of the same work per account, or the page-form limit per account. */
function pageFormKind(url: string): 'sign-in' | 'account-details' | 'page' {
  const pathname = formPath(url);
  if (SIGN_IN_FORMS.some((page) => pathname === page || pathname.startsWith(`${page}/`))) return 'sign-in';
  // User Settings and Update Password: their API calls have the sign-in limit (an e-mail address
  // said to have an account; two argon2 hashes a try).
  if (pathname === '/account/profile') {
    const form = new URLSearchParams(url.split('?')[1] ?? '').get('form');
    if (!OTHER_SETTINGS_FORMS.includes(form ?? '')) return 'account-details';
  }
  return 'page';
}

/**
 * The limit of a page form: sign-in, sign-up, reset and beta request under the sign-in limit per
 * address, as their API calls; User Settings and Update Password under the same number per
 * account; every other page form (a shot left out, Hide mishits, Revoke, Units) per account under
 * the page-form limit, which no person clicking reaches, as their API calls have none. A signed-out
 * post to a signed-in page counts per address.
 */
function pageFormLimit(config: Config) {
  const signIn = authRateLimit(config);
  return {
    timeWindow: signIn.timeWindow,
    max: (request: FastifyRequest) => (pageFormKind(request.url) === 'page' ? PAGE_FORM_RATE_LIMIT.max : signIn.max),
    keyGenerator: (request: FastifyRequest) => {
      const kind = pageFormKind(request.url);
      return kind !== 'sign-in' && request.user ? `${kind}:account:${request.user.id}` : `${kind}:address:${request.ip}`;
    },
  };
}

const NOT_BUILT =
  '<!doctype html><html lang="en"><head><title>Not built</title></head><body><p>The web app is not built: run <code>npm run build</code>.</p></body></html>';

/** The Fetch Request React Router's handler takes, from Fastify's (docs/decisions/019). */
function toFetchRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // A form of a no-referrer page (the reset link's) comes with 'Origin: null', accepted by the
  // security plugin for a same-origin post: the framework's own origin check is told the origin.
  if (headers.get('origin') === 'null' && request.headers['sec-fetch-site'] === 'same-origin') headers.set('origin', `${request.protocol}://${request.host}`);
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    // A form Fastify has read (checked for bad text on the way) is sent on as it came;
    // anything else as the request's own stream.
    if (request.body && typeof request.body === 'object') init.body = new URLSearchParams(request.body as Record<string, string>).toString();
    else {
      init.body = Readable.toWeb(request.raw) as ReadableStream<Uint8Array>;
      init.duplex = 'half';
    }
    headers.delete('content-length');
  }
  return new Request(`${request.protocol}://${request.host}${request.url}`, init);
}

/**
 * Serves the web app built by React Router's framework mode (react-router.config.ts): the built
 * browser files as static files (hashed assets cached for a year, the rest revalidated), and every
 * other page path rendered by the framework's request handler, with a load context that carries
 * the session's user, this deployment's public config, the database for the loaders' services and
 * the CSP nonce of the page's scripts. Unknown `/api/*` paths answer 404 JSON instead.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, { config, db, humanVerification }: { config: Config; db: Database; humanVerification: HumanVerification }) => {
  const clientDir = path.join(config.webDistDir, 'client');
  const serverBuild = path.join(config.webDistDir, 'server', 'index.js');

  let handler: Promise<((request: Request, context: WebLoadContext) => Promise<Response>) | null> | undefined;
  const loadHandler = () =>
    (handler ??= (async () => {
      if (!fs.existsSync(serverBuild)) return null;
      const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
      const handle = createRequestHandler(build, 'production');
      return (request: Request, context: WebLoadContext) => handle(request, context as never);
    })());

  if (fs.existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      // One route per built file: the catch-all below gets every other path.
      wildcard: false,
      // Answered by the seo module from PUBLIC_URL.
      globIgnore: ['robots.txt'],
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      },
    });
  }

  /** The session's user: null when signed out, undefined when the session could not be checked. */
  const checkSession = async (request: FastifyRequest, reply: FastifyReply): Promise<SessionOf> => {
    try {
      const row = await identifyBySession(request, reply, db, config);
      return [row ? toCurrentUser(row) : null, row];
    } catch (error) {
      request.log.error({ err: error }, 'the session of a page request could not be checked; the browser checks it');
      return [undefined, null];
    }
  };
  // A form post's session is checked before its limit (which counts per account): kept for its page.
  const checked = new WeakMap<FastifyRequest, SessionOf>();
  const sessionUser = (request: FastifyRequest, reply: FastifyReply) => checked.get(request) ?? checkSession(request, reply);

  // A shared report's page reads what its API call reads: the same limit per address (decision 013).
  const sharedViewLimit = app.createRateLimit(SHARED_VIEW_RATE_LIMIT);

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send({ error: messages.notFound, code: 'not_found' });
    }
    const handle = await loadHandler();
    if (!handle) {
      pageHeaders(reply, pathname, false);
      return reply.type('text/html; charset=utf-8').send(NOT_BUILT);
    }

    const nonce = randomBytes(16).toString('base64');
    request.cspNonce = nonce;
    const [user, userRow] = await sessionUser(request, reply);
    const aborted = new AbortController();
    reply.raw.once('close', () => aborted.abort());
    const response = await handle(toFetchRequest(request, aborted.signal), {
      user,
      userRow,
      nonce,
      db,
      publicUrl: config.publicUrl,
      site: config.site,
      log: request.log,
      config,
      reply,
      humanVerification,
      sharedViewAllowed: async () => {
        const limit = await sharedViewLimit(request);
        if (limit.isAllowed || !limit.isExceeded) return true;
        reply.header('retry-after', String(limit.ttlInSeconds));
        return false;
      },
    });

    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    // Each cookie a header of its own: joined by commas, an expiry date's comma would split them.
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    pageHeaders(reply, pathname, Boolean(user));
    return reply.send(request.method === 'HEAD' || !response.body ? '' : Buffer.from(await response.arrayBuffer()));
  };

  // Pages, not API: left out of the OpenAPI description.
  app.route({ method: ['GET', 'HEAD'], url: '/*', schema: { hide: true }, handler: render });

  // Forms posted to a page's action (they work before the app has started): the origin check
  // and the bad-text refusal of server/plugins/security.ts apply as to the API, and the limit of
  // the API's call doing the same work (pageFormLimit).
  await app.register(async (pages) => {
    pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    pages.post(
      '/*',
      {
        schema: { hide: true },
        // First the session, so that the limit knows the account.
        onRequest: async (request, reply) => void checked.set(request, await checkSession(request, reply)),
        config: { access: 'public', rateLimit: pageFormLimit(config) },
      },
      render,
    );
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: messages.notFound, code: 'not_found' }));
  },
);

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSP nonce of a page's scripts (server/plugins/security.ts allows them by it). */
    cspNonce?: string;
  }
}
