import { describe, expect, it } from 'vitest';
import type { DispersionResponse } from '../../../common/schemas/analysis';
import { createGolfer, type TestUser } from '../../../server/test/factories';
import { ago, DAY_MS, shot, uploadAll } from '../../../server/test/ingest-fixtures';
import type { ShotDataPageData } from './shot-data-page';
import { loadContextOf, pageRequest } from '../../test/load-context.server';
import { apiAnswer, familyWithBobAsMainPlayer, shotDataShots } from '../../test/shot-data-shots.server';
import * as shotDataRoute from './route';
import { analysisFiltersKey } from '../../features/analysis/url-filters';

/*
 * Shot data's loaders and action as the framework calls them, on the test database: a real
 * Request of the page's address, the load context of the signed-in user. What they answer is what
 * the API's calls answer for the same filters.
 */
const shots = shotDataShots();

type Args<F extends (...args: never[]) => unknown> = Parameters<F>[0];

async function pageData(user: TestUser | null, path: string) {
  const args = { request: pageRequest(path), params: {}, context: await loadContextOf(shots.t, user) };
  return (await shotDataRoute.loader(args as unknown as Args<typeof shotDataRoute.loader>)) as ShotDataPageData | null;
}

const api = <T>(user: TestUser, url: string) => apiAnswer<T>(shots.t, user, url);

describe('Shot data’s loaders', () => {
  it('read the player of the address, the account’s players and that player’s statistics, as the API answers them', async () => {
    const data = await pageData(shots.ann, '/account/shot-data?player=Bob');
    expect(data).toMatchObject({ isPro: true, player: 'Bob', players: ['Ann', 'Bob'] });
    expect(data && 'stats' in data ? data.stats : null).toEqual(await api(shots.ann, '/api/stats/shots?player=Bob'));
    // A player the account does not have is every player.
    expect(await pageData(shots.ann, '/account/shot-data?player=Nobody')).toMatchObject({ player: 'all' });
  });

  it('stream the analysis of the address with the page, as the API answers it', async () => {
    const page = await pageData(shots.ann, '/account/shot-data?player=Bob&club=7i&from=2025-03-01&to=2025-03-31');
    const streamed = page && 'analysis' in page ? await page.analysis : undefined;
    expect(streamed?.failed).toBe(false);
    // Said to be for the club and dates of the address (the page reads another's apart).
    expect(page && 'analysisFor' in page ? page.analysisFor : null).toBe(analysisFiltersKey(new URLSearchParams('club=7i&from=2025-03-01&to=2025-03-31')));
    expect(streamed?.club).toBe('7i');
    const query = 'player=Bob&from=2025-03-01&to=2025-03-31';
    expect(streamed?.gapping).toEqual(await api(shots.ann, `/api/stats/analysis?${query}`));
    expect(streamed?.dispersion).toEqual(await api(shots.ann, `/api/stats/analysis/dispersion?${query}&club=7i`));
    expect(streamed?.trends).toEqual(await api(shots.ann, `/api/stats/analysis/trends?${query}&club=7i`));
  });

  it('open on the main player (most shots in the last 90 days), then on the player last chosen, "All players" among them', async () => {
    // Long ago, Ann played most; in the last 90 days, Bob did.
    const family = await familyWithBobAsMainPlayer(shots.t);
    expect(await pageData(family, '/account/shot-data')).toMatchObject({ player: 'Bob', players: ['Ann', 'Bob'] });
    // Chosen in the address, remembered for the next visit without one (the analysis' own loader
    // opening on it is tested beside that loader).
    expect(await pageData(family, '/account/shot-data?player=all')).toMatchObject({ player: 'all' });
    expect(await pageData(family, '/account/shot-data')).toMatchObject({ player: 'all' });
    expect(await pageData(family, '/account/shot-data?player=Ann')).toMatchObject({ player: 'Ann' });
    expect(await pageData(family, '/account/shot-data')).toMatchObject({ player: 'Ann' });
    // A name the account does not have is not remembered.
    await pageData(family, '/account/shot-data?player=Nobody');
    expect(await pageData(family, '/account/shot-data')).toMatchObject({ player: 'Ann' });
    // An account without shots in the last 90 days and no choice opens on every player.
    const idle = await createGolfer(shots.t, { pro: true });
    await uploadAll(shots.t.app, idle.token, 'shots', [shot({ player: 'Cy', takenAt: ago(100 * DAY_MS) })]);
    expect(await pageData(idle, '/account/shot-data')).toMatchObject({ player: 'all', players: ['Cy'] });
  });

  it('read nothing for a Free account or a visitor', async () => {
    const free = await createGolfer(shots.t, { pro: false });
    expect(await pageData(free, '/account/shot-data')).toEqual({ isPro: false });
    expect(await pageData(null, '/account/shot-data')).toBeNull();
  });
});

describe('Shot data’s action', () => {
  const post = async (user: TestUser, fields: Record<string, string>) => {
    const args = { request: pageRequest('/account/shot-data', fields), params: {}, context: await loadContextOf(shots.t, user) };
    const answer = (await shotDataRoute.action(args as unknown as Args<typeof shotDataRoute.action>)) as { data: unknown; init: { status?: number } | null };
    return { status: answer.init?.status ?? 200, data: answer.data };
  };

  it('leaves a shot out and counts it again by hand, and refuses another account or a Free one as the API does', async () => {
    const { points } = await api<DispersionResponse>(shots.ann, '/api/stats/analysis/dispersion?club=Dr');
    const target = points[0];
    expect(await post(shots.ann, { intent: 'override', shotId: target.id, action: 'exclude' })).toEqual({
      status: 200,
      data: { ok: true, action: 'exclude', shotId: target.id, override: 'excluded' },
    });
    const after = await api<DispersionResponse>(shots.ann, '/api/stats/analysis/dispersion?club=Dr');
    expect(after.points.find((p) => p.id === target.id)).toMatchObject({ excluded: true, override: 'excluded' });
    expect((await post(shots.ann, { intent: 'override', shotId: target.id, action: 'clear' })).data).toMatchObject({ ok: true, override: null });

    const other = await createGolfer(shots.t, { pro: true });
    expect(await post(other, { intent: 'override', shotId: target.id, action: 'exclude' })).toMatchObject({ status: 404 });
    const free = await createGolfer(shots.t, { pro: false });
    expect(await post(free, { intent: 'override', shotId: target.id, action: 'exclude' })).toMatchObject({ status: 403 });
    expect(await post(shots.ann, { intent: 'override', shotId: 'x', action: 'exclude' })).toMatchObject({ status: 400 });
  });

  it('remembers Hide mishits, as the API reads it back', async () => {
    expect((await post(shots.ann, { intent: 'hide-mishits', hideMishits: 'true' })).data).toEqual({ ok: true, hideMishits: true });
    expect(await api(shots.ann, '/api/stats/analysis/preferences')).toEqual({ hideMishits: true });
    expect(await post(shots.ann, { intent: 'hide-mishits', hideMishits: 'maybe' })).toMatchObject({ status: 400 });
  });
});
