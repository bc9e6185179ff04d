import type { FastifyInstance } from 'fastify';
import { INDEXABLE_PATHS } from '../../../common/page-meta';
import type { AppDeps } from '../../app';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The public pages for search engines, addressed from PUBLIC_URL, never from the Host header. */
function renderSitemap(publicUrl: string): string {
  const urls = INDEXABLE_PATHS.map((path) => `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

const ROBOTS_DISALLOWED = ['/account', '/subscribe', '/ogs-admin', '/api', '/shared/'];

/**
 * Public pages allowed; the signed-in areas and the API not (they answer nothing useful to a
 * crawler). The sitemap is named with its full address, as the robots.txt standard asks.
 */
function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function seoRoutes(app: FastifyInstance, { config }: AppDeps) {
  const sitemap = renderSitemap(config.publicUrl);
  const robots = renderRobots(config.publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
  );
}
