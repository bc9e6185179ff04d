import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEXABLE_PATHS } from '../../../common/page-meta';
import { createTestApp, type TestApp } from '../../test/harness';

describe('search and sharing', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No web build (the test configuration's): the head is rendered into the fallback page.
    t = await createTestApp({ PUBLIC_URL: 'https://golf.example.com' });
  });
  afterAll(() => t.close());

  it('serves sitemap.xml with every public page, addressed from PUBLIC_URL and never from the Host header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(INDEXABLE_PATHS.map((p) => `https://golf.example.com${p}`));
    expect(locs).toEqual(expect.arrayContaining(['https://golf.example.com/', 'https://golf.example.com/mobile', 'https://golf.example.com/desktop', 'https://golf.example.com/beta-invite']));
    expect(res.body).not.toContain('evil.test');
    expect(res.body).not.toMatch(/account|subscribe|ogs-admin|\/api/);
  });

  // Each page's title, description, canonical address and Open Graph tags come from the built
  // app: server/plugins/web.test.ts checks them, the signed-in areas' noindex too.

  it('robots.txt allows the public pages, disallows the account, subscription, admin and API paths, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n').map((l) => l.trim());
    expect(lines).toContain('Sitemap: https://golf.example.com/sitemap.xml');
    expect(res.body).not.toContain('evil.test');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/account', '/subscribe', '/ogs-admin', '/api']) expect(lines).toContain(`Disallow: ${path}`);
    for (const path of INDEXABLE_PATHS.filter((p) => p !== '/')) {
      expect(lines.some((l) => l.startsWith('Disallow:') && path.startsWith(l.slice(9).trim()))).toBe(false);
    }
  });
});

describe('the static files search engines and browsers ask for (web/public)', () => {
  const file = (name: string) => fs.readFileSync(new URL(`../../../web/public/${name}`, import.meta.url));

  it('og-image.png is a 1200x630 PNG', () => {
    const png = file('og-image.png');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('favicon.ico holds one 32x32 icon, for clients that ask for it without reading the page', () => {
    const ico = file('favicon.ico');
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
  });

  it('the web manifest names the site and points at icons that exist', () => {
    const manifest = JSON.parse(file('manifest.webmanifest').toString('utf8')) as {
      name: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest.name).toBe('OpenGolfSim');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const png = file(icon.src.replace(/^\//, ''));
      const [w, h] = icon.sizes.split('x').map(Number);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([w, h]);
    }
  });
});
