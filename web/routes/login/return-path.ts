/**
 * Where to go after signing in: the page the guard turned the visitor away from, or /account.
 * Only same-site paths are accepted ('//host' would leave the site).
 */
export function returnPath(locationState: unknown): string {
  const from = (locationState as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/account';
}
