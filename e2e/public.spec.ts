import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { PublicConfig } from '../common/schemas/public-config';
import { sql } from './support/db';
import { openLive, uniqueEmail } from './support/fixtures';
import { BASE_URL } from './support/ports';

/** The deployment's config as the server wrote it into the page: the external links come from it. */
async function siteConfig(page: Page): Promise<PublicConfig> {
  return JSON.parse((await page.locator('#app-config').textContent()) ?? '{}') as PublicConfig;
}

/** An external link opens in a new tab, to exactly the configured address. */
async function expectExternalLink(page: Page, name: string | RegExp, href: string) {
  const link = page.getByRole('link', { name, exact: typeof name === 'string' });
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
}

/** Every request of the page goes to our own server: nothing hot-linked, no third-party calls. */
function recordForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(BASE_URL) && !url.startsWith('data:')) foreign.push(url);
  });
  return foreign;
}

const main = (page: Page) => page.getByRole('main');

test.describe('Home', () => {
  test('shows every text and link of the spec, the header and the footer', async ({ page }) => {
    const foreign = recordForeignRequests(page);
    await page.goto('/');
    const config = await siteConfig(page);
    await expect(page).toHaveTitle('Free Golf Simulator Software | OpenGolfSim');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Level up your home golf simulator.');
    await expect(main(page).getByText('Free golf simulator software with remote control, swing video, and shot data tools.', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started For Free' })).toHaveAttribute('href', '/desktop');

    for (const point of [
      'Automatically captures and cuts swing videos',
      'Supports cameras up to 120fps',
      'Adjustable playback speed for slow-mo',
      'Customizable player size and position',
    ]) {
      await expect(main(page).getByRole('listitem').filter({ hasText: point })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Get Started', exact: true })).toHaveAttribute('href', '/signup');

    await expect(main(page).getByText(/Use your phone or tablet as a sim control box/)).toBeVisible();
    await expect(main(page).getByText(/iOS App Store and Google Play/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Learn More about the mobile app' })).toHaveAttribute('href', '/mobile');

    await expect(main(page).getByText(/Capture, review and export your shot data by round or range session/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Learn More about shot data' })).toHaveAttribute('href', '/desktop');

    // The shared header and footer.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'OpenGolfSim' })).toHaveAttribute('href', '/');
    await expectExternalLink(page, 'Help', config.helpUrl);
    await expect(header.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    const footer = page.getByRole('contentinfo');
    await expectExternalLink(page, 'Terms of Service', config.termsUrl);
    await expectExternalLink(page, 'Privacy Policy', config.privacyUrl);
    await expect(footer.getByRole('link', { name: 'Desktop App' })).toHaveAttribute('href', '/desktop');
    await expect(footer.getByRole('link', { name: 'Mobile App' })).toHaveAttribute('href', '/mobile');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} OpenGolfSim`);

    // Our own drawings, inline, each with a name and its size set so nothing shifts.
    const illustrations = main(page).locator('svg[role="img"]');
    await expect(illustrations).toHaveCount(4);
    for (const svg of await illustrations.all()) {
      await expect(svg).toHaveAttribute('aria-label', /\w+/);
      await expect(svg).toHaveAttribute('width', /^\d+/);
      await expect(svg).toHaveAttribute('height', /^\d+/);
    }
    expect(foreign).toEqual([]);

    await page.getByRole('link', { name: 'Get Started For Free' }).click();
    await expect(page).toHaveURL(/\/desktop$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('OpenGolfSim for Windows');
  });

  test('turns the header solid once scrolled past 10 px, and transparent again at the top', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-solid', 'false');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toHaveAttribute('data-solid', 'true');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-solid', 'false');
  });

  test('offers Sign Up and Log In from the menu on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Create Account' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await menu.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log In');
  });
});

/*
 * The marketing pages and the not-found page are HTML and CSS only (web/lib/page-scripts.ts): no
 * script file is fetched, and the menu, the links and the header work with scripts on and off.
 */
test.describe('pages without scripts', () => {
  const PAGES = [
    { path: '/', heading: 'Level up your home golf simulator.' },
    { path: '/mobile', heading: 'OpenGolfSim Mobile' },
    { path: '/desktop', heading: 'OpenGolfSim for Windows' },
    { path: '/no/such/page', heading: '404 Ball Not Found' },
  ];
  for (const javaScriptEnabled of [true, false]) {
    for (const { path, heading } of PAGES) {
      test(`${path} with JavaScript ${javaScriptEnabled ? 'on' : 'off'}: no script fetched, the menu leads to Sign Up and Log In`, async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 812 } });
        const page = await context.newPage();
        const scripts: string[] = [];
        page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
        const response = await page.goto(path);
        const html = (await response?.text()) ?? '';
        expect(html).not.toMatch(/modulepreload|type="module"|<script[^>]*\bsrc=/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await page.getByRole('button', { name: 'Open menu' }).click();
        const menu = page.getByRole('navigation', { name: 'Menu' });
        await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
        // The form pages after it have scripts of their own.
        expect(scripts).toEqual([]);
        await menu.getByRole('link', { name: 'Log In' }).click();
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log In');
        await page.goBack();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.getByRole('banner').getByRole('link', { name: 'Create Account' }).click();
        await expect(page).toHaveURL(/\/signup$/);
        await context.close();
      });
    }
  }

  test('the header turns solid on scroll and Back goes back, by the page\'s own script', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/desktop');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toHaveAttribute('data-solid', 'true');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    // As after a link of this site: the page it came from is the referrer.
    await page.goto('/no/such/page', { referer: `${BASE_URL}/desktop` });
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/desktop$/);
    expect(scripts).toEqual([]);
  });

  test('with JavaScript off, Back on the not-found page leads home', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Level up your home golf simulator.');
    await context.close();
  });
});

test('Mobile page: the store links, the desktop-app note, beta access and contact', async ({ page }) => {
  const foreign = recordForeignRequests(page);
  await page.goto('/mobile');
  const config = await siteConfig(page);
  await expect(page).toHaveTitle('Mobile App | OpenGolfSim');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('OpenGolfSim Mobile');
  await expect(main(page).getByText(/Use your phone or tablet as a sim control box/)).toBeVisible();
  await expectExternalLink(page, 'Download on the App Store', config.appStoreUrl);
  await expectExternalLink(page, 'Get it on Google Play', config.playStoreUrl);
  await expect(main(page).getByText('The OpenGolfSim desktop app must be installed and running on your simulator PC first', { exact: false })).toBeVisible();
  await expectExternalLink(page, 'Request Beta Access', config.communityUrl);
  await expectExternalLink(page, 'Contact Us', config.supportUrl);
  expect(foreign).toEqual([]);
});

test('Desktop page: the Windows app, Download Now, the beta note and three feature cards', async ({ page }) => {
  const foreign = recordForeignRequests(page);
  await page.goto('/desktop');
  await expect(page).toHaveTitle('Desktop App | OpenGolfSim');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('OpenGolfSim for Windows');
  await expect(main(page).getByText('A free golf simulator with swing video, shot data and remote control.', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download Now' })).toHaveAttribute('href', '/account/downloads');
  await expect(main(page).getByText(/OpenGolfSim is in beta/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a beta invite' })).toHaveAttribute('href', '/beta-invite');

  const card = (title: string) => main(page).getByRole('article').filter({ has: page.getByRole('heading', { name: title, level: 3 }) });
  await expect(card('Remote Control').getByRole('link', { name: 'Get the mobile app' })).toHaveAttribute('href', '/mobile');
  await expect(card('Swing Video Replay')).toContainText('cameras up to 120fps');
  await expect(card('Shot Analysis')).toContainText('export your shot data to CSV');
  expect(foreign).toEqual([]);

  // Signed out, Download Now leads to the login page, which brings the visitor back afterwards.
  await page.getByRole('link', { name: 'Download Now' }).click();
  await expect(page).toHaveURL(/\/login\?from=%2Faccount%2Fdownloads$/);
});

test.describe('Beta invite request', () => {
  test('refuses an empty address with A valid email is required and sends nothing', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && sent.push(request.url()));
    await openLive(page, '/beta-invite');
    // The browser's own check (the shared schema, imported once the page is live: decision 028).
    await expect(page.locator('form[data-check="browser"]')).toHaveCount(1);
    await expect(page).toHaveTitle('Beta Invite Request | OpenGolfSim');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beta Invite Request');
    await expect(page.getByText('Enter your email address below to request a beta invite', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Request Beta Invite' }).click();
    await expect(page.getByText('A valid email is required', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  test('stores the request, disables the form while sending and thanks the visitor', async ({ page }) => {
    const email = uniqueEmail('beta');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The form posts to the page's action (web/routes/beta-invite/route.server.ts).
    await page.route('**/beta-invite.data', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/beta-invite');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Request Beta Invite' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Request Beta Invite' })).toBeDisabled();
    release();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks for your interest!');
    await expect(
      page.getByText(
        "We've received your beta invite request. Once approved, you'll receive an email with a link to sign up and download the latest release.",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByText("Don't have an account? Get started for free!", { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute('href', '/signup');
    expect(await sql('select email, sent_at, used_at from invites where email = $1', [email])).toEqual([{ email, sent_at: null, used_at: null }]);

    await page.getByRole('link', { name: 'Create Free Account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("the server's own check: an address it refuses is answered with the spec message, the form enabled again", async ({ page }) => {
    // The browser's check passes; what reaches the server is an address without a domain.
    await page.route('**/beta-invite.data', (route) => route.continue({ postData: 'email=golfer%40example' }));
    await page.goto('/beta-invite');
    await page.getByRole('textbox', { name: 'Email' }).fill('golfer@example.com');
    const answer = page.waitForResponse('**/beta-invite.data');
    await page.getByRole('button', { name: 'Request Beta Invite' }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByText('A valid email is required', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Request Beta Invite' })).toBeEnabled();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beta Invite Request');
  });

  test('with JavaScript off: a real form post, the spec message, then the thank-you', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail('nojs-beta');
    await page.goto('/beta-invite');
    await page.getByRole('textbox', { name: 'Email' }).fill('not an address');
    await page.getByRole('button', { name: 'Request Beta Invite' }).click();
    await expect(page.getByText('A valid email is required', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('not an address');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Request Beta Invite' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks for your interest!');
    expect(await sql('select email from invites where email = $1', [email])).toEqual([{ email }]);
    await context.close();
  });
});

test.describe('accessibility (axe)', () => {
  for (const width of [375, 1280]) {
    for (const path of ['/', '/mobile', '/desktop', '/beta-invite', '/login', '/signup']) {
      test(`${path} at ${width} px has no axe violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }
});
