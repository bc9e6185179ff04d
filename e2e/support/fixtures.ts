import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from './ports';
import { sql } from './db';

export const PASSWORD = 'e2e password 123';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/**
 * Opens a page and waits until the app has taken it over: a signed-in page comes drawn by the
 * server and shows before its controls work (decision 015); a click before that does nothing. A
 * form page's app starts when the visitor first uses the page (web/lib/page-scripts.ts): a key
 * press that does nothing else (Shift) is that first use.
 */
export async function openLive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  if (await page.locator('[data-app-scripts="on-first-use"]').count()) await page.keyboard.press('Shift');
  await expect(page.locator('html[data-app="live"]')).toHaveCount(1);
}

/**
 * Holds back the app's entry chunk (the one that hydrates) until `release()`, so that a page is used while it is still only
 * HTML (prerendered or drawn by the server) and the app takes it over afterwards.
 */
export async function holdReactDom(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Signs a user up through the API inside the page's browser context, so the page is signed in. */
export async function signUpViaApi(page: Page, email = uniqueEmail(), password = PASSWORD): Promise<{ email: string; password: string; id: string }> {
  const res = await page.request.post('/api/user/signup', {
    headers: { origin: BASE_URL },
    data: { email, password, password2: password, terms: true, marketing: false },
  });
  if (res.status() !== 200) throw new Error(`signup failed: ${res.status()} ${await res.text()}`);
  return { email, password, id: (await res.json()).user._id };
}

/** A device token for the desktop app's API. */
export async function deviceToken(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const res = await request.post('/api/auth/token', { data: { email, password, deviceName: 'E2E Sim PC' } });
  if (res.status() !== 200) throw new Error(`token failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).token;
}

/** Arranges a year of Pro, as a completed checkout would. */
export async function makePro(email: string): Promise<void> {
  await sql(
    `update users set stripe_active = true, stripe_canceled = false, stripe_expires_at = now() + interval '365 days' where email = $1`,
    [email],
  );
}

export async function makeEmployee(email: string): Promise<void> {
  await sql('update users set is_employee = true where email = $1', [email]);
}
