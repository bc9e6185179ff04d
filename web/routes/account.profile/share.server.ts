/**
 * The Share dialog's form (a round's scorecard or a player's statistics over days), posted to the
 * profile route's action at `?form=share`, where Settings lists and revokes the links: the same
 * rules as POST /api/shared-reports (server/modules/sharing/routes.ts), the shared schema's
 * messages, a service's refusal (not the owner's round, statistics without Pro) as the form's.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { messages } from '../../../common/messages';
import { createShareBodySchema } from '../../../common/schemas/sharing';
import * as sharing from '../../../server/modules/sharing/queries';
import type { WebLoadContext } from '../../load-context.server';
import { invalid, refusal } from '../../lib/form-action.server';

export async function shareAction(context: WebLoadContext, form: FormData) {
  const user = context.userRow;
  if (!user) return data({ status: 'error' as const, error: { '': [messages.notSignedIn] } }, { status: 401 });
  const submission = parseWithZod(form, { schema: createShareBodySchema });
  if (submission.status !== 'success') return invalid(submission);
  try {
    const { report } = await sharing.create(context.db, user, submission.value, context.config);
    return data({ ...submission.reply(), report });
  } catch (error) {
    return refusal(submission, error);
  }
}
