/*
 * The build's prerender (decision 009). vite.config.ts builds this module for Node once the
 * browser build is written, then calls writePrerenderedPages: each public page is rendered as a
 * visitor first sees it (signed out, the session check not yet answered), its HTML put into
 * index.html's root element and the CSS of its first paint into the head, and the result written
 * to {outDir}/.prerendered/, where the server picks it up (server/plugins/web.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StaticRouter } from 'react-router';
import type { Manifest } from 'vite';
import { PRERENDER_CHUNKS_ID, PRERENDER_DIR, PRERENDERED_PATHS, prerenderFileName, type PrerenderedPath } from '../common/prerender';
import { AppProviders } from './app/app';
import { AppRoutes } from './app/app-routes';
import { PRERENDERED_PAGES } from './app/public-pages';

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

/** One page's HTML and the CSS its first paint needs. */
export async function renderPage(pathname: PrerenderedPath): Promise<{ html: string; styles: string }> {
  await PRERENDERED_PAGES[pathname].preload();
  const cache = createCache({ key: 'css' });
  // Emotion's server mode that keeps the CSS in the cache instead of writing it beside each element.
  (cache as EmotionCache & { compat?: true }).compat = true;
  // An error while rendering would leave the page to be drawn by the browser instead (and React
  // would log it there): the build fails instead.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders>
          <StaticRouter location={pathname}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
    // One piece, however long: React otherwise moves large parts to the end of the page, to be
    // put in place by inline scripts, which the Content-Security-Policy refuses.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length) throw new Error(`prerender: ${pathname} failed to render`, { cause: errors[0] });
  const html = await new Response(prelude).text();
  // Scripts are only allowed from our own files; a boundary left pending or failed would be
  // redrawn by the browser (and React would log an error there).
  if (/<script(?![^>]*\ssrc=)/.test(html) || /<!--\$[?!]-->/.test(html)) {
    throw new Error(`prerender: ${pathname} has an inline script or an unfinished Suspense boundary`);
  }
  return { html, styles: styleTags(cache) };
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
 * The page is drawn without them, so the app's scripts are fetched at low priority: they no
 * longer compete with the page itself, and Lighthouse's simulation, which takes a high-priority
 * script for one that blocks the first paint, measures the paint the visitor actually gets.
 */
function withLowPriorityScripts(html: string): string {
  const lowered = html
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
  if (!lowered.includes('<script type="module" fetchpriority="low" ')) throw new Error('prerender: no module script in index.html');
  return lowered;
}

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
