import { expect, test, type Page } from '@playwright/test';
import { deviceToken, holdReactDom, makePro, signUpViaApi } from './support/fixtures';
import { upload, uploadGolf } from './support/golf-data';

/**
 * A user's first click must never be lost (decision 032). The signed-in pages come drawn
 * by the server and a slow phone may show them well before the app's script has run; the controls
 * used there are links, real forms and native controls (a select, popovers), which the browser
 * runs on its own, and the app acts on what was chosen once it is live. Each test holds the app's
 * entry chunk back, uses the page while it is only HTML, then lets the app start.
 */

async function golfer(page: Page): Promise<string> {
  const { email } = await signUpViaApi(page);
  const roundId = await uploadGolf(page, email);
  await makePro(email);
  return roundId;
}

const live = (page: Page) => expect(page.locator('html[data-app="live"]')).toHaveCount(1);
const notLive = (page: Page) => expect(page.locator('html[data-app="live"]')).toHaveCount(0);

test('a player chosen on Shot data before the app is live is applied once it is: that player’s figures, ?player= in the address, the other filters kept', async ({ page }) => {
  await golfer(page);
  const release = await holdReactDom(page);
  // Every player, asked for: the page opens on the main player otherwise.
  await page.goto('/account/shot-data?from=2020-01-01&player=all', { waitUntil: 'domcontentloaded' });
  const longest = page.getByRole('region', { name: 'Longest Drive' });
  await expect(longest).toContainText('251.5'); // every player
  const player = page.getByRole('combobox', { name: 'Player' });
  await player.selectOption('Bob');
  await notLive(page);
  release();
  await live(page);
  await expect(page).toHaveURL(/\/account\/shot-data\?from=2020-01-01&player=Bob$/);
  await expect(longest).toContainText('240.6'); // Bob's 220 m tee shot
  await expect(player).toHaveValue('Bob');
  // An entry of the history, as a choice made with the app live is.
  await page.goBack();
  await expect(page).toHaveURL(/\/account\/shot-data\?from=2020-01-01&player=all$/);
  await expect(longest).toContainText('251.5');
});

test('a player chosen on Rounds before the app is live lists that player’s rounds once it is', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await uploadGolf(page, email);
  // A second round, Ann's alone.
  await upload(page.request, await deviceToken(page.request, email), 'rounds', [
    { clientId: 'ann-alone', course: 'Old Course Sim', playedAt: new Date(Date.now() - 86_400_000).toISOString(), players: ['Ann'], holes: [{ hole: 1, par: 4 }], scores: [{ player: 'Ann', hole: 1, score: 4 }] },
  ]);
  const release = await holdReactDom(page);
  await page.goto('/account/rounds', { waitUntil: 'domcontentloaded' });
  const rows = page.getByRole('list', { name: 'Rounds' }).getByRole('link');
  await expect(rows).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Player' }).selectOption('Bob');
  release();
  await live(page);
  await expect(page).toHaveURL(/\/account\/rounds\?player=Bob$/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Accessible Links');
});

test('with scripts off, the Player form applies the choice with its Show button and keeps the other filters', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await golfer(page);
  await page.goto('/account/shot-data?from=2020-01-01&player=all');
  const longest = page.getByRole('region', { name: 'Longest Drive' });
  await expect(longest).toContainText('251.5');
  await page.getByRole('combobox', { name: 'Player' }).selectOption('Bob');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/shot-data\?from=2020-01-01&player=Bob$/);
  await expect(longest).toContainText('240.6');
  await expect(page.getByRole('combobox', { name: 'Player' })).toHaveValue('Bob');
  // All players again: the API's 'all', read as every player.
  await page.getByRole('combobox', { name: 'Player' }).selectOption('All players');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(longest).toContainText('251.5');
  await context.close();
});

test('with scripts on, the Player form has no Show button: a choice applies at once', async ({ page }) => {
  await golfer(page);
  await page.goto('/account/shot-data');
  await live(page);
  await expect(page.getByRole('button', { name: 'Show', exact: true })).toHaveCount(0);
});

test('the account menu opens before the app is live, and its entries work', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdReactDom(page);
  await page.goto('/account/billing', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu).toContainText(email);
  await notLive(page);
  // Escape closes it: the browser's own popover.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await menu.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  release();
  await live(page);
  // Live, the same menu: the focus on its first entry, the arrows move, a choice closes it.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(menu.getByRole('menuitem', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Account' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeFocused();
});

test('Logout chosen before the app is live ends the session by a real post: from the menu home, from the drawer to log-in', async ({ page }) => {
  await signUpViaApi(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdReactDom(page);
  await page.goto('/account/profile', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await (await page.request.get('/api/user/session')).json()).user).toBeNull();

  await signUpViaApi(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/account', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#account-drawer').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await (await page.request.get('/api/user/session')).json()).user).toBeNull();
  await notLive(page);
  release();
  // A visit to /logout signs nobody out.
  await signUpViaApi(page);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  expect((await (await page.request.get('/api/user/session')).json()).user).not.toBeNull();
});

test('on a phone, the menu drawer opens before the app is live and its links lead on', async ({ page }) => {
  await signUpViaApi(page);
  await page.setViewportSize({ width: 375, height: 800 });
  const release = await holdReactDom(page);
  await page.goto('/account', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.locator('#account-drawer');
  await expect(drawer.getByRole('link', { name: 'Billing' })).toBeVisible();
  await notLive(page);
  await drawer.getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/account\/billing$/);
  await expect(drawer).toBeHidden();
  release();
  await live(page);
  // Live: a link of the drawer is a navigation in the app, and the drawer closes.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('link', { name: 'Downloads' }).click();
  await expect(page).toHaveURL(/\/account\/downloads$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloads');
  await expect(drawer).toBeHidden();
});

test('Share and Import CSV clicked before the app is live open their dialogs once it is', async ({ page }) => {
  const roundId = await golfer(page);
  const release = await holdReactDom(page);
  await page.goto('/account/shot-data?player=Ann', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page).toHaveURL(/\/account\/shot-data\?player=Ann&share=$/);
  release();
  await live(page);
  await expect(page.getByRole('dialog', { name: 'Share these statistics' })).toBeVisible();
  // The address is the page's again; the dialog's player is the page's.
  await expect(page).toHaveURL(/\/account\/shot-data\?player=Ann$/);
  await expect(page.getByRole('dialog')).toContainText('Ann');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // A page loaded with ?import opens the import dialog once live (what a click before that does).
  await page.goto('/account/shot-data?import');
  await expect(page.getByRole('dialog', { name: 'Import shots from another app' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/shot-data$/);

  // The scorecard's Share, clicked while the page is only HTML.
  const releaseRound = await holdReactDom(page);
  await page.goto(`/account/round/${roundId}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/round/${roundId}\\?share=$`));
  releaseRound();
  await live(page);
  await expect(page.getByRole('dialog', { name: 'Share this scorecard' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/account/round/${roundId}$`));
});
