/**
 * Settings' Units form posted to the page's action (`/account/profile?form=units`), with or
 * without JavaScript: the same rule as PUT /api/user/preferences (server/modules/profile/routes.ts),
 * the shared schema's messages. The root loader, read again after an action, brings the user with
 * the new units to every page.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { messages } from '../../../common/messages';
import { unitPreferencesSchema } from '../../../common/schemas/preferences';
import { AppError } from '../../../server/errors';
import { toCurrentUser } from '../../../server/modules/accounts/present-user';
import * as profile from '../../../server/modules/profile/service';
import type { WebLoadContext } from '../../load-context.server';
import { invalid, refusal, saveFailed } from '../../lib/form-action.server';

export async function unitsAction(context: WebLoadContext, form: FormData) {
  const user = context.userRow;
  if (!user) return data({ status: 'error' as const, error: { '': [messages.notSignedIn] } }, { status: 401 });
  const submission = parseWithZod(form, { schema: unitPreferencesSchema });
  if (submission.status !== 'success') return invalid(submission);
  try {
    // A post without JavaScript is answered in this same request: the loaders after the action
    // (the root's session user, and so the card's choices) draw the account as it now is.
    context.user = toCurrentUser(await profile.updateUnits(context.db, user.id, submission.value));
  } catch (error) {
    // A failure of the server's own is said in the card, as a refusal is (not the error page).
    return error instanceof AppError ? refusal(submission, error) : saveFailed(context.log, submission, error, messages.unitsSaveFailed);
  }
  return data({ ...submission.reply(), done: messages.unitsSaved });
}
