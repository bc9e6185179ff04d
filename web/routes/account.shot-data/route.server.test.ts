import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DispersionResponse } from '../../../common/schemas/analysis';
import { createGolfer, type Golfer, type TestUser } from '../../../server/test/factories';
import { createTestApp, type TestApp } from '../../../server/test/harness';
import { ago, DAY_MS, HOUR_MS, shot, uploadAll } from '../../../server/test/ingest-fixtures';
import type { ShotDataPageData } from './shot-data-page';
import { loadContextOf, pageRequest } from '../../test/load-context.server';
import * as shotDataRoute from './route';

/*
 * Shot data's loaders and action as the framework calls them, on the test database: a real
 * Request of the page's address, the load context of the signed-in user. What they answer is what
 * the API's calls answer for the same filters.
 */
let t: TestApp;
let ann: Golfer;
beforeAll(async () => {
  t = await createTestApp();
  ann = await createGolfer(t, { pro: true });
  const day = (d: number) => `2025-03-${String(d).padStart(2, '0')}T12:00:00.000Z`;
  await uploadAll(t.app, ann.token, 'shots', [
    ...[150, 152, 148, 151].map((carry, i) => shot({ club: '7i', carry, offline: i - 2, player: 'Bob', takenAt: day(3 + i) })),
    ...[210, 215].map((carry, i) => shot({ club: 'Dr', carry, offline: i, player: 'Ann', takenAt: day(20 + i) })),
    shot({ club: '7i', carry: 140, offline: 1, player: 'Ann', takenAt: day(25) }),
  ]);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Args<F extends (...args: never[]) => unknown> = Parameters<F>[0];

async function pageData(user: TestUser | null, path: string) {
  const args = { request: pageRequest(path), params: {}, context: await loadContextOf(t, user) };
  return (await shotDataRoute.loader(args as unknown as Args<typeof shotDataRoute.loader>)) as ShotDataPageData | null;
}

const api = async <T>(user: TestUser, url: string) => (await t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } })).json<T>();

describe('Shot data’s loaders', () => {
  it('read the player of the address, the account’s players and that player’s statistics, as the API answers them', async () => {
    const data = await pageData(ann, '/account/shot-data?player=Bob');
    expect(data).toMatchObject({ isPro: true, player: 'Bob', players: ['Ann', 'Bob'] });
    expect(data && 'stats' in data ? data.stats : null).toEqual(await api(ann, '/api/stats/shots?player=Bob'));
    // A player the account does not have is every player.
    expect(await pageData(ann, '/account/shot-data?player=Nobody')).toMatchObject({ player: 'all' });
  });

  it('stream the analysis of the address with the page, as the API answers it', async () => {
    const page = await pageData(ann, '/account/shot-data?player=Bob&club=7i&from=2025-03-01&to=2025-03-31');
    const streamed = page && 'analysis' in page ? await page.analysis : undefined;
    expect(streamed?.failed).toBe(false);
    expect(streamed?.club).toBe('7i');
    const query = 'player=Bob&from=2025-03-01&to=2025-03-31';
    expect(streamed?.gapping).toEqual(await api(ann, `/api/stats/analysis?${query}`));
    expect(streamed?.dispersion).toEqual(await api(ann, `/api/stats/analysis/dispersion?${query}&club=7i`));
    expect(streamed?.trends).toEqual(await api(ann, `/api/stats/analysis/trends?${query}&club=7i`));
  });

  it('open on the main player (most shots in the last 90 days), then on the player last chosen, "All players" among them', async () => {
    const family = await createGolfer(t, { pro: true });
    await uploadAll(t.app, family.token, 'shots', [
      // Long ago, Ann played most; in the last 90 days, Bob did.
      ...[1, 2, 3, 4, 5].map((d) => shot({ player: 'Ann', club: '7i', carry: 140, takenAt: ago(200 * DAY_MS + d * HOUR_MS) })),
      ...[1, 2, 3].map((d) => shot({ player: 'Bob', club: '7i', carry: 130, takenAt: ago(10 * DAY_MS + d * HOUR_MS) })),
      ...[1, 2].map((d) => shot({ player: 'Ann', club: '7i', carry: 141, takenAt: ago(20 * DAY_MS + d * HOUR_MS) })),
    ]);
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
    const idle = await createGolfer(t, { pro: true });
    await uploadAll(t.app, idle.token, 'shots', [shot({ player: 'Cy', takenAt: ago(100 * DAY_MS) })]);
    expect(await pageData(idle, '/account/shot-data')).toMatchObject({ player: 'all', players: ['Cy'] });
  });

  it('read nothing for a Free account or a visitor', async () => {
    const free = await createGolfer(t, { pro: false });
    expect(await pageData(free, '/account/shot-data')).toEqual({ isPro: false });
    expect(await pageData(null, '/account/shot-data')).toBeNull();
  });
});

describe('Shot data’s action', () => {
  const post = async (user: TestUser, fields: Record<string, string>) => {
    const args = { request: pageRequest('/account/shot-data', fields), params: {}, context: await loadContextOf(t, user) };
    const answer = (await shotDataRoute.action(args as unknown as Args<typeof shotDataRoute.action>)) as { data: unknown; init: { status?: number } | null };
    return { status: answer.init?.status ?? 200, data: answer.data };
  };

  it('leaves a shot out and counts it again by hand, and refuses another account or a Free one as the API does', async () => {
    const { points } = await api<DispersionResponse>(ann, '/api/stats/analysis/dispersion?club=Dr');
    const target = points[0];
    expect(await post(ann, { intent: 'override', shotId: target.id, action: 'exclude' })).toEqual({
      status: 200,
      data: { ok: true, action: 'exclude', shotId: target.id, override: 'excluded' },
    });
    const after = await api<DispersionResponse>(ann, '/api/stats/analysis/dispersion?club=Dr');
    expect(after.points.find((p) => p.id === target.id)).toMatchObject({ excluded: true, override: 'excluded' });
    expect((await post(ann, { intent: 'override', shotId: target.id, action: 'clear' })).data).toMatchObject({ ok: true, override: null });

    const other = await createGolfer(t, { pro: true });
    expect(await post(other, { intent: 'override', shotId: target.id, action: 'exclude' })).toMatchObject({ status: 404 });
    const free = await createGolfer(t, { pro: false });
    expect(await post(free, { intent: 'override', shotId: target.id, action: 'exclude' })).toMatchObject({ status: 403 });
    expect(await post(ann, { intent: 'override', shotId: 'x', action: 'exclude' })).toMatchObject({ status: 400 });
  });

  it('remembers Hide mishits, as the API reads it back', async () => {
    expect((await post(ann, { intent: 'hide-mishits', hideMishits: 'true' })).data).toEqual({ ok: true, hideMishits: true });
    expect(await api(ann, '/api/stats/analysis/preferences')).toEqual({ hideMishits: true });
    expect(await post(ann, { intent: 'hide-mishits', hideMishits: 'maybe' })).toMatchObject({ status: 400 });
  });
});
