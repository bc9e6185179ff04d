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

/** The modules every signed-in page is drawn in (web/app/app-routes.tsx nests the page in them). */
export const SIGNED_IN_FRAME_MODULES = ['app/signed-in-providers.tsx', 'pages/account/account-layout.tsx'] as const;

/**
 * The signed-in pages the server draws on the request, for the user of the session
 * (web/prerender.tsx renderSignedInPage; docs/decisions/015): each path's pattern and the module
 * of its page (a key of Vite's build manifest, relative to web/).
 */
export const SIGNED_IN_PAGES: readonly (readonly [RegExp, string])[] = [
  [/^\/account\/?$/, 'pages/account/dashboard-page.tsx'],
  [/^\/account\/rounds\/?$/, 'pages/account/rounds-page.tsx'],
  [/^\/account\/round\/[^/]+\/?$/, 'pages/account/round-page.tsx'],
  [/^\/account\/shot-data\/?$/, 'pages/account/shot-data-page.tsx'],
  [/^\/account\/billing\/?$/, 'pages/account/billing-page.tsx'],
  [/^\/account\/downloads\/?$/, 'pages/account/downloads-page.tsx'],
  [/^\/account\/profile\/?$/, 'pages/account/profile-page.tsx'],
];

/** The page module of a signed-in page's path, or null for any other path. */
export function signedInPageModule(pathname: string): string | null {
  return SIGNED_IN_PAGES.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/** The id of the data block carrying the signed-in user, as the session call would answer, in a page drawn for them. */
export const SESSION_USER_ID = 'app-session';

/**
 * A page drawn before its scripts run (prerendered or drawn by the server) needs none of them
 * for its first paint, so they are fetched at low priority: they no longer compete with the page
 * itself, and Lighthouse's simulation, which takes a high-priority script for one that blocks the
 * first paint, measures the paint the visitor actually gets.
 */
export function withLowPriorityScripts(html: string): string {
  const lowered = html
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
  if (!lowered.includes('<script type="module" fetchpriority="low" ')) throw new Error('prerender: no module script in index.html');
  return lowered;
}

/** Where the build puts web/prerender.tsx built for Node (under the web build folder; a dot folder, not served). */
export const SSR_MODULE = ['.ssr', 'prerender.mjs'] as const;

/** The id of the data block carrying the answers a page drawn for a user was drawn with (TanStack Query's dehydrated state). */
export const QUERIES_ID = 'app-queries';
