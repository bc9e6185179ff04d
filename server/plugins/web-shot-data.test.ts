import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisClub } from '../../common/analysis';
import type { AnalysisResponse, DispersionResponse, TrendsResponse } from '../../common/schemas/analysis';
import { createGolfer, TEST_ORIGIN, type Golfer, type TestUser } from '../test/factories';
import { shot, uploadAll } from '../test/ingest-fixtures';
import type { TestApp } from '../test/harness';
import { createWebTestApp, postForm } from '../test/web-build';

/*
 * Shot data and its analysis' writes through the real app and the framework's build (decision
 * 031): the page's action takes a hand override and the "Hide mishits" choice as a real form post,
 * without JavaScript, as the page's fetchers send them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createWebTestApp();
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const day = (d: number) => `2025-03-${String(d).padStart(2, '0')}T12:00:00.000Z`;

/** A Pro golfer with 7i and PW shots over two players, one 7i shot topped (a mishit for the rule). */
async function golferWithShots({ pro = true } = {}): Promise<Golfer> {
  const g = await createGolfer(t, { pro });
  const shots = [
    ...[150, 152, 148, 151, 149, 153, 147, 150].map((carry, i) => shot({ club: '7i', carry, offline: i - 4, takenAt: day(3 + i) })),
    shot({ club: '7i', carry: 60, offline: 2, takenAt: day(12) }),
    ...[110, 112, 108].map((carry, i) => shot({ club: 'PW', carry, offline: 1, takenAt: day(4 + i), player: 'Sam' })),
  ];
  await uploadAll(t.app, g.token, 'shots', shots);
  return g;
}

const post = (user: TestUser, url: string, fields: Record<string, string>) => postForm(t.app, url, user.cookie, fields);

const page = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

/** A drawn page's words as a reader sees them: no scripts, styles or tags, spaces collapsed. */
function words(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

/** The gapping table's rows as drawn: 'club shots …' after its header. */
const gappingRows = (text: string) => text.slice(text.indexOf('Gap to next (yd) Mishits') + 'Gap to next (yd) Mishits'.length).trim();

/** What Shot data's analysis loader answers (web/features/analysis/analysis-data.ts; the server imports nothing of web/). */
interface AnalysisData {
  gapping: AnalysisResponse | null;
  club: AnalysisClub | null;
  dispersion: DispersionResponse | null;
  trends: TrendsResponse | null;
  failed: boolean;
}

/** Shot data's analysis as the page's fetcher reads it, for the address' query. */
async function analysisOf(user: TestUser, query = '') {
  const res = await page(`/account/shot-data/analysis${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AnalysisData | null>();
}

/** A club's row of the gapping table: counted shots of all, mishits, hand exclusions. */
const row = (data: AnalysisData | null, club: string) => {
  const found = data?.gapping?.clubs.find((c) => c.club === club);
  return found && { shots: found.shots, allShots: found.allShots, mishits: found.mishits, excluded: found.excluded };
};

const dispersion = async (user: TestUser, query = '?club=7i') =>
  (await t.app.inject({ method: 'GET', url: `/api/stats/analysis/dispersion${query}`, headers: { cookie: user.cookie } })).json<DispersionResponse>();

/** The text of the Player select's chosen option in a drawn page. */
const chosenPlayer = (html: string) => {
  const select = html.match(/<select[^>]*id="player-select"[^>]*>([\s\S]*?)<\/select>/)?.[1] ?? '';
  const chosen = [...select.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)].filter(([, attributes]) => /\sselected(=|\s|$)/.test(attributes));
  return chosen.length === 1 ? chosen[0][2] : `${chosen.length} options chosen`;
};

describe('Shot data drawn by the server', () => {
  it('draws a Pro user’s statistics for the player in the address, and reads the analysis for its player, club and dates', async () => {
    const g = await golferWithShots();
    const all = words((await page('/account/shot-data', g)).body);
    expect(all).toContain('Club Distances');
    expect(all).toContain('7i 153.1 9 PW 120.3 3');
    // The per-club analysis streamed into the page after the statistics, drawn by the server.
    expect(all).toContain('Per-club analysis');
    expect(all).toContain('7i: 9 shots, carry against offline');
    expect(all).toContain('Gapping Carry and total per club');

    const sam = await page('/account/shot-data?player=Sam&club=PW', g);
    expect(sam.statusCode).toBe(200);
    const samWords = words(sam.body);
    // The Player select is native (decision 032): the address' player is its selected option.
    expect(chosenPlayer(sam.body)).toBe('Sam');
    expect(samWords).toContain('PW 120.3 3');
    expect(samWords).not.toContain('7i 153.1');
    const samAnalysis = await analysisOf(g, '?player=Sam&club=PW');
    expect(samAnalysis).toMatchObject({ club: 'PW', failed: false, dispersion: { club: 'PW', shots: 3, filter: { player: 'Sam' } }, trends: { club: 'PW' } });
    expect(samAnalysis?.gapping?.clubs.map((c) => c.club)).toEqual(['PW']);

    const days = await analysisOf(g, '?player=all&club=7i&from=2025-03-05&to=2025-03-08');
    expect(days?.gapping?.filter).toEqual({ player: 'all', from: '2025-03-05', to: '2025-03-08' });
    expect(row(days, '7i')).toMatchObject({ shots: 4, allShots: 4 });
    expect(days?.dispersion).toMatchObject({ club: '7i', shots: 4 });

    // What cannot be read falls back: every player, the first club with shots, no start date.
    const fallbackPage = (await page('/account/shot-data?player=Nobody&club=Pt&from=2025-02-30&to=2025-03-31', g)).body;
    expect(chosenPlayer(fallbackPage)).toBe('All players');
    const fallback = await analysisOf(g, '?player=Nobody&club=Pt&from=2025-02-30&to=2025-03-31');
    expect(fallback).toMatchObject({ club: '7i', gapping: { filter: { player: 'all', from: null, to: '2025-03-31' } }, dispersion: { shots: 9 } });
  });

  it('draws the locked teaser for a Free user, with none of their figures, and reads no analysis for them', async () => {
    const free = await golferWithShots({ pro: false });
    const res = await page('/account/shot-data?club=7i', free);
    expect(res.statusCode).toBe(200);
    const text = words(res.body);
    expect(text).toContain('Upgrade to OpenGolfSim Pro');
    expect(text).not.toContain('153.1');
    expect(text).not.toContain('Per-club analysis');
    expect(await analysisOf(free, '?club=7i')).toBeNull();
  });
});

describe("Shot data's action, posted without JavaScript", () => {
  it('an override and the Hide mishits choice show in the next read of the figures', async () => {
    const g = await golferWithShots();
    expect(row(await analysisOf(g, '?club=7i'), '7i')).toEqual({ shots: 9, allShots: 9, mishits: 1, excluded: 0 });
    const target = (await dispersion(g)).points.find((p) => p.carry === 150)!;
    expect((await post(g, '/account/shot-data?club=7i', { intent: 'override', shotId: target.id, action: 'exclude' })).statusCode).toBe(200);
    const excluded = await analysisOf(g, '?club=7i');
    expect(row(excluded, '7i')).toEqual({ shots: 8, allShots: 9, mishits: 1, excluded: 1 });
    expect(excluded?.dispersion?.points.find((p) => p.id === target.id)).toMatchObject({ excluded: true, override: 'excluded' });
    expect(excluded?.gapping?.hideMishits).toBe(false);

    expect((await post(g, '/account/shot-data?club=7i', { intent: 'hide-mishits', hideMishits: 'true' })).statusCode).toBe(200);
    const hidden = await analysisOf(g, '?club=7i');
    // The topped shot left out as well: 7 of 9 counted.
    expect(row(hidden, '7i')).toEqual({ shots: 7, allShots: 9, mishits: 1, excluded: 2 });
    expect(hidden?.gapping?.hideMishits).toBe(true);
  });

  it('excludes a shot by hand, counts it again and returns it to the rule; refuses another account’s shot, a bad action and a Free user', async () => {
    const g = await golferWithShots();
    const target = (await dispersion(g)).points.find((p) => p.carry === 150)!;
    const excluded = await post(g, '/account/shot-data?club=7i', { intent: 'override', shotId: target.id, action: 'exclude' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect((await dispersion(g)).points.find((p) => p.id === target.id)).toMatchObject({ excluded: true, override: 'excluded' });
    await post(g, '/account/shot-data?club=7i', { intent: 'override', shotId: target.id, action: 'clear' });
    expect((await dispersion(g)).points.find((p) => p.id === target.id)).toMatchObject({ excluded: false, override: null });
    await post(g, '/account/shot-data?club=7i', { intent: 'override', shotId: target.id, action: 'restore-by-hand' });
    expect((await dispersion(g)).points.find((p) => p.id === target.id)).toMatchObject({ excluded: false, override: 'restored' });

    const other = await golferWithShots();
    expect((await post(other, '/account/shot-data', { intent: 'override', shotId: target.id, action: 'exclude' })).statusCode).toBe(404);
    expect((await post(g, '/account/shot-data', { intent: 'override', shotId: target.id, action: 'delete' })).statusCode).toBe(400);
    expect((await post(g, '/account/shot-data', { intent: 'override', shotId: 'x', action: 'exclude' })).statusCode).toBe(400);
    const free = await golferWithShots({ pro: false });
    const refused = await post(free, '/account/shot-data', { intent: 'override', shotId: target.id, action: 'exclude' });
    expect(refused.statusCode).toBe(403);
    expect((await dispersion(g)).points.find((p) => p.id === target.id)).toMatchObject({ override: 'restored' });
  });

  it('remembers the Hide mishits choice', async () => {
    const g = await golferWithShots();
    const topped = (await dispersion(g)).points.find((p) => p.carry === 60)!;
    expect(topped).toMatchObject({ mishit: true, excluded: false });
    expect((await post(g, '/account/shot-data', { intent: 'hide-mishits', hideMishits: 'true' })).statusCode).toBe(200);
    expect((await dispersion(g)).points.find((p) => p.id === topped.id)).toMatchObject({ mishit: true, excluded: true });
    expect((await post(g, '/account/shot-data', { intent: 'hide-mishits', hideMishits: 'maybe' })).statusCode).toBe(400);
    expect((await post(g, '/account/shot-data', { intent: 'hide-mishits', hideMishits: 'false' })).statusCode).toBe(200);
    expect((await dispersion(g)).hideMishits).toBe(false);
    expect((await post(g, '/account/shot-data', { intent: 'something' })).statusCode).toBe(400);
  });
});


describe('a shared statistics report drawn by the server', () => {
  it('draws the report and its analysis for anyone with the link, the club from the address; a revoked link is no longer available', async () => {
    const g = await golferWithShots();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/shared-reports',
      headers: { cookie: g.cookie, origin: TEST_ORIGIN },
      payload: { kind: 'stats', player: 'all', from: '2025-03-01', to: '2025-03-31' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { report } = created.json<{ report: { _id: string; url: string } }>();
    const path = new URL(report.url).pathname;

    const shared = await page(path);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['x-robots-tag']).toBe('noindex, nofollow');
    const text = words(shared.body);
    expect(text).toContain('Statistics of all players Mar 1, 2025 to Mar 31, 2025');
    expect(text).toContain('Dispersion · 7i 7i: 9 shots, carry against offline');
    expect(gappingRows(text)).toMatch(/^7i 9 .* PW 3 /);
    // Read-only: no switch, no date fields.
    expect(text).not.toContain('Hide mishits');
    expect(words((await page(`${path}?club=PW`)).body)).toContain('Dispersion · PW PW: 3 shots');

    await t.app.inject({ method: 'POST', url: `/api/shared-reports/${report._id}/revoke`, headers: { cookie: g.cookie, origin: TEST_ORIGIN }, payload: {} });
    const gone = words((await page(path)).body);
    expect(gone).toContain('This link is no longer available');
    expect(gone).not.toContain('Dispersion');
    expect(words((await page('/shared/not-a-token')).body)).toContain('This link is no longer available');
  });
});
