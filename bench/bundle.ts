import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { CHROMIUM_OFFLINE_FLAGS } from '../common/chromium-flags';
import { loadAverage, startProcess } from './support';

/**
 * The first load's budgets, gzip: the pages without scripts (web/lib/page-scripts.ts) are HTML and
 * CSS only, at most 30 KB and no script; the form pages at most 150 KB, their HTML included.
 */
const STATIC_BUDGET = { bytes: 30 * 1024, scripts: false };
const FORM_BUDGET = { bytes: 150 * 1024, scripts: true };
const PUBLIC_PAGES: Record<string, typeof STATIC_BUDGET> = {
  '/': STATIC_BUDGET,
  '/mobile': STATIC_BUDGET,
  '/desktop': STATIC_BUDGET,
  '/no-such-page': STATIC_BUDGET,
  '/login': FORM_BUDGET,
  '/signup': FORM_BUDGET,
  '/beta-invite': FORM_BUDGET,
  '/password-reset': FORM_BUDGET,
};

/** The scripts, module preloads and stylesheets a page's HTML names: what it needs to show and hydrate. */
function firstLoadUrls(html: string, base: string): Set<string> {
  const urls = new Set<string>();
  const add = (href: string) => urls.add(new URL(href, base).href);
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\brel="([^"]+)"/.exec(m[0])?.[1];
    const href = /\bhref="([^"]+)"/.exec(m[0])?.[1];
    if (href && (rel === 'modulepreload' || rel === 'stylesheet')) add(href);
  }
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) add(m[1]);
  // The framework's entry imports the route modules by name from an inline module script.
  for (const m of html.matchAll(/import(?:\s*\(\s*|\s+[^"';]*?from\s*)"([^"]+\.js)"/g)) add(m[1]);
  return urls;
}

/**
 * The gzip bytes of HTML, JS and CSS per public page against its budget, from the built app in
 * Chromium. "First load" is the page's HTML and every script, module preload and stylesheet it
 * names and the browser fetches, which the page needs to show (and, on the app's pages, to become
 * live); "later" is what the page fetches after that until the network is idle (the forms' zod
 * check, human verification's loader, lazy parts). A form page whose app starts on first use
 * (web/lib/page-scripts.ts) is then used (its first field takes the focus): "on first use" is what
 * it fetches from then until its form's check is live. The budget counts the first load. Each
 * file gzipped at level 9.
 */
export async function benchBundle(pages = PUBLIC_PAGES): Promise<void> {
  const app = await startProcess('server/main.ts', { DATA_DIR: `.bench-data-${process.pid}` });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_OFFLINE_FLAGS,
  });
  try {
    console.log(`\nHTML, JS and CSS per public page (gzip -9); load average ${loadAverage()}`);
    console.log(['page', 'first-load files', 'HTML KB', 'JS KB', 'CSS KB', 'first load KB', 'budget KB', 'within budget', 'later files', 'later KB', 'on first use files', 'on first use KB'].join('\t'));
    for (const [path, budget] of Object.entries(pages)) {
      const page = await browser.newPage();
      const fetched: { url: string; type: 'js' | 'css'; bytes: number }[] = [];
      let html = '';
      const reading: Promise<void>[] = [];
      const read = async (response: Response) => {
        const type = response.request().resourceType();
        if (type === 'document' && response.url() === app.url + path) html = await response.text().catch(() => '');
        if (type !== 'script' && type !== 'stylesheet') return;
        const body = await response.body().catch(() => null);
        if (!body) return;
        fetched.push({ url: response.url(), type: type === 'script' ? 'js' : 'css', bytes: gzipSync(body, { level: 9 }).length });
      };
      page.on('response', (response) => void reading.push(read(response)));
      await page.goto(app.url + path, { waitUntil: 'networkidle' });
      await Promise.all(reading);
      const beforeUse = fetched.length;
      if (html.includes('data-app-scripts="on-first-use"')) {
        await page.locator('input:visible').first().focus();
        await page.locator('form[data-check="browser"]').first().waitFor();
        await Promise.all(reading);
      }
      await page.close();
      const first = firstLoadUrls(html, app.url);
      const sum = (files: typeof fetched) => files.reduce((total, f) => total + f.bytes, 0);
      const initial = fetched.slice(0, beforeUse).filter((f) => first.has(f.url));
      const later = fetched.slice(0, beforeUse).filter((f) => !first.has(f.url));
      const onFirstUse = fetched.slice(beforeUse);
      const js = sum(initial.filter((f) => f.type === 'js'));
      const css = sum(initial.filter((f) => f.type === 'css'));
      const htmlBytes = gzipSync(html, { level: 9 }).length;
      const total = htmlBytes + js + css;
      const kb = (bytes: number) => (bytes / 1024).toFixed(1);
      const within = total <= budget.bytes && (budget.scripts || js === 0) ? 'yes' : 'NO';
      const budgetText = `${kb(budget.bytes)}${budget.scripts ? '' : ', no JS'}`;
      console.log(
        [path, initial.length, kb(htmlBytes), kb(js), kb(css), kb(total), budgetText, within, later.length, kb(sum(later)), onFirstUse.length, kb(sum(onFirstUse))].join('\t'),
      );
    }
  } finally {
    await browser.close();
    await app.stop();
    const fs = await import('node:fs');
    fs.rmSync(`.bench-data-${process.pid}`, { recursive: true, force: true });
  }
}
