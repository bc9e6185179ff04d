/**
 * The Settings forms' action (User Settings and Update Password), with or without JavaScript:
 * the same rules as the API's calls 10 and 11 (server/modules/profile/routes.ts), the shared
 * schemas' messages in their order; a new password ends every other session of the user.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { messages } from '../../../common/messages';
import { fillMessage } from '../../../common/stats-format';
import { passwordFormSchema, profileFormSchema } from '../../../common/schemas/profile';
import * as profile from '../../../server/modules/profile/service';
import type { WebLoadContext } from '../../load-context.server';
import { invalid, refusal } from '../../lib/form-action.server';

export async function settingsAction(context: WebLoadContext, which: string | null, form: FormData) {
  const user = context.userRow;
  if (!user) return data({ status: 'error' as const, error: { '': [messages.notSignedIn] } }, { status: 401 });
  if (which === 'password') {
    const hideFields = ['current', 'password', 'password2'];
    const submission = parseWithZod(form, { schema: passwordFormSchema });
    if (submission.status !== 'success') return invalid(submission, hideFields);
    try {
      await profile.changePassword(context.db, user, context.reply.request.sessionToken, submission.value);
    } catch (error) {
      return refusal(submission, error, hideFields);
    }
    return data({ ...submission.reply({ resetForm: true }), done: messages.passwordUpdated });
  }
  const submission = parseWithZod(form, { schema: profileFormSchema });
  if (submission.status !== 'success') return invalid(submission);
  try {
    const { pendingEmail } = await profile.updateProfile(context.db, user, submission.value);
    const requested = submission.value.email !== user.email && pendingEmail;
    return data({ ...submission.reply({ hideFields: ['password'] }), done: requested ? fillMessage(messages.emailChangeRequested, { email: pendingEmail }) : messages.profileSaved });
  } catch (error) {
    return refusal(submission, error, ['password']);
  }
}
