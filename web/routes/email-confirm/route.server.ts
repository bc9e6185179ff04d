/**
 * The confirmation link's loader and action (docs/decisions/038): the same rules as
 * POST /api/user/email-confirm (server/modules/email-change/service.ts). A refusal (unknown, used
 * or expired link; an address taken meanwhile) is its message and status.
 */
import { data } from 'react-router';
import { AppError } from '../../../server/errors';
import { confirmEmailChange, emailOfConfirmation } from '../../../server/modules/email-change/service';
import type { WebLoadContext } from '../../load-context.server';

export async function confirmationPage(context: WebLoadContext, token: string) {
  try {
    return { email: await emailOfConfirmation(context.db, token), invalid: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data({ email: null, invalid: error.message }, { status: error.status });
  }
}

export async function confirmAction(context: WebLoadContext, token: string) {
  try {
    return { done: (await confirmEmailChange(context.db, token)).message, error: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data({ done: null, error: error.message }, { status: error.status });
  }
}
