import fs from 'node:fs';
import path from 'node:path';

/** Vite's build manifest (build.manifest): each source module's file and static imports. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

const SIGNED_IN = ['app/signed-in-providers.tsx', 'pages/account/account-layout.tsx'];

/**
 * The lazily loaded modules that draw each signed-in page, as web/app/app-routes.tsx nests them.
 * Without a hint the browser finds them one after the other (providers, then the layout, then the
 * page), each a round trip after the last; named in the HTML they all load beside the entry.
 */
export const SIGNED_IN_PAGE_MODULES: readonly [RegExp, readonly string[]][] = [
  [/^\/account\/?$/, [...SIGNED_IN, 'pages/account/dashboard-page.tsx']],
  [/^\/account\/rounds\/?$/, [...SIGNED_IN, 'pages/account/rounds-page.tsx']],
  [/^\/account\/round\/[^/]+\/?$/, [...SIGNED_IN, 'pages/account/round-page.tsx']],
  [/^\/account\/shot-data\/?$/, [...SIGNED_IN, 'pages/account/shot-data-page.tsx']],
  [/^\/account\/billing\/?$/, [...SIGNED_IN, 'pages/account/billing-page.tsx']],
  [/^\/account\/downloads\/?$/, [...SIGNED_IN, 'pages/account/downloads-page.tsx']],
  [/^\/account\/profile\/?$/, [...SIGNED_IN, 'pages/account/profile-page.tsx']],
];

/** Whether a path is a page of the signed-in area (its HTML also hints the session call). */
export const isSignedInPagePath = (pathname: string) => SIGNED_IN_PAGE_MODULES.some(([pattern]) => pattern.test(pathname));

/**
 * The files to preload for a page: its modules and everything they import statically, less what
 * the entry already loads (index.html names those itself).
 */
export function modulePreloadFiles(manifest: ViteManifest, pathname: string): string[] {
  const modules = SIGNED_IN_PAGE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1];
  if (!modules) return [];
  const closure = (keys: readonly string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const loadedByEntry = closure(entries);
  return [...closure(modules)].filter((key) => !loadedByEntry.has(key)).map((key) => `/${manifest[key].file}`);
}

/** The build's manifest, or null for a build without one (the hints are then left out). */
export function readViteManifest(distDir: string): ViteManifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ViteManifest) : null;
}

/** The `<link>` hints of a signed-in page: its modules, and the session call every page starts with. */
export function signedInPageHints(manifest: ViteManifest | null, pathname: string): string[] {
  if (!isSignedInPagePath(pathname)) return [];
  return [
    `<link rel="preload" href="/api/user/session" as="fetch" crossorigin="anonymous">`,
    ...(manifest ? modulePreloadFiles(manifest, pathname).map((file) => `<link rel="modulepreload" href="${file}">`) : []),
  ];
}
