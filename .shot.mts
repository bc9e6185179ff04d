// Screenshots of pages at phone and desktop widths, signed in through the API.
// Usage (from a worktree, server already running):
//   BASE=http://127.0.0.1:4201 EMAIL=a@b.c PASSWORD=secret OUT=/tmp/shots npx tsx .shot.mts /account /account/sessions
// Leave EMAIL unset for public pages. Open the PNGs with the image viewer tool and look at them.
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
const base = process.env.BASE ?? 'http://127.0.0.1:4201';
const out = process.env.OUT ?? '/tmp/shots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 }, baseURL: base });
  if (process.env.EMAIL) {
    const r = await context.request.post('/api/user/signin', { data: { email: process.env.EMAIL, password: process.env.PASSWORD } });
    if (!r.ok()) throw new Error(`signin ${r.status()} ${await r.text()}`);
  }
  const page = await context.newPage();
  for (const path of process.argv.slice(2)) {
    await page.goto(path, { waitUntil: 'networkidle' });
    const file = `${out}/${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
