import { expect, test, type Page } from '@playwright/test';
import { messages } from '../common/messages';
import { fillMessage } from '../common/stats-format';
import { deviceToken, openLive, PASSWORD, signUpViaApi, uniqueEmail } from './support/fixtures';
import { linkIn, mailsTo, waitForMails } from './support/mail';
import { BASE_URL } from './support/ports';

const NEW_PASSWORD = 'settings new password';

/** Pictures to look at, when SCREENSHOT_DIR names a folder. */
async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png` });
}

const userCard = (page: Page) => page.getByRole('region', { name: 'User Settings' });
const passwordCard = (page: Page) => page.getByRole('region', { name: 'Update Password' });
const devicesCard = (page: Page) => page.getByRole('region', { name: 'Connected Devices' });

async function openSettings(page: Page) {
  // Live first: clicked on the drawn page before the app has it, the link would load a drawn
  // Settings whose fields are not the app's yet.
  await openLive(page, '/account');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

for (const width of [375, 1280] as const)
test(`User Settings at ${width} px: a new address needs the password and its link; the old one is told; a taken one is refused`, async ({ page, browser }) => {
  await page.setViewportSize({ width, height: 900 });
  const { email } = await signUpViaApi(page, uniqueEmail('settings'));
  const taken = uniqueEmail('taken');
  const other = await browser.newContext({ baseURL: BASE_URL });
  await signUpViaApi(await other.newPage(), taken);
  await other.close();

  await openLive(page, '/account/profile');
  const card = userCard(page);
  await expect(card.getByLabel(/^Email/)).toHaveValue(email);

  await card.getByLabel(/^Email/).fill('not-an-address');
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await expect(card.getByText(messages.invalidEmail)).toBeVisible();

  await card.getByLabel(/^Email/).fill(taken);
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await expect(card.getByRole('alert')).toHaveText(messages.emailTaken);

  const newEmail = uniqueEmail('renamed');
  await card.getByLabel(/^Name/).fill('Ada Lovelace');
  await card.getByLabel(/^Email/).fill(newEmail);
  await card.getByRole('button', { name: 'Save Changes' }).click();
  // A new address needs the current password: said on its field.
  await expect(card.getByText(messages.emailChangePasswordRequired)).toBeVisible();
  await card.getByLabel(/^Current Password/).fill(PASSWORD);
  await card.getByRole('button', { name: 'Save Changes' }).click();
  // The previous message went with the new attempt.
  await expect(card.getByRole('alert')).toHaveText(fillMessage(messages.emailChangeRequested, { email: newEmail }));
  await screenshot(page, 'email-change-requested');

  await page.reload();
  await expect(userCard(page).getByLabel(/^Name/)).toHaveValue('Ada Lovelace');
  // Not yet changed: Settings says where the confirmation went.
  await expect(userCard(page).getByLabel(/^Email/)).toHaveValue(email);
  await expect(userCard(page).getByText(fillMessage(messages.emailChangePending, { email: newEmail }))).toBeVisible();

  // The link mailed to the new address, opened in another browser: nothing changes until the button.
  const [confirmation] = await waitForMails(newEmail);
  const confirmLink = linkIn(confirmation, `${BASE_URL}/email-confirm/`);
  const newMailbox = await browser.newContext({ baseURL: BASE_URL });
  const reader = await newMailbox.newPage();
  await reader.goto(confirmLink);
  await expect(reader.getByRole('heading', { level: 1, name: messages.emailConfirmTitle })).toBeVisible();
  await expect(reader.getByText(fillMessage(messages.emailConfirmIntro, { email: newEmail }))).toBeVisible();
  expect(await mailsTo(email)).toHaveLength(0);
  await reader.getByRole('button', { name: messages.emailConfirmButton }).click();
  await expect(reader.getByRole('status')).toHaveText(fillMessage(messages.emailConfirmDone, { email: newEmail }));
  await screenshot(reader, 'email-confirm-done');
  // Used: the same link now says so at once.
  await reader.goto(confirmLink);
  await expect(reader.getByText(messages.emailConfirmInvalid)).toBeVisible();
  await screenshot(reader, 'email-confirm-used');
  await newMailbox.close();

  await page.reload();
  await expect(userCard(page).getByLabel(/^Email/)).toHaveValue(newEmail);

  const [notice] = await waitForMails(email);
  expect(notice.raw).toMatch(/^Subject: The email address of your OpenGolfSim account was changed/m);

  // The notice's undo link, opened signed out in another
  // browser: nothing changes until asked; then the old address is back and every session ended.
  const undoLink = linkIn(notice, `${BASE_URL}/email-undo/`);
  const mailbox = await browser.newContext({ baseURL: BASE_URL });
  const owner = await mailbox.newPage();
  const response = await owner.goto(undoLink);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(owner.getByRole('heading', { level: 1, name: messages.emailUndoTitle })).toBeVisible();
  await expect(owner.getByText(messages.emailUndoIntro)).toBeVisible();
  await owner.getByRole('button', { name: messages.emailUndoButton }).click();
  await expect(owner.getByRole('alert')).toContainText(fillMessage(messages.emailUndoDone, { email }));
  await expect(owner.getByRole('link', { name: 'Reset Password' })).toBeVisible();
  await mailbox.close();

  // The settings tab was signed out with every other session.
  expect((await (await page.request.get('/api/user/session')).json()).user).toBeNull();
  const back = await page.request.post('/api/user/signin', { headers: { origin: BASE_URL }, data: { email, password: PASSWORD } });
  expect(back.status()).toBe(200);
});

test('Update Password: each message, success, the new password signs in and other sessions end', async ({ page, browser }) => {
  const { email } = await signUpViaApi(page, uniqueEmail('password'));
  // Another browser signed in to the same account.
  const elsewhere = await browser.newContext({ baseURL: BASE_URL });
  const otherPage = await elsewhere.newPage();
  expect((await otherPage.request.post('/api/user/signin', { headers: { origin: BASE_URL }, data: { email, password: PASSWORD } })).status()).toBe(200);

  await openSettings(page);
  const card = passwordCard(page);
  const save = card.getByRole('button', { name: 'Update Password' });

  await save.click();
  await expect(card.getByText(messages.currentPasswordRequired)).toBeVisible();
  await expect(card.getByText(messages.updatePasswordTooShort)).toHaveCount(2);

  await card.getByLabel(/^Current Password/).fill(PASSWORD);
  await card.getByLabel(/^New Password/).fill(NEW_PASSWORD);
  await card.getByLabel(/^Confirm New Password/).fill(`${NEW_PASSWORD}?`);
  await save.click();
  await expect(card.getByText(messages.updatePasswordsDoNotMatch)).toBeVisible();

  await card.getByLabel(/^Current Password/).fill('not my password');
  await card.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
  await save.click();
  await expect(card.getByRole('alert')).toHaveText(messages.currentPasswordWrong);

  await card.getByLabel(/^Current Password/).fill(PASSWORD);
  await save.click();
  await expect(card.getByRole('alert')).toHaveText(messages.passwordUpdated);
  await expect(card.getByLabel(/^Current Password/)).toHaveValue('');

  // This browser stays signed in; the other one is signed out.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  expect((await (await otherPage.request.get('/api/user/session')).json()).user).toBeNull();
  await elsewhere.close();

  // Sign out, then in with the new password through the login page; the old one is refused.
  await page.request.get('/api/user/signout');
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.invalidCredentials);
  await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account$/);

  const [notice] = await waitForMails(email);
  expect(notice.raw).toMatch(/^Subject: Your OpenGolfSim password was changed/m);
});

test('Connected Devices: the desktop apps are listed, and a revoked one is signed out at once', async ({ page, request }) => {
  const { email } = await signUpViaApi(page, uniqueEmail('devices'));
  await openSettings(page);
  await expect(devicesCard(page).getByText(messages.devicesEmpty)).toBeVisible();

  const token = await deviceToken(request, email);
  const asDevice = () => request.get('/api/user/session', { headers: { authorization: `Bearer ${token}` } });
  expect((await asDevice()).status()).toBe(200);

  // Loaded again, drawn by the server: the buttons answer once the app has the page.
  await openLive(page, '/account/profile');
  const card = devicesCard(page);
  await expect(card.getByText('E2E Sim PC')).toBeVisible();
  await expect(card.getByText(/^Last used /)).not.toHaveText('Last used never');

  await card.getByRole('button', { name: 'Revoke E2E Sim PC' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Disconnect E2E Sim PC?');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(messages.deviceRevoked)).toBeVisible();
  await expect(card.getByText(messages.devicesEmpty)).toBeVisible();

  expect((await asDevice()).status()).toBe(401);
});

test('with JavaScript off a Revoke is a real post: the desktop app signed out, said in the card, the list drawn again', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const { email } = await signUpViaApi(page, uniqueEmail('devices-off'));
  const token = await deviceToken(request, email);
  await page.goto('/account/profile');
  const card = devicesCard(page);
  await expect(card.getByText('E2E Sim PC')).toBeVisible();
  await card.getByRole('button', { name: 'Revoke E2E Sim PC' }).click();

  await expect(page).toHaveURL(/\/account\/profile\?form=devices$/);
  await expect(card.getByRole('alert')).toHaveText(messages.deviceRevoked);
  await expect(card.getByText(messages.devicesEmpty)).toBeVisible();
  expect((await request.get('/api/user/session', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  // The other cards show nothing of this answer.
  await expect(page.getByRole('alert')).toHaveCount(1);
  await context.close();
});
