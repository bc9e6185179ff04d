import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { deviceToken, makePro, openLive, signUpViaApi } from './support/fixtures';
import { shot, upload } from './support/golf-data';
import { screenshots } from './support/screenshots';

/**
 * A session's mishits: the session page has Shot data's "Hide mishits" switch (the account's one
 * remembered choice); with it on, the club's figures, its ellipse and the line saying what they are
 * over leave the topped shot out, at 1280 and 375 px.
 */

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

test('Hide mishits on a session page: figures, ellipse and summary follow it, and Shot data shares the choice', async ({ page }) => {
  test.slow();
  const { email } = await signUpViaApi(page);
  const token = await deviceToken(page.request, email);
  const stored = await page.request.post('/api/ingest/sessions', {
    headers: { authorization: `Bearer ${token}` },
    data: { sessions: [{ clientId: 'garmin', kind: 'range', startedAt: minutesAgo(60), name: 'Driver practice' }] },
  });
  expect(stored.status()).toBe(200);
  // Five good drives and one topped one (90 m).
  const carries = [200, 204, 198, 202, 201, 90];
  await upload(
    page.request,
    token,
    'shots',
    carries.map((carry, i) => shot('Ann', 'Dr', minutesAgo(50 - i), carry, { sessionClientId: 'garmin', offline: [-4, 3, 0, 5, -2, 12][i], total: carry + 20 })),
  );
  await makePro(email);
  const sessionId = (await (await page.request.get('/api/sessions')).json()).sessions[0].id as string;

  await page.setViewportSize({ width: 1280, height: 900 });
  await openLive(page, `/account/sessions/${sessionId}`);
  const perClub = page.getByRole('region', { name: 'Per club' });
  const hide = perClub.getByRole('switch', { name: 'Hide mishits' });
  const line = perClub.getByTestId('club-shots-line');
  const carry = perClub.getByRole('table', { name: 'Dr figures' }).getByRole('row', { name: /^Carry \(yd\)/ });
  const ellipse = perClub.locator('[data-chart="dispersion"] svg [data-ellipse]');
  await expect(hide).not.toBeChecked();
  await expect(line).toHaveText('6 counted of 6 · 1 mishit, counted (Hide mishits is off)');
  // (200 + 204 + 198 + 202 + 201 + 90) / 6 = 182.5 m = 199.6 yd.
  await expect(carry).toContainText('199.6');
  const ellipseBefore = await ellipse.getAttribute('d');

  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === `/account/sessions/${sessionId}.data` && r.request().method() === 'POST');
  await hide.check();
  expect((await saved).status()).toBe(200);
  await expect(line).toHaveText('5 counted of 6 · 1 mishit, left out (Hide mishits is on)');
  // (200 + 204 + 198 + 202 + 201) / 5 = 201 m = 219.8 yd.
  await expect(carry).toContainText('219.8');
  await expect(ellipse).not.toHaveAttribute('d', ellipseBefore ?? '');
  await expect(page.getByRole('table', { name: /Every shot of the session/ }).locator('tbody tr[data-mishit]')).toContainText('Mishit, left out');
  await expectNoAxeViolations(page);
  await screenshots(page, 'session-hide-mishits');

  // Remembered, on a phone too, and the same choice as Shot data's.
  await page.setViewportSize({ width: 375, height: 812 });
  await openLive(page, `/account/sessions/${sessionId}`);
  await expect(hide).toBeChecked();
  await hide.scrollIntoViewIfNeeded();
  await expect(hide).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await openLive(page, '/account/shot-data');
  // The analysis is read once it is near the window.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('region', { name: 'Per-club analysis' }).getByRole('switch', { name: 'Hide mishits' })).toBeChecked();

  // Off again from the session page: the topped drive counts again.
  await openLive(page, `/account/sessions/${sessionId}`);
  await hide.uncheck();
  await expect(line).toHaveText('6 counted of 6 · 1 mishit, counted (Hide mishits is off)');
  await expect(carry).toContainText('199.6');
});
