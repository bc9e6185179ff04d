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
 * (comma separated, `{round}` for the uploaded round's id) overrides the pages; LIGHTHOUSE_JSON_DIR
 * keeps each median report.
 * `signedInAccount()` is what a combined Lighthouse bench needs to add these pages as an option.
 */
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { lighthouseChoice, runLighthouse, type LighthouseChoice, type PageFigures } from './lighthouse-runner';
import { grantPro } from './support';

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

export async function benchLighthouseSignedIn(choice: LighthouseChoice = {}): Promise<PageFigures<(typeof CATEGORIES)[number]>[]> {
  return runLighthouse({
    ...lighthouseChoice(choice, 'LIGHTHOUSE_SIGNED_IN_PAGES', SIGNED_IN_PAGES),
    categories: CATEGORIES,
    title: 'Lighthouse on the signed-in pages',
    targets: `performance >= ${TARGET.performance}, accessibility = ${TARGET.accessibility}`,
    met: (r) => r.scores.performance >= TARGET.performance && r.scores.accessibility >= TARGET.accessibility,
    prepare: async (app) => {
      const { cookie, roundId } = await signedInAccount(app);
      return { cookie, pathOf: (page) => page.replace('{round}', roundId) };
    },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/ensure-web-build.ts'], { stdio: 'inherit' });
  await benchLighthouseSignedIn();
}
