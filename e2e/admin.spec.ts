import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { sql } from './support/db';
import { makeEmployee, openLive, PASSWORD, signUpViaApi, uniqueEmail } from './support/fixtures';
import { linkIn, waitForMails } from './support/mail';
import { BASE_URL } from './support/ports';
import { expectNoAxeViolations } from './support/axe';

/**
 * The internal admin area in the browser against the real server: an employee finds
 * users, reads one, answers a beta request with an e-mailed invite, and sees it used; nobody
 * else gets in.
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function signInAsEmployee(page: Page): Promise<string> {
  const { email } = await signUpViaApi(page, uniqueEmail('staff'));
  await makeEmployee(email);
  return email;
}

const requestInvite = (page: Page, email: string) =>
  page.request.post('/api/invites/create', { headers: { origin: BASE_URL }, data: { email } }).then((res) => expect(res.status()).toBe(200));

test('nobody but an employee reaches the admin area', async ({ page, browser }) => {
  // Signed out: the login page, and the API does not admit the area exists.
  const signedOut = await browser.newContext();
  const visitor = await signedOut.newPage();
  await visitor.goto('/ogs-admin/users');
  await expect(visitor).toHaveURL(/\/login\?from=%2Fogs-admin%2Fusers$/);
  expect((await visitor.request.get('/api/admin/users')).status()).toBe(404);
  await signedOut.close();

  // Signed in, not an employee: the not-found page, and 404 from every admin call.
  await signUpViaApi(page);
  await page.goto('/ogs-admin/users');
  await expect(page.getByRole('heading', { name: '404 Ball Not Found' })).toBeVisible();
  await expect(page.getByText('Internal Admin')).toHaveCount(0);
  expect((await page.request.get('/api/admin/users')).status()).toBe(404);
  expect((await page.request.get('/api/admin/invites')).status()).toBe(404);
});

test('Users: total, columns, search with _ as a plain character, pages in ?page=, and the user detail', async ({ page, browser }) => {
  const staff = await signInAsEmployee(page);
  // 27 accounts sharing a tag only this run has; the '_' in it must not act as a wildcard.
  const tag = `adm_${Math.random().toString(36).slice(2, 8)}`;
  const members = Array.from({ length: 27 }, (_, i) => `${tag}-${String(i).padStart(2, '0')}@example.com`);
  const other = await browser.newContext();
  for (const email of members) {
    const res = await other.request.post(`${BASE_URL}/api/user/signup`, {
      headers: { origin: BASE_URL },
      data: { email, password: PASSWORD, password2: PASSWORD, terms: true, marketing: false },
    });
    expect(res.status()).toBe(200);
  }
  await other.close();
  // A look-alike that an unescaped '_' would also match.
  await sql(`insert into users (email, password_hash) values ($1, 'x')`, [members[0].replace('_', 'x')]);
  await sql(`update users set stripe_active = true, stripe_expires_at = now() + interval '1 year', stripe_customer_id = 'cus_e2e_' || md5(email) where email = $1`, [members[3]]);
  await sql(`update users set accepted_terms_at = null, name = 'Terry Termless' where email = $1`, [members[5]]);

  await page.goto('/ogs-admin');
  await expect(page).toHaveURL(/\/ogs-admin\/users$/);
  await expect(page).toHaveTitle('Users | OpenGolfSim');
  const nav = page.getByRole('navigation', { name: 'Internal Admin' });
  for (const label of ['Users', 'Beta Requests', 'Features', 'Releases']) await expect(nav.getByRole('link', { name: label })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Users \([\d,]+\)$/);
  await expect(page.getByRole('columnheader')).toHaveText(['Email', 'Created', 'Pro', 'Employee']);
  await expectNoAxeViolations(page);

  await page.getByLabel('Search by email').fill(tag);
  await expect(page).toHaveURL(new RegExp(`\\?q=${tag}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users (27)');
  const rows = page.getByRole('table', { name: 'Users' }).getByRole('row');
  await expect(rows).toHaveCount(26);
  // Newest first: the last one signed up leads.
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText(members[26]);
  await expect(page.getByRole('row', { name: new RegExp(members[3]) }).getByRole('cell')).toHaveText([members[3], /\w{3} \d{1,2}, \d{4}/, 'YES', '']);

  await page.getByRole('link', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&page=2$`));
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText(members[1]);
  await page.reload();
  await expect(rows).toHaveCount(3);
  await expect(page.getByLabel('Search by email')).toHaveValue(tag);

  // The detail of a user without a name, terms or customer.
  await page.getByRole('link', { name: members[0] }).click();
  await expect(page).toHaveURL(/\/ogs-admin\/users\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle('User | OpenGolfSim');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(members[0]);
  const id = page.url().split('/').pop()!;
  await expect(page.getByTestId('admin-user-id')).toHaveText(id);
  await expect(page.getByTestId('admin-user-chips')).toHaveText('Standard');
  const field = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
  await expect(field('Name')).toHaveText('Not Set');
  await expect(field('Created')).toHaveText(/^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
  await expect(field('Accepted Terms')).toHaveText(/^\w{3} \d{1,2}, \d{4}/);
  await expect(field('Marketing Opt-In')).toHaveText('No');
  await expectNoAxeViolations(page);

  // Back in the list, on the page it came from.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&page=2$`));

  // A Pro user with a Stripe customer; one who never accepted the terms.
  await page.goto(`/ogs-admin/users?q=${members[3]}`);
  await page.getByRole('link', { name: members[3] }).click();
  await expect(page.getByTestId('admin-user-chips')).toHaveText('ProCustomer Created');
  await page.goto(`/ogs-admin/users?q=${members[5]}`);
  await page.getByRole('link', { name: members[5] }).click();
  await expect(field('Name')).toHaveText('Terry Termless');
  const notSet = field('Accepted Terms').getByText('Not Set');
  await expect(notSet).toBeVisible();
  await expect(notSet).toHaveCSS('color', 'rgb(198, 40, 40)');

  // The employee themself.
  await page.goto(`/ogs-admin/users?q=${staff}`);
  await page.getByRole('link', { name: staff }).click();
  await expect(page.getByTestId('admin-user-chips')).toHaveText('EmployeeStandard');

  // A search that finds nobody says so.
  await page.goto('/ogs-admin/users?q=%25_nobody_%25');
  await expect(page.getByText('No users match “%_nobody_%”.')).toBeVisible();

  await page.getByRole('link', { name: 'Features' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Features');
});

test('Beta invites: copy the link, send through the dialog, the mail, sign-up through the link, Used', async ({ page, browser }) => {
  // Enough requests for a second page, then the one this test answers (newest, so on page 1).
  const fillers = Array.from({ length: 26 }, () => uniqueEmail('filler'));
  for (const email of fillers) await requestInvite(page, email);
  const invitee = uniqueEmail('invitee');
  await requestInvite(page, invitee);
  // The database holds only the token's SHA-256: the link is the one whose
  // token hashes to it.
  const [{ tokenHash }] = await sql<{ tokenHash: string }>('select token_hash as "tokenHash" from invites where email = $1', [invitee]);
  const linkOf = (url: string) => {
    const token = new URL(url).searchParams.get('invite') ?? '';
    expect(createHash('sha256').update(token).digest('hex')).toBe(tokenHash);
    return url;
  };

  await signInAsEmployee(page);
  await page.goto('/ogs-admin/users');
  await page.getByRole('navigation', { name: 'Internal Admin' }).getByRole('link', { name: 'Beta Requests' }).click();
  await expect(page).toHaveURL(/\/ogs-admin\/invites$/);
  await expect(page).toHaveTitle('Beta Invites | OpenGolfSim');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Beta Invites \([\d,]+\)$/);
  await expect(page.getByRole('columnheader')).toHaveText(['Email', 'Created', 'Sent', 'Used', 'Actions']);
  const row = page.getByRole('row', { name: new RegExp(invitee) });
  await expect(row.getByRole('cell')).toHaveText([invitee, /\w{3} \d{1,2}, \d{4}/, '', '', /Copy Invite Link\s*Send Invite/]);
  await expectNoAxeViolations(page);

  // Pages live in ?page=.
  await page.getByRole('link', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/\/ogs-admin\/invites\?page=2$/);
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'page 2' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Go to page 1' }).click();
  await expect(page).toHaveURL(/\/ogs-admin\/invites\?page=1$/);

  // The app has the page (a click on Send Invite before it would post at once, without the dialog).
  await expect(page.locator('html[data-app="live"]')).toHaveCount(1);
  // Copy Invite Link: the link on the clipboard and the toast.
  await row.getByRole('button', { name: /^Copy Invite Link/ }).click();
  await expect(page.getByText('Invite link copied to clipboard')).toBeVisible();
  const link = linkOf(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.startsWith(`${BASE_URL}/signup?invite=`)).toBe(true);

  // Send Invite: the dialog; Cancel sends nothing.
  await row.getByRole('button', { name: /^Send Invite/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Beta Invite' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Send a beta invite to ${invitee}?`)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await sql('select sent_at from invites where email = $1', [invitee]))[0].sent_at).toBeNull();

  // Send for real, holding the answer back to see both buttons disabled while sending.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Sent to the page's action through the framework's fetcher (a single-fetch .data request).
  await page.route('**/ogs-admin/invites.data*', async (route) => {
    await held;
    await route.continue();
  });
  await row.getByRole('button', { name: /^Send Invite/ }).click();
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(dialog.getByRole('button', { name: 'Send Invite' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  release();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Invite has been sent!')).toBeVisible();
  // The list reloaded: a Sent date, and no more Send Invite.
  await expect(row.getByRole('cell').nth(2)).toHaveText(/\w{3} \d{1,2}, \d{4}/);
  await expect(row.getByRole('button', { name: /^Send Invite/ })).toHaveCount(0);
  await page.unroute('**/ogs-admin/invites.data*');

  // The mail, through the real SMTP peer, carries the same link.
  const [mail] = await waitForMails(invitee);
  expect(linkIn(mail, `${BASE_URL}/signup?invite=`)).toBe(link);

  // The invitee opens it signed out: the address is filled in; signing up uses the invite.
  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  await visitor.goto(link);
  await expect(visitor.getByLabel('Email')).toHaveValue(invitee);
  await expect(visitor.getByRole('status')).toHaveText('Welcome to the beta! Create your account to get started.');
  await visitor.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await visitor.getByLabel('Retype Password').fill(PASSWORD);
  await visitor.getByRole('checkbox', { name: /terms of service/i }).check();
  await visitor.getByRole('button', { name: 'Create Account' }).click();
  await expect(visitor).toHaveURL(/\/account$/);
  expect((await sql('select used_at from invites where email = $1', [invitee]))[0].used_at).toBeInstanceOf(Date);

  // The employee sees it used.
  await page.reload();
  await expect(row.getByRole('cell').nth(3)).toHaveText(/\w{3} \d{1,2}, \d{4}/);

  // The link works once: opened again it says so and prefills nothing.
  await guest.clearCookies();
  await visitor.goto(link);
  await expect(visitor.getByRole('status')).toHaveText(
    'This invite link has already been used or is not valid. You can still create a free account.',
  );
  await expect(visitor.getByLabel('Email')).toHaveValue('');
  await guest.close();
});

test('on a phone the lists become one item per user or invite, with the same links and buttons', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const invitee = uniqueEmail('phone-invitee');
  await requestInvite(page, invitee);
  const staff = await signInAsEmployee(page);

  await page.goto(`/ogs-admin/users?q=${staff}`);
  const users = page.getByRole('list', { name: 'Users' });
  await expect(users.getByRole('link')).toHaveCount(1);
  await expect(users.getByRole('link')).toContainText(staff);
  await expect(users.getByRole('link')).toContainText('Employee');
  await expectNoAxeViolations(page);
  await users.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(staff);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await openLive(page, '/ogs-admin/invites');
  const item = page.getByRole('list', { name: 'Beta Invites' }).getByRole('listitem').filter({ hasText: invitee });
  await expect(item.getByRole('button', { name: /^Copy Invite Link/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await item.getByRole('button', { name: /^Send Invite/ }).click();
  await page.getByRole('dialog', { name: 'Send Beta Invite' }).getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByText('Invite has been sent!')).toBeVisible();
  await expect(item.getByRole('button', { name: /^Send Invite/ })).toHaveCount(0);
  await expect(item).toContainText(/Sent\s*\w{3} \d{1,2}, \d{4}/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("the admin area has the site's top bar, its account menu and a way back to the account; Features lists the deployment's switches", async ({ page }) => {
  const staff = await signInAsEmployee(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ogs-admin/features');
    await expect(page).toHaveTitle('Features | OpenGolfSim');
    const features = page.getByRole('main').getByRole('region');
    await expect(features).toHaveCount(5);
    // The browser suite's server sends mail through a real SMTP peer and has no Stripe key.
    await expect(page.getByRole('region', { name: 'Outgoing mail (SMTP)' })).toContainText(/^Outgoing mail \(SMTP\)On.*through the outbox/);
    await expect(page.getByRole('region', { name: 'Payments (Stripe)' })).toContainText(/Off.*STRIPE_SECRET_KEY/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Back to my account' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page, { include: null });
    await page.screenshot({ path: test.info().outputPath(`admin-features-${width}.png`), fullPage: true });
  }

  // The account menu: who is signed in, and Account leads to the account area; so does the link.
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(staff);
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('link', { name: 'Back to my account' }).click();
  await expect(page).toHaveURL(/\/account$/);
});
