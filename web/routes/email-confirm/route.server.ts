/**
 * The confirmation link's loader and action (docs/decisions/038): the same rules as
 * POST /api/user/email-confirm (server/modules/email-change/service.ts). A refusal is its message
 * and status, but a link that is unknown, used or expired is a page that is not there: 404.
 */
import { data } from 'react-router';
import { AppError } from '../../../server/errors';
import { confirmEmailChange, emailOfConfirmation } from '../../../server/modules/email-change/service';
import type { WebLoadContext } from '../../load-context.server';

const pageStatus = (error: AppError) => (error.code === 'invalid_confirm_token' ? 404 : error.status);

/**
 * The requests whose action used the link just now: the loader, read again after the action in
 * the same request, finds the link used, but the page is the action's success (200), not a 404.
 */
const confirmedNow = new WeakSet<WebLoadContext>();

export async function confirmationPage(context: WebLoadContext, token: string) {
  if (confirmedNow.has(context)) return { email: null, invalid: null };
  try {
    return { email: await emailOfConfirmation(context.db, token), invalid: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data({ email: null, invalid: error.message }, { status: pageStatus(error) });
  }
}

export async function confirmAction(context: WebLoadContext, token: string) {
  try {
    const { message } = await confirmEmailChange(context.db, token);
    confirmedNow.add(context);
    return { done: message, error: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data({ done: null, error: error.message }, { status: pageStatus(error) });
  }
}
