/**
 * Settings, Delete Account, with or without JavaScript: the same rule as the API's
 * POST /api/user/delete-account (server/modules/account-deletion/service.ts); once done the
 * session's cookie is cleared and the whole document goes to the home page, which says so.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirectDocument } from 'react-router';
import { messages } from '../../../common/messages';
import { deleteAccountFormSchema } from '../../../common/schemas/profile';
import { deleteAccount } from '../../../server/modules/account-deletion/service';
import { billingProvider } from '../../../server/modules/subscriptions/provider';
import { clearSessionCookie } from '../../../server/plugins/auth';
import type { WebLoadContext } from '../../load-context.server';
import { invalid, refusal } from '../../lib/form-action.server';
import { ACCOUNT_DELETED_PATH } from '../../features/profile/account-deleted';

export async function deleteAccountAction(context: WebLoadContext, form: FormData) {
  const user = context.userRow;
  if (!user) return data({ status: 'error' as const, error: { '': [messages.notSignedIn] } }, { status: 401 });
  const hideFields = ['password'];
  const submission = parseWithZod(form, { schema: deleteAccountFormSchema });
  if (submission.status !== 'success') return invalid(submission, hideFields);
  try {
    await deleteAccount(context.db, billingProvider(context.config, context.db), user, submission.value.password, context.log);
  } catch (error) {
    return refusal(submission, error, hideFields);
  }
  clearSessionCookie(context.reply, context.config);
  return redirectDocument(ACCOUNT_DELETED_PATH);
}
