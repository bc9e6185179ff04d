import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's finite animations and transitions (a dialog opening, a field's label
 * moving up, a card fading in) have ended; spinners, which never end, spin on. A colour caught
 * half-way fails axe's contrast rule and makes a screenshot blurred.
 */
export async function transitionsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe on the page's main landmark (`include: null`: the whole document) once its transitions have ended; each violation as `rule: help at selectors`. */
export async function expectNoAxeViolations(page: Page, { include = 'main' }: { include?: string | null } = {}) {
  await transitionsEnded(page);
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
