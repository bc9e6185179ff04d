import { expect, test } from '@playwright/test';
import { deviceToken, makePro, PASSWORD, signUpViaApi } from './support/fixtures';
import { shot, upload, uploadGolf } from './support/golf-data';
import { screenshots } from './support/screenshots';

/**
 * What a golfer meets at an address that is not theirs: the same not-found page, answered 404, for
 * an unknown page and for a round, session or shot of another account; and, signed out, the log-in
 * page, which goes back to the page asked for.
 */

test('another account’s round, session and shot, and an unknown page, are the not-found page at 375 and 1280 px', async ({ browser }) => {
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  const { email } = await signUpViaApi(ownerPage);
  const roundId = await uploadGolf(ownerPage, email);
  await makePro(email);
  const token = await deviceToken(ownerPage.request, email);
  const stored = await ownerPage.request.post('/api/ingest/sessions', {
    headers: { authorization: `Bearer ${token}` },
    data: { sessions: [{ clientId: 'hidden', kind: 'range', startedAt: new Date(Date.now() - 3_600_000).toISOString(), name: 'Hidden practice' }] },
  });
  expect(stored.status()).toBe(200);
  await upload(ownerPage.request, token, 'shots', [shot('Ann', '7i', new Date(Date.now() - 1_800_000).toISOString(), 140, { sessionClientId: 'hidden' })]);
  const sessionId = (await (await ownerPage.request.get('/api/sessions')).json()).sessions[0].id as string;
  const shotId = (await (await ownerPage.request.get(`/api/sessions/${sessionId}`)).json()).shots.id[0] as string;
  await owner.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const other = await signUpViaApi(page);
  await makePro(other.email);
  const unseen = [`/account/round/${roundId}`, `/account/sessions/${sessionId}`, `/account/shots/${shotId}`, '/account/nope', '/no-such-page'];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const path of unseen) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404 Ball Not Found' }), path).toBeVisible();
      await expect(page, path).toHaveTitle('Error | OpenGolfSim');
      await expect(page.locator('main'), path).not.toContainText(/Accessible Links|Hidden practice/);
      // No sideways scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }
  }
  await page.goto(`/account/round/${roundId}`);
  await screenshots(page, 'not-found-round');
  // The account's own menu stays beside it: the way back is one click.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Rounds' }).click();
  await expect(page).toHaveURL(/\/account\/rounds$/);
  await context.close();
});

test('a signed-out visit to an account page goes to log in, then back to it', async ({ page, context }) => {
  const { email } = await signUpViaApi(page);
  await context.clearCookies();
  const answer = await page.goto('/account/rounds?page=1');
  // The server sent the visitor on (the page that answered is the log-in page's).
  expect(answer?.url()).toMatch(/\/login\?from=%2Faccount%2Frounds%3Fpage%3D1$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await screenshots(page, 'signed-out-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account\/rounds\?page=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rounds');
});
