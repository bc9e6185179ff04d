import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PRERENDER_DIR, prerenderFileName, prerenderMarker } from '../../common/prerender';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ogs-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What builds had before the server wrote robots.txt itself: it must not clash with that route.
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  // A page rendered at build time, with the markers the build writes in place of the site's config.
  fs.mkdirSync(path.join(dist, PRERENDER_DIR));
  fs.writeFileSync(
    path.join(dist, PRERENDER_DIR, prerenderFileName('/login')),
    '<!doctype html><html lang="en"><head><!--app-head--><style data-emotion="css x">.x{}</style></head><body>' +
      `<div id="root"><header><a href="/">${prerenderMarker('siteName')}</a><a href="${prerenderMarker('helpUrl')}">Help</a></header>` +
      '<h1>Log In</h1></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: dist, SITE_NAME: 'Fairway</title><script>', HELP_URL: 'https://help.example.com/?a=1&b="2"' });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

it('caches hashed assets for a year and compresses them', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers['content-encoding']).toMatch(/br|gzip/);
});

it('revalidates files that are not hashed', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
  expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
});

it('serves the app for every page path, with its meta tags and the runtime config, escaped', async () => {
  for (const url of ['/', '/login', '/account/rounds', '/no/such/page']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
    expect(res.body).toContain('<script type="application/json" id="app-config">');
    expect(res.body).not.toContain('<script><');
    expect(res.body).toContain('Fairway&lt;/title&gt;&lt;script&gt;');
    expect(res.body).toContain('\\u003c/title>\\u003cscript>');
  }
  const home = await t.app.inject({ method: 'GET', url: '/' });
  expect(home.body).toMatch(/<meta name="description" content="[^"]+">/);
  expect(home.body).toContain('<link rel="canonical" href="http://localhost:3000/">');
  const account = await t.app.inject({ method: 'GET', url: '/account' });
  expect(account.body).toContain('<meta name="robots" content="noindex">');
});

it('keeps reset tokens out of the Referer', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/password-reset/sometoken' });
  expect(res.headers['referrer-policy']).toBe('no-referrer');
});

it("serves a page prerendered at build time with this deployment's site name and links, escaped, and its head", async () => {
  for (const url of ['/login', '/login?from=menu']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<h1>Log In</h1>');
    expect(res.body).toContain('<a href="/">Fairway&lt;/title&gt;&lt;script&gt;</a>');
    expect(res.body).toContain('<a href="https://help.example.com/?a=1&amp;b=&quot;2&quot;">Help</a>');
    expect(res.body).not.toContain('__OGS_PUBLIC_CONFIG_');
    expect(res.body).toContain('<title>Log In | Fairway&lt;/title&gt;&lt;script&gt;</title>');
    expect(res.body).toContain('<script type="application/json" id="app-config">');
    expect(res.body).toContain('<style data-emotion="css x">');
  }
});

it('serves the empty app page where nothing was prerendered, and never the prerendered files themselves', async () => {
  for (const url of ['/signup', '/account', '/login/', `/${PRERENDER_DIR}/${prerenderFileName('/login')}`]) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('Log In</h1>');
  }
});

it('answers robots.txt itself, with the sitemap, even when the build has an old file of that name', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  expect(res.body).not.toContain('Disallow: /\n');
});
