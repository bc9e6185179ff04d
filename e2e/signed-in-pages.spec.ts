import { expect, test, type Page } from '@playwright/test';
import { makePro, signUpViaApi } from './support/fixtures';
import { uploadGolf } from './support/golf-data';

/**
 * The signed-in pages come drawn by the server for the session's user, with their data
 * (decision 015): readable before any script runs, then taken over by the app without a
 * difference (React reports any as an error) and without a second session check.
 */

async function goldenGolfer(page: Page): Promise<string> {
  const { email } = await signUpViaApi(page);
  const roundId = await uploadGolf(page, email);
  await makePro(email);
  return roundId;
}

test('with scripts off, every signed-in page shows its content, drawn for this user with their data', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const roundId = await goldenGolfer(page);
  const pages: [string, RegExp | string][] = [
    ['/account', /Welcome to/],
    ['/account/rounds', 'Accessible Links'],
    [`/account/round/${roundId}`, 'Accessible Links'],
    ['/account/shot-data', 'Club Distances'],
    ['/account/billing', 'Billing & Subscriptions'],
    ['/account/downloads', 'Download'],
    ['/account/profile', 'Update Password'],
  ];
  for (const [path, text] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.locator('main'), path).toContainText(text);
  }
  // The data came with the page: the round's players, and the Pro figures for this user.
  await page.goto('/account/rounds');
  await expect(page.getByRole('link', { name: /Accessible Links/ })).toContainText('Ann, Bob');
  await page.goto('/account/profile');
  await expect(page.getByLabel('Email')).toHaveValue(/@/);
  await context.close();
});

test('the app takes every drawn page over without an error and without checking the session again', async ({ page }) => {
  const roundId = await goldenGolfer(page);
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  let sessionChecks = 0;
  page.on('request', (request) => request.url().endsWith('/api/user/session') && sessionChecks++);

  for (const path of ['/account', '/account/rounds', `/account/round/${roundId}`, '/account/shot-data', '/account/billing', '/account/downloads', '/account/profile']) {
    sessionChecks = 0;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(problems, path).toEqual([]);
    // Billing and Shot data ask for the plan afresh (usePlan); no page needs the check to draw.
    if (!['/account/billing', '/account/shot-data', '/account'].includes(path)) expect(sessionChecks, path).toBe(0);
  }

  // Live: a link of the drawn list leads to the scorecard in the app.
  await page.goto('/account/rounds');
  await page.getByRole('link', { name: /Accessible Links/ }).click();
  await expect(page).toHaveURL(new RegExp(`/account/round/${roundId}$`));
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('signed out, an account page is not drawn and leads to the log-in page', async ({ page }) => {
  const response = await page.goto('/account/rounds');
  expect(await response!.text()).toContain('<div id="root"></div>');
  await expect(page).toHaveURL(/\/login$/);
});
