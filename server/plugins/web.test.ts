import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEXABLE_PATHS, publicPageMeta } from '../../common/page-meta';
import { createGolfer, createUser, makePro, TEST_ORIGIN } from '../test/factories';
import { round, uploadAll } from '../test/ingest-fixtures';
import type { TestApp } from '../test/harness';
import { buildWebApp, createWebTestApp, postForm } from '../test/web-build';

/*
 * The web app as the framework builds it (react-router build, decision 019), served by the real
 * app: static files, and every page rendered by React Router's request handler with the session's
 * user and this deployment's configuration.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createWebTestApp({ SITE_NAME: 'Fairway</title><script>', HELP_URL: 'https://help.example.com/?a=1&b="2"' });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('built files', () => {
  it('caches hashed assets for a year and compresses them, and revalidates the others', async () => {
    const asset = fs.readdirSync(path.join(buildWebApp().dir, 'client', 'assets')).find((file) => file.startsWith('entry.client'));
    const res = await t.app.inject({ method: 'GET', url: `/assets/${asset}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toMatch(/br|gzip/);
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers robots.txt itself, and 404 JSON for unknown API paths', async () => {
    expect((await page('/robots.txt')).body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const api = await page('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('pages', () => {
  it("renders public pages with their texts, meta tags and this deployment's config, escaped, and revalidated", async () => {
    for (const url of ['/', '/login', '/login?from=menu', '/signup', '/desktop', '/mobile', '/beta-invite']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<h1');
      expect(res.body, url).toContain('<script type="application/json" id="app-config"');
      expect(res.body, url).not.toContain('<script><');
      expect(res.body, url).toContain('Fairway&lt;/title&gt;&lt;script&gt;');
      expect(res.body, url).toContain('\\u003c/title>\\u003cscript>');
      expect(res.body, url).toContain('<style data-emotion="css ');
    }
    const login = await page('/login');
    expect(login.body).toContain('<title>Log In | Fairway&lt;/title&gt;&lt;script&gt;</title>');
    expect(login.body).toContain('href="https://help.example.com/?a=1&amp;b=&quot;2&quot;"');
    expect(login.body).toContain('<link rel="canonical" href="http://localhost:3000/login"/>');
    // Signed out, an account page is never drawn: the log-in page, with the way back.
    expect((await page('/account')).headers.location).toBe('/login?from=%2Faccount');
  });

  it.each(INDEXABLE_PATHS)('gives %s its title, description, canonical address and Open Graph tags', async (path) => {
    const res = await page(path);
    const meta = publicPageMeta(path, 'Fairway</title><script>');
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${escaped(meta.title)}</title>`);
    expect(res.body).toContain(`<meta name="description" content="${escaped(meta.description)}"/>`);
    expect(res.body).toContain(`<link rel="canonical" href="http://localhost:3000${path === '/' ? '/' : path}"/>`);
    expect(res.body).toContain(`<meta property="og:title" content="${escaped(meta.title)}"/>`);
    expect(res.body).toContain(`<meta property="og:description" content="${escaped(meta.description)}"/>`);
    expect(res.body).toContain('<meta property="og:image" content="http://localhost:3000/og-image.png"/>');
  });

  it('keeps signed-in areas out of search results', async () => {
    const account = await page('/account');
    expect(account.statusCode).toBe(302);
    expect(account.body).not.toContain('rel="canonical"');
  });

  it('runs only scripts carrying the nonce the page’s Content-Security-Policy names, a new one each time', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/login', '/no/such/page']) {
      const res = await page(url);
      const nonce = String(res.headers['content-security-policy']).match(/script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
      expect(nonce, url).toBeDefined();
      nonces.add(nonce!);
      const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
      expect(scripts.length, url).toBeGreaterThan(1);
      for (const attributes of scripts) expect(attributes, url).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(3);
  });

  it('keeps reset and shared-report tokens out of the Referer, and shared reports out of caches and search engines', async () => {
    expect((await page('/password-reset/sometoken')).headers['referrer-policy']).toBe('no-referrer');
    const shared = await page('/shared/sometoken');
    expect(shared.headers['referrer-policy']).toBe('no-referrer');
    expect(shared.headers['cache-control']).toBe('no-store');
    expect(shared.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(shared.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(shared.body).not.toContain('rel="canonical"');
    const signedOut = await page('/account');
    expect(signedOut.statusCode).toBe(302);
    // A signed-in page is kept out of search engines by its meta tag (it is no shared report: no header).
    const golfer = await createUser(t.app);
    for (const url of ['/account', '/account/profile']) {
      const account = await page(url, golfer.cookie);
      expect(account.statusCode, url).toBe(200);
      expect(account.headers['x-robots-tag'], url).toBeUndefined();
      expect(account.body, url).toContain('<meta name="robots" content="noindex"/>');
      expect(account.body, url).not.toContain('rel="canonical"');
    }
  });

  it('counts a shared report’s page against the address’ views as its API call does: 60 a minute, then a 429 page saying so', async () => {
    const view = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/shared/not-a-live-token', remoteAddress });
    // An unknown link is a 404 page; each view of it counts all the same.
    for (let i = 0; i < 60; i++) expect((await view('203.0.113.21')).statusCode).toBe(404);
    const limited = await view('203.0.113.21');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['cache-control']).toBe('no-store');
    expect(limited.body).toContain('Too many requests. Please wait a minute and try again.');
    // The error page in the site's own styles, with a way home.
    expect(limited.body).toMatch(/<a [^>]*href="\/"[^>]*>Go Home<\/a>/);
    // Another address reads on; the API's own count is apart from the page's.
    expect((await view('203.0.113.22')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/shared/not-a-live-token', remoteAddress: '203.0.113.21' })).statusCode).toBe(404);
  });

  it('renders a signed-in page for the session’s user with their data, escaped, kept by no cache', async () => {
    const user = await createUser(t.app);
    const renamed = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
      payload: { _id: user.id, email: user.email, name: '<b>Ann</b>' },
    });
    expect(renamed.statusCode).toBe(200);
    const res = await page('/account/profile', user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(`value="${user.email}"`);
    expect(res.body).toContain('&lt;b&gt;Ann&lt;/b&gt;');
    expect(res.body).not.toContain('<b>Ann</b>');
    // The answers it was drawn with, for the browser's first render: Connected Devices' (none yet).
    expect(res.body).toContain('No desktop apps');
  });

  it('draws the rounds, a round and the Sim Handicap from their loaders, the Pro figure for Pro only, another account’s round a 404', async () => {
    const scores = { Ann: [5, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5] };
    const rated = { courseRating: 70.5, slopeRating: 125 };
    const pro = await createGolfer(t, { pro: true });
    const free = await createGolfer(t, { pro: false });
    await uploadAll(t.app, pro.token, 'rounds', [1, 2, 3].map((i) => round({ course: `Links ${i}`, players: ['Ann'], scores, ...rated })));
    await uploadAll(t.app, free.token, 'rounds', [round({ course: 'Free Links', players: ['Ann'], scores, ...rated })]);

    const list = await page('/account/rounds', pro.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Links 3');
    // Three rated scores give Ann an index, shown beside the list.
    expect(list.body).toContain('id="rounds-handicap-heading"');
    const freeList = await page('/account/rounds', free.cookie);
    expect(freeList.body).toContain('Free Links');
    expect(freeList.body).not.toContain('id="rounds-handicap-heading"');
    expect((await page('/account/handicap', free.cookie)).body).toContain('The Sim Handicap is part of Pro');

    const roundId = /href="\/account\/round\/([0-9a-f-]{36})"/.exec(list.body)![1];
    const one = await page(`/account/round/${roundId}`, pro.cookie);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('Scorecard of Ann');
    const theirs = await page(`/account/round/${roundId}`, free.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toContain('404 Ball Not Found');
    expect(theirs.body).not.toContain('Links 1');
  });

  it('draws Billing and the cancel confirmation with the plan as it is now, changed outside the page (a webhook, the desktop app)', async () => {
    const user = await createUser(t.app);
    const free = await page('/account/billing', user.cookie);
    expect(free.body).toMatch(/data-testid="current-plan"[^]*?MuiChip-label[^>]*>Free</);
    expect(free.body).toContain('No invoices yet.');
    await makePro(t.database.db, user.id, new Date('2027-11-22T12:00:00.000Z'));
    expect((await page('/account/billing', user.cookie)).body).toMatch(/data-testid="current-plan"[^]*?MuiChip-label[^>]*>Pro</);
    expect((await page('/subscribe/cancel/confirm', user.cookie)).body).toContain('November 22, 2027');
  });

  it('draws the dashboard with the first-run guide, hidden by a real form post, and a Free user’s rounds', async () => {
    const user = await createUser(t.app);
    const before = await page('/account', user.cookie);
    expect(before.body).toContain('Get set up');
    expect(before.body).toContain('0 of 3 done');
    const post = (cookie: string, intent: string) => postForm(t.app, '/account', cookie, { intent });
    // Another intent records nothing.
    expect((await post(user.cookie, 'something-else')).statusCode).toBe(400);
    expect((await page('/account', user.cookie)).body).toContain('Get set up');
    const dismissed = await post(user.cookie, 'dismiss-first-run');
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.body).not.toContain('Get set up');
    expect((await page('/account', user.cookie)).body).not.toContain('Get set up');

    // Connected and uploaded: the guide is done, and the Free card shows the rounds.
    const golfer = await createGolfer(t, { pro: false });
    await uploadAll(t.app, golfer.token, 'rounds', [round({ course: 'Dune Links', players: ['Ann'] })]);
    const after = await page('/account', golfer.cookie);
    expect(after.body).not.toContain('Get set up');
    expect(after.body).toContain('Dune Links');
  });

  it('renders no one’s data without a session: the guard sends the visitor to log in', async () => {
    const res = await page('/account/profile');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?from=%2Faccount%2Fprofile');
    expect(res.body).not.toContain('Connected Devices');
  });
});
