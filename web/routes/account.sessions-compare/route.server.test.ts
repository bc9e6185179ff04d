import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGolfer, type Golfer } from '../../../server/test/factories';
import { createTestApp, type TestApp } from '../../../server/test/harness';
import { session, shot, uploadAll } from '../../../server/test/ingest-fixtures';
import { loadContextOf, pageRequest } from '../../test/load-context.server';
import * as compareRoute from './route';
import type { SessionsComparePageData } from './sessions-compare-page';

/*
 * The compare's loader on the test database: each club both sessions hit has both sessions'
 * dispersion (the session dispersion call's answers), a club of one session has one side, the
 * putter none; the sessions either side can be changed to; another account's session is not found.
 */
let t: TestApp;
let ann: Golfer;
let bob: Golfer;
const monday = session({ name: 'Monday', startedAt: new Date(Date.now() - 3 * 86_400_000).toISOString() });
const friday = session({ name: 'Friday', startedAt: new Date(Date.now() - 86_400_000).toISOString() });
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  [ann, bob] = await Promise.all([createGolfer(t, { pro: true }), createGolfer(t, { pro: true })]);
  await uploadAll(t.app, ann.token, 'sessions', [monday, friday]);
  const at = (s: typeof monday, club: string, carry: number, offline: number) => shot({ club, carry, offline, sessionClientId: s.clientId, takenAt: s.startedAt });
  await uploadAll(t.app, ann.token, 'shots', [
    ...[140, 142, 138, 145].map((carry, i) => at(monday, '7i', carry, i - 2)),
    ...[150, 151, 149].map((carry, i) => at(friday, '7i', carry, i - 1)),
    at(friday, 'Dr', 220, 5),
    at(friday, 'Pt', 3, 0),
  ]);
  const list = (await t.app.inject({ url: '/api/sessions', headers: { cookie: ann.cookie } })).json() as { sessions: { id: string; name: string }[] };
  for (const s of list.sessions) ids[s.name] = s.id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function load(who: Golfer, path: string): Promise<{ data: SessionsComparePageData; status: number }> {
  const answer = (await compareRoute.loader({ request: pageRequest(path), params: {}, context: await loadContextOf(t, who) } as never)) as {
    data: SessionsComparePageData;
    init?: { status?: number };
  };
  return { data: answer.data, status: answer.init?.status ?? 200 };
}

describe('the compare', () => {
  it('reads each club’s dispersion in both sessions, as the session dispersion call answers it, and the choices', async () => {
    const { data, status } = await load(ann, `/account/sessions/compare?a=${ids.Monday}&b=${ids.Friday}`);
    expect(status).toBe(200);
    // The putter is not compared; the driver was hit on Friday only.
    expect(data.compare?.clubs.map((c) => c.club)).toEqual(['Dr', '7i']);
    expect(data.dispersions!.map((d) => [d.club, d.a?.shots ?? null, d.b?.shots ?? null])).toEqual([
      ['Dr', null, 1],
      ['7i', 4, 3],
    ]);
    const sevenB = (await t.app.inject({ url: `/api/sessions/${ids.Friday}/dispersion?club=7i`, headers: { cookie: ann.cookie } })).json();
    expect(data.dispersions![1].b).toEqual(sevenB);
    expect(data.choices!.map((s) => s.name)).toEqual(['Friday', 'Monday']);
  });

  it('answers 404 when a session is not the account’s, still with the choices; without two sessions, only the choices', async () => {
    const other = await load(bob, `/account/sessions/compare?a=${ids.Monday}&b=${ids.Friday}`);
    expect(other.status).toBe(404);
    expect(other.data).toMatchObject({ notFound: true, compare: null, dispersions: null, choices: [] });
    const missing = await load(ann, '/account/sessions/compare');
    expect(missing.data).toMatchObject({ valid: false, compare: null, dispersions: null });
    expect(missing.data.choices).toHaveLength(2);
  });
});
