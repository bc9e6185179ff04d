import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { SESSION_COOKIE } from '../../common/constants';
import { messages } from '../../common/messages';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { SessionUser } from '../db/schema/users';
import { AppError, notFound, unauthorized } from '../errors';
import { assertEmployee, assertPro } from '../modules/accounts/access';
import { endSession, resolveDeviceToken, resolveSession, startSession } from '../modules/accounts/service';

/**
 * Who may call a route, declared in its `config.access`:
 * - `public` (the default): anyone;
 * - `user`: a signed-in user (401 otherwise);
 * - `pro`: a signed-in Pro user (403 'Pro subscription required' otherwise);
 * - `employee`: a signed-in employee by session cookie; everyone else gets 404.
 * `config.device: true` also accepts a desktop app's bearer token; never on `employee`.
 */
export type Access = 'public' | 'user' | 'pro' | 'employee';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    device?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** How the user was recognised: by the session cookie or by a device token. */
    authMethod: 'session' | 'device' | null;
    sessionToken: string | null;
  }
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.secureCookies,
    expires: expiresAt,
  });
}

/**
 * Signs the user in on this answer, for the API's sign-in and sign-up and the pages' actions alike:
 * the session being `replaced` (the request's own, on a sign-in) ended, a new one started with a
 * fresh token and its cookie set.
 */
export async function startSessionWithCookie(
  db: Database,
  config: Config,
  reply: FastifyReply,
  userId: string,
  { replaced = null }: { replaced?: string | null } = {},
): Promise<void> {
  if (replaced) await endSession(db, replaced);
  const session = await startSession(db, userId);
  setSessionCookie(reply, config, session.token, session.expiresAt);
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: config.secureCookies });
}

/** The signed-in user of a route whose access is not `public`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

async function identify(request: FastifyRequest, reply: FastifyReply, db: Database, config: Config): Promise<void> {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) {
    const found = await resolveDeviceToken(db, authorization.slice(7).trim());
    if (!found) throw new AppError(401, 'invalid_token', messages.notSignedIn);
    request.user = found.user;
    request.authMethod = 'device';
    return;
  }
  await identifyBySession(request, reply, db, config);
}

/**
 * The user of the request's session cookie, if any (the session renewed as it nears its end):
 * sets request.user and returns it. For the API's routes and the pages drawn for a user.
 */
export async function identifyBySession(request: FastifyRequest, reply: FastifyReply, db: Database, config: Config): Promise<SessionUser | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 128) return null;
  const found = await resolveSession(db, token);
  if (!found) return null;
  request.user = found.user;
  request.authMethod = 'session';
  request.sessionToken = token;
  if (found.renewedUntil) setSessionCookie(reply, config, token, found.renewedUntil);
  return found.user;
}

/** The check of one API route's access, before anything else of the route runs (its rate limit included). */
function accessCheck(access: Access, allowDevice: boolean, db: Database, config: Config): onRequestHookHandler {
  return async (request, reply) => {
    if (access === 'employee') {
      // Admin routes exist only for employees: anyone else, device tokens included, sees a 404.
      if (request.headers.authorization) throw notFound();
      await identify(request, reply, db, config);
      assertEmployee(request.user);
      return;
    }
    if (request.headers.authorization && !allowDevice) {
      if (access === 'public') return;
      throw unauthorized();
    }
    await identify(request, reply, db, config);
    if (access === 'public') return;
    if (!request.user) throw unauthorized();
    if (access === 'pro') assertPro(request.user);
  };
}

export const authPlugin = fp(async (app: FastifyInstance, { config, db }: { config: Config; db: Database }) => {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('authMethod', null);
  app.decorateRequest('sessionToken', null);

  // Every API route gets the check of its own access, chosen once as the route is registered (every
  // module registers after this plugin): no route options looked up per request, and no hook on pages
  // and files. First among the route's own hooks, so that a limit keyed by the user sees the user.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access ?? 'public';
    const check = accessCheck(access, route.config?.device === true && access !== 'employee', db, config);
    const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [check, ...own];
  });
});
