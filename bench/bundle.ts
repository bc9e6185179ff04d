import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startProcess } from './support';

const BUDGET_BYTES = 150 * 1024;
const BUDGETED = ['/', '/login'];

/**
 * The gzip bytes of the JS and CSS a browser loads for each public page, measured by loading the
 * page in Chromium from the built app and gzipping every script and stylesheet it fetched.
 */
export async function benchBundle(paths = ['/', '/login', '/signup', '/mobile', '/desktop', '/beta-invite']): Promise<void> {
  const app = await startProcess('server/main.ts', { DATA_DIR: `.bench-data-${process.pid}` });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    console.log(`\nJS and CSS loaded per page (gzip), budget ${(BUDGET_BYTES / 1024).toFixed(0)} KB for ${BUDGETED.join(' and ')} (issue 2)`);
    console.log(['page', 'files', 'JS KB', 'CSS KB', 'total KB', 'within budget'].join('\t'));
    for (const path of paths) {
      const page = await browser.newPage();
      const sizes = { js: 0, css: 0, files: 0 };
      page.on('response', async (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const body = await response.body().catch(() => null);
        if (!body) return;
        sizes.files++;
        sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).length;
      });
      await page.goto(app.url + path, { waitUntil: 'networkidle' });
      await page.close();
      const total = sizes.js + sizes.css;
      const withinBudget = BUDGETED.includes(path) ? (total <= BUDGET_BYTES ? 'yes' : 'NO') : '-';
      console.log([path, sizes.files, (sizes.js / 1024).toFixed(1), (sizes.css / 1024).toFixed(1), (total / 1024).toFixed(1), withinBudget].join('\t'));
    }
  } finally {
    await browser.close();
    await app.stop();
    const fs = await import('node:fs');
    fs.rmSync(`.bench-data-${process.pid}`, { recursive: true, force: true });
  }
}
