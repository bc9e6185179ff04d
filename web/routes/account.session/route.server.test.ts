import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGolfer, type Golfer, type TestUser } from '../../../server/test/factories';
import { createTestApp, type TestApp } from '../../../server/test/harness';
import { ago, HOUR_MS, session, shot, uploadAll } from '../../../server/test/ingest-fixtures';
import { loadContextOf, pageRequest } from '../../test/load-context.server';
import type { SessionPageData } from './session-page';
import * as sessionRoute from './route';

/*
 * The session page's loader and action as the framework calls them: its "Hide mishits" switch
 * posts the account's choice, and the session's figures and ellipse are read again with it.
 */
let t: TestApp;
let me: Golfer;
let sessionId: string;
beforeAll(async () => {
  t = await createTestApp();
  me = await createGolfer(t, { pro: true });
  const practice = session({ name: 'Driver practice' });
  await uploadAll(t.app, me.token, 'sessions', [practice]);
  // Five good drives and a topped one.
  const carries = [200, 204, 198, 202, 201, 90];
  await uploadAll(
    t.app,
    me.token,
    'shots',
    carries.map((carry, i) => shot({ club: 'Dr', carry, offline: [-4, 3, 0, 5, -2, 12][i], sessionClientId: practice.clientId, takenAt: ago(HOUR_MS - i * 60_000) })),
  );
  const list = (await t.app.inject({ method: 'GET', url: '/api/sessions', headers: { cookie: me.cookie } })).json<{ sessions: { id: string }[] }>();
  sessionId = list.sessions[0].id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Args<F extends (...args: never[]) => unknown> = Parameters<F>[0];

async function pageData(user: TestUser) {
  const args = { request: pageRequest(`/account/sessions/${sessionId}`), params: { sessionId }, context: await loadContextOf(t, user) };
  const answer = (await sessionRoute.loader(args as unknown as Args<typeof sessionRoute.loader>)) as { data: SessionPageData };
  return answer.data;
}

async function post(user: TestUser, fields: Record<string, string>) {
  const args = { request: pageRequest(`/account/sessions/${sessionId}`, fields), params: { sessionId }, context: await loadContextOf(t, user) };
  const answer = (await sessionRoute.action(args as unknown as Args<typeof sessionRoute.action>)) as { data: unknown; init: { status?: number } | null };
  return { status: answer.init?.status ?? 200, data: answer.data };
}

describe('the session page’s Hide mishits', () => {
  it('is saved by the page’s action, and the figures, ellipse and summary read again follow it', async () => {
    const before = await pageData(me);
    expect(before.session?.hideMishits).toBe(false);
    const dr = before.session?.clubs.find((c) => c.club === 'Dr');
    expect(dr).toMatchObject({ allShots: 6, mishits: 1, shots: 6 });
    expect(dr?.metrics.carry.mean).toBeCloseTo(182.5, 9);

    expect(await post(me, { intent: 'hide-mishits', hideMishits: 'true' })).toEqual({ status: 200, data: { ok: true, hideMishits: true } });
    const after = await pageData(me);
    expect(after.session?.hideMishits).toBe(true);
    const hidden = after.session?.clubs.find((c) => c.club === 'Dr');
    expect(hidden).toMatchObject({ allShots: 6, mishits: 1, excluded: 1, shots: 5 });
    expect(hidden?.metrics.carry.mean).toBeCloseTo(201, 9);
    // The ellipse is over the five good drives: shorter than with the topped one.
    expect(after.dispersion?.ellipse?.major).toBeLessThan(before.dispersion?.ellipse?.major ?? 0);
    // The same choice as Shot data's.
    expect((await t.app.inject({ method: 'GET', url: '/api/stats/analysis/preferences', headers: { cookie: me.cookie } })).json()).toEqual({ hideMishits: true });

    expect(await post(me, { intent: 'hide-mishits', hideMishits: 'maybe' })).toMatchObject({ status: 400 });
    const free = await createGolfer(t, { pro: false });
    expect(await post(free, { intent: 'hide-mishits', hideMishits: 'true' })).toMatchObject({ status: 403 });
  });
});
