import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { deviceToken, makePro, signUpViaApi } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { parse } from 'csv-parse/sync';

/**
 * Units: a Pro golfer switches Settings to metres and km/h and sees Shot data and the
 * CSV export change; the choice outlives a reload. Yards and mph before that, as the spec words it.
 */

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function upload(request: APIRequestContext, token: string, items: unknown[]) {
  const res = await request.post('/api/ingest/shots', { headers: { authorization: `Bearer ${token}` }, data: { shots: items } });
  expect(res.status()).toBe(200);
  expect((await res.json()).stored).toBe(items.length);
}

async function downloadCsv(page: Page): Promise<string[]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const csv = fs.readFileSync((await (await downloading).path())!, 'utf8');
  return csv.split('\r\n').filter(Boolean);
}

test('Settings → metres and km/h → Shot data figures and the CSV header change, and stay after a reload', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  const token = await deviceToken(page.request, email);
  await upload(page.request, token, [
    { clientId: 'u1', player: 'Ann', club: 'Dr', takenAt: ago(DAY), kind: 'range', ballSpeed: 66, clubSpeed: 45, launchAngle: 12, carry: 210, total: 230 },
    { clientId: 'u2', player: 'Ann', club: '7i', takenAt: ago(DAY / 2), kind: 'range', ballSpeed: 50, clubSpeed: 38, launchAngle: 17, carry: 130 },
  ]);
  await makePro(email);

  // The default: yards and mph.
  await page.goto('/account/shot-data');
  const card = (title: string) => page.getByRole('region', { name: title });
  await expect(card('Longest Drive')).toContainText('251.5 yd'); // 230 m
  await expect(page.getByRole('table', { name: 'Average carry by club, in yards' }).getByRole('row', { name: /^7i/ })).toContainText('142.2');
  let csv = await downloadCsv(page);
  expect(csv[0]).toContain(',Ball Speed (mph),Club Speed (mph),');
  expect(csv[0]).toContain(',Carry (yd),Total (yd),Offline (yd),');

  // Settings: the Units card, by mouse for distance and by keyboard for speed.
  await page.goto('/account/profile');
  const units = page.getByRole('region', { name: 'Units' });
  const distance = units.getByRole('radiogroup', { name: 'Distance' });
  const speed = units.getByRole('radiogroup', { name: 'Speed' });
  await expect(distance.getByRole('radio', { name: 'Yards' })).toBeChecked();
  await expect(speed.getByRole('radio', { name: 'mph' })).toBeChecked();
  await expectNoAxeViolations(page);
  await distance.getByRole('radio', { name: 'Metres' }).check();
  await speed.getByRole('radio', { name: 'mph' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(speed.getByRole('radio', { name: 'km/h' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(units.getByRole('button', { name: 'Save Units' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your units have been saved.')).toBeVisible();

  // Shot data through the side menu, without a reload: metres.
  await page.getByRole('link', { name: 'Shot Data' }).first().click();
  await expect(page).toHaveURL(/\/account\/shot-data$/);
  await expect(card('Longest Drive')).toContainText('230.0 m');
  await expect(card('Average Driver Distance')).toContainText('230.0 m');
  await expect(card('Longest Drive')).not.toContainText(/\d\s?yd\b/);
  const metresTable = page.getByRole('table', { name: 'Average carry by club, in metres' });
  await expect(metresTable.getByRole('row', { name: /^7i/ })).toContainText('130.0');
  await expect(page.getByText('Average carry by club, in metres').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('shot-data-metres.png'), fullPage: true });

  // The export: units named in the header, figures converted (66 m/s = 237.6 km/h; metres as stored).
  csv = await downloadCsv(page);
  expect(csv[0]).toBe(
    'Time (UTC),Player,Type,Course,Hole,Club,Ball Speed (km/h),Club Speed (km/h),Smash Factor,Launch Angle (deg),Launch Direction (deg),Spin Rate (rpm),Spin Axis (deg),Carry (m),Total (m),Offline (m),Fairway,Shot ID,' +
      'Backspin (rpm),Sidespin (rpm),Carry Side (m),Apex (m),Descent Angle (deg),Hang Time (s),Curve (m),Club Path (deg),Face Angle (deg),Face to Path (deg),' +
      'Attack Angle (deg),Dynamic Loft (deg),Spin Loft (deg),Swing Plane (deg),Swing Direction (deg),Low Point (cm),Impact Offset (mm),Impact Height (mm),Measured,Session,Session ID,Estimated',
  );
  // Text cells are quoted (a spreadsheet reads them as text): read the row as a CSV reader does.
  const [row] = parse(csv[1]) as string[][];
  expect(row.slice(5, 8)).toEqual(['Dr', '237.6', '162']);
  expect(row.slice(13, 15)).toEqual(['210', '230']);

  // Stored on the account: a reload keeps metres; the API's figures stay metric.
  await page.reload();
  await expect(card('Longest Drive')).toContainText('230.0 m');
  const api = await (await page.request.get('/api/stats/shots')).json();
  expect(api.drives.longestDriveDistance).toBe(230);
  await page.goto('/account/profile');
  await expect(units.getByRole('radiogroup', { name: 'Distance' }).getByRole('radio', { name: 'Metres' })).toBeChecked();
  await expect(units.getByRole('radiogroup', { name: 'Speed' }).getByRole('radio', { name: 'km/h' })).toBeChecked();
});

test('with JavaScript off the Units form is a real post: saved on the account, said in the card, the choices kept', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signUpViaApi(page);
  await page.goto('/account/profile');
  const units = page.getByRole('region', { name: 'Units' });
  const distance = units.getByRole('radiogroup', { name: 'Distance' });
  const speed = units.getByRole('radiogroup', { name: 'Speed' });
  await expect(distance.getByRole('radio', { name: 'Yards' })).toBeChecked();
  await distance.getByRole('radio', { name: 'Metres' }).check();
  await speed.getByRole('radio', { name: 'km/h' }).check();
  await units.getByRole('button', { name: 'Save Units' }).click();

  // The page's action answered at its own address, the page drawn again with the saved units.
  await expect(page).toHaveURL(/\/account\/profile\?form=units$/);
  await expect(units.getByText('Your units have been saved.', { exact: true })).toBeVisible();
  await expect(distance.getByRole('radio', { name: 'Metres' })).toBeChecked();
  await expect(speed.getByRole('radio', { name: 'km/h' })).toBeChecked();
  const session = await (await page.request.get('/api/user/session')).json();
  expect(session.user.preferences).toEqual({ distanceUnit: 'm', speedUnit: 'kmh' });
  // The other Settings forms show nothing of this answer.
  await expect(page.getByText('Your changes have been saved.')).toHaveCount(0);
  await context.close();
});

test('the Settings page with the Units card at 375 and 1280 px', async ({ page }) => {
  await signUpViaApi(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto('/account/profile');
    const units = page.getByRole('region', { name: 'Units' });
    await expect(units).toBeVisible();
    // Nothing in the card is wider than the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await units.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`settings-${width}.png`), fullPage: true });
  }
});
