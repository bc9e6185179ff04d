import { expect, test, type Page } from '@playwright/test';
import { messages } from '../common/messages';
import { holdReactDom, makePro, PASSWORD, signUpViaApi } from './support/fixtures';
import { uploadGolf } from './support/golf-data';

/**
 * The signed-in pages come drawn by the server for the session's user, with their data
 * (decision 015): readable before any script runs, then taken over by the app without a
 * difference (React reports any as an error) and without a second session check.
 */

async function goldenGolfer(page: Page): Promise<string> {
  const { email } = await signUpViaApi(page);
  const roundId = await uploadGolf(page, email);
  await makePro(email);
  return roundId;
}

test('with scripts off, every signed-in page shows its content, drawn for this user with their data', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const roundId = await goldenGolfer(page);
  // Each page's title, '{title} | OpenGolfSim' (spec section 2), is the server's too.
  const pages: [string, RegExp | string, string][] = [
    ['/account', /Welcome to/, 'Dashboard'],
    ['/account/rounds', 'Accessible Links', 'Rounds'],
    [`/account/round/${roundId}`, 'Accessible Links', 'Round'],
    ['/account/handicap', 'Sim Handicap', 'Sim Handicap'],
    ['/account/shot-data', 'Club Distances', 'Shot Data'],
    ['/account/sessions', 'Sessions', 'Sessions'],
    ['/account/billing', 'Billing & Subscriptions', 'Billing & Subscriptions'],
    ['/account/downloads', 'Download', 'Downloads'],
    ['/account/profile', 'Update Password', 'Settings'],
  ];
  for (const [path, text, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.locator('main'), path).toContainText(text);
    await expect(page, path).toHaveTitle(`${title} | OpenGolfSim`);
  }
  // A round that is not there is answered 404 and titled as the not-found page; so is an unknown address.
  await page.goto('/account/round/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveTitle('Error | OpenGolfSim');
  await page.goto('/account/no-such-page');
  await expect(page).toHaveTitle('Error | OpenGolfSim');

  // Shot data's charts are in the server's HTML (decision 025): the cards' sparklines, Club
  // Distances (one bar per club, upright and lying down for a phone) and the Smash gauge.
  await page.goto('/account/shot-data');
  const clubs = page.locator('section', { has: page.getByRole('heading', { name: 'Club Distances' }) });
  const clubRows = await clubs.locator('table tbody tr').count();
  expect(clubRows).toBeGreaterThan(0);
  await expect(clubs.locator('svg rect.MuiBarChart-element')).toHaveCount(2 * clubRows);
  await expect(clubs.locator('svg rect.MuiBarChart-element').last()).toBeVisible();
  const smash = page.locator('section', { has: page.getByRole('heading', { name: 'Average Smash Factor' }) });
  await expect(smash.locator('svg .MuiGauge-valueArc')).toBeVisible();
  await expect(smash.locator('svg text')).toHaveText(/^\d\.\d\d$/);
  await expect(page.locator('main svg .MuiLineChart-line').first()).toBeVisible();
  // The data came with the page: the round's players, and the Pro figures for this user.
  await page.goto('/account/rounds');
  await expect(page.getByRole('link', { name: /Accessible Links/ })).toContainText('Ann, Bob');
  await page.goto('/account/profile');
  await expect(page.getByLabel('Email')).toHaveValue(/@/);
  await context.close();
});

test('the app takes every drawn page over without an error and without asking the API again', async ({ page }) => {
  const roundId = await goldenGolfer(page);
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  let apiCalls: string[] = [];
  // Shot data's analysis comes streamed in the page's own answer: its loader is not asked apart.
  const analysisReads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.includes('/api/')) apiCalls.push(path);
    if (path.startsWith('/account/shot-data/analysis')) analysisReads.push(path);
  });

  // Shot data at a phone's height: its per-club analysis, far below, comes drawn in the page's answer.
  await page.setViewportSize({ width: 412, height: 823 });
  for (const path of ['/account', '/account/rounds', `/account/round/${roundId}`, '/account/handicap', '/account/shot-data', '/account/billing', '/account/downloads', '/account/profile']) {
    apiCalls = [];
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(problems, path).toEqual([]);
    // The session and the page's data came with it (the plan included, fresh from the server).
    expect(apiCalls, path).toEqual([]);
  }
  await page.goto('/account/shot-data');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('heading', { name: 'Per-club analysis' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Carry and total per club/ })).toBeVisible();
  expect(analysisReads).toEqual([]);
  expect(apiCalls).toEqual([]);

  // Live: a link of the drawn list leads to the scorecard in the app.
  await page.goto('/account/rounds');
  await page.getByRole('link', { name: /Accessible Links/ }).click();
  await expect(page).toHaveURL(new RegExp(`/account/round/${roundId}$`));
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a free user’s locked teasers, a chunk of their own, are drawn by the server and taken over as they are', async ({ page }) => {
  await signUpViaApi(page);
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  for (const [path, chunk, text] of [
    ['/account/shot-data', /\/assets\/shot-data-teaser-[\w-]+\.js$/, 'Drive Distance'],
    ['/account/sessions/00000000-0000-4000-8000-000000000000', /\/assets\/sessions-teaser-[\w-]+\.js$/, 'Wedge ladder'],
  ] as const) {
    // The teaser's chunk held back: the app is live around the server's teaser, which stays as drawn.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunk, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(path);
    await expect(page.locator('html[data-app="live"]')).toHaveCount(1);
    const sample = page.getByTestId('teaser-sample');
    await expect(sample).toContainText(text);
    await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
    await sample.evaluate((el) => {
      (el as HTMLElement & { drawn?: boolean }).drawn = true;
    });
    const loaded = page.waitForResponse(chunk);
    release();
    await loaded;
    // Taken over: React holds the very element the server drew (no placeholder, no redrawing).
    await expect
      .poll(() => sample.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')) && (el as HTMLElement & { drawn?: boolean }).drawn === true), { message: path })
      .toBe(true);
    await page.unroute(chunk);
    expect(problems, path).toEqual([]);
  }
});

test('far from UTC, the drawn pages are taken over without a difference, then show times in the visitor’s zone', async ({ browser }) => {
  // The server cannot know the visitor's zone: it draws times in UTC, and the app shows them in the
  // visitor's own once it has the page. Auckland (UTC+12/+13) moves every time of day.
  const context = await browser.newContext({ timezoneId: 'Pacific/Auckland' });
  const page = await context.newPage();
  const roundId = await goldenGolfer(page);
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  for (const path of ['/account/rounds', `/account/round/${roundId}`, '/account/billing', '/account/profile']) {
    await page.goto(path);
    await page.waitForSelector('html[data-app=live]');
    await page.waitForLoadState('networkidle');
    expect(problems, path).toEqual([]);
  }
  // The desktop app's "Last used": UTC in the HTML, the same moment in Auckland's time on screen.
  const drawn = await (await page.request.get('/account/profile')).text();
  const utc = /Last used (?:<!-- -->)?([A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M)/.exec(drawn.replace(/\u202f/g, ' '))?.[1];
  expect(utc).toBeTruthy();
  const auckland = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Pacific/Auckland' });
  const expected = auckland.format(new Date(`${utc} UTC`)).replace(/\u202f/g, ' ');
  // The switch to the visitor's zone comes after hydration: wait for it, then read the card.
  const card = page.getByRole('region', { name: 'Connected Devices' });
  await expect.poll(async () => (await card.innerText()).replace(/\u202f/g, ' ')).toContain(`Last used ${expected}`);
  expect((await card.innerText()).replace(/\u202f/g, ' ')).not.toContain(`Last used ${utc}`);
  await context.close();
});

test('a password typed and sent on a drawn page before the app has started is changed by a real form post, never put in the address', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  // Hold back the app's code, so the form is filled in and sent while the page is still only HTML.
  const release = await holdReactDom(page);
  await page.goto('/account/profile', { waitUntil: 'domcontentloaded' });
  const card = page.getByRole('region', { name: 'Update Password' });
  await card.getByLabel(/^Current Password/).fill(PASSWORD);
  await card.getByLabel(/^New Password/).fill('a brand new password 1');
  await card.getByLabel(/^Confirm New Password/).fill('a brand new password 1');
  await card.getByRole('button', { name: 'Update Password' }).click();
  // The browser posts the form to the page's action, which answers with the page and its message.
  await expect(card.getByText(messages.passwordUpdated)).toBeAttached();
  expect(new URL(page.url()).search).toBe('?form=password');
  release();
  await expect(page.locator('html[data-app="live"]')).toHaveCount(1);
  await expect(card.getByText(messages.passwordUpdated)).toBeVisible();
  expect((await page.request.post('/api/user/signin', { data: { email, password: PASSWORD } })).status()).toBe(401);
  expect((await page.request.post('/api/user/signin', { data: { email, password: 'a brand new password 1' } })).status()).toBe(200);
});

test('with scripts off, the password form says what is wrong in the spec’s words and changes nothing', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const { email } = await signUpViaApi(page);
  await page.goto('/account/profile');
  const card = page.getByRole('region', { name: 'Update Password' });
  await card.getByLabel(/^Current Password/).fill(PASSWORD);
  await card.getByLabel(/^New Password/).fill('short');
  await card.getByLabel(/^Confirm New Password/).fill('different');
  await card.getByRole('button', { name: 'Update Password' }).click();
  await expect(card.getByText(messages.updatePasswordTooShort)).toBeVisible();
  // The form's name in the action's address (web/routes/account.profile/settings-form.ts); none of its fields.
  expect(new URL(page.url()).search).toBe('?form=password');
  expect((await page.request.post('/api/user/signin', { data: { email, password: PASSWORD } })).status()).toBe(200);
  await context.close();
});

test('signed out, an account page is not drawn and leads to the log-in page', async ({ page }) => {
  const response = await page.goto('/account/rounds');
  expect(await response!.text()).not.toContain('Accessible Links');
  await expect(page).toHaveURL(/\/login\?from=%2Faccount%2Frounds$/);
});
