import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGolfer, type Golfer } from '../../../server/test/factories';
import { createTestApp, type TestApp } from '../../../server/test/harness';
import { ago, HOUR_MS, round, session, shot, uploadAll } from '../../../server/test/ingest-fixtures';
import { DISMISS_FIRST_RUN } from '../../features/onboarding/api';
import { callAction, callLoader, signedOutVisit } from '../../test/route-args.server';
import type { DashboardPageData } from './dashboard-page';
import * as dashboardRoute from './route';

/*
 * The dashboard's loader and action as the framework calls them, on the test database: the latest
 * round for every plan, the Pro figures for Pro only, and the first-run guide dismissed.
 */
let t: TestApp;
let pro: Golfer;
const practice = session({ name: 'Wedge ladder', startedAt: ago(3 * HOUR_MS) });
beforeAll(async () => {
  t = await createTestApp();
  pro = await createGolfer(t, { pro: true });
  await uploadAll(t.app, pro.token, 'sessions', [practice]);
  await uploadAll(t.app, pro.token, 'shots', [shot({ club: 'PW', carry: 110, sessionClientId: practice.clientId, takenAt: ago(2 * HOUR_MS) })]);
  await uploadAll(t.app, pro.token, 'rounds', [round({ course: 'Old Links' })]);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const load = (user: Golfer | null) => callLoader<DashboardPageData | null>(t, dashboardRoute, user, '/account');
const post = (user: Golfer | null, fields: Record<string, string>) => callAction<unknown>(t, dashboardRoute, user, '/account', fields);

describe('the dashboard’s loader', () => {
  it('reads a Pro account’s latest round, latest session, figures and handicaps', async () => {
    const { data, status } = await load(pro);
    expect(status).toBe(200);
    expect(data?.isPro).toBe(true);
    expect(data?.rounds?.rounds[0]).toMatchObject({ course: 'Old Links' });
    expect(data?.latestSession).toMatchObject({ name: 'Wedge ladder', shots: 1, clubs: ['PW'] });
    expect(data?.dashboard).not.toBeNull();
    // A round without scores makes no Sim Handicap: as the API answers.
    expect(data?.handicap).toEqual((await t.app.inject({ url: '/api/stats/handicap', headers: { cookie: pro.cookie } })).json());
  });

  it('gives a free account its rounds and none of the Pro figures', async () => {
    const free = await createGolfer(t, { pro: false });
    const { data } = await load(free);
    expect(data).toMatchObject({ isPro: false, dashboard: null, handicap: null, latestSession: null });
    expect(data?.rounds?.rounds).toEqual([]);
  });

  it('sends a signed-out visit to the log-in page', async () => {
    expect((await load(null)).data).toBeNull();
    expect(await signedOutVisit(t, '/account')).toEqual({ status: 302, location: '/login?from=%2Faccount' });
  });
});

describe('the dashboard’s action', () => {
  it('dismisses the first-run guide for the account, and refuses another intent or a signed-out post', async () => {
    const fresh = await createGolfer(t, { pro: false });
    expect((await load(fresh)).data?.firstRun?.show).toBe(true);
    expect(await post(fresh, { intent: 'something-else' })).toMatchObject({ status: 400 });
    expect((await load(fresh)).data?.firstRun?.show).toBe(true);
    expect(await post(fresh, { intent: DISMISS_FIRST_RUN })).toEqual({ status: 200, data: { dismissed: true } });
    expect((await load(fresh)).data?.firstRun?.show).toBe(false);
    expect(await post(null, { intent: DISMISS_FIRST_RUN })).toMatchObject({ status: 401 });
  });
});
