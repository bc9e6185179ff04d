import { expect, test } from '@playwright/test';
import { messages } from '../common/messages';
import { holdReactDom, PASSWORD, signUpViaApi, uniqueEmail } from './support/fixtures';

/*
 * The form pages are drawn and posted without the app, which starts when the visitor first uses
 * the page (web/lib/page-scripts.ts): their first load is HTML and CSS only.
 */

const FORM_PAGES = [
  { path: '/login', field: 'Email' },
  { path: '/signup', field: 'Email' },
  { path: '/beta-invite', field: 'Email' },
  { path: '/password-reset', field: 'Email' },
];

for (const { path, field } of FORM_PAGES) {
  test(`${path} fetches no script until it is used; then the app takes it over, what was typed kept`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    const html = (await response?.text()) ?? '';
    // Neither a module preload nor a script the browser would run, but the page's own inline ones.
    expect(html).not.toMatch(/rel="modulepreload"|type="module"|<script[^>]*\bsrc=/);
    expect(scripts).toEqual([]);
    await expect(page.locator('html[data-app="live"]')).toHaveCount(0);

    await page.getByLabel(field).pressSequentially('golfer');
    await expect(page.locator('html[data-app="live"]')).toHaveCount(1);
    expect(scripts.length).toBeGreaterThan(0);
    await expect(page.getByLabel(field)).toHaveValue('golfer');
    expect(errors).toEqual([]);
  });
}

test('a form sent before the app has come is held, then sent by the app: its history, not a reload', async ({ page }) => {
  const email = uniqueEmail('held');
  await page.goto('/');
  const release = await holdReactDom(page);
  await page.goto('/signup');
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Retype Password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /terms of service/i }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  // The first use started the app, whose entry is held: the form waits for it.
  await expect(page.locator('html[data-app="live"]')).toHaveCount(0);
  expect(posts).toEqual([]);

  release();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Welcome to OpenGolfSim!')).toBeVisible();
  // The app's post, as on a live page: one request to the action's data, the sign-up page replaced.
  expect(posts).toEqual([expect.stringMatching(/\/signup\.data$/)]);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('a form sent when the app cannot come is posted by the browser after a while', async ({ page }) => {
  const { email } = await signUpViaApi(page, uniqueEmail('no-app'));
  await page.context().clearCookies();
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  // The server's answer to the browser's own post, after the page has waited for the app in vain.
  await expect(page.getByRole('alert')).toHaveText(messages.invalidCredentials, { timeout: 30_000 });
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.locator('html[data-app="live"]')).toHaveCount(0);
});

test('a sign-up through an invite link starts the app at once, to look the invite up', async ({ page }) => {
  await page.goto('/signup?invite=no-such-invite');
  await expect(page.locator('html[data-app="live"]')).toHaveCount(1);
});
