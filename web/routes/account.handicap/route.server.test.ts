import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGolfer, type Golfer } from '../../../server/test/factories';
import { createTestApp, type TestApp } from '../../../server/test/harness';
import { ago, DAY_MS, round, uploadAll } from '../../../server/test/ingest-fixtures';
import { callLoader, signedOutVisit } from '../../test/route-args.server';
import type { HandicapPageData } from './handicap-page';
import * as handicapRoute from './route';

/*
 * The Sim Handicap page's loader as the framework calls it, on the test database: each player's
 * index from the account's own rounds for a Pro account, what it is and how to get it for others.
 */
let t: TestApp;
let ann: Golfer;
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
beforeAll(async () => {
  t = await createTestApp();
  ann = await createGolfer(t, { pro: true });
  // Three full rounds for Me, at par plus 1, 2 and 3 a hole on the first holes.
  const rounds = [1, 2, 3].map((extra, i) =>
    round({ playedAt: ago((i + 1) * DAY_MS), pars: PARS, scores: { Me: PARS.map((par, hole) => par + (hole < extra * 3 ? 1 : 0)) } }),
  );
  await uploadAll(t.app, ann.token, 'rounds', rounds);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const load = (user: Golfer | null) => callLoader<HandicapPageData | null>(t, handicapRoute, user, '/account/handicap');

describe('the Sim Handicap page’s loader', () => {
  it('reads each player’s index from the account’s rounds, as the API answers it', async () => {
    const { data, status } = await load(ann);
    expect(status).toBe(200);
    expect(data?.isPro).toBe(true);
    const me = data?.handicap?.players.find((p) => p.player === 'Me');
    expect(me).toMatchObject({ scores: 3 });
    expect(me?.index).not.toBeNull();
    expect(me?.recent.map((r) => r.grossScore)).toEqual([75, 78, 81]);
    const api = await t.app.inject({ url: '/api/stats/handicap', headers: { cookie: ann.cookie } });
    expect(data?.handicap).toEqual(api.json());
  });

  it('shows another account none of Ann’s scores', async () => {
    const bob = await createGolfer(t, { pro: true });
    expect((await load(bob)).data).toEqual({ isPro: true, handicap: { players: [] } });
  });

  it('gives a free account the page without figures, and sends a signed-out visit to the log-in page', async () => {
    const free = await createGolfer(t, { pro: false });
    expect((await load(free)).data).toEqual({ isPro: false, handicap: null });
    expect((await load(null)).data).toBeNull();
    expect(await signedOutVisit(t, '/account/handicap')).toEqual({ status: 302, location: '/login?from=%2Faccount%2Fhandicap' });
  });
});
