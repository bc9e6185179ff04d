/*
 * The pages drawn outside the browser. vite.config.ts builds this module for Node once the
 * browser build is written, into {outDir}/.ssr/, then calls writePrerenderedPages (decision 009):
 * each public page is rendered as a visitor first sees it (signed out, the session check not yet
 * answered), its HTML put into index.html's root element and the CSS of its first paint into the
 * head, and the result written to {outDir}/.prerendered/, where the server picks it up
 * (server/plugins/web.ts). The server also imports it to draw a signed-in page for the session's
 * user on the request (renderSignedInPage, decision 015).
 */
import fs from 'node:fs';
import path from 'node:path';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import type { Manifest } from 'vite';
import {
  PRERENDER_CHUNKS_ID,
  PRERENDER_DIR,
  PRERENDERED_PATHS,
  prerenderFileName,
  withLowPriorityScripts,
  type PrerenderedPath,
} from '../common/prerender';
import type { CurrentUser } from '../common/schemas/user';
import { AppProviders } from './app/app';
import { AppRoutes } from './app/app-routes';
import { PRERENDERED_PAGES } from './app/public-pages';
import { RequestQueryClient } from './app/request-query-client';
import { preloadSignedInPage } from './app/signed-in-pages';
import { requestFetch } from './lib/server-fetch';

/** Each prerendered page's own module (see public-pages.ts), to preload its chunk from the HTML. */
const PAGE_SOURCES: Record<PrerenderedPath, string> = {
  '/': 'pages/public/home-page.tsx',
  '/mobile': 'pages/public/mobile-page.tsx',
  '/desktop': 'pages/public/desktop-page.tsx',
  '/login': 'pages/public/login-page.tsx',
  '/signup': 'pages/public/signup-page.tsx',
  '/beta-invite': 'pages/public/beta-invite-page.tsx',
};

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The styles inserted while rendering, as <style> elements in the form emotion's browser cache
 * adopts when it starts (data-emotion="css id …" for component styles, "css-global id" for the
 * global ones), so that the client does not insert them again. data-s marks them as already in
 * the head, where emotion would otherwise move them, making the browser restyle the whole page.
 */
function styleTags(cache: EmotionCache): string {
  const componentIds: string[] = [];
  let componentCss = '';
  const tags: string[] = [];
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] !== undefined) {
      componentIds.push(id);
      componentCss += css;
    } else {
      tags.push(`<style data-emotion="${escapeAttribute(`${cache.key}-global ${id}`)}" data-s="">${css}</style>`);
    }
  }
  tags.push(`<style data-emotion="${escapeAttribute(`${cache.key} ${componentIds.join(' ')}`)}" data-s="">${componentCss}</style>`);
  return tags.join('');
}

/** The HTML of a tree of the app at one address and the CSS its first paint needs. */
async function renderApp(
  location: string,
  { user = null, queries = new QueryClient(), signal }: { user?: CurrentUser | null; queries?: QueryClient; signal?: AbortSignal } = {},
): Promise<{ html: string; styles: string }> {
  const cache = createCache({ key: 'css' });
  // Emotion's server mode that keeps the CSS in the cache instead of writing it beside each element.
  (cache as EmotionCache & { compat?: true }).compat = true;
  // An error while rendering would leave the page to be drawn by the browser instead (and React
  // would log it there): the caller gets the error instead.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        {/* No query runs while drawing: the page shows what `queries` holds, the rest as loading. */}
        <RequestQueryClient.Provider value={queries}>
          <AppProviders initialUser={user}>
            <StaticRouter location={location}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </RequestQueryClient.Provider>
      </CacheProvider>
    </StrictMode>,
    // One piece, however long: React otherwise moves large parts to the end of the page, to be
    // put in place by inline scripts, which the Content-Security-Policy refuses.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY, signal },
  );
  if (errors.length) throw new Error(`prerender: ${location} failed to render`, { cause: errors[0] });
  const html = await new Response(prelude).text();
  // Scripts are only allowed from our own files; a boundary left pending or failed would be
  // redrawn by the browser (and React would log an error there).
  if (/<script(?![^>]*\ssrc=)/.test(html) || /<!--\$[?!]-->/.test(html)) {
    throw new Error(`prerender: ${location} has an inline script or an unfinished Suspense boundary`);
  }
  return { html, styles: styleTags(cache) };
}

/** One public page's HTML and the CSS its first paint needs. */
export async function renderPage(pathname: PrerenderedPath): Promise<{ html: string; styles: string }> {
  await PRERENDERED_PAGES[pathname].preload();
  return renderApp(pathname);
}

/** How long a signed-in page waits for its data before it is drawn with the rest still loading. */
const DATA_WAIT_MS = 1_000;

/**
 * A signed-in page (common/prerender.ts SIGNED_IN_PAGES) for this user, with its data: drawn once
 * to learn the queries it makes, which then run through `fetch` (the server's own routes, with
 * the user's session; web/lib/server-fetch.ts), and drawn again with their answers. `url` is the
 * path and query. Returns the HTML, its CSS and the answers for the browser's data cache
 * (TanStack Query's dehydrated state), so that its first render matches the HTML. A query not
 * answered within DATA_WAIT_MS, or failed, is left for the browser (shown as loading). Given up on
 * (an error) once `signal` aborts.
 */
export async function renderSignedInPage(
  url: string,
  user: CurrentUser,
  { fetch, signal }: { fetch: typeof globalThis.fetch; signal?: AbortSignal },
): Promise<{ html: string; styles: string; queries: DehydratedState }> {
  await preloadSignedInPage(new URL(url, 'http://localhost').pathname);
  // Its answers count as fresh, as the browser's cache takes them (web/app/query-client.ts): a
  // stale one would be drawn as reloading, and the browser's first render would differ.
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  await requestFetch.run(fetch, async () => {
    await renderApp(url, { user, queries, signal });
    const answers = Promise.all(queries.getQueryCache().getAll().map((query) => query.fetch().catch(() => undefined)));
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([answers, new Promise((resolve) => (timer = setTimeout(resolve, DATA_WAIT_MS)))]);
    clearTimeout(timer);
  });
  const page = await renderApp(url, { user, queries, signal });
  // Only answered queries; one still running is fetched again by the browser.
  return { ...page, queries: dehydrate(queries) };
}

/**
 * The modules main.tsx imports one after the other at start-up (react-dom's client, then the app
 * with our theme), whose chunks every page needs: preloaded from the HTML so that none waits for
 * main.tsx to ask for it.
 */
const BOOT_MODULES = ['/react-dom/client.js', 'app/app.tsx'];

/** The files of some chunks and of all they import, each once, leaving out `skip`. */
function chunkFiles(manifest: Manifest, keys: string[], skip: Set<string>): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`);
    if (skip.has(chunk.file) || files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const preloadLinks = (files: string[]) => files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');

/** The same list as a data block (allowed by the CSP, unlike an inline script), for main.tsx. */
const chunkList = (hrefs: string[]) =>
  `<script type="application/json" id="${PRERENDER_CHUNKS_ID}">${JSON.stringify(hrefs).replace(/</g, '\\u003c')}</script>`;

/**
 * Completes the build's HTML: index.html (the pages the browser draws) preloads the start-up
 * chunks; each prerendered page gets its HTML, its CSS, and the list of the start-up chunks and
 * its own, which main.tsx preloads once the page is on screen: before that, nothing but the page
 * itself is fetched or compiled.
 */
export async function writePrerenderedPages(outDir: string): Promise<void> {
  const indexPath = path.join(outDir, 'index.html');
  const built = fs.readFileSync(indexPath, 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('prerender: no entry chunk in the build manifest');
  const bootKeys = BOOT_MODULES.map((module) => {
    const key = Object.keys(manifest).find((candidate) => candidate === module || candidate.endsWith(module));
    if (!key) throw new Error(`prerender: ${module} is not in the build manifest`);
    return key;
  });
  // What index.html already loads: the entry and its static imports, all the way down.
  const loadedByIndex = new Set(chunkFiles(manifest, [entryKey], new Set()));
  const bootFiles = chunkFiles(manifest, bootKeys, loadedByIndex);

  const template = built.replace('</head>', () => `  ${preloadLinks(bootFiles)}\n  </head>`);
  fs.writeFileSync(indexPath, template);

  const dir = path.join(outDir, PRERENDER_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir);
  const loadedByTemplate = new Set([...loadedByIndex, ...bootFiles]);
  for (const pathname of PRERENDERED_PATHS) {
    const { html, styles } = await renderPage(pathname);
    // The chunks to fetch once the page is shown (main.tsx), and last the page's CSS: emotion
    // moves its style elements to the end of the head when it starts, which costs nothing where
    // they already are (elsewhere, the browser would restyle the whole page).
    const chunks = [...bootFiles, ...chunkFiles(manifest, [PAGE_SOURCES[pathname]], loadedByTemplate)].map((file) => `/${file}`);
    const page = built
      .replace('</head>', () => `  ${chunkList(chunks)}\n    ${styles}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
    if (!page.includes(html) || !page.includes(styles)) throw new Error('prerender: index.html lacks <!--app-head--> or the empty root element');
    fs.writeFileSync(path.join(dir, prerenderFileName(pathname)), withLowPriorityScripts(page));
  }
}
