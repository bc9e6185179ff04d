import { expect, test, type Page } from '@playwright/test';
import { openLive, signUpViaApi } from './support/fixtures';

/**
 * Keyboard users: the first Tab stop of every page is a link past the header to the page's content,
 * and after following a link of the side menu the new page's heading has the focus.
 */

const WIDTHS = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];

async function expectSkipLinkFirst(page: Page) {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  // The next stop is inside the page's content, past the header and its menus.
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the skip link is the first Tab stop on a public page and on a signed-in page', async ({ page }) => {
      // A page without scripts: HTML only, as the browser draws it.
      await page.goto('/desktop');
      await expectSkipLinkFirst(page);
      await openLive(page, '/login');
      await expectSkipLinkFirst(page);
      await signUpViaApi(page);
      await openLive(page, '/account/profile');
      await expectSkipLinkFirst(page);
    });

    test("a side-menu link puts the focus on the new page's heading", async ({ page }) => {
      await signUpViaApi(page);
      await openLive(page, '/account/profile');
      if (size.width < 900) await page.getByRole('button', { name: 'Open menu' }).click();
      const rounds = page.getByRole('link', { name: 'Rounds' }).filter({ visible: true }).first();
      await rounds.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/account\/rounds$/);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toBeFocused();
      await page.screenshot({ path: test.info().outputPath(`focus-${size.width}.png`) });
    });
  });
}
