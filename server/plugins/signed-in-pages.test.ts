import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERIES_ID, SESSION_USER_ID, SSR_MODULE } from '../../common/prerender';
import { createUser } from '../test/factories';
import { createLoggedTestApp, type TestApp } from '../test/harness';

/*
 * Signed-in pages drawn by the server for the session's user (decision 015). The renderer here
 * stands in for the build's (web/prerender.tsx, exercised by e2e/signed-in-pages.spec.ts) with
 * the same contract: it is handed the address, the user and a fetch of the server's own API, and
 * says what it drew with them, so each step of the server's part is visible in the page.
 */
const RENDERER = `
export async function renderSignedInPage(url, user, { fetch, signal }) {
  if (url.includes('broken')) throw new Error('the page failed to draw');
  if (url.includes('slow')) {
    await new Promise((resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  }
  const rounds = await fetch('/api/stats/rounds?page=1');
  const write = await fetch('/api/user/signout', { method: 'POST' });
  const outside = await fetch('/robots.txt');
  const html = '<main><h1>Rounds of ' + user.email.replace(/</g, '&lt;') + '</h1><p>rounds ' + rounds.status + ' ' +
    JSON.stringify(await rounds.json()).replace(/</g, '&lt;') + '</p><p>write ' + write.status + '</p><p>outside ' + outside.status +
    '</p><p>site __OGS_PUBLIC_CONFIG_siteName__</p></main>';
  return { html, styles: '<style data-emotion="css a">.a{}</style>', queries: { mutations: [], queries: [{ queryKey: ['rounds'], note: '</script>' }] } };
}
`;

let t: TestApp & { logLines: string[] };
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ogs-ssr-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><!--app-head--><script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(dist, SSR_MODULE[0]));
  fs.writeFileSync(path.join(dist, ...SSR_MODULE), RENDERER);
  t = await createLoggedTestApp({ WEB_DIST_DIR: dist, SITE_NAME: 'Fairway' });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const dataBlock = (html: string, id: string) => html.match(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`))?.[1];

describe('a signed-in page drawn for the session', () => {
  it('comes drawn for the user, with their session and the answers it was drawn with, and is kept by no cache', async () => {
    const user = await createUser(t.app);
    const res = await page('/account/rounds', user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.body).toContain(`<h1>Rounds of ${user.email}</h1>`);
    // The drawing read the API as this user (not a 401), and could neither write nor leave /api/.
    expect(res.body).toContain('<p>rounds 200 {"rounds":[],"total":0,"page":1,"pages":1}</p>');
    expect(res.body).toContain('<p>write 405</p>');
    expect(res.body).toContain('<p>outside 405</p>');
    expect(res.body).toContain('<p>site Fairway</p>');
    const session = JSON.parse(dataBlock(res.body, SESSION_USER_ID)!) as { user: { _id: string; email: string } };
    expect(session.user).toMatchObject({ _id: user.id, email: user.email });
    // The same user the session call answers with.
    const call = await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { cookie: user.cookie } });
    expect(session.user).toEqual(call.json().user);
    expect(dataBlock(res.body, QUERIES_ID)).toContain('\\u003c/script>');
    expect(res.body).toContain('<style data-emotion="css a">');
    // Nothing on the page waits for the app's scripts, and there is no session call to hint.
    expect(res.body).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(res.body).not.toContain('/api/user/session');
  });

  it('keeps what a user typed as text: a name or address with markup is escaped in the page and its data', async () => {
    const user = await createUser(t.app);
    const renamed = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
      payload: { _id: user.id, name: '</script><script>alert(1)</script>', email: user.email },
    });
    expect(renamed.statusCode).toBe(200);
    const res = await page('/account', user.cookie);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(dataBlock(res.body, SESSION_USER_ID)).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });

  it('is drawn by the browser for anyone without a valid session: no user data, the session call hinted', async () => {
    for (const cookie of [undefined, 'sid=not-a-session']) {
      const res = await page('/account/rounds', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain(SESSION_USER_ID);
      expect(res.body).toContain('<link rel="preload" href="/api/user/session" as="fetch" crossorigin="anonymous">');
    }
  });

  it('draws only the signed-in pages: a public page is the same for everyone', async () => {
    const user = await createUser(t.app);
    for (const url of ['/login', '/ogs-admin/users', '/subscribe/success']) {
      const res = await page(url, user.cookie);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain(SESSION_USER_ID);
    }
  });

  it('draws two pages at once at most: past that the browser draws them, until the server is free again', async () => {
    const user = await createUser(t.app);
    const slow = [page('/account/round/slow-1', user.cookie), page('/account/round/slow-2', user.cookie)];
    await new Promise((resolve) => setTimeout(resolve, 300));
    const busy = await page('/account/rounds', user.cookie);
    expect(busy.body).toContain('<div id="root"></div>');
    expect(busy.body).toContain('/api/user/session');
    await Promise.all(slow);
    const free = await page('/account/rounds', user.cookie);
    expect(free.body).toContain(`<h1>Rounds of ${user.email}</h1>`);
  });

  it('leaves the page to the browser when drawing fails or takes too long, and says so in the log', async () => {
    const user = await createUser(t.app);
    for (const url of ['/account/round/broken', '/account/round/slow']) {
      t.logLines.length = 0;
      const res = await page(url, user.cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('/api/user/session');
      expect(t.logLines.join(''), url).toContain('a signed-in page could not be drawn on the server');
    }
  });
});
