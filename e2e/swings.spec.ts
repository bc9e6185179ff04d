import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshots } from './support/screenshots';
import { counterClip, uploadClip } from './support/clips';
import { deviceToken, makePro, openLive, signUpViaApi } from './support/fixtures';
import { upload } from './support/golf-data';

/**
 * Swing clips in the browser, on a desktop (1280 px, a mouse) and a phone (375 px, touch): clips
 * uploaded by the desktop app's protocol (tus) show in the swing library, newest first with their
 * posters; the filters narrow it; a shot's clip opens, steps a frame and changes speed; a clip is
 * deleted after a confirmation; two swings are compared side by side from their impacts with their
 * numbers and differences. Screenshots at 375 and 1280 px go to SCREENSHOT_DIR when it is set.
 */

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

const swingShot = (clientId: string, club: string, takenAt: string, carry: number, extra: Record<string, unknown> = {}) => ({
  clientId,
  player: 'Ann',
  club,
  takenAt,
  kind: 'range',
  sessionClientId: 'tuesday',
  ballSpeed: club === 'Dr' ? 66 : 50,
  clubSpeed: club === 'Dr' ? 45 : 38,
  launchAngle: club === 'Dr' ? 12 : 17,
  spinRate: club === 'Dr' ? 2600 : 6800,
  carry,
  ...extra,
});

/** A new Pro account, signed in, with the swings below uploaded by the desktop app's protocol. */
async function signUpWithSwings(page: Page) {
  const { email } = await signUpViaApi(page);
  await makePro(email);
  await uploadSwings(page.request, await deviceToken(page.request, email));
}

/** A session of three 7-irons (the longest with both cameras) and a driver of Ben's, each with a clip. */
async function uploadSwings(request: APIRequestContext, token: string) {
  const res = await request.post('/api/ingest/sessions', {
    headers: { authorization: `Bearer ${token}` },
    data: { sessions: [{ clientId: 'tuesday', kind: 'range', startedAt: ago(60), name: 'Tuesday range' }] },
  });
  expect(res.status(), await res.text()).toBe(200);
  await upload(request, token, 'shots', [
    swingShot('long-7i', '7i', ago(50), 150, { clubPath: 2.1 }),
    swingShot('mid-7i', '7i', ago(45), 140),
    swingShot('short-7i', '7i', ago(40), 120, { clubPath: -1.4 }),
    swingShot('ben-dr', 'Dr', ago(30), 210, { player: 'Ben' }),
  ]);
  const [faceOn, downTheLine] = await Promise.all([counterClip('480x270'), counterClip('270x480')]);
  for (const [shotClientId, camera] of [['long-7i', 'face-on'], ['long-7i', 'down-the-line'], ['mid-7i', 'face-on'], ['short-7i', 'face-on'], ['ben-dr', 'face-on']] as const) {
    await uploadClip(request, token, camera === 'face-on' ? faceOn : downTheLine, { shotClientId, camera, impactMs: 2000 });
  }
}

const cards = (page: Page) => page.getByRole('article');
/** The frame a video stands on, at the test clips' 120 fps (−1 while it seeks). */
const frameOf = (video: Locator) => video.evaluate((v: HTMLVideoElement) => (v.seeking ? -1 : Math.floor(v.currentTime * 120 + 1e-6)));
const paused = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.paused);

for (const width of [1280, 375] as const) {
  const phone = width === 375;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: phone ? 812 : 900 }, hasTouch: phone });
    /** The pictures are taken at both widths (and leave the page at 1280): the desktop's run takes them. */
    const pictures = async (page: Page, name: string) => {
      if (!phone) await screenshots(page, name);
    };
    /** A tap on a phone, a click on a desktop. */
    const press = (target: Locator) => (phone ? target.tap() : target.click());

    test('swing library: newest first with posters, a shot opened, filtered, a clip deleted after a confirmation', async ({ page }) => {
      test.slow();
      await signUpWithSwings(page);

      await openLive(page, '/account');
      if (phone) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.locator('#account-drawer').getByRole('link', { name: 'Swings' }).click();
      } else {
        await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Swings' }).click();
      }
      await expect(page).toHaveURL(/\/account\/swings$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Swing library' })).toBeVisible();
      await expect(cards(page)).toHaveCount(4);
      await expect(page.getByText('4 swings')).toBeVisible();
      // Newest first: Ben's driver, then the 7-irons from the shortest (the last hit) to the longest.
      await expect(cards(page).nth(0)).toContainText('Dr');
      await expect(cards(page).nth(0)).toContainText('Ben');
      await expect(cards(page).nth(1)).toContainText('131.2'); // 120 m in yards
      await expect(cards(page).nth(3)).toContainText('164.0'); // 150 m
      await expect(cards(page).nth(3)).toContainText('Face-on');
      await expect(cards(page).nth(3)).toContainText('Down the line');
      await expect(cards(page).nth(3)).toContainText('Tuesday range');
      // Every poster was drawn by the server and shows.
      const posters = page.locator('article img');
      await expect(posters).toHaveCount(4);
      await expect.poll(() => posters.evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length)).toBe(4);
      // Each card opens the shot's own page.
      await expect(cards(page).nth(0).getByRole('link', { name: /^Open swing: Dr/ })).toHaveAttribute('href', /\/account\/shots\/\d+$/);
      await expectNoAxeViolations(page);
      await pictures(page, 'swing-library');

      // A card opens its shot: the clip at its first frame, one frame on from impact, slower.
      await cards(page).nth(1).getByRole('link', { name: /^Open swing: 7i/ }).click();
      await expect(page).toHaveURL(/\/account\/shots\/\d+$/);
      const player = page.getByRole('group', { name: /^Swing of the 7i shot/ });
      const video = player.locator('video');
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
      await expect(player.getByTestId('swing-frame')).toHaveText('Frame 1 of 360');
      await press(player.getByRole('button', { name: 'Jump to impact' }));
      await press(player.getByRole('button', { name: 'Next frame' }));
      await expect.poll(() => frameOf(video)).toBe(241);
      await expect(player.getByTestId('swing-frame')).toHaveText('Frame 242 of 360');
      await press(player.getByRole('button', { name: 'Playback speed: 1×' }));
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(0.5);
      // media-chrome's own controls, named in sentence case.
      await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
      await expect(player.getByRole('button', { name: 'Enter fullscreen mode', exact: true })).toBeVisible();
      await expect(player.getByRole('slider', { name: 'Seek', exact: true })).toBeAttached();
      await page.goBack();
      await expect(cards(page)).toHaveCount(4);

      // Filters: the driver by club, then Ann's by player; Clear shows all again.
      await page.getByLabel('Club', { exact: true }).selectOption('Dr');
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect(page).toHaveURL(/club=Dr/);
      await expect(cards(page)).toHaveCount(1);
      await page.getByLabel('Club', { exact: true }).selectOption('');
      await page.getByLabel('Player', { exact: true }).selectOption('Ann');
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect(cards(page)).toHaveCount(3);
      await expect(page.getByText('3 swings')).toBeVisible();
      const today = new Date().toISOString().slice(0, 10);
      await page.getByLabel('To', { exact: true }).fill('2020-01-01');
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect(page.getByText('No swing clips match these filters.')).toBeVisible();
      await page.getByRole('link', { name: 'Clear filters' }).click();
      await expect(cards(page)).toHaveCount(4);
      await page.getByLabel('From', { exact: true }).fill(today);
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect(page).toHaveURL(new RegExp(`from=${today}`));
      await page.getByRole('link', { name: 'Clear filters' }).click();

      // Delete the longest 7-iron's down-the-line clip: asked first, Cancel keeps it, then it goes.
      const longest = cards(page).nth(3);
      await longest.getByRole('link', { name: 'Delete the down the line clip' }).click();
      await expect(longest.getByText('Delete the down the line clip of this swing for good? The shot and its numbers stay.')).toBeVisible();
      await pictures(page, 'swing-library-delete');
      await longest.getByRole('link', { name: 'Cancel' }).click();
      await expect(longest.getByText(/for good/)).toHaveCount(0);
      await longest.getByRole('link', { name: 'Delete the down the line clip' }).click();
      await longest.getByRole('button', { name: 'Delete clip' }).click();
      await expect(page.getByText('The clip was deleted.')).toBeVisible();
      await expect(cards(page)).toHaveCount(4);
      await expect(cards(page).nth(3)).not.toContainText('Down the line');
      await expect(cards(page).nth(3)).toContainText('Face-on');

      // Settings: the storage the four clips left take, against the 50 GB of Pro.
      await openLive(page, '/account/profile');
      const storage = page.getByRole('progressbar', { name: 'Swing clip storage' });
      await expect(storage).toHaveAttribute('aria-valuetext', /^\d+\.\d MB of 50\.0 GB used$/);
      await expect(page.getByText('4 clips', { exact: true })).toBeVisible();
      await pictures(page, 'settings-clip-storage');
    });

    test('two swings side by side: picked in the library, numbers under each and B − A in the account’s units', async ({ page }) => {
      test.slow();
      await signUpWithSwings(page);

      await openLive(page, '/account/swings');
      const compare = page.getByRole('button', { name: 'Compare' });
      await expect(compare).toBeDisabled();
      await cards(page).nth(3).getByRole('checkbox').check();
      await expect(page.getByText('1 of 2 picked')).toBeVisible();
      await cards(page).nth(1).getByRole('checkbox').check();
      // Two at most: the others' boxes are off until one is taken back.
      await expect(cards(page).nth(0).getByRole('checkbox')).toBeDisabled();
      await compare.click();
      await expect(page).toHaveURL(/\/account\/swings\/compare\?a=\d+&b=\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Compare swings' })).toBeVisible();
      const a = page.getByRole('region', { name: 'Swing A' });
      const b = page.getByRole('region', { name: 'Swing B' });
      await expect(a.getByRole('definition').first()).toHaveText('111.8 mph'); // 50 m/s ball speed
      await expect(a).toContainText('164.0 yd');
      await expect(b).toContainText('131.2 yd');
      const carry = page.getByRole('table', { name: 'B − A' }).getByRole('row', { name: /^Carry \(yd\)/ });
      await expect(carry).toHaveText(/164\.0\s*131\.2\s*−32\.8/);
      const clubPath = page.getByRole('table', { name: 'B − A' }).getByRole('row', { name: /^Club Path \(deg\)/ });
      await expect(clubPath).toContainText('−3.5');
      // Both swings in the one player, each under its caption, loaded and standing at its impact
      // (2 s into each clip: frame 240, the readout's 241st).
      const videos = page.locator('video');
      await expect(videos).toHaveCount(2);
      await expect.poll(() => videos.evaluateAll((all) => all.filter((v) => (v as HTMLVideoElement).readyState >= 2).length)).toBe(2);
      await expect.poll(() => frameOf(videos.nth(0))).toBe(240);
      await expect.poll(() => frameOf(videos.nth(1))).toBe(240);
      const player = page.getByRole('group', { name: 'Compare swings' });
      await expect(player.getByTestId('swing-frame')).toHaveText('Frame 241 of 360');
      await expectNoAxeViolations(page);
      await pictures(page, 'swings-compare');

      // Looping at ⅛× (so that no end of the clips can pause them), a tap (or a click) on a video
      // plays both in step; another pauses them.
      for (const speed of ['1×', '½×', '¼×']) await press(player.getByRole('button', { name: `Playback speed: ${speed}` }));
      await expect.poll(() => videos.nth(1).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(0.125);
      await press(player.getByRole('button', { name: 'Loop', exact: true }));
      await expect.poll(() => videos.nth(0).evaluate((v: HTMLVideoElement) => v.loop)).toBe(true);
      await press(videos.nth(0));
      await expect.poll(() => paused(videos.nth(1))).toBe(false);
      await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
      await press(videos.nth(0));
      await expect.poll(() => paused(videos.nth(0))).toBe(true);
      await expect.poll(() => paused(videos.nth(1))).toBe(true);
      expect(await videos.nth(0).evaluate((v: HTMLVideoElement) => v.ended)).toBe(false);
      await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();

      // From the session's page: its longest and shortest 7-iron.
      await openLive(page, '/account/sessions');
      await page.getByRole('link', { name: 'Tuesday range' }).click();
      // Ben's one driver makes no pair: only the 7-iron is offered.
      await expect(page.getByRole('link', { name: /^Compare the longest and shortest/ })).toHaveCount(1);
      await page.getByRole('link', { name: 'Compare the longest and shortest 7i' }).click();
      await expect(page).toHaveURL(/\/account\/swings\/compare\?session=[\w-]+&club=7i$/);
      await expect(page.getByRole('region', { name: 'Longest' })).toContainText('164.0 yd');
      await expect(page.getByRole('region', { name: 'Shortest' })).toContainText('131.2 yd');

      // A shot that is not the account's: the not-found page.
      expect((await page.goto('/account/swings/compare?a=999999999&b=1'))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404 Ball Not Found' })).toBeVisible();
    });
  });
}
