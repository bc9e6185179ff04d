import { AppError } from '../../server/errors';
import type { WebLoadContext } from '../load-context.server';

/**
 * A read of a page's loader: its answer, or null when it failed, logged; the page then shows its own
 * message for that part, as it does when its API call fails.
 */
export async function readOrNull<T>(context: WebLoadContext, what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    context.log.warn({ err: error, what }, 'a page was drawn without one of its answers');
    return null;
  }
}

/** A read as readOrNull's, where a 404 (a record the account does not have, or none) is 'not found'. */
export const readOrNotFound = <T>(context: WebLoadContext, what: string, read: () => Promise<T>) =>
  readOrNull(context, what, async (): Promise<T | 'not found'> => {
    try {
      return await read();
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return 'not found';
      throw error;
    }
  });
