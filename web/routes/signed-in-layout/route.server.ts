import { redirect } from 'react-router';
import type { WebLoadContext } from '../../load-context.server';
import { loginFor } from '../../features/auth/return-path';

/**
 * The route guard of spec section 2 on the server: a signed-out visit to /account, /subscribe or
 * /ogs-admin is answered with a redirect to the log-in page, which keeps the address to come back
 * to. A session that could not be checked (`user` undefined) is left to the page's notice.
 */
export function guardSignedInPage(context: WebLoadContext, request: Request): void {
  if (context.user !== null) return;
  const url = new URL(request.url);
  throw redirect(loginFor(url.pathname + url.search));
}
