import type { Submission } from '@conform-to/react';
import { data } from 'react-router';
import { messages } from '../../common/messages';
import { AppError } from '../../server/errors';
import type { WebLoadContext } from '../load-context.server';

type Log = WebLoadContext['log'];

/**
 * A page action's answer to a form the shared schema accepted but a service refused (an
 * `AppError`): the error's message above the form, its field messages on the fields, its status
 * and stable `code`, as the JSON API answers it; what was typed is kept, less `hideFields`
 * (passwords never come back in a page). Anything else is thrown to the error page.
 */
export function refusal(submission: Submission<unknown>, error: unknown, hideFields: string[] = []) {
  if (!(error instanceof AppError)) throw error;
  const fieldErrors = Object.fromEntries(Object.entries(error.fields ?? {}).map(([name, message]) => [name, [message]]));
  return data({ ...submission.reply({ formErrors: [error.message], fieldErrors, hideFields }), code: error.code }, { status: error.status });
}

/** The answer to a form the shared schema refused: its messages, what was typed less `hideFields`. */
export function invalid(submission: Submission<unknown>, hideFields: string[] = []) {
  return data(submission.reply({ hideFields }), { status: 400 });
}

/**
 * A form the server could not save for a reason of its own (the database out of reach, say):
 * logged, and said in the form with `message`, as the API's call failing used to be said in it,
 * rather than the error page; what was typed is kept.
 */
export function saveFailed(log: Log, submission: Submission<unknown>, error: unknown, message: string) {
  log.error({ err: error }, 'a page form could not be saved');
  return data(submission.reply({ formErrors: [message] }), { status: 500 });
}

/**
 * One button's write posted to a page's action, with or without JavaScript (Revoke, Send Invite):
 * `intent` names what to do (anything else is refused, 400), `id` the row, which `write` does as the
 * API's call does; the answer is the success text, or the service's refusal (its message, status and
 * code), or `failedMessage` when the server failed (logged).
 */
export async function intentAction(
  log: Log,
  form: FormData,
  intent: string,
  write: (id: string) => Promise<unknown>,
  { done, failedMessage }: { done: string; failedMessage: string },
) {
  if (form.get('intent') !== intent) return data({ error: messages.notFound }, { status: 400 });
  try {
    await write(String(form.get('id') ?? ''));
  } catch (error) {
    if (error instanceof AppError) return data({ error: error.message, code: error.code }, { status: error.status });
    log.error({ err: error, intent }, 'a page action failed');
    return data({ error: failedMessage }, { status: 500 });
  }
  return { done };
}
