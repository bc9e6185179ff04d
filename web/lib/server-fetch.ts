import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Only in the server's renderer (web/prerender.tsx, decision 015): the API calls of a page drawn
 * for a user go to the server's own routes with that user's session, through the fetch this
 * request was given. Never in the browser's bundle (api-client.ts imports it under
 * import.meta.env.SSR only).
 */
export const requestFetch = new AsyncLocalStorage<typeof fetch>();

/** The fetch of the request being drawn; outside one, a failure rather than a call to nowhere. */
export function currentRequestFetch(): typeof fetch {
  const fetchOfRequest = requestFetch.getStore();
  if (!fetchOfRequest) throw new Error('an API call while drawing a page outside renderSignedInPage');
  return fetchOfRequest;
}
