/**
 * The beta invite form's action, with or without JavaScript: the same rules as the API's call 8
 * (server/modules/invites/routes.ts): the shared schema, the human verification under the action
 * 'beta' (required: it fails closed, docs/decisions/003), the request stored.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { betaInviteRequestBodySchema } from '../../../common/schemas/invites';
import * as invites from '../../../server/modules/invites/service';
import type { WebLoadContext } from '../../load-context.server';
import { invalid, refusal } from '../../lib/form-action.server';

export async function betaInviteAction(context: WebLoadContext, form: FormData) {
  const submission = parseWithZod(form, { schema: betaInviteRequestBodySchema });
  if (submission.status !== 'success') return invalid(submission);
  try {
    await context.humanVerification.verify(submission.value.token, 'beta', { whenUnavailable: 'deny' });
    await invites.requestBetaInvite(context.db, submission.value.email, context.config.linkTokenKey);
  } catch (error) {
    return refusal(submission, error);
  }
  return data({ sent: true });
}
