import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { deviceToken, signUpViaApi } from './support/fixtures';
import { shot, upload } from './support/golf-data';

/**
 * A new account's dashboard: the first-run guide ticks each step off from the account's
 * own data (the Download opened, a device token made, the first upload), then goes; dismissed,
 * it stays away for that user everywhere. A Free user's dashboard shows their rounds and what Pro adds.
 */

const guide = (page: Page) => page.getByRole('region', { name: 'Get set up' });
const step = (page: Page, id: 'download' | 'device' | 'upload') => guide(page).getByTestId(`first-run-${id}`);

test('the guide ticks off Download, the connected device and the first upload, then goes', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await page.goto('/account');
  await expect(guide(page)).toBeVisible();
  await expect(guide(page).getByTestId('first-run-progress')).toHaveText('0 of 3 done');
  for (const id of ['download', 'device', 'upload'] as const) await expect(step(page, id)).toHaveAttribute('data-done', 'false');
  await expectNoAxeViolations(page);

  // Step 1: the Download button of Downloads (its address answered here, so the page stays).
  await guide(page).getByRole('link', { name: 'Go to Downloads' }).click();
  await expect(page).toHaveURL(/\/account\/downloads$/);
  const download = page.getByTestId('desktop-release').getByRole('link', { name: 'Download' });
  await page.route(String(await download.getAttribute('href')), (route) => route.fulfill({ status: 204 }));
  const recorded = page.waitForResponse((r) => r.url().endsWith('/api/user/first-run') && r.request().method() === 'POST');
  await download.click();
  expect((await recorded).status()).toBe(200);
  await page.goto('/account');
  await expect(guide(page).getByTestId('first-run-progress')).toHaveText('1 of 3 done');
  await expect(step(page, 'download')).toHaveAttribute('data-done', 'true');
  await expect(step(page, 'device')).toHaveAttribute('data-done', 'false');

  // Step 2: the desktop app signs in (a device token), as Connected Devices shows.
  const token = await deviceToken(page.request, email);
  await page.reload();
  await expect(guide(page).getByTestId('first-run-progress')).toHaveText('2 of 3 done');
  await expect(step(page, 'device')).toHaveAttribute('data-done', 'true');
  await expect(step(page, 'upload')).toHaveAttribute('data-done', 'false');
  await expectNoAxeViolations(page);

  // Step 3: the first upload; all done, the guide goes.
  await upload(page.request, token, 'shots', [shot('Me', '7i', new Date(Date.now() - 60_000).toISOString(), 140)]);
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Welcome to/ })).toBeVisible();
  await expect(guide(page)).toHaveCount(0);
});

test('dismissed, the guide stays away for this user on another browser too, not for others', async ({ page, browser }) => {
  const { email, password } = await signUpViaApi(page);
  await page.goto('/account');
  await guide(page).getByRole('button', { name: 'Hide this guide' }).click();
  await expect(guide(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Welcome to/ })).toBeVisible();
  await expect(guide(page)).toHaveCount(0);

  const elsewhere = await browser.newContext();
  const second = await elsewhere.newPage();
  const signIn = await second.request.post('/api/user/signin', { data: { email, password } });
  expect(signIn.status()).toBe(200);
  await second.goto('/account');
  await expect(second.getByRole('heading', { name: /^Welcome to/ })).toBeVisible();
  await expect(guide(second)).toHaveCount(0);
  await elsewhere.close();

  const other = await browser.newContext();
  const third = await other.newPage();
  await signUpViaApi(third);
  await third.goto('/account');
  await expect(guide(third)).toBeVisible();
  await other.close();
});

test('a Free user’s dashboard shows their rounds, and what Pro adds at its price', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  const token = await deviceToken(page.request, email);
  await upload(page.request, token, 'rounds', [
    {
      clientId: 'free-round',
      course: 'Free Links',
      playedAt: new Date(Date.now() - 3_600_000).toISOString(),
      players: ['Me'],
      holes: [3, 4, 5].map((par, i) => ({ hole: i + 1, par })),
      scores: [
        { player: 'Me', hole: 1, score: 3 },
        { player: 'Me', hole: 2, score: 5 },
        { player: 'Me', hole: 3, score: 6 },
      ],
    },
  ]);
  await page.goto('/account');
  const stats = page.getByRole('region', { name: 'Your statistics' });
  await expect(stats.getByTestId('free-rounds-played')).toHaveText('1');
  // The latest round heads the dashboard, in Your game.
  const game = page.getByRole('region', { name: 'Your game' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your game');
  await expect(game.getByTestId('latest-round')).toContainText('Free Links');
  await expect(game.getByTestId('latest-round')).toContainText('Me 14 (+2)');
  await expect(game.getByTestId('latest-session')).toHaveCount(0);
  const pro = stats.getByRole('region', { name: 'Pro adds your shot statistics' });
  await expect(pro).toContainText('$49.99 per year');
  await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await stats.getByRole('link', { name: 'See all your rounds' }).click();
  await expect(page).toHaveURL(/\/account\/rounds$/);
  await expect(page.getByRole('link', { name: /Free Links/ })).toBeVisible();
});
