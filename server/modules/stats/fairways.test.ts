import { describe, expect, test } from 'vitest';
import { createGolfer } from '../../test/factories';
import { testAppForFile } from '../../test/harness';
import { ago, DAY_MS, HOUR_MS, round, shot, uploadAll, type ShotInput } from '../../test/ingest-fixtures';
import { statsApi } from './stats-test-api';

const t = testAppForFile();

const { golfer, get, shotStats } = statsApi(() => t);

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

describe('Fairways Hit', () => {
  test('tee shots on par 4s and 5s in the last 30 days with a fairway result; par 3s, later shots and older rounds left out', async () => {
    const me = await golfer();
    const start = 3 * DAY_MS;
    await uploadAll(t.app, me.token, 'rounds', [
      round({ clientId: 'recent', playedAt: ago(start), players: ['Me', 'Pat'], pars: [4, 3, 5, 4, 4], scores: { Me: [4, 3, 5, 4, 4], Pat: [5] } }),
      round({ clientId: 'old', playedAt: ago(31 * DAY_MS), pars: [4], scores: { Me: [4] } }),
    ]);
    const inRound = (hole: number, minutes: number, extra: ShotInput) =>
      shot({ kind: 'round', roundClientId: 'recent', hole, takenAt: ago(start - minutes * 60_000), ...extra });
    await uploadAll(t.app, me.token, 'shots', [
      inRound(1, 1, { club: 'Dr', fairway: 'hit' }),
      // The second shot on hole 1 is no tee shot, whatever it carries.
      inRound(1, 3, { club: '7i', fairway: 'left' }),
      inRound(2, 10, { club: '7i', fairway: 'hit' }), // par 3
      inRound(3, 20, { club: 'Dr', fairway: 'right' }),
      inRound(4, 30, { club: 'Dr' }), // no fairway result
      inRound(5, 40, { club: '3W', fairway: 'left' }),
      inRound(1, 2, { player: 'Pat', club: 'Dr', fairway: 'hit' }),
      shot({ kind: 'round', roundClientId: 'old', hole: 1, club: 'Dr', fairway: 'hit', takenAt: ago(31 * DAY_MS - 60_000) }),
    ]);
    expect((await shotStats(me, 'Me')).drives).toMatchObject({ fairwayPercent: 33.3, fairwayCount: 3 });
    expect((await shotStats(me, 'Pat')).drives).toMatchObject({ fairwayPercent: 100, fairwayCount: 1 });
    expect((await shotStats(me, 'all')).drives).toMatchObject({ fairwayPercent: 50, fairwayCount: 4 });
    expect((await shotStats(me)).drives.fairwayPercent).toBe(50);
  });
});

describe('Fairways Hit window', () => {
  test('counts tee shots of the last 30 days of 24 hours, ending now', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'rounds', [round({ clientId: 'edge', playedAt: ago(31 * DAY_MS), pars: [4, 4], scores: { Me: [4, 4] } })]);
    await uploadAll(t.app, me.token, 'shots', [
      shot({ kind: 'round', roundClientId: 'edge', hole: 1, club: 'Dr', fairway: 'left', takenAt: ago(30 * DAY_MS - 60_000) }),
      shot({ kind: 'round', roundClientId: 'edge', hole: 2, club: 'Dr', fairway: 'hit', takenAt: ago(30 * DAY_MS + 60_000) }),
    ]);
    expect((await shotStats(me)).drives).toMatchObject({ fairwayPercent: 0, fairwayCount: 1 });
  });
});
