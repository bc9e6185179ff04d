import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
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
  t = await createTestApp({ WEB_DIST_DIR: dist, SITE_NAME: 'Fairway</title><script>' });
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
