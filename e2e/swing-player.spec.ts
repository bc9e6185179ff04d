import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshots } from './support/screenshots';
import { CLIP_FPS, counterClip, referenceFrame, uploadClip } from './support/clips';
import { deviceToken, makePro, openLive, signUpViaApi } from './support/fixtures';
import { upload } from './support/golf-data';

/**
 * The shot view and its swing player: a shot uploaded by the desktop app with a clip of each
 * camera (ffmpeg's test pattern with the frame's number on every frame), opened, stepped frame by
 * frame, slowed down and played, at 1280 and 375 px.
 */

const IMPACT_MS = 2000;
const IMPACT_FRAME = (IMPACT_MS / 1000) * CLIP_FPS;
const takenAt = new Date(Date.now() - 3_600_000).toISOString();
const SHOT = {
  clientId: `swing-shot-${takenAt}`,
  player: 'Ann',
  club: '7i',
  takenAt,
  kind: 'range',
  sessionClientId: 'swing-session',
  ballSpeed: 50,
  clubSpeed: 38,
  launchAngle: 17,
  spinRate: 6800,
  carry: 140,
  total: 150,
  clubPath: 1.5,
  faceToPath: -0.8,
};

/** The range session and its shot, as the desktop app uploads them. */
async function uploadShot(request: APIRequestContext, token: string, shot: typeof SHOT) {
  const res = await request.post('/api/ingest/sessions', {
    headers: { authorization: `Bearer ${token}` },
    data: { sessions: [{ clientId: shot.sessionClientId, kind: 'range', startedAt: new Date(Date.now() - 7_200_000).toISOString(), name: 'Swing range' }] },
  });
  expect(res.status(), await res.text()).toBe(200);
  await upload(request, token, 'shots', [shot]);
}

/** The leading video's frame by its time: the frame the player stands on. */
const frameOf = (video: Locator) => video.evaluate((v: HTMLVideoElement, fps) => (v.seeking ? -1 : Math.floor(v.currentTime * fps + 1e-6)), CLIP_FPS);

/**
 * The frame on screen, read back: the video drawn on a canvas, its lower left corner (where the
 * frame's number is written) compared with frames `around` decoded by ffmpeg. Returns the mean
 * difference per colour value with each.
 */
async function differences(video: Locator, file: string, around: number[]): Promise<number[]> {
  const { pixels, width, height } = await video.evaluate((v: HTMLVideoElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(v, 0, 0);
    const h = Math.min(64, v.videoHeight);
    return { pixels: Array.from(context.getImageData(0, v.videoHeight - h, 240, h).data), width: v.videoWidth, height: v.videoHeight };
  });
  const rows = pixels.length / (240 * 4);
  return Promise.all(
    around.map(async (n) => {
      const reference = await referenceFrame(file, n);
      let sum = 0;
      for (let y = 0; y < rows; y++) {
        for (let x = 0; x < 240; x++) {
          const at = ((height - rows + y) * width + x) * 3;
          const shown = (y * 240 + x) * 4;
          for (let c = 0; c < 3; c++) sum += Math.abs(reference[at + c] - pixels[shown + c]);
        }
      }
      return sum / (rows * 240 * 3);
    }),
  );
}

/**
 * The player stands on frame `n`, and what is on screen is frame n: close to ffmpeg's frame n and
 * at most half as far from it as from its neighbours. The poll answers 'frame n' or the figures.
 */
async function expectFrame(video: Locator, file: string, n: number) {
  await expect.poll(() => frameOf(video)).toBe(n);
  const neighbours = [n - 1, n + 1].filter((m) => m >= 0);
  await expect
    .poll(async () => {
      const [exact, ...others] = await differences(video, file, [n, ...neighbours]);
      const ok = exact < 6 && others.every((other) => exact * 2 < other);
      return ok ? `frame ${n}` : `frame ${n}: ${exact.toFixed(2)} against ${neighbours.join(', ')}: ${others.map((o) => o.toFixed(2)).join(', ')}`;
    })
    .toBe(`frame ${n}`);
}

test('a shot with its clips: frame steps, speeds, playing in step, at 1280 and 375 px', async ({ page }) => {
  test.slow();
  const { email } = await signUpViaApi(page);
  await makePro(email);
  const token = await deviceToken(page.request, email);
  await uploadShot(page.request, token, SHOT);
  const [faceOnFile, downTheLineFile] = await Promise.all([counterClip('480x270'), counterClip('270x480')]);
  const faceOn = await uploadClip(page.request, token, faceOnFile, { shotClientId: SHOT.clientId, camera: 'face-on', impactMs: IMPACT_MS });
  await uploadClip(page.request, token, downTheLineFile, { shotClientId: SHOT.clientId, camera: 'down-the-line', impactMs: IMPACT_MS });
  const { shotId } = await (await page.request.get(`/api/clips/${faceOn}`)).json();

  // The session's shot table marks the shot; its camera opens the shot's view.
  const { sessions } = await (await page.request.get('/api/sessions')).json();
  await openLive(page, `/account/sessions/${sessions[0].id}`);
  await page.getByRole('link', { name: 'Swing of 7i shot #1' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/shots/${shotId}$`));
  await expect(page.getByRole('heading', { level: 1, name: '7i · Ann' })).toBeVisible();
  // Every number in the account's units (yards and mph by default).
  await expect(page.locator('[data-metric="carry"]')).toHaveText('153.1');
  await expect(page.getByText('Carry (yd)')).toBeVisible();
  await expect(page.getByText('Ball Speed (mph)')).toBeVisible();

  const player = page.getByRole('group', { name: /^Swing of the 7i shot/ });
  const lead = player.locator('video').first();
  const follower = player.locator('video').nth(1);
  await expect(player.getByText('Face-on')).toBeVisible();
  await expect(player.getByText('Down the line')).toBeVisible();
  await expect.poll(() => lead.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  await expectFrame(lead, faceOnFile, 0);

  // Jump to impact, then one frame forward and back, each exactly one frame; the other camera follows.
  await player.getByRole('button', { name: 'Jump to impact' }).click();
  await expectFrame(lead, faceOnFile, IMPACT_FRAME);
  await player.getByRole('button', { name: 'Next frame' }).click();
  await expectFrame(lead, faceOnFile, IMPACT_FRAME + 1);
  await expectFrame(follower, downTheLineFile, IMPACT_FRAME + 1);
  await player.getByRole('button', { name: 'Previous frame' }).click();
  await player.getByRole('button', { name: 'Previous frame' }).click();
  await expectFrame(lead, faceOnFile, IMPACT_FRAME - 1);
  await expect(player.getByTestId('swing-frame')).toHaveText(`Frame ${IMPACT_FRAME} of 360`);

  // The keys: arrows step, [ and ] change the speed.
  await player.focus();
  await page.keyboard.press('ArrowRight');
  await expectFrame(lead, faceOnFile, IMPACT_FRAME);
  await page.keyboard.press('ArrowLeft');
  await expectFrame(lead, faceOnFile, IMPACT_FRAME - 1);
  await page.keyboard.press('[');
  await expect.poll(() => lead.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(0.5);
  await page.keyboard.press('[');
  await page.keyboard.press('[');
  await expect.poll(() => lead.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(0.125);
  await expect(player.getByRole('button', { name: 'Playback speed: ⅛×' })).toBeVisible();
  await page.keyboard.press(']');
  await expect(player.getByRole('button', { name: 'Playback speed: ¼×' })).toBeVisible();
  await screenshots(page, 'shot-view');

  // Played at ¼×, both cameras run together and at the same speed; space pauses them together.
  await page.keyboard.press(' ');
  await expect.poll(() => follower.evaluate((v: HTMLVideoElement) => !v.paused && v.playbackRate)).toBe(0.25);
  await expect.poll(() => lead.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan((IMPACT_FRAME + 6) / CLIP_FPS);
  await page.keyboard.press(' ');
  await expect.poll(() => follower.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  const [leadTime, followerTime] = await Promise.all([lead, follower].map((v) => v.evaluate((e: HTMLVideoElement) => e.currentTime)));
  expect(Math.abs(leadTime - followerTime)).toBeLessThan(1 / CLIP_FPS);

  // The speed button goes through the four speeds, slower each time, then back to 1×.
  await player.getByRole('button', { name: 'Playback speed: ¼×' }).click();
  await expect.poll(() => lead.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(0.125);
  await player.getByRole('button', { name: 'Playback speed: ⅛×' }).click();
  await expect.poll(() => lead.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1);
  await expect(player.getByRole('button', { name: 'Playback speed: 1×' })).toBeVisible();

  // On a phone: the same steps with the buttons.
  await page.setViewportSize({ width: 375, height: 812 });
  await player.getByRole('button', { name: 'Jump to impact' }).click();
  await player.getByRole('button', { name: 'Next frame' }).click();
  await expectFrame(lead, faceOnFile, IMPACT_FRAME + 1);
  await expectNoAxeViolations(page);
});

test('a shot the account cannot see is not found', async ({ page, browser }) => {
  const { email } = await signUpViaApi(page);
  await makePro(email);
  const token = await deviceToken(page.request, email);
  await uploadShot(page.request, token, { ...SHOT, clientId: 'other-account-shot' });
  const file = await counterClip('480x270');
  const clip = await uploadClip(page.request, token, file, { shotClientId: 'other-account-shot', camera: 'face-on', impactMs: IMPACT_MS });
  const { shotId } = await (await page.request.get(`/api/clips/${clip}`)).json();

  const other = await browser.newPage();
  await signUpViaApi(other);
  for (const address of [`/account/shots/${shotId}`, '/account/shots/999999999', '/account/shots/not-a-shot']) {
    const answer = await other.goto(address);
    expect(answer?.status()).toBe(404);
    await expect(other.getByRole('heading', { level: 1, name: '404 Ball Not Found' })).toBeVisible();
  }
  await expect(other.locator('video')).toHaveCount(0);
  await screenshots(other, 'shot-not-found');
  await other.close();
});
