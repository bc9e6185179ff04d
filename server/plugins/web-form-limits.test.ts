import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DispersionResponse } from '../../common/schemas/analysis';
import { createGolfer, TEST_ORIGIN, type TestUser } from '../test/factories';
import type { TestApp } from '../test/harness';
import { shot, uploadAll } from '../test/ingest-fixtures';
import { createWebTestApp, postForm } from '../test/web-build';

/*
 * The limits of the forms posted to pages, through the real app and the framework's build, with
 * the sign-in limit at its production figure (10 a minute): sign-in, sign-up, reset and beta
 * request per address; User Settings and Update Password per account under the same figure, as
 * their API calls; every other page form per account, as generously as the API's calls that do
 * the same work.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createWebTestApp({ RATE_LIMIT_AUTH: '10' });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const post = (user: TestUser | null, url: string, fields: Record<string, string>) => postForm(t.app, url, user?.cookie ?? '', fields);

const signInForm = (email: string) => ({ email, password: 'not the password' });

const dispersion = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/stats/analysis/dispersion?club=7i', headers: { cookie: user.cookie } })).json<DispersionResponse>();

describe('page form limits', () => {
  it('stores 50 shots left out through Shot data’s form in a minute, after the address spent its sign-ins', async () => {
    const g = await createGolfer(t, { pro: true });
    await uploadAll(t.app, g.token, 'shots', Array.from({ length: 55 }, (_, i) => shot({ club: '7i', carry: 140 + (i % 10), offline: (i % 7) - 3 })));
    const shots = (await dispersion(g)).points;
    expect(shots).toHaveLength(55);

    // The same address's sign-in forms reach their limit: the golfer's own forms are not theirs.
    const signIns: number[] = [];
    for (let i = 0; i < 11; i++) signIns.push((await post(null, '/login', signInForm(g.email))).statusCode);
    expect(signIns.slice(0, 10)).not.toContain(429);
    expect(signIns[10]).toBe(429);

    const started = Date.now();
    const statuses: number[] = [];
    for (const [i, target] of shots.slice(0, 50).entries()) {
      // Half as a browser without JavaScript posts, half as the page's fetcher does.
      const url = i % 2 ? '/account/shot-data?club=7i' : '/account/shot-data.data?club=7i';
      statuses.push((await post(g, url, { intent: 'override', shotId: target.id, action: 'exclude' })).statusCode);
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(statuses).toEqual(Array(50).fill(200));
    const after = (await dispersion(g)).points;
    expect(after.filter((p) => p.override === 'excluded').map((p) => p.id).sort()).toEqual(shots.slice(0, 50).map((p) => p.id).sort());
  }, 120_000);

  it('keeps the sign-in limit per address on sign-in, sign-up, reset and beta request: the 11th in a minute is refused with Retry-After', async () => {
    const address = '198.51.100.31';
    const from = (url: string, fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: address,
        headers: { origin: TEST_ORIGIN, host: new URL(TEST_ORIGIN).host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const pages = ['/login', '/signup', '/password-reset', '/beta-invite', '/login.data'];
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await from(pages[i % pages.length], signInForm('someone@example.com'))).statusCode);
    expect(statuses).not.toContain(429);
    const refused = await from('/password-reset/abc', { password: 'x', password2: 'x' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);

  it('limits Update Password per account as its API call does, and not the account’s other forms', async () => {
    const g = await createGolfer(t, { pro: true });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await post(g, '/account/profile?form=password', { current: 'wrong password', password: 'new password 1', password2: 'new password 1' })).statusCode);
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
    // Units are a form of their own: saved.
    expect((await post(g, '/account/profile?form=units', { distanceUnit: 'm', speedUnit: 'mph' })).statusCode).toBe(200);
    // Another account from the same address still changes its details.
    const other = await createGolfer(t, { pro: false });
    expect((await post(other, '/account/profile?form=password', { current: 'wrong password', password: 'new password 1', password2: 'new password 1' })).statusCode).not.toBe(429);
  }, 120_000);
});
