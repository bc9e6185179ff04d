import { expect, test, type Page } from '@playwright/test';
import { sql } from './support/db';
import { makeEmployee, makePro, openLive, signUpViaApi } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { screenshots } from './support/screenshots';

/**
 * Subscriptions with the local billing provider (no Stripe keys here), the subscription result
 * pages and Downloads, in the browser against the real server.
 */

/** The expiry as Billing shows it: the long form of the stored date, in the browser's time zone. */
async function longDate(page: Page, email: string): Promise<string> {
  const [row] = await sql<{ expires: Date }>('select stripe_expires_at as expires from users where email = $1', [email]);
  return page.evaluate(
    (iso) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso)),
    row.expires.toISOString(),
  );
}

/** Today as the receipt and the invoices write a day: "Nov 28, 2026", in the browser's time zone. */
const today = (page: Page) => page.evaluate(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date()));

/** Checks this issue's own content; the account layout around it is checked by its own suite. */
for (const width of [1280, 375] as const) {
  test(`at ${width} px: Free → comparison → Upgrade → local confirmation with the price → success and its receipt → Pro, Renews → cancel → Cancels → Manage says what it stands in for → Resume → Renews`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const { email } = await signUpViaApi(page);
    await page.goto('/account/billing');
    await expect(page.getByRole('heading', { name: 'Billing & Subscriptions' })).toBeVisible();
    await expect(page.getByTestId('current-plan')).toHaveText('Free');
    await expect(page.getByRole('link', { name: 'Manage Subscription' })).toHaveCount(0);
    const compare = page.getByRole('table', { name: 'Free and Pro' });
    await expect(compare).toContainText('$49.99 per year');
    await expect(compare.getByRole('row', { name: /Shot data dashboard/ }).getByRole('img', { name: 'Not included' })).toBeVisible();
    await expect(page.getByText('No invoices yet.')).toBeVisible();
    await expectNoAxeViolations(page);

    // A real form POST: the local provider first shows the plan and its price, and grants nothing yet.
    const checkout = page.waitForResponse((r) => r.url().endsWith('/api/subscriptions/checkout'));
    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    const response = await checkout;
    expect(response.status()).toBe(303);
    expect(response.request().postData()).toBe('lookup_key=pro_annual');
    await expect(page).toHaveURL(/\/subscribe\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Confirm your upgrade' })).toBeVisible();
    await expect(page.getByTestId('local-checkout-plan')).toContainText('$49.99 per year');
    expect((await (await page.request.get('/api/user/session')).json()).user.isPro).toBe(false);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm and upgrade' }).click();
    await expect(page).toHaveURL(/\/subscribe\/success$/);
    await expect(page.getByRole('heading', { name: 'Thanks for subscribing to Pro!' })).toBeVisible();
    await expect(page.getByText(/quit and reopen it/)).toBeVisible();
    // The local stand-in's receipt: the day, the price and the plan, nothing charged.
    const day = await today(page);
    const receipt = page.getByRole('region', { name: 'Receipt' });
    await expect(receipt).toContainText(`Receipt: ${day} · $49.99 · OpenGolfSim Pro, billed yearly`);
    await expect(receipt).toContainText('Local billing: nothing was charged.');
    await expectNoAxeViolations(page);
    if (width === 1280) await screenshots(page, 'subscribe-success-receipt');

    await page.getByRole('link', { name: 'Back to Billing' }).click();
    await expect(page).toHaveURL(/\/account\/billing$/);
    await expect(page.getByTestId('current-plan')).toHaveText('Pro');
    const expiry = await longDate(page, email);
    expect(expiry).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(page.getByTestId('plan-expiry')).toHaveText(`Renews ${expiry}`);
    await expect(page.getByRole('link', { name: 'Manage Subscription' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toHaveCount(0);
    // The same receipt among the invoices.
    const invoice = page.getByTestId('invoices').getByRole('row').nth(1);
    await expect(invoice).toContainText(day);
    await expect(invoice).toContainText('$49.99');
    await expect(invoice).toContainText('Not charged');

    await page.getByRole('link', { name: 'Cancel Subscription' }).click();
    await expect(page).toHaveURL(/\/subscribe\/cancel\/confirm$/);
    await expect(page.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    await expect(page.getByText(`Your Pro subscription will remain valid until ${expiry}.`, { exact: false })).toBeVisible();
    // One wording for the way back to Billing, here as on every subscribe page.
    await expect(page.getByRole('link', { name: 'Back to Billing' })).toHaveAttribute('href', '/account/billing');
    await expect(page.getByRole('link', { name: /Back to account/i })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Yes, cancel my subscription' }).click();
    await expect(page).toHaveURL(/\/subscribe\/cancel\/result$/);
    await expect(page.getByRole('heading', { name: 'Your subscription has been canceled' })).toBeVisible();
    await expect(page.getByText(`You will continue to have access to Pro features until your membership expires on ${expiry}.`)).toBeVisible();
    await expect(page.getByText('Thank you for being a Pro member!')).toBeVisible();

    await page.getByRole('link', { name: 'Back to Billing' }).click();
    await expect(page.getByTestId('current-plan')).toHaveText('Pro');
    await expect(page.getByTestId('plan-expiry')).toHaveText(`Cancels ${expiry}`);
    await expect(page.getByRole('link', { name: 'Cancel Subscription' })).toHaveCount(0);

    await expect(page.getByTestId('plan-canceled-note')).toHaveText(`Your Pro plan is canceled and ends on ${expiry}. Resume it to keep Pro after that date.`);

    // Manage Subscription: with the local provider it returns to Billing and says what Stripe's
    // portal would have offered, and what to do here instead.
    await expect(page.getByTestId('local-manage-note')).toHaveCount(0);
    await page.getByRole('link', { name: 'Manage Subscription' }).click();
    await expect(page).toHaveURL(/\/account\/billing\?manage=local$/);
    await expect(page.getByTestId('local-manage-note')).toContainText('Stripe’s customer portal');
    await expect(page.getByTestId('local-manage-note')).toContainText('This server uses local billing');
    await expect(page.getByTestId('plan-expiry')).toHaveText(`Cancels ${expiry}`);
    await expectNoAxeViolations(page);
    if (width === 1280) await screenshots(page, 'billing-local-manage');

    // Resume before the end: renewing again, the same date, the cancel link back.
    await page.getByRole('button', { name: 'Resume Subscription' }).click();
    await expect(page.getByTestId('plan-expiry')).toHaveText(`Renews ${expiry}`);
    await expect(page).toHaveURL(/\/account\/billing$/);
    await expect(page.getByTestId('plan-canceled-note')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cancel Subscription' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Free and Pro' }).getByRole('columnheader', { name: /Pro/ })).toContainText('Current plan');
    // A phone's page is no wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('a Pro plan without an expiry date shows Invalid Date', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await makePro(email);
  await sql('update users set stripe_expires_at = null where email = $1', [email]);
  await page.goto('/account/billing');
  await expect(page.getByTestId('plan-expiry')).toHaveText('Renews Invalid Date');
});

test('the checkout error page', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/subscribe/error');
  await expect(page.getByRole('heading', { name: 'Something Went Wrong' })).toBeVisible();
  await expect(page.getByText('We were unable to start your subscription. Please try again or contact support.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Contact Support/ })).toHaveAttribute('href', /^https:\/\//);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test('a Free user opening the subscribe pages of a Pro plan is sent to Billing; a cancel posted anyway says it failed', async ({ page }) => {
  await signUpViaApi(page);
  for (const path of ['/subscribe/success', '/subscribe/cancel/confirm', '/subscribe/cancel/result']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/account\/billing$/);
    await expect(page.getByTestId('current-plan')).toHaveText('Free');
  }
  await expect(page.getByText(/Invalid Date/)).toHaveCount(0);
  // From a link inside the app too (the loader answers the client navigation with the redirect).
  await page.getByRole('navigation', { name: 'Account' }).first().getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/subscribe/success');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/account\/billing$/);

  // A cancel form posted without a plan (an old tab) still lands on the result page's error.
  await page.goto('/account/billing');
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/api/subscriptions/cancel';
    document.body.append(form);
    form.submit();
  });
  await expect(page).toHaveURL(/\/subscribe\/cancel\/result\?error=1$/);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(
    page.getByText('We were unable to cancel your subscription at this time. Please try again or contact support', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Contact Us/ })).toHaveAttribute('href', /^https:\/\//);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Billing' }).click();
  await expect(page.getByTestId('current-plan')).toHaveText('Free');
});

test('a Pro user does not see the local confirmation again, and a canceled one has nothing left to confirm canceling', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await makePro(email);
  await page.goto('/subscribe/checkout');
  await expect(page).toHaveURL(/\/account\/billing$/);
  await sql('update users set stripe_canceled = true where email = $1', [email]);
  await page.goto('/subscribe/cancel/confirm');
  await expect(page).toHaveURL(/\/account\/billing$/);
  await expect(page.getByRole('button', { name: 'Resume Subscription' })).toBeVisible();
});

test('a signed-in user opening /login or /signup goes to the account', async ({ page }) => {
  await signUpViaApi(page);
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: /^Welcome to/ })).toBeVisible();
  }
});

test('the subscribe pages ask a signed-out visitor to log in first', async ({ page }) => {
  await page.goto('/subscribe/success');
  await expect(page).toHaveURL(/\/login\?from=%2Fsubscribe%2Fsuccess$/);
});

test('Downloads shows nothing until the release data arrive, then the Windows app', async ({ page }) => {
  await signUpViaApi(page);
  // Opened from the menu: the page's loader reads the release data (a page opened by its address
  // comes with them, rendered by the server: decision 019); the page it leaves stays until then.
  await openLive(page, '/account');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route('**/account/downloads.data*', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Account' }).first().getByRole('link', { name: 'Downloads' }).click();
  await expect.poll(() => asked).toBe(true);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Downloads' })).toHaveCount(0);
  await expect(page.getByTestId('desktop-release')).toHaveCount(0);
  release();

  const row = page.getByTestId('desktop-release');
  await expect(page.getByRole('heading', { name: 'Downloads' })).toBeVisible();
  const current = (await (await page.request.get('/api/download/releases')).json()) as { desktop: { url: string; version: string } };
  await expect(row.getByText(`v${current.desktop.version}`)).toBeVisible();
  await expect(row.getByRole('link', { name: 'Download' })).toHaveAttribute('href', current.desktop.url);
  await expectNoAxeViolations(page);
});

test('an employee publishes a release with its notes and size, and Downloads offers it with the steps to set up and connect, at 1280 and 375 px', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await makeEmployee(email);
  await page.goto('/ogs-admin/releases');
  await expect(page.getByRole('heading', { name: 'Releases' })).toBeVisible();
  const version = `9.${Date.now() % 1000}.0`;
  const url = `https://downloads.example.com/OpenGolfSim-Setup-${version}.exe`;

  await page.getByLabel('Version').fill('latest');
  await page.getByLabel('Download address').fill(url);
  await page.getByRole('button', { name: 'Publish Release' }).click();
  await expect(page.getByText('Please enter a version like 1.2.3')).toBeVisible();

  await page.getByLabel('Version').fill(version);
  await page.getByLabel('Installer size (MB)').fill('84.25');
  await page.getByLabel('Release notes').fill('Swing clips upload in the background.\n- Two cameras in step.');
  await page.getByRole('button', { name: 'Publish Release' }).click();
  await expect(page.getByText('The new release has been published')).toBeVisible();
  await expect(page.getByTestId('desktop-release').getByText(`v${version}`)).toBeVisible();

  const day = await today(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto('/account/downloads');
    const row = page.getByTestId('desktop-release');
    await expect(row.getByTestId('release-facts')).toHaveText(`v${version} · Released ${day} · 84.3 MB`);
    await expect(row.getByRole('link', { name: 'Download' })).toHaveAttribute('href', url);
    const notes = page.getByRole('region', { name: `What’s new in v${version}` }).getByRole('listitem');
    await expect(notes).toHaveText(['Swing clips upload in the background.', 'Two cameras in step.']);
    await expect(page.getByRole('region', { name: 'System requirements' })).toContainText('Windows 10 or Windows 11, 64-bit');
    await expect(page.getByRole('region', { name: 'Set up' }).getByRole('listitem')).toHaveCount(3);
    const connect = page.getByRole('region', { name: 'Connect the app to your account' });
    await expect(connect).toContainText('sign in with this account’s e-mail address and password');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  await screenshots(page, 'downloads');
  await page.goto('/ogs-admin/releases');
  await screenshots(page, 'admin-releases');
  await page.goto('/account/downloads');

  // Connected Devices, with none yet, says how to connect one, and leads to Downloads.
  await page.getByRole('link', { name: 'Open Connected Devices in Settings' }).click();
  await expect(page).toHaveURL(/\/account\/profile#devices-heading$/);
  const empty = page.getByTestId('devices-empty');
  await expect(empty).toContainText('No desktop apps are connected to your account.');
  await expect(empty).toContainText('install the desktop app from Downloads and sign in to it');
  await screenshots(page, 'devices-empty');
  await empty.getByRole('link', { name: 'Go to Downloads' }).click();
  await expect(page).toHaveURL(/\/account\/downloads$/);
});
