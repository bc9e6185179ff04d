import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { deviceToken, makePro, openLive, signUpViaApi } from './support/fixtures';
import { shot, upload } from './support/golf-data';
import { screenshots } from './support/screenshots';

/**
 * Shot data one golfer at a time, over full swings: it opens on the account's main player (most
 * shots in the last 90 days) and then on the player last chosen, "All players" among them; Club
 * Distances counts full swings and says how many partial ones it left out, with a switch to count
 * them too. At 1280 and 375 px.
 */

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

test('Shot data opens on the main player, remembers the choice, and counts full swings unless asked', async ({ page }) => {
  test.slow();
  const { email } = await signUpViaApi(page);
  const token = await deviceToken(page.request, email);
  await upload(page.request, token, 'shots', [
    // Ann: two drives. Bob, the main player: three full sand wedges (80 m) and two chips (20 m).
    shot('Ann', 'Dr', hoursAgo(30), 210),
    shot('Ann', 'Dr', hoursAgo(29), 214),
    ...[1, 2, 3].map((h) => shot('Bob', 'SW', hoursAgo(10 + h), 80)),
    ...[1, 2].map((h) => shot('Bob', 'SW', hoursAgo(5 + h), 20, { kind: 'range', partial: true })),
  ]);
  await makePro(email);
  await page.setViewportSize({ width: 1280, height: 900 });

  await openLive(page, '/account/shot-data');
  const player = page.getByRole('combobox', { name: 'Player' });
  await expect(player).toHaveValue('Bob');
  await expect(player.getByRole('option')).toHaveText(['All players', 'Ann', 'Bob']);
  const clubs = page.getByRole('table', { name: 'Average carry by club, in yards' });
  // Full swings: 80 m = 87.5 yd; the two chips are left out, and the page says so.
  await expect(clubs.getByRole('row', { name: /^SW/ })).toContainText('87.5');
  const line = page.getByTestId('partial-swings-line');
  await expect(line).toHaveText('Club Distances, gapping and dispersion count full swings only: 2 partial swings (chips, pitches, punches) are left out.');
  await expectNoAxeViolations(page);
  await screenshots(page, 'shot-data-main-player');

  // Partial swings too: (3 × 80 + 2 × 20) / 5 = 56 m = 61.2 yd.
  await page.getByRole('switch', { name: 'Include partial swings' }).check();
  await expect(page).toHaveURL(/partial=true/);
  await expect(clubs.getByRole('row', { name: /^SW/ })).toContainText('61.2');
  await expect(line).toHaveText('Partial swings are counted too: 2 chips, pitches and punches are in the figures.');
  await page.getByRole('switch', { name: 'Include partial swings' }).uncheck();
  await expect(clubs.getByRole('row', { name: /^SW/ })).toContainText('87.5');

  // All players chosen: the next visit opens on it, on a phone too.
  await player.selectOption('All players');
  await expect(page).toHaveURL(/player=all/);
  await expect(clubs.getByRole('row', { name: /^Dr/ })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await openLive(page, '/account/shot-data');
  await expect(page.getByRole('combobox', { name: 'Player' })).toHaveValue('all');
  await expect(page.getByRole('switch', { name: 'Include partial swings' })).not.toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshots(page, 'shot-data-all-players');
});
