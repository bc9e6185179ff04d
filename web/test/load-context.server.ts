import type { TestUser } from '../../server/test/factories';
import type { TestApp } from '../../server/test/harness';
import { resolveSession } from '../../server/modules/accounts/service';
import { toCurrentUser } from '../../server/modules/accounts/present-user';
import { createHumanVerification } from '../../server/modules/human-verification/service';
import type { WebLoadContext } from '../load-context.server';

/**
 * The load context server/plugins/web.ts gives a page request of `user` (signed out when null),
 * built from the test app: its database, config and logger, the session's user as the session
 * cookie resolves it. For loaders and actions that read nothing of the Fastify reply (no cookie
 * set, no session token read): one that does fails on `reply`.
 */
export async function loadContextOf(t: TestApp, user: TestUser | null): Promise<WebLoadContext> {
  const token = user ? decodeURIComponent(user.cookie.replace(/^sid=/, '')) : null;
  const userRow = token ? ((await resolveSession(t.database.db, token))?.user ?? null) : null;
  return {
    user: userRow ? toCurrentUser(userRow) : null,
    userRow,
    nonce: 'test',
    db: t.database.db,
    publicUrl: t.config.publicUrl,
    site: t.config.site,
    log: t.app.log,
    config: t.config,
    reply: undefined as never,
    humanVerification: createHumanVerification(t.config, t.app.log),
    sharedViewAllowed: async () => true,
  };
}

/** A page request as the browser sends it to the site: a GET of `path`, or a form posted to it. */
export function pageRequest(path: string, form?: Record<string, string>): Request {
  const url = new URL(path, 'http://localhost:3000');
  if (!form) return new Request(url);
  return new Request(url, { method: 'POST', body: new URLSearchParams(form), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}
