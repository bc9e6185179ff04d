/**
 * The log-in form's action: the form posted by the browser itself, before the app has started
 * (or without JavaScript). The same rules as the API's call 2 (server/modules/accounts/routes.ts):
 * the shared schema, the optional human verification, the credentials check, a new session.
 */
import { data, redirect } from 'react-router';
import { messages } from '../../../common/messages';
import { signinBodySchema } from '../../../common/schemas/user';
import { AppError } from '../../../server/errors';
import { setSessionCookie } from '../../../server/plugins/auth';
import * as accounts from '../../../server/modules/accounts/service';
import type { WebLoadContext } from '../../load-context.server';
import type { SignInRefusal } from './components/login-form';
import { returnPath } from './return-path';

export async function signInAction(context: WebLoadContext, form: FormData) {
  const email = String(form.get('email') ?? '');
  const parsed = signinBodySchema.safeParse({ email, password: String(form.get('password') ?? '') });
  if (!parsed.success) return data<SignInRefusal>({ error: parsed.error.issues[0]?.message ?? messages.unknownError, email }, { status: 400 });
  try {
    await context.humanVerification.verify(undefined, 'login', { optional: true });
    const user = await accounts.checkCredentials(context.db, parsed.data);
    const previous = context.reply.request.sessionToken;
    if (previous) await accounts.endSession(context.db, previous);
    const session = await accounts.startSession(context.db, user.id);
    setSessionCookie(context.reply, context.config, session.token, session.expiresAt);
  } catch (error) {
    if (error instanceof AppError) return data<SignInRefusal>({ error: error.message, email }, { status: error.status });
    throw error;
  }
  return redirect(returnPath({ from: form.get('from') }));
}
