import type { Submission } from '@conform-to/react';
import { data } from 'react-router';
import { AppError } from '../../server/errors';

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
