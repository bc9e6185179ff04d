import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from './support/ports';
import { makePro, openLive, signUpViaApi } from './support/fixtures';
import { uploadGolf } from './support/golf-data';
import { expectNoAxeViolations } from './support/axe';

/**
 * Shareable reports: the owner shares a round's scorecard; a visitor who has no account
 * opens the link in a browser of their own and sees the scorecard, kept out of search engines;
 * the owner revokes the link in Settings, and the link then says it is no longer available.
 */

async function screenshots(page: Page, name: string, { noSidewaysScroll = true } = {}) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (noSidewaysScroll) expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('a shared scorecard: viewed signed out, noindex, revoked in Settings, then no longer available', async ({ page, browser }) => {
  const owner = await signUpViaApi(page);
  const roundId = await uploadGolf(page, owner.email);

  // The owner shares the round from its scorecard page, by keyboard.
  await openLive(page, `/account/round/${roundId}`);
  await expect(page.getByRole('table', { name: 'Scorecard of Ann' })).toBeVisible();
  const share = page.getByRole('button', { name: 'Share' });
  await share.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Share this scorecard' });
  await expect(dialog).toContainText('Anyone with the link can view this scorecard without an account.');
  // Nothing is created until asked: the dialog's main button has the focus.
  await expect(dialog.getByRole('button', { name: 'Create link' })).toBeFocused();
  // The owner chooses how long the link works; 90 days unless chosen.
  await expect(dialog.getByRole('combobox', { name: 'Link works for' })).toContainText('90 days');
  await page.keyboard.press('Enter');
  const linkField = dialog.getByRole('textbox', { name: 'Shareable link' });
  await expect(linkField).toHaveValue(new RegExp(`^${BASE_URL}/shared/[A-Za-z0-9_-]{43}$`));
  await expect(dialog).toContainText('Expires ');
  const link = await linkField.inputValue();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  await expectNoAxeViolations(page, { include: null });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(share).toBeFocused();

  // A visitor without an account, in a browser of their own.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const response = await visitor.goto(link);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(visitor.getByRole('heading', { name: 'Accessible Links', level: 1 })).toBeVisible();
  await expect(visitor.getByText('Shared from OpenGolfSim')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Create your free account' })).toHaveAttribute('href', '/signup');
  const ann = visitor.getByRole('table', { name: 'Scorecard of Ann' });
  const total = ann.getByRole('row').filter({ has: visitor.getByRole('rowheader', { name: 'Score' }) }).getByRole('cell').last();
  // Ann's scores are par plus one on every third hole: 72 + 6.
  await expect(total).toHaveText('78');
  await expect(visitor.getByRole('table', { name: 'Scorecard of Bob' })).toBeVisible();
  await expect(visitor).toHaveTitle('Shared report | OpenGolfSim');
  expect(await visitor.content()).not.toContain(owner.email);
  // Signed out: the header offers to sign up or log in, nothing of the owner's account.
  await expect(visitor.getByRole('link', { name: 'Login' })).toBeVisible();
  await expectNoAxeViolations(visitor);
  await screenshots(visitor, 'shared-round');

  // The owner revokes the link in Settings.
  await openLive(page, '/account/profile');
  const card = page.getByRole('region', { name: 'Shared links' });
  await expect(card).toContainText('Scorecard: Accessible Links');
  await expect(card).toContainText('Expires ');
  await expect(card.getByRole('link', { name: link })).toHaveAttribute('href', link);
  await card.getByRole('button', { name: /^Revoke/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke link' });
  await expect(confirm).toContainText('Anyone who has it will no longer be able to view the report.');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('The link has been revoked.')).toBeVisible();
  await expect(card).toContainText('You have not shared anything yet.');
  await screenshots(page, 'settings-shared-links', { noSidewaysScroll: false });

  // The link is refused at once.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'This link is no longer available', level: 1 })).toBeVisible();
  await expect(visitor.getByText('Accessible Links')).toHaveCount(0);
  await expectNoAxeViolations(visitor);
  await screenshots(visitor, 'shared-unavailable');
  await visitorContext.close();
});

test('a shared statistics report: a Pro user shares a player’s days, a visitor sees the gapping table', async ({ page, browser }) => {
  const owner = await signUpViaApi(page);
  await uploadGolf(page, owner.email);
  await makePro(owner.email);
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post('/api/shared-reports', {
    headers: { origin: BASE_URL },
    data: { kind: 'stats', player: 'Ann', from: monthAgo, to: today },
  });
  expect(created.status()).toBe(200);
  const link: string = (await created.json()).report.url;

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Statistics of Ann', level: 1 })).toBeVisible();
  // The per-club analysis, read-only: no date inputs, no mishit switch.
  const table = visitor.getByRole('table', { name: /^Carry and total per club/ });
  // Ann's 7-iron: one shot of 140 m = 153.1 yards, in the owner's units.
  await expect(table.getByRole('row', { name: /^7i/ })).toContainText('153.1');
  await expect(visitor.getByRole('switch')).toHaveCount(0);
  await expect(visitor.getByLabel('From')).toHaveCount(0);
  await expect(visitor.getByRole('heading', { name: /^Dispersion/ })).toBeVisible();
  await expectNoAxeViolations(visitor);
  await screenshots(visitor, 'shared-stats');
  await visitorContext.close();
});

test('Shot data’s Share dialog: the days checked as they are typed, the chosen expiry, the link made and listed in Settings', async ({ page }) => {
  const owner = await signUpViaApi(page);
  await uploadGolf(page, owner.email);
  await makePro(owner.email);
  await openLive(page, '/account/shot-data');
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share these statistics' });
  const from = dialog.getByLabel('From');
  const to = dialog.getByLabel('To');
  const create = dialog.getByRole('button', { name: 'Create link' });

  // A range the wrong way round is said at once, and nothing can be created.
  await from.fill('2030-01-10');
  await to.fill('2030-01-01');
  await expect(dialog.getByText('The start date must be on or before the end date', { exact: true })).toBeVisible();
  await expect(create).toBeDisabled();
  await screenshots(page, 'share-stats-dialog-reversed');

  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  await from.fill(monthAgo);
  await to.fill(today);
  await expect(dialog.getByText('The start date must be on or before the end date', { exact: true })).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Link works for' }).click();
  await page.getByRole('option', { name: '7 days' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Link works for' })).toContainText('7 days');
  await create.click();

  const linkField = dialog.getByRole('textbox', { name: 'Shareable link' });
  await expect(linkField).toHaveValue(new RegExp(`^${BASE_URL}/shared/[A-Za-z0-9_-]{43}$`));
  await expect(page).toHaveURL(/\/account\/shot-data$/);
  await screenshots(page, 'share-stats-dialog-link');
  const link = await linkField.inputValue();
  const { reports } = await (await page.request.get('/api/shared-reports')).json();
  expect(reports).toHaveLength(1);
  // Shot data opened on the account's main player, Ann (most shots), so the report is hers.
  expect(reports[0]).toMatchObject({ kind: 'stats', player: 'Ann', from: monthAgo, to: today, url: link });
  const days = (Date.parse(reports[0].expiresAt) - Date.parse(reports[0].createdAt)) / 86_400_000;
  expect(Math.round(days)).toBe(7);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.goto('/account/profile');
  await expect(page.getByRole('region', { name: 'Shared links' }).getByRole('link', { name: link })).toHaveAttribute('href', link);
});
