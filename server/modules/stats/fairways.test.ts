import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createGolfer, type Golfer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { ago, HOUR_MS, round, shot, uploadAll } from '../../test/ingest-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (user: Golfer, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });

describe('fairways count only the holes the player scored', () => {
  test('a round’s fairways and Fairways Hit leave out a tee shot on a hole without the player’s score', async () => {
    const me = await createGolfer(t, { pro: true });
    await uploadAll(t.app, me.token, 'rounds', [
      // Me scores holes 1 to 3, not hole 4; Pat scores hole 4 only.
      round({ clientId: 'r', players: ['Me', 'Pat'], pars: [4, 4, 5, 4], scores: { Me: [4, 5, 6, null], Pat: [null, null, null, 4] } }),
    ]);
    const tee = (player: string, hole: number, fairway: 'hit' | 'left' | 'right') =>
      shot({ kind: 'round', roundClientId: 'r', player, hole, club: 'Dr', fairway, takenAt: ago(HOUR_MS - hole * 60_000) });
    await uploadAll(t.app, me.token, 'shots', [tee('Me', 1, 'hit'), tee('Me', 2, 'left'), tee('Me', 3, 'right'), tee('Me', 4, 'hit'), tee('Pat', 1, 'hit'), tee('Pat', 4, 'left')]);

    const list = (await get(me, '/api/stats/rounds')).json();
    const card = (await get(me, `/api/stats/round/${list.rounds[0]._id}`)).json();
    const fairways = Object.fromEntries(card.summaries.map((s: { player: string; fairways: unknown }) => [s.player, s.fairways]));
    expect(fairways).toEqual({ Me: { hit: 1, of: 3 }, Pat: { hit: 0, of: 1 } });

    const mine = (await get(me, '/api/stats/shots?player=Me')).json();
    expect(mine.drives).toMatchObject({ fairwayPercent: 33.3, fairwayCount: 3 });
    const all = (await get(me, '/api/stats/shots')).json();
    expect(all.drives).toMatchObject({ fairwayPercent: 25, fairwayCount: 4 });
  });
});
