import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, transitionsEnded } from './support/axe';
import { deviceToken, makePro, openLive, signUpViaApi } from './support/fixtures';
import { shot, upload, uploadGolf } from './support/golf-data';
import { BASE_URL } from './support/ports';

/**
 * The dashboard of a golfer who has played opens on their game: the latest round and range
 * session, the figures and the Sim Handicap come before the guide and the welcome; a golfer who
 * only imports files is set up too. Looked at on a phone and a desktop.
 */

const GARMIN = path.join(import.meta.dirname, '../server/test/fixtures/import/garmin-imperial.csv');
const game = (page: Page) => page.getByRole('region', { name: 'Your game' });

async function screenshot(page: Page, name: string) {
  await transitionsEnded(page);
  await page.screenshot({ path: test.info().outputPath(name), fullPage: true });
}

test('a Pro golfer with a round and shots: the latest round and session first, then figures and handicap', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await makePro(email);
  await uploadGolf(page, email);
  // A range session from the desktop app: the session, then its shots.
  const token = await deviceToken(page.request, email);
  const startedAt = new Date(Date.now() - 3_600_000).toISOString();
  const stored = await page.request.post('/api/ingest/sessions', {
    headers: { authorization: `Bearer ${token}` },
    data: { sessions: [{ clientId: 'evening', kind: 'range', startedAt, name: 'Evening range', device: 'Garmin R10' }] },
  });
  expect(stored.status()).toBe(200);
  await upload(page.request, token, 'shots', [140, 142, 139].map((carry, i) => shot('Ann', '7i', new Date(Date.parse(startedAt) + i * 60_000).toISOString(), carry, { sessionClientId: 'evening' })));

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await openLive(page, '/account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your game');
    const round = game(page).getByTestId('latest-round');
    await expect(round.getByRole('link', { name: 'Accessible Links' })).toBeVisible();
    await expect(round).toContainText('Ann 78 (+6)');
    const session = game(page).getByTestId('latest-session');
    await expect(session.getByRole('link', { name: 'Evening range' })).toBeVisible();
    await expect(session).toContainText('3 shots · 7i');
    // The latest round is in the first screen of a phone too, and nothing is wider than the screen.
    const box = await round.boundingBox();
    expect(box!.y + box!.height).toBeLessThan(800);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expect(page.getByRole('region', { name: 'Your statistics' }).getByRole('definition').first()).toContainText(/\d/);
    await expect(page.getByRole('region', { name: 'Sim Handicap' })).toBeVisible();
    // Data in the account: the guide is done and gone; the welcome card stays, below.
    await expect(page.getByRole('region', { name: 'Get set up' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: /^Welcome to/ })).toBeVisible();
    await screenshot(page, `dashboard-pro-${width}.png`);
  }
  await expectNoAxeViolations(page);

  await game(page).getByRole('link', { name: 'Accessible Links' }).click();
  await expect(page).toHaveURL(/\/account\/round\/[\w-]+$/);
  await page.goBack();
  await game(page).getByRole('link', { name: 'Evening range' }).click();
  await expect(page).toHaveURL(/\/account\/sessions\/[\w-]+$/);
});

test('a golfer who only imports files: the guide is done by the import, the dashboard shows the session', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await makePro(email);
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Get set up' })).toBeVisible();
  const imported = await page.request.post('/api/import', { headers: { origin: BASE_URL, 'content-type': 'text/csv' }, data: fs.readFileSync(GARMIN) });
  expect(imported.status()).toBe(200);
  expect(await imported.text()).toContain('"type":"done"');

  await page.setViewportSize({ width: 375, height: 800 });
  await openLive(page, '/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your game');
  await expect(game(page).getByTestId('latest-session')).toContainText('shots');
  await expect(game(page).getByTestId('latest-round')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Get set up' })).toHaveCount(0);
  await screenshot(page, 'dashboard-importer-375.png');
});
