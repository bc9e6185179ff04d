import { describe, expect, test } from 'vitest';
import { messages } from '../../../common/messages';
import { testAppForFile } from '../../test/harness';
import { ago, DAY_MS, HOUR_MS, round, shot, upload, uploadAll } from '../../test/ingest-fixtures';
import { statsApi } from './stats-test-api';

/* The rounds list's players and results, the scorecard and its summaries, and what a round upload refuses. */
const t = testAppForFile();

const { golfer, get } = statsApi(() => t);

describe('rounds and scorecards', () => {
  test('the rounds list: newest first, course and players', async () => {
    const me = await golfer({ pro: false });
    await uploadAll(t.app, me.token, 'rounds', [
      round({ course: 'Old Course', playedAt: ago(5 * DAY_MS), players: ['Me'] }),
      round({ course: 'New Course', playedAt: ago(HOUR_MS), players: ['Me', 'Pat', 'Lee'] }),
    ]);
    const res = await get(me, '/api/stats/rounds');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(body.rounds.map((r: { course: string; players: string[] }) => [r.course, r.players])).toEqual([
      ['New Course', ['Me', 'Pat', 'Lee']],
      ['Old Course', ['Me']],
    ]);
  });

  test('the scorecard: par, OUT, IN and total per player; a null score stays blank and out of the sums', async () => {
    const me = await golfer({ pro: false });
    const pars = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
    const mine = [5, 4, 3, 6, 4, null, 3, 5, 5, 4, 5, 3, 6, 4, 4, 4, 4, 6];
    await uploadAll(t.app, me.token, 'rounds', [
      round({ clientId: 'card', players: ['Me', 'Pat'], pars, scores: { Me: mine, Pat: [4, 4, 3] } }),
    ]);
    const list = (await get(me, '/api/stats/rounds')).json();
    const res = await get(me, `/api/stats/round/${list.rounds[0]._id}`);
    expect(res.statusCode).toBe(200);
    const card = res.json();
    expect(card.course).toBe('Pebble Creek');
    expect(card.players).toEqual(['Me', 'Pat']);
    expect(card.holes).toHaveLength(18);
    expect(card.holes[3]).toEqual({ hole: 4, par: 5 });
    expect(card.scores).toContainEqual({ player: 'Me', hole: 6, score: null, putts: null });
    expect(card.scores).toHaveLength(21);
    // Me: out 5+4+3+6+4+3+5+5 = 35 (hole 6 unset), in 4+5+3+6+4+4+4+4+6 = 40.
    expect(card.totals).toEqual([
      { player: 'Me', out: 35, in: 40, total: 75 },
      { player: 'Pat', out: 11, in: null, total: 11 },
    ]);
    expect(card.par).toEqual({ out: 36, in: 36, total: 72 });
  });

  test('a 9-hole round has no IN, and a player without scores has blank totals', async () => {
    const me = await golfer({ pro: false });
    await uploadAll(t.app, me.token, 'rounds', [round({ players: ['Me', 'Lee'], pars: [4, 4, 3, 5, 4, 4, 3, 4, 5], scores: { Me: [4, 4, 3] } })]);
    const list = (await get(me, '/api/stats/rounds')).json();
    const card = (await get(me, `/api/stats/round/${list.rounds[0]._id}`)).json();
    expect(card.par).toEqual({ out: 36, in: null, total: 36 });
    expect(card.totals).toEqual([
      { player: 'Me', out: 11, in: null, total: 11 },
      { player: 'Lee', out: null, in: null, total: null },
    ]);
  });

  test('pages of 20, or of pageSize, newest first', async () => {
    const me = await golfer({ pro: false });
    await uploadAll(
      t.app,
      me.token,
      'rounds',
      Array.from({ length: 53 }, (_, i) => round({ course: `Course ${i}`, playedAt: ago((i + 1) * HOUR_MS), pars: [3] })),
    );
    const third = (await get(me, '/api/stats/rounds?page=3')).json();
    expect(third).toMatchObject({ total: 53, page: 3, pageSize: 20, pages: 3 });
    expect(third.rounds.map((r: { course: string }) => r.course)).toEqual(Array.from({ length: 13 }, (_, i) => `Course ${40 + i}`));
    const second = (await get(me, '/api/stats/rounds?page=2&pageSize=50')).json();
    expect(second).toMatchObject({ total: 53, page: 2, pageSize: 50, pages: 2 });
    expect(second.rounds.map((r: { course: string }) => r.course)).toEqual(['Course 50', 'Course 51', 'Course 52']);
    expect((await get(me, '/api/stats/rounds?page=0')).statusCode).toBe(400);
  });

  test('each player’s score and score to par over the holes they scored, holes played, and a player filter', async () => {
    const me = await golfer({ pro: false });
    await uploadAll(t.app, me.token, 'rounds', [
      // Par 4, 4, 3, 5: Me 5+4+2+5 = 16 on par 16, E; Pat scored holes 1-2 only: 5+5 = 10, par 8: +2.
      round({ course: 'Both', playedAt: ago(2 * HOUR_MS), players: ['Me', 'Pat'], pars: [4, 4, 3, 5], scores: { Me: [5, 4, 2, 5], Pat: [5, 5, null, null] } }),
      // Lee alone, 3 under on 3 holes of 9 played.
      round({ course: 'Lee only', playedAt: ago(HOUR_MS), players: ['Lee'], pars: [4, 4, 4, 4, 4, 4, 4, 4, 4], scores: { Lee: [3, 3, 3] } }),
    ]);
    const all = (await get(me, '/api/stats/rounds')).json();
    expect(all.rounds.map((r: { course: string; holesPlayed: number; holeCount: number; results: unknown }) => [r.course, r.holesPlayed, r.holeCount, r.results])).toEqual([
      ['Lee only', 3, 9, [{ player: 'Lee', score: 9, toPar: -3, holesScored: 3 }]],
      [
        'Both',
        4,
        4,
        [
          { player: 'Me', score: 16, toPar: 0, holesScored: 4 },
          { player: 'Pat', score: 10, toPar: 2, holesScored: 2 },
        ],
      ],
    ]);
    const pats = (await get(me, '/api/stats/rounds?player=Pat')).json();
    expect(pats).toMatchObject({ total: 1, pages: 1 });
    expect(pats.rounds.map((r: { course: string }) => r.course)).toEqual(['Both']);
    expect((await get(me, '/api/stats/rounds?player=all')).json().total).toBe(2);
    expect((await get(me, '/api/stats/rounds?player=Nobody')).json()).toMatchObject({ rounds: [], total: 0 });
  });

  test('a round’s summary per player: score, to par, fairways, greens in regulation, putts and par-3/4/5 averages', async () => {
    const me = await golfer({ pro: false });
    const pars = [4, 3, 5, 4];
    await uploadAll(t.app, me.token, 'rounds', [
      round({
        clientId: 'summary',
        courseRating: 70.1,
        slopeRating: 128,
        players: ['Me', 'Pat'],
        pars,
        // Greens in regulation (score − putts ≤ par − 2): hole 1 4−2 = 2 ≤ 2 yes; hole 2 4−1 = 3 > 1 no;
        // hole 3 5−2 = 3 ≤ 3 yes; hole 4 has no putts and counts neither way.
        scores: { Me: [4, 4, 5, 6], Pat: [null, null, null, null] },
        putts: { Me: [2, 1, 2, null] },
      }),
    ]);
    // Tee shots on par 4s and 5s with a fairway result: hole 1 hit, hole 3 left (its later shot's
    // "hit" is not a tee shot), hole 4 without a result; hole 2 is a par 3.
    const teeShot = (hole: number, minutes: number, fairway?: 'hit' | 'left') =>
      shot({ kind: 'round', roundClientId: 'summary', hole, club: 'Dr', takenAt: ago(HOUR_MS - minutes * 60_000), ...(fairway ? { fairway } : {}) });
    await uploadAll(t.app, me.token, 'shots', [teeShot(1, 1, 'hit'), teeShot(2, 2, 'hit'), teeShot(3, 3, 'left'), teeShot(3, 4, 'hit'), teeShot(4, 5)]);
    const list = (await get(me, '/api/stats/rounds')).json();
    const card = (await get(me, `/api/stats/round/${list.rounds[0]._id}`)).json();
    expect(card).toMatchObject({ tees: null, courseRating: 70.1, slopeRating: 128 });
    expect(card.scores[0]).toEqual({ player: 'Me', hole: 1, score: 4, putts: 2 });
    expect(card.summaries).toEqual([
      {
        player: 'Me',
        score: 19,
        toPar: 3,
        holesScored: 4,
        fairways: { hit: 1, of: 2 },
        greens: { hit: 2, of: 3 },
        putts: 5,
        puttHoles: 3,
        parAverages: { par3: 4, par4: 5, par5: 5 },
      },
      {
        player: 'Pat',
        score: null,
        toPar: null,
        holesScored: 0,
        fairways: { hit: 0, of: 0 },
        greens: { hit: 0, of: 0 },
        putts: null,
        puttHoles: 0,
        parAverages: { par3: null, par4: null, par5: null },
      },
    ]);
  });

  test('putts must be fewer than the score, and ratings within their ranges: that round alone is refused', async () => {
    const me = await golfer({ pro: false });
    const res = await upload(t.app, me.token, 'rounds', [
      round({ pars: [4, 4], scores: { Me: [3, 4] }, putts: { Me: [3, 2] } }),
      round({ pars: [4], slopeRating: 200 }),
      round({ pars: [4], scores: { Me: [4] }, putts: { Me: [2] }, courseRating: 35.2, slopeRating: 120 }),
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.stored).toBe(1);
    expect(body.rejected).toEqual([
      { index: 0, error: `scores[0].putts: ${messages.ingestPuttsNotBelowScore}` },
      { index: 1, error: 'slopeRating: must be between 55 and 155' },
    ]);
  });
});
