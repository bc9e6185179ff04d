import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGolfer, type Golfer } from '../../../server/test/factories';
import { createTestApp, type TestApp } from '../../../server/test/harness';
import { ago, HOUR_MS, session, shot, uploadAll } from '../../../server/test/ingest-fixtures';
import { callLoader, signedOutVisit } from '../../test/route-args.server';
import type { SessionsPageData } from './sessions-page';
import * as sessionsRoute from './route';

/*
 * The sessions list's loader as the framework calls it, on the test database: the account's own
 * sessions newest first, the player filter, the page number from the address, and the teaser's
 * data for a free account.
 */
let t: TestApp;
let ann: Golfer;
let bob: Golfer;
beforeAll(async () => {
  t = await createTestApp();
  [ann, bob] = await Promise.all([createGolfer(t, { pro: true }), createGolfer(t, { pro: true })]);
  const older = session({ name: 'Monday irons', startedAt: ago(30 * HOUR_MS) });
  const newer = session({ name: 'Tuesday driver', startedAt: ago(3 * HOUR_MS) });
  await uploadAll(t.app, ann.token, 'sessions', [older, newer]);
  await uploadAll(t.app, ann.token, 'shots', [
    shot({ club: '7i', player: 'Me', sessionClientId: older.clientId, takenAt: ago(29 * HOUR_MS) }),
    shot({ club: 'Dr', carry: 210, player: 'Sam', sessionClientId: newer.clientId, takenAt: ago(2 * HOUR_MS) }),
  ]);
  await uploadAll(t.app, bob.token, 'sessions', [session({ name: 'Bob at the range' })]);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const load = (user: Golfer | null, path = '/account/sessions') => callLoader<SessionsPageData | null>(t, sessionsRoute, user, path);

describe('the sessions list’s loader', () => {
  it('reads the account’s own sessions, newest first, with its players for the filter', async () => {
    const { data, status } = await load(ann);
    expect(status).toBe(200);
    expect(data).toMatchObject({ isPro: true, page: 1, player: 'all' });
    expect([...data!.players].sort()).toEqual(['Me', 'Sam']);
    expect(data!.list?.total).toBe(2);
    expect(data!.list?.sessions.map((s) => [s.name, s.shots, s.clubs])).toEqual([
      ['Tuesday driver', 1, ['Dr']],
      ['Monday irons', 1, ['7i']],
    ]);
    // Bob's list holds his session only.
    expect((await load(bob)).data!.list?.sessions.map((s) => s.name)).toEqual(['Bob at the range']);
  });

  it('filters by a player of the account’s, and reads an unknown player as every player', async () => {
    const sam = (await load(ann, '/account/sessions?player=Sam')).data!;
    expect(sam.player).toBe('Sam');
    expect(sam.list?.sessions.map((s) => s.name)).toEqual(['Tuesday driver']);
    const nobody = (await load(ann, '/account/sessions?player=Nobody')).data!;
    expect(nobody.player).toBe('all');
    expect(nobody.list?.total).toBe(2);
  });

  it('reads a bad page number as the first page, and a page past the end as empty', async () => {
    for (const page of ['abc', '-3', '0']) expect((await load(ann, `/account/sessions?page=${page}`)).data!.page).toBe(1);
    const past = (await load(ann, '/account/sessions?page=9')).data!;
    expect(past.page).toBe(9);
    expect(past.list).toMatchObject({ sessions: [], total: 2, page: 9 });
  });

  it('gives a free account the teaser only, and sends a signed-out visit to the log-in page', async () => {
    const free = await createGolfer(t, { pro: false });
    expect((await load(free)).data).toEqual({ isPro: false, page: 1, player: 'all', players: [], list: null });
    expect((await load(null)).data).toBeNull();
    expect(await signedOutVisit(t, '/account/sessions?page=2')).toEqual({ status: 302, location: '/login?from=%2Faccount%2Fsessions%3Fpage%3D2' });
  });
});
