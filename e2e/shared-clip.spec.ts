import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { counterClip, uploadClip } from './support/clips';
import { deviceToken, makePro, openLive, signUpViaApi } from './support/fixtures';
import { upload, uploadGolf } from './support/golf-data';
import { screenshots } from './support/screenshots';

/**
 * A swing clip in a shared scorecard: the owner picks the clip in the Share dialog, a visitor with
 * no account plays it in the swing player on the public page (at 375 and 1280 px), Settings lists
 * it with the link, and revoking the link stops the video with the page.
 */
test('a shared scorecard with a swing clip: picked in the dialog, played by a visitor, stopped by a revoke', async ({ page, browser }) => {
  test.slow();
  const owner = await signUpViaApi(page);
  const roundId = await uploadGolf(page, owner.email);
  await makePro(owner.email);
  const token = await deviceToken(page.request, owner.email);
  const takenAt = new Date(Date.now() - 2 * 3_600_000).toISOString();
  await upload(page.request, token, 'shots', [
    { clientId: 'shared-tee', player: 'Ann', club: '5i', takenAt, kind: 'round', roundClientId: 'golf-data-round', hole: 5, ballSpeed: 55, launchAngle: 14, carry: 170 },
  ]);
  await uploadClip(page.request, token, await counterClip('480x270'), { shotClientId: 'shared-tee', camera: 'face-on', impactMs: 2000 });

  await openLive(page, `/account/round/${roundId}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this scorecard' });
  const clipMenu = dialog.getByRole('combobox', { name: 'Swing clip' });
  await expect(clipMenu).toContainText('No clip');
  await clipMenu.click();
  await page.getByRole('option', { name: /^5i, .* \(Face-on\)$/ }).click();
  await expect(clipMenu).toContainText('5i');
  await expect(dialog).toContainText('Anyone with the link can play this clip, until you revoke the link.');
  await screenshots(page, 'share-dialog-clip');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = await dialog.getByRole('textbox', { name: 'Shareable link' }).inputValue();
  expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
  await page.keyboard.press('Escape');

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  for (const width of [375, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { name: 'Accessible Links', level: 1 })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Swing', level: 2 })).toBeVisible();
    const video = visitor.locator('video').first();
    await expect(video).toHaveAttribute('src', /^\/api\/shared\/[A-Za-z0-9_-]{43}\/clip\/video$/);
    // The first frame is decoded and on screen, read through the link.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    expect(await video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(480);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  // Stepping a frame forward plays from the link too.
  await visitor.getByRole('button', { name: 'Next frame' }).first().click();
  await expect.poll(() => visitor.locator('video').first().evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  const videoUrl = new URL((await visitor.locator('video').first().getAttribute('src'))!, link).toString();
  const range = await visitor.request.get(videoUrl, { headers: { range: 'bytes=0-99' } });
  expect(range.status()).toBe(206);
  expect(range.headers()).toMatchObject({ 'content-type': 'video/mp4', 'x-content-type-options': 'nosniff', 'content-disposition': 'inline' });
  expect(await visitor.content()).not.toContain(owner.email);
  await expectNoAxeViolations(visitor);
  await screenshots(visitor, 'shared-round-clip');

  // Settings names the clip with its link, then the owner revokes the link.
  await openLive(page, '/account/profile');
  const card = page.getByRole('region', { name: 'Shared links' });
  await expect(card.getByRole('link', { name: /^With swing clip: 5i, / })).toBeVisible();
  await screenshots(page, 'settings-shared-link-clip');
  await card.getByRole('button', { name: /^Revoke/ }).click();
  await page.getByRole('dialog', { name: 'Revoke link' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('The link has been revoked.')).toBeVisible();

  // The page and its video are refused at once.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'This link is no longer available', level: 1 })).toBeVisible();
  expect((await visitor.request.get(videoUrl, { headers: { range: 'bytes=0-99' } })).status()).toBe(404);
  await visitorContext.close();
});
