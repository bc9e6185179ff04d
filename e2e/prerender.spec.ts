import { expect, test, type Page } from '@playwright/test';
import { messages } from '../common/messages';
import { holdReactDom, PASSWORD, signUpViaApi, uniqueEmail } from './support/fixtures';

/*
 * The public pages are rendered by the server (decision 019): readable before any script has run,
 * then taken over by the app without being drawn again.
 */

const PRERENDERED_PATHS = ['/', '/mobile', '/desktop', '/login', '/signup', '/beta-invite'] as const;
const FORM_PATHS = new Set<string>(['/login', '/signup', '/beta-invite']);
const HEADINGS: Record<(typeof PRERENDERED_PATHS)[number], string> = {
  '/': 'Level up your home golf simulator.',
  '/mobile': 'OpenGolfSim Mobile',
  '/desktop': 'OpenGolfSim for Windows',
  '/login': 'Log In',
  '/signup': 'Create an Account',
  '/beta-invite': 'Beta Invite Request',
};

/** Errors the page reports while it loads and starts: a failed hydration would show here. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('prerendered public pages', () => {
  for (const path of PRERENDERED_PATHS) {
    test(`${path} comes as HTML with its heading, this site's name and links, and no inline script but the CSP's nonce allows`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`>${HEADINGS[path]}</h1>`);
      expect(html).toContain('>OpenGolfSim</span>');
      const nonce = res.headers()['content-security-policy'].match(/'nonce-([^']+)'/)?.[1];
      expect(nonce).toBeDefined();
      for (const [, attributes] of html.matchAll(/<script([^>]*)>/g)) expect(attributes).toContain(`nonce="${nonce}"`);
    });
  }

  test("every public page's title, '{title} | OpenGolfSim' (spec section 2), is in the server's HTML, once", async ({ request }) => {
    const titles: [string, string][] = [
      ['/', 'Free Golf Simulator Software'],
      ['/mobile', 'Mobile App'],
      ['/desktop', 'Desktop App'],
      ['/login', 'Log In'],
      ['/signup', 'Sign Up'],
      ['/beta-invite', 'Beta Invite Request'],
      ['/password-reset', 'Password Reset'],
      ['/email-undo/not-a-token', messages.emailUndoTitle],
      ['/shared/not-a-token', messages.sharedPageTitle],
      ['/no-such-page', 'Error'],
    ];
    for (const [path, title] of titles) {
      const html = await (await request.get(path)).text();
      expect([...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]), path).toEqual([`${title} | OpenGolfSim`.replace('&', '&amp;')]);
    }
  });

  test('are readable with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started For Free' })).toHaveAttribute('href', '/desktop');
    await context.close();
  });

  test('log in with JavaScript off: a real form post, its message word for word, the address as typed kept, then the account', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const { email } = await signUpViaApi(page, uniqueEmail('nojs'));
    await context.clearCookies();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText(messages.invalidCredentials);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/account$/);
    // The dashboard, rendered for this user: the session cookie came with the action's answer.
    await expect(page.locator('main')).toContainText(/Welcome to/);
    await context.close();
  });

  test('start without an error and without being drawn again', async ({ page }) => {
    const errors = recordErrors(page);
    for (const path of PRERENDERED_PATHS) {
      await page.goto(path);
      // A marker on the prerendered heading survives only if hydration kept the server's DOM.
      await page.getByRole('heading', { level: 1 }).evaluate((heading) => heading.setAttribute('data-from-server', ''));
      // A form page's app starts on first use (web/lib/page-scripts.ts); the others have none.
      if (FORM_PATHS.has(path)) {
        await page.keyboard.press('Shift');
        await expect(page.locator('html[data-app="live"]')).toHaveCount(1);
      }
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('data-from-server', '');
    }
    expect(errors).toEqual([]);
  });

  test('keep what is typed and sent before the app has started, and never put it in the address', async ({ page }) => {
    const { email } = await signUpViaApi(page, uniqueEmail('early'));
    await page.context().clearCookies();
    // Hold back React DOM, so the form is filled in and sent while the page is still only HTML.
    const release = await holdReactDom(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');

    release();
    await expect(page.getByRole('alert')).toHaveText(messages.invalidCredentials);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByLabel('Email')).toHaveValue(email);

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/account$/);
  });
});
