/**
 * The dashboard's action (with or without JavaScript): the first-run guide dismissed, remembered
 * for the user on every device, as POST /api/user/first-run records it.
 */
import { data } from 'react-router';
import { messages } from '../../../common/messages';
import * as onboarding from '../../../server/modules/onboarding/queries';
import type { WebLoadContext } from '../../load-context.server';
import { DISMISS_FIRST_RUN } from '../../features/onboarding/api';

export async function dashboardAction(context: WebLoadContext, form: FormData) {
  const user = context.userRow;
  if (!user) return data({ error: messages.notSignedIn }, { status: 401 });
  if (form.get('intent') !== DISMISS_FIRST_RUN) return data({ error: messages.notFound }, { status: 400 });
  await onboarding.record(context.db, user, 'dismissed');
  return { dismissed: true };
}
