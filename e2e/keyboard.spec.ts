import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { messages } from '../common/messages';
import { makePro, PASSWORD, signUpViaApi, uniqueEmail } from './support/fixtures';
import { uploadGolf } from './support/golf-data';
import { linkIn, waitForMails } from './support/mail';
import { BASE_URL } from './support/ports';

/**
 * Sign-up, sign-in, password reset and the Shot Data player filter by keyboard
 * alone (Tab, Shift+Tab, Enter, Space, arrow keys; no click anywhere), and every stop of the
 * focus on the way shows where it is.
 */

// Each test arranges its own account: in CI (2 workers) they may run side by side.
test.describe.configure({ mode: 'parallel' });

/**
 * How the focused element shows the keyboard focus, or null when it does not: it must match
 * :focus-visible and draw an outline or a shadow (itself, or the control box around a hidden
 * native input such as a checkbox's), or, for a text field or select, thicken the field's border
 * to 2 px (1 px unfocused).
 */
async function focusIndicator(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || !el.matches(':focus-visible')) return null;
    for (const candidate of [el, el.parentElement]) {
      if (!candidate) continue;
      const style = getComputedStyle(candidate);
      // A native input drawn transparent under its styled box (checkbox) shows nothing of its own.
      if (parseFloat(style.opacity) === 0) continue;
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
      if (candidate === el && style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
    }
    const fieldset = el.parentElement?.querySelector(':scope > fieldset');
    if (fieldset && parseFloat(getComputedStyle(fieldset).borderTopWidth) >= 2) return `field border ${getComputedStyle(fieldset).borderTopWidth}`;
    return null;
  });
}

/** A short description of the focused element, for messages. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return 'nothing';
    const name = el.getAttribute('aria-label') ?? (el.innerText || (el as HTMLInputElement).name || '').trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> ${name}`;
  });

async function expectFocusVisible(page: Page, target?: Locator) {
  if (target) await expect(target).toBeFocused();
  // MUI marks a control focus-visible from its focus handler: give React its render, which on a
  // busy machine may wait behind the page's hydration (the assertions' own bound, not a shorter one).
  await expect.poll(() => focusIndicator(page), { message: `focus indicator on ${await focusedName(page)}` }).not.toBeNull();
}

/** Presses the key (Tab or Shift+Tab) until the target has the focus, checking every stop on the way shows the focus. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 40): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    stops.push(await focusedName(page));
    await expectFocusVisible(page);
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return stops;
  }
  throw new Error(`${target} not reached by ${max} presses of ${key}; stops: ${stops.join(' | ')}`);
}

/** Types into the focused field, and checks the text went there. */
async function typeInto(page: Page, field: Locator, text: string) {
  await expectFocusVisible(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

async function createAccount(request: APIRequestContext, email = uniqueEmail('kbd')): Promise<string> {
  const res = await request.post('/api/user/signup', {
    headers: { origin: BASE_URL },
    data: { email, password: PASSWORD, password2: PASSWORD, terms: true, marketing: false },
  });
  expect(res.status()).toBe(200);
  await request.get('/api/user/signout');
  return email;
}

test('sign-up by keyboard: the fields, Shift+Tab back, the terms box with Space, Create Account with Enter', async ({ page }) => {
  const email = uniqueEmail('kbd-signup');
  await page.goto('/signup');
  const emailField = page.getByRole('textbox', { name: 'Email' });
  const password = page.getByLabel(/^Password/);
  const retype = page.getByLabel(/^Retype Password/);
  const terms = page.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
  const create = page.getByRole('button', { name: 'Create Account' });

  // From the top of the page through the header to the first field.
  await tabTo(page, emailField);
  // Submitting the empty form says what is missing and takes the focus back to the first field in error.
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  await expect(page.getByText(messages.invalidEmail)).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  await typeInto(page, emailField, email);
  await page.keyboard.press('Tab');
  await typeInto(page, password, PASSWORD);
  await page.keyboard.press('Tab');
  await typeInto(page, retype, 'a typo');
  // Back one field and forward again, fixing the retyped password.
  await page.keyboard.press('Shift+Tab');
  await expectFocusVisible(page, password);
  await page.keyboard.press('Tab');
  await expectFocusVisible(page, retype);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await typeInto(page, retype, PASSWORD);

  await page.keyboard.press('Tab');
  await expectFocusVisible(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
});

test('sign-in by keyboard: Tab to the fields, a wrong password, back to the field, Enter in it signs in', async ({ page, request }) => {
  const email = await createAccount(request);
  await page.goto('/login');
  const emailField = page.getByRole('textbox', { name: 'Email' });
  await tabTo(page, emailField);
  await typeInto(page, emailField, email);
  await page.keyboard.press('Tab');
  const password = page.getByLabel(/^Password/);
  await typeInto(page, password, 'not the password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(messages.invalidCredentials);
  // The fields are disabled while the request runs; the focus comes back to the password field.
  await expectFocusVisible(page, password);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await typeInto(page, password, PASSWORD);
  // The links and buttons after the field each show the focus on the way to Login.
  await tabTo(page, page.getByRole('button', { name: 'Login' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account$/);
});

test('password reset by keyboard: request with Space on the button, the mailed link, a new password with Enter, then Log In', async ({ page, request }) => {
  const email = await createAccount(request, uniqueEmail('kbd-reset'));
  const newPassword = 'a keyboard-only password';
  await page.goto('/login');
  // To the reset page through its link, by keyboard.
  await tabTo(page, page.getByRole('link', { name: 'Forgot password?' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/password-reset$/);
  // The new page's heading takes the focus, so the next Tab is its first field (not wherever the
  // browser would have put it).
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeFocused();
  const emailField = page.getByLabel(/^Email/);
  await page.keyboard.press('Tab');
  await expectFocusVisible(page, emailField);
  await typeInto(page, emailField, email);
  await page.keyboard.press('Tab');
  await expectFocusVisible(page, page.getByRole('button', { name: 'Reset Password' }));
  await page.keyboard.press('Space');
  // The outcome takes the focus, so it is read out and the keyboard goes on from there.
  await expect(page.getByRole('alert')).toBeFocused();

  const [mail] = await waitForMails(email);
  await page.goto(new URL(linkIn(mail, `${BASE_URL}/password-reset/`)).pathname);
  const create = page.getByLabel(/^Create New Password/);
  // The token is checked before the form is shown: Tab has nothing to reach until then.
  await expect(create).toBeVisible();
  await tabTo(page, create);
  await typeInto(page, create, newPassword);
  await page.keyboard.press('Tab');
  await typeInto(page, page.getByLabel(/^Confirm New Password/), newPassword);
  await page.keyboard.press('Enter');
  const done = page.getByRole('alert');
  await expect(done).toBeFocused();
  await page.keyboard.press('Tab');
  await expectFocusVisible(page, done.getByRole('link', { name: 'Log In' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);

  const res = await request.post('/api/user/signin', { headers: { origin: BASE_URL }, data: { email, password: newPassword } });
  expect(res.status()).toBe(200);
});

test('Shot Data player filter by keyboard: through the layout to Player, arrows choose, Escape keeps, Download CSV next', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await uploadGolf(page, email);
  await makePro(email);
  await page.goto('/account/shot-data');
  const longest = page.getByRole('region', { name: 'Longest Drive' });
  // The page opens on the main player, Ann (most shots in the last 90 days): her 230 m drive.
  await expect(longest).toContainText('251.5');
  const player = page.getByRole('combobox', { name: 'Player' });
  await expect(player).toHaveValue('Ann');

  // Every stop of the account layout (top bar, side menu) shows the focus on the way.
  const stops = await tabTo(page, player);
  expect(stops.length).toBeGreaterThan(5);

  // The browser's own select (decision 032): on Linux and Windows the arrows choose at once, each
  // choice applied as it is made, and the select keeps the focus and shows it.
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/player=Bob/);
  await expect(longest).toContainText('240.6'); // Bob's 220 m tee shot
  await expectFocusVisible(page, player);
  await expect(player).toHaveValue('Bob');
  await page.keyboard.press('ArrowUp');
  await expect(page).toHaveURL(/player=Ann/);
  await expect(longest).toContainText('251.5');
  await expectFocusVisible(page, player);
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/player=Bob/);

  // Escape keeps the choice.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/player=Bob/);
  await expectFocusVisible(page, player);

  // Home goes to the first entry, all players.
  await page.keyboard.press('Home');
  await expect(player).toHaveValue('all');
  await expect(longest).toContainText('251.5');

  await page.keyboard.press('Tab');
  await expectFocusVisible(page, page.getByRole('link', { name: 'Download CSV' }));
  await page.keyboard.press('Shift+Tab');
  await expectFocusVisible(page, player);
});
