import fs from 'node:fs';
import path from 'node:path';
import { SIGNED_IN_FRAME_MODULES, signedInPageModule } from '../../common/prerender';

/** Vite's build manifest (build.manifest): each source module's file and static imports. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** Whether a path is a page of the signed-in area (its HTML also hints the session call). */
export const isSignedInPagePath = (pathname: string) => signedInPageModule(pathname) !== null;

/**
 * The files to preload for a page: its modules and everything they import statically, less what
 * the entry already loads (index.html names those itself). Listed each after the modules it
 * imports (leaves first), the order the browser runs them in: the page runs them one by one in
 * this order before its own code, so that no single task runs them all (web/app/signed-in-pages.ts).
 */
export function modulePreloadFiles(manifest: ViteManifest, pathname: string): string[] {
  const page = signedInPageModule(pathname);
  if (!page) return [];
  // Without a hint the browser finds these one after the other (providers, then the layout, then
  // the page), each a round trip after the last; named in the HTML they all load beside the entry.
  const modules = [...SIGNED_IN_FRAME_MODULES, page];
  const closure = (keys: readonly string[], into = new Set<string>(), seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], into, seen);
      into.add(key);
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

/**
 * The `<link>` hints of a signed-in page: its modules, and the session call every page starts
 * with. A page drawn by the server for the session's user (`drawn`) needs no session call, and
 * its modules at low priority only: it is on screen without them.
 */
export function signedInPageHints(manifest: ViteManifest | null, pathname: string, { drawn = false } = {}): string[] {
  if (!isSignedInPagePath(pathname)) return [];
  const priority = drawn ? ' fetchpriority="low"' : '';
  return [
    ...(drawn ? [] : [`<link rel="preload" href="/api/user/session" as="fetch" crossorigin="anonymous">`]),
    ...(manifest ? modulePreloadFiles(manifest, pathname).map((file) => `<link rel="modulepreload"${priority} href="${file}">`) : []),
  ];
}
