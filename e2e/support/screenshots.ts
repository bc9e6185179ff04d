import type { Page } from '@playwright/test';
import { transitionsEnded } from './axe';

/** Full-page pictures at 1280 and 375 px into SCREENSHOT_DIR (none without it), once the layout has settled; back to 1280 after. */
export async function screenshots(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // The layout settles (a plot measures its box) before the picture.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await transitionsEnded(page);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
