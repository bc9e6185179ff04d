import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { makePro, openLive, signUpViaApi } from './support/fixtures';
import { expectNoAxeViolations, transitionsEnded } from './support/axe';

/**
 * CSV import in the browser: a Pro golfer with no shots yet opens Import CSV on Shot data,
 * is told off for a spreadsheet, chooses a Garmin export, sees its preview with the unreadable rows
 * and their reasons, maps the file's player to a name of their own, imports with a progress bar,
 * sees the result and the shots on Shot data; the same file again stores nothing, and the end of
 * the dialog links to the session the shots are in.
 */
const FIXTURES = path.join(import.meta.dirname, '../server/test/fixtures/import');
const GARMIN = path.join(FIXTURES, 'garmin-imperial.csv');

/** A screenshot once the page's transitions have ended. */
async function screenshot(page: Page, name: string) {
  await transitionsEnded(page);
  await page.screenshot({ path: test.info().outputPath(name), fullPage: false });
}

test('Garmin export: preview with unreadable rows → player mapped → import with progress → shots on Shot data; again stores nothing', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await makePro(email);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openLive(page, '/account/shot-data');

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import shots from another app' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Choose a CSV file' })).toBeFocused();

  // A spreadsheet is refused in the browser, before anything is sent.
  const input = dialog.getByTestId('import-file-input');
  await input.setInputFiles({ name: 'shots.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('PK\u0003\u0004') });
  await expect(dialog.getByRole('alert')).toHaveText('Choose a CSV file (.csv)');
  // An empty one too.
  await input.setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) });
  await expect(dialog.getByRole('alert')).toHaveText('This file is empty');
  // A CSV that is no export is refused by the server with its reason.
  await input.setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from('name,email\nann,a@b.co\n') });
  await expect(dialog.getByRole('alert')).toContainText('This is not an export we can read. We read the CSV exports of Garmin Golf');

  await input.setInputFiles(GARMIN);
  await expect(dialog.getByTestId('import-format')).toHaveText('Garmin Golf (garmin-imperial.csv)');
  await expect(dialog.getByTestId('import-units-in-the-file')).toHaveText('mph (from the file), yards (from the file)');
  await expect(dialog.getByTestId('import-rows')).toHaveText('12');
  await expect(dialog.getByTestId('import-readable')).toHaveText('8');
  await expect(dialog.getByTestId('import-cannot-be-read')).toHaveText('4');
  const unreadable = dialog.getByTestId('import-unreadable');
  await expect(unreadable).toContainText('Rows that cannot be read (4)');
  await expect(unreadable).toContainText('row 10: Ball Speed is not a number: “abc”');
  await expect(unreadable).toContainText('row 12: Club Type “Chipper” is not a club we know');
  // The first rows as they will be stored, in the user's units (yards by default).
  const table = dialog.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(9);
  await expect(table.getByRole('row').nth(1)).toContainText('Dr');
  await expect(table.getByRole('row').nth(1)).toContainText('241.3');

  const player = dialog.getByRole('combobox', { name: 'Shots of “Chris” go to' });
  await expect(player).toHaveValue('Chris');
  await player.fill('E2E Golfer');
  await screenshot(page, 'import-preview-1280.png');
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'import-preview-375.png');
  await page.setViewportSize({ width: 1280, height: 900 });

  await dialog.getByRole('button', { name: 'Import 8 shots' }).click();
  await expect(dialog.getByRole('status')).toContainText('New shots stored: 8. Already in your account: 0. Rows that could not be read: 4.');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeEnabled();
  await expect(dialog.getByRole('link', { name: /^Open Garmin Golf / })).toHaveCount(1);
  await screenshot(page, 'import-done-1280.png');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The figures refreshed: the new player is in the dropdown and the CSV export is offered.
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Player' }).getByRole('option', { name: 'E2E Golfer' })).toHaveCount(1);

  // The same file again, by keyboard alone: nothing is stored twice.
  await page.getByRole('button', { name: 'Import CSV' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('import-file-input').setInputFiles(GARMIN);
  const again = dialog.getByRole('combobox', { name: 'Shots of “Chris” go to' });
  await again.fill('E2E Golfer');
  await dialog.getByRole('button', { name: 'Import 8 shots' }).click();
  await expect(dialog.getByRole('status')).toContainText('New shots stored: 0. Already in your account: 8.');

  // The end links to the session the shots are in: the same one as the first time.
  const made = dialog.getByRole('link', { name: /^Open Garmin Golf \d{4}-\d{2}-\d{2}$/ });
  await expect(made).toHaveCount(1);
  const name = (await made.textContent())!.replace(/^Open /, '');
  await made.click();
  await expect(page).toHaveURL(/\/account\/sessions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('table', { name: /Every shot of the session/ }).locator('tbody tr')).toHaveCount(8);
});

test('a large file imports with a visible progress bar', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await makePro(email);
  await openLive(page, '/account/shot-data');
  const { garminExport } = await import('../server/test/import-files');
  const file = garminExport(20_000, Date.parse('2025-06-01T12:00:00Z'));
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('import-file-input').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(dialog.getByTestId('import-readable')).toHaveText('20,000', { timeout: 30_000 });
  await page.setViewportSize({ width: 375, height: 800 });
  await dialog.getByRole('button', { name: 'Import 20,000 shots' }).click();
  // The bar moves while batches are stored.
  const bar = dialog.getByRole('progressbar', { name: 'Import CSV' });
  await expect(bar).toBeVisible();
  // It moves before the end: some of the file read and stored, not yet all of it.
  await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d?(\.\d+)?$/, { timeout: 20_000 });
  await expect(dialog.getByText(/Sending the file: \d+%|rows read, [\d,]+ new shots stored/)).toBeVisible();
  await screenshot(page, 'import-progress-375.png');
  await expect(dialog.getByRole('status')).toContainText('New shots stored: 20,000.', { timeout: 45_000 });
});

test('Rapsodo export without players or dates: the import waits for a player and a day', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await makePro(email);
  await page.setViewportSize({ width: 375, height: 800 });
  await openLive(page, '/account/shot-data');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import shots from another app' });
  await expect(dialog.getByRole('button', { name: 'Choose a CSV file' })).toBeFocused();
  await screenshot(page, 'import-choose-375.png');
  await dialog.getByTestId('import-file-input').setInputFiles(path.join(FIXTURES, 'rapsodo-metric.csv'));
  await expect(dialog.getByTestId('import-format')).toHaveText('Rapsodo MLM2PRO (rapsodo-metric.csv)');
  await expect(dialog.getByTestId('import-summary-rows-dropped')).toHaveText('2');
  await expect(dialog.getByTestId('import-unreadable')).toContainText('row 7: Carry Distance (m) is blank');
  const start = dialog.getByRole('button', { name: 'Import 4 shots' });
  await expect(start).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'These shots go to player' }).fill('Range Me');
  await expect(start).toBeDisabled();
  await dialog.getByLabel('Day the shots were hit').fill('2025-05-03');
  await expect(start).toBeEnabled();
  await screenshot(page, 'import-rapsodo-375.png');
  await start.click();
  await expect(dialog.getByRole('status')).toContainText('New shots stored: 4. Already in your account: 0. Rows that could not be read: 1.');
});

test('Uneekor export without units: the preview asks for them, offers the zone of its times and the wedge of its “Wedge” rows', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await makePro(email);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openLive(page, '/account/shot-data');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import shots from another app' });
  await dialog.getByTestId('import-file-input').setInputFiles(path.join(FIXTURES, 'uneekor-view.csv'));
  await expect(dialog.getByTestId('import-format')).toHaveText('Uneekor (uneekor-view.csv)');
  // No units in the file: asked, nothing read or importable before.
  await expect(dialog.getByText('This file does not say its units. Which units does it use?')).toBeVisible();
  const start = dialog.getByRole('button', { name: /^Import \d+ shots$/ });
  await expect(start).toBeDisabled();
  await screenshot(page, 'import-units-question-1280.png');
  await dialog.getByRole('combobox', { name: 'Speeds in' }).click();
  await page.getByRole('option', { name: 'mph' }).click();
  await dialog.getByRole('combobox', { name: 'Distances in' }).click();
  await page.getByRole('option', { name: 'yards' }).click();
  await expect(dialog.getByTestId('import-units-in-the-file')).toHaveText('mph (as you chose), yards (as you chose)');
  await expect(dialog.getByTestId('import-readable')).toHaveText('4');
  // Yards chosen, shown in the account's yards: the 7-iron's 168.2.
  const table = dialog.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toContainText('168.2');
  // One row says only "Wedge": the golfer says which.
  await expect(dialog.getByText('Shots hit with a club named only “Wedge”: 1. Which wedge is it?')).toBeVisible();
  await expect(table.getByRole('row').nth(3)).toContainText('Wedge (choose)');
  await dialog.getByRole('combobox', { name: 'These shots go to player' }).fill('Range Me');
  await dialog.getByLabel('Day the shots were hit').fill('2025-05-03');
  await expect(start).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Wedge' }).click();
  await page.getByRole('option', { name: 'W56', exact: true }).click();
  await expect(table.getByRole('row').nth(3)).toContainText('W56');
  // The zone the times are read in: the browser's, and another can be chosen.
  const zone = dialog.getByRole('combobox', { name: 'Times in the file are in' });
  await expect(zone).toHaveValue(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
  await zone.fill('Pacific/Auckland');
  await page.getByRole('option', { name: 'Pacific/Auckland' }).click();
  await expect(zone).toHaveValue('Pacific/Auckland');
  await expect(start).toBeEnabled();
  await page.waitForTimeout(400);
  await screenshot(page, 'import-reading-choices-1280.png');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'import-reading-choices-375.png');
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await start.click();
  await expect(dialog.getByRole('status')).toContainText('New shots stored: 4. Already in your account: 0. Rows that could not be read: 0.');
});
