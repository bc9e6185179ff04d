import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '../common/messages';
import { PASSWORD, uniqueEmail } from './support/fixtures';
import { linkIn, mailsTo, startSmtp, stopSmtp, waitForMails } from './support/mail';
import { sql } from './support/db';
import { BASE_URL } from './support/ports';

const NEW_PASSWORD = 'my new e2e password';
const RESET_LINK = `${BASE_URL}/password-reset/`;

/** An account made through the API from a context of its own, so the page stays signed out. */
async function createAccount(request: APIRequestContext, email = uniqueEmail('reset')): Promise<string> {
  const res = await request.post('/api/user/signup', {
    headers: { origin: BASE_URL },
    data: { email, password: PASSWORD, password2: PASSWORD, terms: true, marketing: false },
  });
  expect(res.status()).toBe(200);
  // Leave that context signed out again.
  await request.get('/api/user/signout');
  return email;
}

async function requestReset(page: Page, email: string) {
  await page.goto('/password-reset');
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
}

async function signInStatus(request: APIRequestContext, email: string, password: string): Promise<number> {
  const res = await request.post('/api/user/signin', { headers: { origin: BASE_URL }, data: { email, password } });
  const status = res.status();
  if (status === 200) await request.get('/api/user/signout');
  return status;
}

test('a forgotten password: request, mail, link, new password, sign in; the link works once', async ({ page, request }) => {
  const email = await createAccount(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/password-reset$/);
  // The address changes first; the log-in page (with its own Email field) stays on screen until
  // the reset page's code is in, so wait for the reset page itself before typing.
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.resetRequestSuccess);
  await expect(page.getByLabel(/^Email/)).toHaveCount(0);

  const [mail] = await waitForMails(email);
  expect(mail.raw).toMatch(/^Subject: Reset your OpenGolfSim password/m);
  const link = linkIn(mail, RESET_LINK);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel(/^Create New Password/).fill('short');
  await page.getByLabel(/^Confirm New Password/).fill('short');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText(messages.newPasswordTooShort)).toBeVisible();
  await page.getByLabel(/^Create New Password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm New Password/).fill(`${NEW_PASSWORD}!`);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText(messages.newPasswordsDoNotMatch)).toBeVisible();
  await page.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set Password' }).click();

  const done = page.getByRole('alert');
  await expect(done).toContainText(messages.resetDone);
  await done.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account$/);

  // The old password no longer signs in; the new one does.
  expect(await signInStatus(request, email, PASSWORD)).toBe(401);
  expect(await signInStatus(request, email, NEW_PASSWORD)).toBe(200);

  // The same link a second time: refused, with a way to ask for a new one.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(messages.resetTokenInvalid);
  await expect(page.getByLabel(/^Create New Password/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a new reset link' }).click();
  await expect(page).toHaveURL(/\/password-reset$/);

  // The reset also mailed a notice.
  await waitForMails(email, 2);
  expect((await mailsTo(email))[1].raw).toMatch(/^Subject: Your OpenGolfSim password was changed/m);
});

test('an unknown address gets the same answer, and no mail', async ({ page, request }) => {
  const known = await createAccount(request);
  const unknown = uniqueEmail('nobody');
  await requestReset(page, unknown);
  await expect(page.getByRole('alert')).toHaveText(messages.resetRequestSuccess);
  // A request for a known address made after it is delivered: the mail sender was working all along.
  await requestReset(page, known);
  await expect(page.getByRole('alert')).toHaveText(messages.resetRequestSuccess);
  await waitForMails(known);
  expect(await mailsTo(unknown)).toHaveLength(0);
});

test('the reset page sends no Referer and keeps its token out of the page title', async ({ page }) => {
  const response = await page.goto('/password-reset/not-a-real-token');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('alert')).toHaveText(messages.resetTokenInvalid);
  expect(await page.title()).not.toContain('not-a-real-token');
});

test('mail server down: the request answers at once; back up: exactly one mail, and its link works', async ({ page, request }) => {
  const email = await createAccount(request);
  await stopSmtp();
  try {
    await requestReset(page, email);
    // At once: well inside the default assertion timeout, with the mail server unreachable.
    await expect(page.getByRole('alert')).toHaveText(messages.resetRequestSuccess, { timeout: 3000 });
    // The sender has tried and failed at least once (the outbox counts its attempts).
    await expect
      .poll(async () => (await sql<{ attempts: number }>('select attempts from mail_outbox where recipient = $1', [email]))[0]?.attempts ?? 0, { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(await mailsTo(email)).toHaveLength(0);
  } finally {
    await startSmtp();
  }
  const [mail] = await waitForMails(email, 1, 30_000);
  // Whatever retries ran while it was down, one mail arrives.
  await page.waitForTimeout(3000);
  expect(await mailsTo(email)).toHaveLength(1);

  await page.goto(linkIn(mail, RESET_LINK));
  await page.getByLabel(/^Create New Password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.resetDone);
  expect(await signInStatus(request, email, NEW_PASSWORD)).toBe(200);
});

test('with JavaScript off: the request and the new password are real form posts, with the spec texts', async ({ browser, request }) => {
  const email = await createAccount(request, uniqueEmail('nojs-reset'));
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/password-reset');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  // The shared schema's message, drawn by the server in the answer to the post.
  await expect(page.getByText(messages.resetEmailRequired)).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.resetRequestSuccess);
  expect(new URL(page.url()).search).toBe('');

  const [mail] = await waitForMails(email);
  await page.goto(linkIn(mail, RESET_LINK));
  await page.getByLabel(/^Create New Password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm New Password/).fill(`${NEW_PASSWORD}!`);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText(messages.newPasswordsDoNotMatch)).toBeVisible();
  await expect(page.getByLabel(/^Create New Password/)).toHaveValue('');
  await page.getByLabel(/^Create New Password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.resetDone);
  expect(await signInStatus(request, email, NEW_PASSWORD)).toBe(200);

  // The link is used up: the page's loader says so in place of the form.
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(messages.resetTokenInvalid);
  await context.close();
});
