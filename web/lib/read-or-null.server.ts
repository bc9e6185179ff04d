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
