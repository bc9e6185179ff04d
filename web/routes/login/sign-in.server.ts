/**
 * The log-in form's action, with or without JavaScript. The same rules as the API's call 2
 * (server/modules/accounts/routes.ts): the shared schema, the optional human verification, the
 * credentials check, a new session with its cookie.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { replace } from 'react-router';
import { signinFormSchema } from '../../../common/schemas/user';
import { startSessionWithCookie } from '../../../server/plugins/auth';
import * as accounts from '../../../server/modules/accounts/service';
import type { WebLoadContext } from '../../load-context.server';
import { invalid, refusal } from '../../lib/form-action.server';
import { returnPath } from '../../features/auth/return-path';

const PASSWORD = ['password'];

export async function signInAction(context: WebLoadContext, form: FormData) {
  const submission = parseWithZod(form, { schema: signinFormSchema });
  if (submission.status !== 'success') return invalid(submission, PASSWORD);
  try {
    await context.humanVerification.verify(submission.value.token, 'login', { optional: true });
    const user = await accounts.checkCredentials(context.db, submission.value);
    await startSessionWithCookie(context.db, context.config, context.reply, user.id, { replaced: context.reply.request.sessionToken });
  } catch (error) {
    return refusal(submission, error, PASSWORD);
  }
  // The log-in and sign-up pages are replaced in history (spec section 2).
  return replace(returnPath({ from: submission.value.from }));
}
