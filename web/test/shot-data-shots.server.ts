import { afterAll, beforeAll } from 'vitest';
import { createGolfer, type Golfer, type TestUser } from '../../server/test/factories';
import { createTestApp, type TestApp } from '../../server/test/harness';
import { ago, DAY_MS, HOUR_MS, shot, uploadAll } from '../../server/test/ingest-fixtures';

/*
 * The shots the tests of Shot data's loaders read: Ann, Pro, with Bob's four 7-iron shots in early
 * March 2025 and Ann's two drives and one 7-iron later that month.
 */
export interface ShotDataShots {
  t: TestApp;
  ann: Golfer;
}

/** Builds the shots on a test app before the file's tests and closes it after; the answer is filled in by then. */
export function shotDataShots(): ShotDataShots {
  const state = {} as ShotDataShots;
  beforeAll(async () => {
    state.t = await createTestApp();
    state.ann = await createGolfer(state.t, { pro: true });
    const day = (d: number) => `2025-03-${String(d).padStart(2, '0')}T12:00:00.000Z`;
    await uploadAll(state.t.app, state.ann.token, 'shots', [
      ...[150, 152, 148, 151].map((carry, i) => shot({ club: '7i', carry, offline: i - 2, player: 'Bob', takenAt: day(3 + i) })),
      ...[210, 215].map((carry, i) => shot({ club: 'Dr', carry, offline: i, player: 'Ann', takenAt: day(20 + i) })),
      shot({ club: '7i', carry: 140, offline: 1, player: 'Ann', takenAt: day(25) }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await state.t?.close();
  });
  return state;
}

/** A new Pro account whose main player is Bob: Ann played most long ago, Bob most in the last 90 days. */
export async function familyWithBobAsMainPlayer(t: TestApp): Promise<Golfer> {
  const family = await createGolfer(t, { pro: true });
  await uploadAll(t.app, family.token, 'shots', [
    ...[1, 2, 3, 4, 5].map((d) => shot({ player: 'Ann', club: '7i', carry: 140, takenAt: ago(200 * DAY_MS + d * HOUR_MS) })),
    ...[1, 2, 3].map((d) => shot({ player: 'Bob', club: '7i', carry: 130, takenAt: ago(10 * DAY_MS + d * HOUR_MS) })),
    ...[1, 2].map((d) => shot({ player: 'Ann', club: '7i', carry: 141, takenAt: ago(20 * DAY_MS + d * HOUR_MS) })),
  ]);
  return family;
}

/** What the API answers `user` for a GET of `url`. */
export async function apiAnswer<T>(t: TestApp, user: TestUser, url: string): Promise<T> {
  return (await t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } })).json<T>();
}
