/**
 * The Logout entries' action for a post sent before the app is live, or without JavaScript
 * (decision 032): the same as the API's call 3 (server/modules/accounts/routes.ts), the session
 * ended and its cookie cleared, then the page the entry names, the home page or the log-in page.
 */
import { redirect } from 'react-router';
import { clearSessionCookie } from '../../../server/plugins/auth';
import * as accounts from '../../../server/modules/accounts/service';
import type { WebLoadContext } from '../../load-context.server';

export async function signOutAction(context: WebLoadContext, form: FormData) {
  const token = context.reply.request.sessionToken;
  if (token) await accounts.endSession(context.db, token);
  clearSessionCookie(context.reply, context.config);
  return redirect(form.get('to') === '/login' ? '/login' : '/');
}
