/**
 * Lighthouse on the signed-in pages (targets: performance at least 90, accessibility
 * 100), in the same configuration as the public pages' bench (mobile: simulated slow 4G, 4x slower
 * CPU; Debian's Chromium): a fresh account, signed up through the API, with a round and shots
 * uploaded through the desktop app's API and a year of Pro from the local billing provider's
 * checkout, so every page has its content. The session cookie goes with every request.
 *
 *   node --import tsx bench/lighthouse-signed-in.ts
 *
 * LIGHTHOUSE_RUNS (default 1) runs per page, the median printed; LIGHTHOUSE_SIGNED_IN_PAGES
 * (comma separated, `{round}` for the uploaded round's id) overrides the pages.
 * `signedInAccount()` is what a combined Lighthouse bench needs to add these pages as an option.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { grantPro, startProductionServer } from './support';

const TARGET = { performance: 90, accessibility: 100 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export const SIGNED_IN_PAGES = [
  '/account',
  '/account/rounds',
  '/account/round/{round}',
  '/account/shot-data',
  '/account/billing',
  '/account/downloads',
  '/account/profile',
];
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function call(url: string, init: RequestInit & { expect?: number }): Promise<Response> {
  const res = await fetch(url, { redirect: 'manual', ...init });
  if (res.status !== (init.expect ?? 200)) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

/**
 * Signs a new Pro user up on the production server (startProductionServer: Pro set in its database,
 * as Stripe's webhook would) with a round and a few dozen shots; returns the session cookie and the
 * round's id.
 */
export async function signedInAccount({ origin, databaseUrl }: { origin: string; databaseUrl: string }): Promise<{ cookie: string; roundId: string; token: string }> {
  const email = `lighthouse-${Date.now().toString(36)}@example.com`;
  const password = 'lighthouse bench password';
  const json = { 'content-type': 'application/json', origin };
  const signup = await call(`${origin}/api/user/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password, password2: password, terms: true, marketing: false }),
  });
  const cookie = signup.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await (
    await call(`${origin}/api/auth/token`, { method: 'POST', headers: json, body: JSON.stringify({ email, password, deviceName: 'Lighthouse' }) })
  ).json()) as { token: string };
  const ingest = (kind: 'rounds' | 'shots', items: unknown[]) =>
    call(`${origin}/api/ingest/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ [kind]: items }),
    });
  const pars = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
  await ingest('rounds', [
    {
      clientId: 'lighthouse-round',
      course: 'Lighthouse Links',
      playedAt: ago(3 * HOUR),
      players: ['Ann', 'Bob'],
      holes: pars.map((par, i) => ({ hole: i + 1, par })),
      scores: ['Ann', 'Bob'].flatMap((player, p) => pars.map((par, i) => ({ player, hole: i + 1, score: par + ((i + p) % 3 === 0 ? 1 : 0) }))),
    },
  ]);
  const clubs = ['Dr', '3W', '5i', '7i', '9i', 'PW'];
  await ingest(
    'shots',
    ['Ann', 'Bob'].flatMap((player, p) =>
      clubs.flatMap((club, c) =>
        [0, 1, 2].map((k) => ({
          clientId: `${player}-${club}-${k}`,
          player,
          club,
          takenAt: ago((k * 5 + c + 1) * 24 * HOUR),
          kind: 'range',
          ballSpeed: 65 - c * 4,
          clubSpeed: 45 - c * 2.5,
          launchAngle: 11 + c * 3,
          carry: 210 - c * 22 - p * 10 + k * 3,
          total: 225 - c * 22 - p * 10 + k * 3,
        })),
      ),
    ),
  );
  await grantPro(databaseUrl, email);
  const rounds = (await (await call(`${origin}/api/stats/rounds`, { headers: { cookie } })).json()) as { rounds: { _id: string }[] };
  return { cookie, roundId: rounds.rounds[0]._id, token };
}

interface PageFigures {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failing: string[];
}

function figuresOf(pagePath: string, lhr: LighthouseResult): PageFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= (category === 'performance' ? 0.9 : 1)) continue;
      failing.push(`${category}: ${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  return {
    path: pagePath,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as PageFigures['scores'],
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing,
  };
}

/** One Lighthouse run; a run whose trace came back unusable (NO_NAVSTART and the like) is tried again once. */
async function auditPage(port: number, url: string, cookie: string): Promise<{ lhr: LighthouseResult }> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      extraHeaders: { Cookie: cookie },
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError) return result;
    if (attempt === 2) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  }
}

export async function benchLighthouseSignedIn({
  pages = process.env.LIGHTHOUSE_SIGNED_IN_PAGES?.split(',') ?? SIGNED_IN_PAGES,
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1),
} = {}): Promise<PageFigures[]> {
  const app = await startProductionServer();
  const origin = app.origin;
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  const results: PageFigures[] = [];
  try {
    const { cookie, roundId } = await signedInAccount(app);
    for (const template of pages) {
      const pagePath = template.replace('{round}', roundId);
      const runsOfPage: PageFigures[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await auditPage(chrome.port, origin + pagePath, cookie);
        // Signed out after all (a lost cookie) would measure the login page instead.
        if (!result.lhr.finalDisplayedUrl.endsWith(pagePath)) throw new Error(`${pagePath} ended at ${result.lhr.finalDisplayedUrl}`);
        runsOfPage.push(figuresOf(template, result.lhr));
      }
      runsOfPage.sort((a, b) => a.scores.performance - b.scores.performance || a.lcpMs - b.lcpMs);
      results.push(runsOfPage[Math.floor((runsOfPage.length - 1) / 2)]);
    }
  } finally {
    chrome.kill();
    await app.stop();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
  printTable(results, runs);
  return results;
}

function printTable(results: PageFigures[], runs: number): void {
  console.log(
    `\nLighthouse on the signed-in pages, mobile (simulated slow 4G, 4x CPU), Debian's Chromium, median of ${runs} run${runs === 1 ? '' : 's'} per page` +
      `\ntargets: performance >= ${TARGET.performance}, accessibility = ${TARGET.accessibility}`,
  );
  console.log(['page', 'perf', 'a11y', 'best pr.', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'targets met'].join('\t'));
  for (const r of results) {
    const met = r.scores.performance >= TARGET.performance && r.scores.accessibility >= TARGET.accessibility;
    console.log(
      [
        r.path,
        r.scores.performance,
        r.scores.accessibility,
        r.scores['best-practices'],
        (r.fcpMs / 1000).toFixed(2),
        (r.lcpMs / 1000).toFixed(2),
        r.tbtMs.toFixed(0),
        r.cls.toFixed(3),
        met ? 'yes' : 'NO',
      ].join('\t'),
    );
  }
  for (const r of results.filter((x) => x.failing.length)) console.log(`  ${r.path} loses points on: ${r.failing.join('; ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/ensure-web-build.ts'], { stdio: 'inherit' });
  await benchLighthouseSignedIn();
}
