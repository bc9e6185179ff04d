/**
 * The public pages whose HTML is rendered at build time (vite.config.ts) and served by the
 * server in place of the empty index.html (server/plugins/web.ts), so that a visitor sees the
 * page before its JavaScript has run. Not /password-reset: its forms (react-hook-form) would not
 * keep what a visitor types before the app has started.
 */
export const PRERENDERED_PATHS = ['/', '/mobile', '/desktop', '/login', '/signup', '/beta-invite'] as const;
export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

/** Where the build puts the page's HTML, under the web build folder (a dot folder: not served as a file). */
export const PRERENDER_DIR = '.prerendered';
export function prerenderFileName(pathname: PrerenderedPath): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
}

/**
 * The deployment's public configuration (site name, links) is not known at build time: the pages
 * are rendered with these markers in its place, and the server writes the escaped values over
 * them, so the HTML matches what the app draws with the configuration it is given.
 */
export function prerenderMarker(key: string): string {
  return `__OGS_PUBLIC_CONFIG_${key}__`;
}

/** The id of the data block listing the chunks a prerendered page fetches once it is shown. */
export const PRERENDER_CHUNKS_ID = 'app-chunks';
