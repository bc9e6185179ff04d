import { describe, expect, it } from 'vitest';
import * as stats from '../../../server/modules/stats/queries';
import { createGolfer, type TestUser } from '../../../server/test/factories';
import type { AnalysisData } from '../../features/analysis/analysis-data';
import { loadContextOf, pageRequest } from '../../test/load-context.server';
import { apiAnswer, familyWithBobAsMainPlayer, shotDataShots } from '../../test/shot-data-shots.server';
import * as analysisRoute from './route';

/*
 * Shot data's per-club analysis, its own loader as the framework calls it on the test database:
 * what it answers is what the API's calls answer for the same filters.
 */
const shots = shotDataShots();
type Args<F extends (...args: never[]) => unknown> = Parameters<F>[0];

async function analysisData(user: TestUser | null, path: string) {
  const args = { request: pageRequest(path), params: {}, context: await loadContextOf(shots.t, user) };
  return (await analysisRoute.loader(args as unknown as Args<typeof analysisRoute.loader>)) as AnalysisData | null;
}

const api = <T>(user: TestUser, url: string) => apiAnswer<T>(shots.t, user, url);

describe('Shot data’s analysis loader', () => {
  it('read the analysis of exactly the player, club and dates of the address', async () => {
    const data = await analysisData(shots.ann, '/account/shot-data/analysis?player=Bob&club=7i&from=2025-03-01&to=2025-03-31');
    expect(data?.failed).toBe(false);
    expect(data?.club).toBe('7i');
    const query = 'player=Bob&from=2025-03-01&to=2025-03-31';
    expect(data?.gapping).toEqual(await api(shots.ann, `/api/stats/analysis?${query}`));
    expect(data?.dispersion).toEqual(await api(shots.ann, `/api/stats/analysis/dispersion?${query}&club=7i`));
    expect(data?.trends).toEqual(await api(shots.ann, `/api/stats/analysis/trends?${query}&club=7i`));
  });

  it('fall back to the defaults for values they cannot read: every player, no dates, the first club with shots', async () => {
    const data = await analysisData(shots.ann, '/account/shot-data/analysis?player=Nobody&club=XX&from=2025-02-30&to=tomorrow');
    expect(data?.gapping?.filter).toEqual({ player: 'all', from: null, to: null });
    expect(data?.club).toBe('Dr');
    expect(data?.dispersion?.filter).toMatchObject({ player: 'all', from: null, to: null });
    // A reversed range is no range at all.
    const reversed = await analysisData(shots.ann, '/account/shot-data/analysis?player=all&from=2025-03-31&to=2025-03-01&club=Pt');
    expect(reversed?.gapping?.filter).toEqual({ player: 'all', from: null, to: null });
    expect(reversed?.club).toBe('Dr');
  });

  it('opens on the main player (most shots in the last 90 days), then on the player Shot data last chose, and remembers nothing itself', async () => {
    // Long ago, Ann played most; in the last 90 days, Bob did.
    const family = await familyWithBobAsMainPlayer(shots.t);
    expect((await analysisData(family, '/account/shot-data/analysis'))?.gapping?.filter.player).toBe('Bob');
    // The choice Shot data's loader remembers (the stats module's rememberPlayer) is the one the analysis opens on.
    const { db, userRow } = await loadContextOf(shots.t, family);
    await stats.rememberPlayer(db, userRow!, 'all');
    expect((await analysisData(family, '/account/shot-data/analysis'))?.gapping?.filter.player).toBe('all');
    // Its own reads remember nothing.
    await analysisData(family, '/account/shot-data/analysis?player=Bob');
    expect(await stats.openingPlayer(db, userRow!, ['Ann', 'Bob'])).toBe('all');
  });

  it('reads nothing for a Free account or a visitor', async () => {
    const free = await createGolfer(shots.t, { pro: false });
    expect(await analysisData(free, '/account/shot-data/analysis')).toBeNull();
    expect(await analysisData(null, '/account/shot-data/analysis')).toBeNull();
  });
});
