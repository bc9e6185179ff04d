/**
 * The undo link's loader: whether the link still works, without using it (the page changes
 * nothing until its button, docs/decisions/020). A link that is unknown, used or expired is a page
 * that is not there: 404, the page saying so at once.
 */
import { data } from 'react-router';
import { AppError } from '../../../server/errors';
import { checkUndoLink } from '../../../server/modules/email-change/service';
import type { WebLoadContext } from '../../load-context.server';

export async function undoPage(context: WebLoadContext, token: string) {
  try {
    await checkUndoLink(context.db, token);
    return { invalid: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data({ invalid: error.message }, { status: 404 });
  }
}
