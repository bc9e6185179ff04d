import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { messages } from '../../common/messages';
import { publicPageMeta } from '../../common/page-meta';
import { PRERENDER_DIR, PRERENDERED_PATHS, prerenderFileName, prerenderMarker, type PrerenderedPath } from '../../common/prerender';
import type { Config } from '../config';
import { readViteManifest, signedInPageHints } from './route-preloads';

const HEAD_PLACEHOLDER = '<!--app-head-->';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Shared reports (issue 9): readable by anyone with the link, never listed by search engines. */
const isSharedReportPath = (pathname: string) => pathname === '/shared' || pathname.startsWith('/shared/');

/** The page's title, description and Open Graph tags, and the runtime config as a JSON data block. */
function renderHead(config: Config, pathname: string): string {
  const meta = publicPageMeta(pathname, config.site.siteName);
  const url = `${config.publicUrl}${pathname === '/' ? '/' : pathname}`;
  const json = JSON.stringify(config.site).replace(/</g, '\\u003c');
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
    `<script type="application/json" id="app-config">${json}</script>`,
  ].join('\n    ');
}

const isPrerenderedPath = (pathname: string): pathname is PrerenderedPath =>
  (PRERENDERED_PATHS as readonly string[]).includes(pathname);

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
export const webPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
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

  const sendIndex = (reply: FastifyReply, pathname: string) => {
    // A shared report's address is its key: no crawler lists it, no cache keeps it.
    if (isSharedReportPath(pathname)) reply.header('x-robots-tag', 'noindex, nofollow');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', isSharedReportPath(pathname) ? 'no-store' : 'no-cache')
      // The reset and shared links carry their token in the path: never let it leak through Referer (rule 12).
      .header(
        'referrer-policy',
        pathname.startsWith('/password-reset') || isSharedReportPath(pathname) ? 'no-referrer' : 'strict-origin-when-cross-origin',
      )
      .send(
        (loadPrerendered(pathname) ?? loadTemplate()).replace(HEAD_PLACEHOLDER, () =>
          [renderHead(config, pathname), ...signedInPageHints(manifest, pathname)].join('\n    '),
        ),
      );
  };

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/api/') || pathname === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: messages.notFound, code: 'not_found' });
    }
    return sendIndex(reply, pathname);
  });
});
