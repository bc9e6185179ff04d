import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { uploadGolf } from './support/golf-data';
import { makeEmployee, makePro, PASSWORD, signUpViaApi, uniqueEmail } from './support/fixtures';
import { linkIn, waitForMails } from './support/mail';
import { BASE_URL } from './support/ports';

/**
 * Axe finds nothing on any page at 375 px and 1280 px, layout included (the area
 * suites check their own <main> only), plus the overlays a page opens (drawer, menus, listbox,
 * dialog). The public pages that e2e/public.spec.ts already checks (/, /mobile, /desktop,
 * /beta-invite, /login, /signup) are not repeated here.
 *
 * One test per kind of visitor: each visits its pages at both widths and reports every page's
 * violations together, so one run shows everything that is wrong.
 */

// Each test arranges its own account: in CI (2 workers) they may run side by side.
test.describe.configure({ mode: 'parallel' });

const WIDTHS = [375, 1280] as const;

type Found = Record<string, string[]>;

/**
 * The page has settled: no loading state left, no transition running (a half-faded text fails
 * contrast). Content drawn as it nears the window (charts below a phone's fold) is drawn
 * first by scrolling down the page and back, so axe sees it too; not with an
 * overlay open (a menu or dialog holds the page still, and moving it restarts transitions).
 */
async function settled(page: Page, { scroll = true } = {}) {
  if (scroll) await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
  });
  // Loading shows as busy regions, skeletons and progress bars without a value; a bar with a value
  // (Settings' clip storage against the quota) is content.
  await expect(page.locator('[aria-busy="true"], .MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/**
 * axe on the whole document, every rule; each violation as `rule: help at selectors`. With `popup`,
 * a menu or listbox is open: MUI draws it in a layer at the end of <body> and hides the rest of
 * the page from assistive technology meanwhile, so axe's best-practice `region` rule (all content
 * inside landmarks) cannot hold, and the ARIA menu and listbox patterns do not ask for it.
 */
async function axe(page: Page, { popup = false } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (popup) builder.disableRules(['region']);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function record(found: Found, name: string, page: Page, options: { popup?: boolean; overlay?: boolean } = {}) {
  await test.step(name, async () => {
    const t0 = Date.now();
    await settled(page, { scroll: !options.overlay });
    const t1 = Date.now();
    const violations = await axe(page, options);
    if (process.env.A11Y_TIMING) console.log(`${name}: settle ${t1 - t0} ms, axe ${Date.now() - t1} ms`);
    if (violations.length > 0) found[name] = violations;
  });
}

interface PageCheck {
  path: string;
  /** Something the loaded page shows, so axe sees content rather than a loading state. */
  ready: (page: Page) => Locator;
  /** Overlays to open (and close again) after the page itself, each checked on its own. */
  overlays?: { name: string; open: (page: Page) => Promise<void>; width?: number; popup?: boolean }[];
}

const h1 = (text: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name: text });

/** Visits each page at each width (reloading, so the narrow layout is drawn as a phone would) and runs axe. */
async function checkPages(page: Page, checks: PageCheck[]): Promise<Found> {
  const found: Found = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
    for (const check of checks) {
      const name = `${check.path} at ${width} px`;
      await page.goto(check.path);
      await expect(check.ready(page), name).toBeVisible();
      await record(found, name, page);
      for (const overlay of check.overlays ?? []) {
        if (overlay.width && overlay.width !== width) continue;
        await overlay.open(page);
        await record(found, `${name}, ${overlay.name}`, page, { popup: overlay.popup, overlay: true });
        await page.keyboard.press('Escape');
      }
    }
  }
  return found;
}

/** A reset link for a fresh account, from the mail the server sends. */
async function resetLink(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('a11y-reset');
  const signup = await request.post('/api/user/signup', {
    headers: { origin: BASE_URL },
    data: { email, password: PASSWORD, password2: PASSWORD, terms: true, marketing: false },
  });
  expect(signup.status()).toBe(200);
  await request.get('/api/user/signout');
  const res = await request.post('/api/user/reset-request', { headers: { origin: BASE_URL }, data: { email } });
  expect(res.status(), await res.text()).toBe(200);
  const [mail] = await waitForMails(email);
  return new URL(linkIn(mail, `${BASE_URL}/password-reset/`)).pathname;
}

test('public pages beyond e2e/public.spec.ts: password reset (request, valid and invalid link) and 404', async ({ page, request }) => {
  const validLink = await resetLink(request);
  const found = await checkPages(page, [
    { path: '/password-reset', ready: (p) => p.getByRole('button', { name: 'Reset Password' }) },
    // Only looked at, never used: the link stays good for the second width.
    { path: validLink, ready: (p) => p.getByRole('button', { name: 'Set Password' }) },
    { path: `/password-reset/${'0'.repeat(64)}`, ready: (p) => p.getByRole('link', { name: 'Request a new reset link' }) },
    {
      path: '/no-such-page',
      ready: h1('404 Ball Not Found'),
      overlays: [
        {
          name: 'header menu open',
          width: 375,
          open: async (p) => {
            await p.getByRole('button', { name: 'Open menu' }).click();
            await expect(p.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Log In' })).toBeVisible();
          },
        },
      ],
    },
  ]);
  expect(found).toEqual({});
});

test('account pages of a Pro user with rounds and shots, and the overlays they open', async ({ page }) => {
  test.slow(); // 27 axe runs: about a minute on a busy 2-core machine
  const { email } = await signUpViaApi(page);
  const roundId = await uploadGolf(page, email);
  await makePro(email);

  const found = await checkPages(page, [
    {
      path: '/account',
      ready: (p) => p.getByRole('region', { name: 'Your statistics' }).getByText(/\d yd\b/).first(),
      overlays: [
        {
          name: 'account menu open',
          open: async (p) => {
            await p.getByRole('button', { name: 'Account menu' }).click();
            await expect(p.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
          },
        },
        {
          name: 'menu drawer open',
          width: 375,
          open: async (p) => {
            await p.getByRole('button', { name: 'Open menu' }).click();
            await expect(p.locator('#account-drawer').getByRole('link', { name: 'Billing' })).toBeVisible();
          },
        },
      ],
    },
    { path: '/account/rounds', ready: (p) => p.getByRole('link', { name: /Accessible Links/ }) },
    { path: `/account/round/${roundId}`, ready: (p) => p.getByRole('table', { name: /^Scorecard of Ann/ }).first() },
    { path: '/account/handicap', ready: h1('Sim Handicap') },
    // The Player choice is a native select (decision 032): its list is the browser's, not the page's.
    { path: '/account/shot-data', ready: (p) => p.getByRole('table', { name: 'Average carry by club, in yards' }) },
    { path: '/account/shot-data?player=Bob', ready: (p) => p.getByRole('table', { name: 'Average carry by club, in yards' }) },
    { path: '/account/billing', ready: (p) => p.getByTestId('plan-expiry') },
    { path: '/account/downloads', ready: h1('Downloads') },
    { path: '/account/profile', ready: (p) => p.getByText('E2E Sim PC') },
    { path: '/account/no-such-page', ready: h1('404 Ball Not Found') },
  ]);
  expect(found).toEqual({});

  await test.step('dashboard: each trend arrow is named for screen readers', async () => {
    await page.goto('/account');
    const stats = page.getByRole('region', { name: 'Your statistics' });
    await expect(stats.getByRole('img', { name: /^Trending (up|down): [+\u2212]\d+\.\d\d% a day on average over the period$/ }).first()).toBeVisible();
  });

  await test.step('charts: pictures hidden and inert, their figures given as text', async () => {
    await page.goto('/account/shot-data?player=all'); // both players: the 7i mean below is theirs
    const table = page.getByRole('table', { name: 'Average carry by club, in yards' });
    await expect(table).toBeAttached();
    await settled(page);
    // Every drawing in the page is out of the accessibility tree, and no chart takes the focus.
    const exposed = await page.locator('main svg').evaluateAll((svgs) =>
      svgs.filter((svg) => !svg.closest('[aria-hidden="true"]')).map((svg) => svg.outerHTML.slice(0, 80)),
    );
    expect(exposed).toEqual([]);
    expect(await page.locator('main [inert]').count()).toBeGreaterThanOrEqual(2); // club bars, gauge
    expect(await page.locator('main svg').count()).toBeGreaterThanOrEqual(3); // gauge, sparklines (hidden, checked above)
    await expect(page.locator('main [inert]:not([aria-hidden="true"])')).toHaveCount(0);
    // What a screen reader gets instead: the table of the bar chart, the gauge's sentence, each card's figure.
    for (const club of ['Dr', '3W', '7i', 'PW']) await expect(table.getByRole('rowheader', { name: club, exact: true })).toHaveCount(1);
    await expect(table.getByRole('row', { name: /^7i/ })).toContainText('142.2'); // (140 + 120) / 2 m in yards
    const tree = await page.getByRole('main').ariaSnapshot();
    await test.info().attach('shot-data accessibility tree', { body: tree, contentType: 'text/yaml' });
    expect(tree).toMatch(/Average smash factor 1\.\d\d of a possible 1\.5/);
    expect(tree).not.toMatch(/- img/);
    for (const title of ['Longest Drive', 'Average Driver Distance', 'Fairways Hit']) {
      await expect(page.getByRole('region', { name: title })).toContainText(/\d/);
    }
  });
});

test('subscribe pages of a Pro user: success, error, cancel confirm, cancel result with and without ?error', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await makePro(email);
  const found = await checkPages(page, [
    { path: '/subscribe/success', ready: h1(/Thanks for subscribing/) },
    { path: '/subscribe/error', ready: (p) => p.getByRole('heading', { level: 1 }) },
    { path: '/subscribe/cancel/confirm', ready: h1('Are you sure?') },
    { path: '/subscribe/cancel/result', ready: (p) => p.getByRole('link', { name: 'Back to Billing' }) },
    { path: '/subscribe/cancel/result?error=1', ready: (p) => p.getByRole('link', { name: 'Back to Billing' }) },
  ]);
  expect(found).toEqual({});
});

test('account pages of a free user without data: dashboard, empty rounds, the Shot Data teaser, Billing Free', async ({ page }) => {
  await signUpViaApi(page);
  const found = await checkPages(page, [
    { path: '/account', ready: h1(/Welcome to/) },
    { path: '/account/rounds', ready: h1('Rounds') },
    { path: '/account/shot-data', ready: (p) => p.getByRole('heading', { name: 'Upgrade to OpenGolfSim Pro' }) },
    { path: '/account/billing', ready: (p) => p.getByTestId('current-plan') },
  ]);
  expect(found).toEqual({});
});

test('admin pages of an employee: users, a user, beta requests, features, releases, and the send dialog', async ({ page }) => {
  const { email, id } = await signUpViaApi(page, uniqueEmail('a11y-staff'));
  await makeEmployee(email);
  await makePro(email);
  const requested = uniqueEmail('a11y-beta');
  const invite = await page.request.post('/api/invites/create', { headers: { origin: BASE_URL }, data: { email: requested } });
  expect(invite.status()).toBe(200);

  const found = await checkPages(page, [
    { path: '/ogs-admin/users', ready: (p) => p.getByRole('link', { name: email }) },
    { path: `/ogs-admin/users/${id}`, ready: (p) => p.getByRole('main').getByText(email).first() },
    {
      path: '/ogs-admin/invites',
      ready: (p) => p.getByText(requested).filter({ visible: true }).first(),
      overlays: [
        {
          name: 'send dialog open',
          open: async (p) => {
            // Once the app has the page: before, the button posts at once, without the dialog.
            await expect(p.locator('html[data-app="live"]')).toHaveCount(1);
            await p.getByRole('button', { name: `Send Invite ${requested}` }).click();
            await expect(p.getByRole('dialog')).toBeVisible();
          },
        },
      ],
    },
    { path: '/ogs-admin/features', ready: h1('Features') },
    { path: '/ogs-admin/releases', ready: h1('Releases') },
  ]);
  expect(found).toEqual({});
});
