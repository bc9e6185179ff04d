import { expect, test, type Page } from '@playwright/test';
import { messages } from '../common/messages';
import { sql } from './support/db';
import { makePro, openLive, PASSWORD, signUpViaApi, uniqueEmail } from './support/fixtures';
import { uploadGolf } from './support/golf-data';
import { waitForMails } from './support/mail';

/** Settings, Delete Account, at a phone's and a desktop's width. */
const deleteCard = (page: Page) => page.getByRole('region', { name: messages.deleteAccountTitle });

/** Pictures to look at, when SCREENSHOT_DIR names a folder. */
async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

for (const width of [375, 1280] as const) {
  test(`Delete Account at ${width} px: a wrong password deletes nothing; the right one signs out to the home page, everything gone`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const { email, id } = await signUpViaApi(page, uniqueEmail(`leaving-${width}`));
    await makePro(email);
    await uploadGolf(page, email);

    await openLive(page, '/account/profile');
    const card = deleteCard(page);
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText(messages.deleteAccountIntro)).toBeVisible();

    // Nothing typed: the field says what it needs.
    await card.getByRole('button', { name: messages.deleteAccountButton }).click();
    await expect(card.getByText(messages.deleteAccountPasswordRequired)).toBeVisible();

    await card.getByLabel(/^Password/).fill('not my password');
    await card.getByRole('button', { name: messages.deleteAccountButton }).click();
    await expect(card.getByText(messages.deleteAccountPasswordWrong)).toBeVisible();
    expect(await sql('select id from users where id = $1', [id])).toHaveLength(1);
    await screenshot(page, `delete-account-refused-${width}`);

    await card.getByLabel(/^Password/).fill(PASSWORD);
    await card.getByRole('button', { name: messages.deleteAccountButton }).click();
    await expect(page).toHaveURL(/\/\?account=deleted$/);
    await expect(page.getByRole('status').filter({ hasText: messages.accountDeleted })).toBeVisible();
    await screenshot(page, `delete-account-done-${width}`);

    // Signed out, and nothing of the account is left.
    expect((await (await page.request.get('/api/user/session')).json()).user).toBeNull();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login/);
    for (const table of ['users', 'rounds', 'shots', 'sessions', 'device_tokens']) {
      const column = table === 'users' ? 'id' : 'user_id';
      expect(await sql(`select 1 from ${table} where ${column} = $1`, [id]), table).toHaveLength(0);
    }
    const [mail] = await waitForMails(email);
    expect(mail.raw).toMatch(/^Subject: Your OpenGolfSim account was deleted/m);
  });
}
