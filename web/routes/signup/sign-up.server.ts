/**
 * The sign-up form's action, with or without JavaScript: the same rules as the API's call 4
 * (server/modules/accounts/routes.ts): the shared schema, the optional human verification, the
 * account made (an invite link's token marked used), a session started with its cookie.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { replace } from 'react-router';
import { signupBodySchema } from '../../../common/schemas/user';
import { startSessionWithCookie } from '../../../server/plugins/auth';
import * as accounts from '../../../server/modules/accounts/service';
import type { WebLoadContext } from '../../load-context.server';
import { invalid, refusal } from '../../lib/form-action.server';

const PASSWORDS = ['password', 'password2'];

export async function signUpAction(context: WebLoadContext, form: FormData) {
  const submission = parseWithZod(form, { schema: signupBodySchema });
  if (submission.status !== 'success') return invalid(submission, PASSWORDS);
  try {
    await context.humanVerification.verify(submission.value.token, 'signup', { optional: true });
    const user = await accounts.signup(context.db, submission.value);
    await startSessionWithCookie(context.db, context.config, context.reply, user.id);
  } catch (error) {
    return refusal(submission, error, PASSWORDS);
  }
  // The log-in and sign-up pages are replaced in history (spec section 2).
  return replace('/account');
}
