import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, transitionsEnded } from './support/axe';
import { counterClip, uploadClip } from './support/clips';
import { deviceToken, makePro, openLive, signUpViaApi } from './support/fixtures';
import { upload } from './support/golf-data';
import { BASE_URL } from './support/ports';

/**
 * Swing clips leave and come back with the backup: a golfer with two clips downloads the backup
 * and the swing clips file from Settings; another account restores the backup, then the clips,
 * and its swing library shows both swings. At a phone's width and a desktop's; pictures go to
 * SCREENSHOT_DIR when it is set.
 */

async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await transitionsEnded(page);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();
const swing = (clientId: string, club: string, takenAt: string, carry: number) => ({
  clientId,
  player: 'Ann',
  club,
  takenAt,
  kind: 'range',
  ballSpeed: 50,
  launchAngle: 17,
  carry,
});

for (const width of [375, 1280]) {
  test(`swing clips at ${width} px: downloaded beside the backup, restored into another account after it`, async ({ page, browser }) => {
    test.slow(); // two accounts, two clips probed twice
    const { email } = await signUpViaApi(page);
    await makePro(email);
    const token = await deviceToken(page.request, email);
    await upload(page.request, token, 'shots', [swing('kept-7i', '7i', ago(30), 140), swing('kept-dr', 'Dr', ago(20), 210)]);
    const clip = await counterClip('480x270');
    for (const shotClientId of ['kept-7i', 'kept-dr']) await uploadClip(page.request, token, clip, { shotClientId, camera: 'face-on', impactMs: 1500 });

    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await openLive(page, '/account/profile');
    const card = page.getByRole('region', { name: 'Backup' });
    const clips = card.getByRole('region', { name: 'Swing clips' });
    await expect(clips).toContainText(/Your swing clips \(2 clips, [\d.]+ [KM]B\) are a file of their own/);
    await shoot(page, `clips-backup-${width}`);

    const backupFile = join(tmpdir(), `clips-backup-${width}-${Date.now()}.ndjson`);
    const clipsFile = join(tmpdir(), `clips-backup-${width}-${Date.now()}.tar`);
    const [backupDownload] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download backup' }).click()]);
    await backupDownload.saveAs(backupFile);
    await expect(card.getByRole('status').first()).toContainText('Backup saved as');
    // The clips from a tab of their own: Chromium may hold a tab's second download for its prompt
    // against many downloads, which a headless browser never answers; a new tab starts a new count.
    const clipsTab = await page.context().newPage();
    await openLive(clipsTab, '/account/profile');
    const clipsLink = clipsTab.getByRole('region', { name: 'Swing clips' }).getByRole('link', { name: 'Download swing clips' });
    const [clipsDownload] = await Promise.all([clipsTab.waitForEvent('download'), clipsLink.click()]);
    expect(clipsDownload.suggestedFilename()).toMatch(/^opengolfsim-swing-clips-\d{4}-\d{2}-\d{2}\.tar$/);
    await clipsDownload.saveAs(clipsFile);
    await clipsTab.close();

    const other = await browser.newContext({ baseURL: BASE_URL, viewport: { width, height: width === 375 ? 812 : 900 } });
    const second = await other.newPage();
    const { email: secondEmail } = await signUpViaApi(second);
    await makePro(secondEmail);
    await openLive(second, '/account/profile');
    const secondCard = second.getByRole('region', { name: 'Backup' });
    const secondClips = secondCard.getByRole('region', { name: 'Swing clips' });
    await expect(secondClips.getByRole('link', { name: 'Download swing clips' })).toHaveAttribute('aria-disabled', 'true');

    // The clips before their shots: refused, nothing stored.
    await secondClips.getByLabel('Restore swing clips').setInputFiles(clipsFile);
    await expect(secondClips.getByRole('status')).toContainText(
      'The swing clips could not be restored: 2 of the clips belong to shots this account does not have. Restore the backup file first, then the swing clips. Nothing was restored',
    );

    await secondCard.getByLabel('Restore from backup').setInputFiles(backupFile);
    await secondCard.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(secondCard.getByRole('status').first()).toContainText('Backup restored');

    await secondClips.getByLabel('Restore swing clips').setInputFiles(clipsFile);
    await expect(secondClips.getByRole('status')).toContainText('Swing clips restored: 2 stored, 0 already in your account.');
    await expectNoAxeViolations(second);
    await shoot(second, `clips-restored-${width}`);

    await openLive(second, '/account/swings');
    const swings = second.getByRole('article');
    await expect(swings).toHaveCount(2);
    // Each restored clip is probed again as an upload is; its poster shows once that has run.
    await expect(async () => {
      await second.reload();
      await expect(second.locator('article img')).toHaveCount(2, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await shoot(second, `clips-restored-library-${width}`);
    await other.close();
  });
}
