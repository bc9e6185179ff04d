/**
 * The password reset pages' loader and actions, with or without JavaScript: the same rules as
 * the API's calls 5 to 7 (server/modules/password-reset/routes.ts).
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { HUMAN_VERIFICATION_ACTION_BETA } from '../../../common/constants';
import { messages } from '../../../common/messages';
import { newPasswordFormSchema, resetRequestBodySchema } from '../../../common/schemas/password-reset';
import { AppError } from '../../../server/errors';
import * as passwordReset from '../../../server/modules/password-reset/service';
import type { WebLoadContext } from '../../load-context.server';
import { invalid, refusal } from '../../lib/form-action.server';

/** Call 6 on load: a link that is not good says so in place of the form (spec section 2). */
export async function checkResetLink(context: WebLoadContext, token: string | undefined): Promise<{ linkError: string | null }> {
  if (!token) return { linkError: null };
  try {
    await passwordReset.checkToken(context.db, token);
    return { linkError: null };
  } catch (error) {
    if (error instanceof AppError) return { linkError: error.message || messages.resetTokenInvalid };
    throw error;
  }
}

/** Call 5: the same answer whether or not an account has the address. */
export async function resetRequestAction(context: WebLoadContext, form: FormData) {
  const submission = parseWithZod(form, { schema: resetRequestBodySchema });
  if (submission.status !== 'success') return invalid(submission);
  try {
    // The spec has the reset form make its token under the action 'beta'.
    await context.humanVerification.verify(submission.value.token, HUMAN_VERIFICATION_ACTION_BETA, { whenUnavailable: 'allow' });
    await passwordReset.requestReset(context.db, submission.value.email);
  } catch (error) {
    return refusal(submission, error);
  }
  return data({ done: messages.resetRequestSuccess });
}

/** Call 7: the link's token from the address, the new password from the form. */
export async function setPasswordAction(context: WebLoadContext, token: string, form: FormData) {
  const submission = parseWithZod(form, { schema: newPasswordFormSchema });
  const hideFields = ['password', 'password2'];
  if (submission.status !== 'success') return invalid(submission, hideFields);
  try {
    await passwordReset.resetPassword(context.db, token, submission.value.password);
  } catch (error) {
    return refusal(submission, error, hideFields);
  }
  return data({ done: messages.resetDone });
}
