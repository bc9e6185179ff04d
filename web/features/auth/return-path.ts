/** The query parameter that carries the page a signed-out visitor was turned away from. */
const RETURN_PARAM = 'from';

/**
 * Where to go after signing in: the page the guard turned the visitor away from (in the history's
 * state, or in `?from=` when the server sent them here), or /account. Only same-site paths are
 * accepted ('//host' would leave the site).
 */
export function returnPath(locationState: unknown, search = ''): string {
  const from = (locationState as { from?: unknown } | null)?.from ?? new URLSearchParams(search).get(RETURN_PARAM);
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/account';
}

/** The log-in page's address that comes back to `path` after signing in. */
export const loginFor = (path: string) => `/login?${new URLSearchParams({ [RETURN_PARAM]: path })}`;
