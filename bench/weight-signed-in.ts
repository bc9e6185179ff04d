import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_OFFLINE_FLAGS } from '../common/chromium-flags';
import { openDatabase } from '../server/db/client';
import { seedDemoData } from '../server/cli/demo-seed';
import { createBenchDatabase, startProcess, type RunningServer } from './support';

/** A Pro user with the demo data (seed 42): the pages show every chart they have. */
export async function proUserWithDemoData(app: RunningServer, databaseUrl: string): Promise<{ cookie: string; roundId: string; sessionId: string }> {
  const password = 'weight bench password';
  const res = await fetch(`${app.url}/api/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email: `weight-${Date.now().toString(36)}@example.com`, password, password2: password, terms: true, marketing: false }),
  });
  if (res.status !== 200) throw new Error(`bench weight: sign-up failed with ${res.status}: ${await res.text()}`);
  const cookie = res.headers.get('set-cookie')!.split(';')[0];
  const userId = ((await res.json()) as { user: { _id: string } }).user._id;
  const handle = await openDatabase({ url: databaseUrl, dataDir: null });
  try {
    await handle.pool!.query(
      `update users set stripe_active = true, stripe_canceled = false, stripe_expires_at = now() + interval '1 year' where id = $1`,
      [userId],
    );
    await seedDemoData(handle.db, userId, { shots: 1500, days: 60, seed: 42 });
  } finally {
    await handle.close();
  }
  const get = async <T>(path: string) => (await (await fetch(app.url + path, { headers: { cookie } })).json()) as T;
  const rounds = await get<{ rounds: { _id: string }[] }>('/api/stats/rounds');
  const sessions = await get<{ sessions: { id: string }[] }>('/api/sessions');
  return { cookie, roundId: rounds.rounds[0]._id, sessionId: sessions.sessions[0].id };
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_OFFLINE_FLAGS,
  });
}

/**
 * The gzip bytes of the JS and CSS a browser loads for each signed-in page of a Pro user with
 * demo data (decision 025: every chart drawn by @mui/x-charts), the page's lazy chunks included:
 * measured by loading the page in Chromium at 1280 px until the network is idle. With
 * BENCH_SCREENSHOTS=<folder>, also a full-page PNG of each at 375 and 1280 px.
 */
export async function benchWeightSignedIn(): Promise<void> {
  const database = await createBenchDatabase();
  const app = await startProcess('server/main.ts', { DATABASE_URL: database.url, RATE_LIMIT_AUTH: '100000' });
  const browser = await launchChromium();
  try {
    const origin = app.url.replace('127.0.0.1', 'localhost');
    const { cookie, roundId, sessionId } = await proUserWithDemoData({ ...app, url: origin }, database.url);
    const [name, value] = cookie.split('=');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name, value, url: origin }]);
    const pages = ['/account/shot-data', `/account/sessions/${sessionId}`, '/account/rounds', `/account/round/${roundId}`, '/account/handicap', '/account/profile'];
    console.log('\nJS and CSS loaded per signed-in page (gzip), a Pro user with demo data, lazy chunks included');
    console.log(['page', 'files', 'JS KB', 'CSS KB', 'total KB'].join('\t'));
    for (const path of pages) {
      const page = await context.newPage();
      const sizes = { js: 0, css: 0, files: 0 };
      page.on('response', async (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const body = await response.body().catch(() => null);
        if (!body) return;
        sizes.files++;
        sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).length;
      });
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      const label = path.replace(roundId, '{round}').replace(sessionId, '{session}');
      const folder = process.env.BENCH_SCREENSHOTS;
      if (folder) {
        const file = label.replace(/^\/account\//, '').replace(/[^a-z0-9-]+/gi, '_');
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 900 });
          await page.waitForLoadState('networkidle');
          await page.screenshot({ path: `${folder}/${file}-${width}.png`, fullPage: true });
        }
      }
      await page.close();
      console.log([label, sizes.files, (sizes.js / 1024).toFixed(1), (sizes.css / 1024).toFixed(1), ((sizes.js + sizes.css) / 1024).toFixed(1)].join('\t'));
    }
    await context.close();
  } finally {
    await browser.close();
    await app.stop();
    await database.drop();
  }
}
