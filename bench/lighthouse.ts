import { lighthouseChoice, runLighthouse, type LighthouseChoice, type PageFigures } from './lighthouse-runner';

/**
 * The public pages' targets: performance 100 on the pages without scripts and at least 95 on the
 * form pages, the other three categories 100, LCP under 2.0 s.
 */
const TARGET = { lcpMs: 2000 };
const STATIC_PAGES = new Set(['/', '/mobile', '/desktop']);
const performanceTarget = (pagePath: string) => (STATIC_PAGES.has(pagePath) ? 100 : 95);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// /password-reset is left out: it is noindex on purpose, which Lighthouse's SEO counts against it.
export const LIGHTHOUSE_PAGES = ['/', '/mobile', '/desktop', '/login', '/signup', '/beta-invite'];

/**
 * Lighthouse on the public pages of the built app. `runs` per page, the median printed.
 * LIGHTHOUSE_RUNS and LIGHTHOUSE_PAGES (comma separated) override the defaults;
 * LIGHTHOUSE_JSON_DIR keeps each median report.
 */
export async function benchLighthouse(choice: LighthouseChoice = {}): Promise<PageFigures<(typeof CATEGORIES)[number]>[]> {
  return runLighthouse({
    ...lighthouseChoice(choice, 'LIGHTHOUSE_PAGES', LIGHTHOUSE_PAGES),
    categories: CATEGORIES,
    title: 'Lighthouse',
    targets: `performance 100 without scripts (${[...STATIC_PAGES].join(', ')}), >= 95 on the forms; accessibility, best practices and SEO = 100, LCP < ${(TARGET.lcpMs / 1000).toFixed(1)} s`,
    // Only the categories below their target list the audits that cost points.
    explain: (category, score, pagePath) => score < (category === 'performance' ? performanceTarget(pagePath) : 100),
    met: (r) =>
      r.scores.performance >= performanceTarget(r.path) &&
      r.scores.accessibility === 100 &&
      r.scores['best-practices'] === 100 &&
      r.scores.seo === 100 &&
      r.lcpMs < TARGET.lcpMs,
  });
}
