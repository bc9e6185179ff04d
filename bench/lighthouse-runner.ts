/**
 * The one Lighthouse runner of the benches: the built app served by the real server on a fresh
 * embedded database (startProductionServer), Debian's Chromium, Lighthouse in its default mobile
 * configuration (simulated slow 4G, 4x slower CPU), `runs` runs per page and the median kept, then a
 * table of the figures. The public and the signed-in benches differ only in the options.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { CHROMIUM_OFFLINE_FLAGS } from '../common/chromium-flags';
import { loadAverage, startProductionServer } from './support';

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

const COLUMN: Record<Category, string> = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'best pr.', seo: 'SEO' };

const CHROME_FLAGS = ['--headless', ...CHROMIUM_OFFLINE_FLAGS];

export interface PageFigures<C extends Category = Category> {
  path: string;
  scores: Record<C, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that cost points, for the reader to fix. */
  failing: string[];
}

export interface LighthouseRun<C extends Category> {
  pages: string[];
  runs: number;
  categories: readonly C[];
  /** Two lines above the table: what was measured, and the targets. */
  title: string;
  targets: string;
  /** Whether a page's figures meet their targets, for the table's last column. */
  met: (figures: PageFigures<C>) => boolean;
  /** Whether to list the failing audits of a category on a page; every category when left out. */
  explain?: (category: C, score: number, pagePath: string) => boolean;
  /** Sets up what the pages need on the running app: the cookie sent with every request and the path of each page. */
  prepare?: (app: { origin: string; databaseUrl: string }) => Promise<{ cookie?: string; pathOf?: (page: string) => string }>;
  /** Keeps each page's median report as JSON in this folder. */
  jsonDir?: string;
}

/** What a Lighthouse bench's caller may choose; the environment chooses what it leaves out. */
export interface LighthouseChoice {
  pages?: string[];
  runs?: number;
}

/**
 * The pages, runs and report folder of a Lighthouse bench: the caller's pages, else those of the
 * environment variable `pagesVariable` (comma separated), else `defaultPages`; the caller's runs,
 * else LIGHTHOUSE_RUNS, else 1; LIGHTHOUSE_JSON_DIR keeps each median report.
 */
export function lighthouseChoice(choice: LighthouseChoice, pagesVariable: string, defaultPages: string[]): Pick<LighthouseRun<Category>, 'pages' | 'runs' | 'jsonDir'> {
  return {
    pages: choice.pages ?? process.env[pagesVariable]?.split(',') ?? defaultPages,
    runs: choice.runs ?? Number(process.env.LIGHTHOUSE_RUNS ?? 1),
    jsonDir: process.env.LIGHTHOUSE_JSON_DIR,
  };
}

function figuresOf<C extends Category>(pagePath: string, lhr: LighthouseResult, run: LighthouseRun<C>): PageFigures<C> {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing: string[] = [];
  for (const category of run.categories) {
    if (run.explain && !run.explain(category, score(category), pagePath)) continue;
    // Performance audits score on a curve: list those below Lighthouse's "good" (0.9).
    const good = category === 'performance' ? 0.9 : 1;
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= good) continue;
      failing.push(`${category}: ${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  return {
    path: pagePath,
    scores: Object.fromEntries(run.categories.map((c) => [c, score(c)])) as Record<C, number>,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing,
  };
}

/** One Lighthouse run; a run whose trace came back unusable (NO_NAVSTART and the like) is tried again once. */
async function auditPage(port: number, url: string, categories: readonly Category[], cookie?: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...categories],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === 2) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  }
}

/** The run with the median performance score (Lighthouse's own advice for repeated runs). */
function medianRun<C extends Category>(runs: { figures: PageFigures<C>; lhr: LighthouseResult }[]) {
  const sorted = [...runs].sort(
    (a, b) => (a.figures.scores as Record<Category, number>).performance - (b.figures.scores as Record<Category, number>).performance || a.figures.lcpMs - b.figures.lcpMs,
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export async function runLighthouse<C extends Category>(run: LighthouseRun<C>): Promise<PageFigures<C>[]> {
  // As production runs it; the pages loaded from its PUBLIC_URL, so that their canonical links
  // point at the page itself.
  const app = await startProductionServer();
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  const results: PageFigures<C>[] = [];
  const loadBefore = loadAverage();
  try {
    const { cookie, pathOf = (page: string) => page } = (await run.prepare?.(app)) ?? {};
    for (const page of run.pages) {
      const pagePath = pathOf(page);
      const pageRuns: { figures: PageFigures<C>; lhr: LighthouseResult }[] = [];
      for (let i = 0; i < run.runs; i++) {
        const lhr = await auditPage(chrome.port, app.origin + pagePath, run.categories, cookie);
        // Signed out after all (a lost cookie) would measure the login page instead.
        if (cookie && !lhr.finalDisplayedUrl.endsWith(pagePath)) throw new Error(`${pagePath} ended at ${lhr.finalDisplayedUrl}`);
        pageRuns.push({ figures: figuresOf(page, lhr, run), lhr });
      }
      const median = medianRun(pageRuns);
      results.push(median.figures);
      if (run.jsonDir) {
        fs.mkdirSync(run.jsonDir, { recursive: true });
        const name = page === '/' ? 'home' : page.replace(/^\//, '').replace(/\W+/g, '-');
        fs.writeFileSync(path.join(run.jsonDir, `${name}.json`), JSON.stringify(median.lhr));
      }
    }
  } finally {
    chrome.kill();
    await app.stop();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
  printTable(results, run);
  // Performance moves with the machine's load: said beside the figures.
  console.log(`load average (1, 5, 15 min): ${loadBefore} before, ${loadAverage()} after`);
  return results;
}

function printTable<C extends Category>(results: PageFigures<C>[], run: LighthouseRun<C>): void {
  const runs = `median of ${run.runs} run${run.runs === 1 ? '' : 's'} per page`;
  console.log(`\n${run.title}, mobile (simulated slow 4G, 4x CPU), Debian's Chromium, ${runs}\ntargets: ${run.targets}`);
  console.log(['page', ...run.categories.map((c) => COLUMN[c]), 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'targets met'].join('\t'));
  for (const r of results) {
    console.log(
      [
        r.path,
        ...run.categories.map((c) => r.scores[c]),
        (r.fcpMs / 1000).toFixed(2),
        (r.lcpMs / 1000).toFixed(2),
        r.tbtMs.toFixed(0),
        r.cls.toFixed(3),
        run.met(r) ? 'yes' : 'NO',
      ].join('\t'),
    );
  }
  for (const r of results.filter((x) => x.failing.length)) console.log(`  ${r.path} loses points on: ${r.failing.join('; ')}`);
}
