/**
 * The Update Password form's action (Settings), for the form posted by the browser itself before
 * the app has started: the same rules as the API's call 11 (server/modules/profile/routes.ts), the
 * shared schema's messages in its order, every other session of the user ended.
 */
import { data } from 'react-router';
import { messages } from '../../../common/messages';
import { passwordFormSchema } from '../../../common/schemas/profile';
import { AppError } from '../../../server/errors';
import * as profile from '../../../server/modules/profile/service';
import type { WebLoadContext } from '../../load-context.server';
import type { PasswordAnswer } from './components/update-password-card';

export async function changePasswordAction(context: WebLoadContext, form: FormData) {
  const user = context.userRow;
  if (!user) return data<PasswordAnswer>({ severity: 'error', text: messages.notSignedIn }, { status: 401 });
  const parsed = passwordFormSchema.safeParse({
    current: String(form.get('current') ?? ''),
    password: String(form.get('password') ?? ''),
    password2: String(form.get('password2') ?? ''),
  });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    return data<PasswordAnswer>({ severity: 'error', fields }, { status: 400 });
  }
  try {
    await profile.changePassword(context.db, user, context.reply.request.sessionToken, parsed.data);
  } catch (error) {
    if (error instanceof AppError) return data<PasswordAnswer>({ severity: 'error', text: error.message, fields: error.fields }, { status: error.status });
    throw error;
  }
  return data<PasswordAnswer>({ severity: 'success', text: messages.passwordUpdated });
}
