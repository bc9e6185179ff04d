import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { messages } from '../../common/messages';
import { publicPageMeta } from '../../common/page-meta';
import {
  PRERENDER_DIR,
  PRERENDERED_PATHS,
  prerenderFileName,
  prerenderMarker,
  QUERIES_ID,
  SESSION_USER_ID,
  SSR_MODULE,
  withLowPriorityScripts,
  type PrerenderedPath,
} from '../../common/prerender';
import type { CurrentUser } from '../../common/schemas/user';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { toCurrentUser } from '../modules/accounts/present-user';
import { identifyBySession } from './auth';
import { isSignedInPagePath, readViteManifest, signedInPageHints } from './route-preloads';

const HEAD_PLACEHOLDER = '<!--app-head-->';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Shared reports (issue 9): readable by anyone with the link, never listed by search engines. */
const isSharedReportPath = (pathname: string) => pathname === '/shared' || pathname.startsWith('/shared/');

/** A JSON data block (allowed by the Content-Security-Policy, unlike an inline script). */
const jsonBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** The page's title, description and Open Graph tags, and the runtime config as a JSON data block. */
function renderHead(config: Config, pathname: string): string {
  const meta = publicPageMeta(pathname, config.site.siteName);
  const url = `${config.publicUrl}${pathname === '/' ? '/' : pathname}`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.indexable
      ? `<link rel="canonical" href="${escapeHtml(url)}">`
      : `<meta name="robots" content="${isSharedReportPath(pathname) ? 'noindex, nofollow' : 'noindex'}">`,
    `<meta property="og:site_name" content="${escapeHtml(config.site.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(config.publicUrl)}/og-image.png">`,
    `<meta property="og:image:width" content="1200">`,
    `<meta property="og:image:height" content="630">`,
    `<meta property="og:image:alt" content="${escapeHtml(`${config.site.siteName}: a golf simulator screen with shot data and a phone as its remote`)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    jsonBlock('app-config', config.site),
  ].join('\n    ');
}

const isPrerenderedPath = (pathname: string): pathname is PrerenderedPath =>
  (PRERENDERED_PATHS as readonly string[]).includes(pathname);

/** What web/prerender.tsx gives the server (built into {webDistDir}/.ssr/). */
interface ServerRenderer {
  renderSignedInPage(
    url: string,
    user: CurrentUser,
    options: { fetch: typeof fetch; signal?: AbortSignal },
  ): Promise<{ html: string; styles: string; queries: unknown }>;
}

/** How long a signed-in page may take to draw before the browser is left to draw it instead. */
const RENDER_TIMEOUT_MS = 2_000;

/**
 * Pages drawn at once by one instance. Drawing is CPU work on the event loop (25-50 ms a page,
 * docs/operations.md): more at once would only queue behind each other and hold up every API
 * call; past this, pages go to the browser undrawn, as before decision 015.
 */
const MAX_DRAWING = 2;

/** The site name and links in place of the build's markers, escaped for text and attributes alike. */
function fillPrerenderMarkers(html: string, site: Config['site']): string {
  let filled = html;
  for (const [key, value] of Object.entries(site)) {
    if (typeof value === 'string') filled = filled.replaceAll(prerenderMarker(key), escapeHtml(value));
  }
  return filled;
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for every path that is not a file, so the app's router decides (and shows its
 * not-found page). Unknown `/api/*` paths answer 404 JSON instead.
 */
export const webPlugin = fp(async (app: FastifyInstance, { config, db }: { config: Config; db: Database }) => {
  const root = config.webDistDir;
  const indexPath = path.join(root, 'index.html');
  const manifest = readViteManifest(root);
  let template: string | null = null;
  const loadTemplate = () => {
    template ??= fs.existsSync(indexPath)
      ? fs.readFileSync(indexPath, 'utf8')
      : `<!doctype html><html lang="en"><head>${HEAD_PLACEHOLDER}</head><body><p>The web app is not built: run <code>npm run build</code>.</p></body></html>`;
    return template;
  };
  // The public pages rendered at build time (web/prerender.tsx), with this deployment's site name
  // and links written over the build's markers; index.html (the app draws the page) otherwise.
  const prerendered = new Map<string, string>();
  const loadPrerendered = (pathname: string): string | undefined => {
    if (!isPrerenderedPath(pathname)) return undefined;
    if (!prerendered.has(pathname)) {
      const file = path.join(root, PRERENDER_DIR, prerenderFileName(pathname));
      if (!fs.existsSync(file)) return undefined;
      prerendered.set(pathname, fillPrerenderMarkers(fs.readFileSync(file, 'utf8'), config.site));
    }
    return prerendered.get(pathname);
  };

  // The server-side renderer, imported on the first signed-in page (a build without one: none).
  let renderer: Promise<ServerRenderer | null> | undefined;
  const loadRenderer = () =>
    (renderer ??= (async () => {
      const file = path.join(root, ...SSR_MODULE);
      if (!fs.existsSync(file)) return null;
      return (await import(pathToFileURL(file).href)) as ServerRenderer;
    })().catch((error: unknown) => {
      app.log.error({ err: error }, 'the server-side renderer could not be loaded; signed-in pages are drawn by the browser');
      return null;
    }));

  /**
   * The page's API calls, made while drawing it: GETs of this server's own routes (through every
   * hook, as the browser's calls would), with the session cookie of the page's request.
   */
  const apiFetchAs =
    (request: FastifyRequest): typeof fetch =>
    async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
      if ((init?.method ?? 'GET') !== 'GET' || !url.startsWith('/api/')) {
        return new Response(JSON.stringify({ error: 'Only API reads are made while drawing a page.' }), { status: 405 });
      }
      const answer = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json', cookie: request.headers.cookie ?? '', 'x-request-id': String(request.id) },
      });
      return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
    };

  // Pages being drawn now (MAX_DRAWING).
  let drawing = 0;
  /**
   * A signed-in page drawn for the session's user (decision 015), with that user as the session
   * call would answer: the browser shows it at once and takes it over without a session check.
   * Null (the browser draws the page, as for anyone else) without a session, without a renderer,
   * while MAX_DRAWING pages are being drawn, or when drawing fails or takes too long (logged).
   */
  const renderForUser = async (request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<string | null> => {
    if (!isSignedInPagePath(pathname) || !fs.existsSync(indexPath)) return null;
    if (drawing >= MAX_DRAWING) return null;
    drawing++;
    try {
      const row = await identifyBySession(request, reply, db, config);
      if (!row) return null;
      const ssr = await loadRenderer();
      if (!ssr) return null;
      const user = toCurrentUser(row);
      const { html, styles, queries } = await ssr.renderSignedInPage(request.url, user, {
        fetch: apiFetchAs(request),
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      });
      return withLowPriorityScripts(loadTemplate())
        .replace('</head>', () => `  ${jsonBlock(SESSION_USER_ID, { user })}\n    ${jsonBlock(QUERIES_ID, queries)}\n    ${styles}\n  </head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${fillPrerenderMarkers(html, config.site)}</div>`);
    } catch (error) {
      request.log.error({ err: error }, 'a signed-in page could not be drawn on the server; the browser draws it');
      return null;
    } finally {
      drawing--;
    }
  };

  if (fs.existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      // Answered by the seo module from PUBLIC_URL; a build from before that would otherwise
      // clash with its route.
      globIgnore: ['robots.txt'],
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      },
    });
  }

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const drawnForUser = await renderForUser(request, reply, pathname);
    const withHead = (page: string) =>
      page.replace(HEAD_PLACEHOLDER, () =>
        [renderHead(config, pathname), ...signedInPageHints(manifest, pathname, { drawn: drawnForUser !== null })].join('\n    '),
      );
    // A shared report's address is its key: no crawler lists it, no cache keeps it.
    if (isSharedReportPath(pathname)) reply.header('x-robots-tag', 'noindex, nofollow');
    return reply
      .type('text/html; charset=utf-8')
      // A page drawn for a user carries their details: kept by no cache, the back button's included.
      .header('cache-control', isSharedReportPath(pathname) || drawnForUser ? 'no-store' : 'no-cache')
      .header('vary', 'cookie')
      // The reset, e-mail undo and shared links carry their token in the path: never let it leak through Referer (rule 12).
      .header(
        'referrer-policy',
        pathname.startsWith('/password-reset') || pathname.startsWith('/email-undo') || isSharedReportPath(pathname)
          ? 'no-referrer'
          : 'strict-origin-when-cross-origin',
      )
      .send(withHead(drawnForUser ?? loadPrerendered(pathname) ?? loadTemplate()));
  };

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/api/') || pathname === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: messages.notFound, code: 'not_found' });
    }
    return sendIndex(request, reply, pathname);
  });
});
