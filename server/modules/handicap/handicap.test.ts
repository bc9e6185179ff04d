import { describe, expect, test } from 'vitest';
import { messages } from '../../../common/messages';
import type { HandicapResponse } from '../../../common/schemas/handicap';
import { testAppForFile } from '../../test/harness';
import { createGolfer, TEST_ORIGIN, type TestUser } from '../../test/factories';
import { ago, DAY_MS, round, uploadAll } from '../../test/ingest-fixtures';

const t = testAppForFile();

const PARS = Array<number>(18).fill(4);
const card = (over: number) => [...Array<number>(over).fill(5), ...Array<number>(18 - over).fill(4)];

describe('GET /api/stats/handicap', () => {
  test('each player’s index from 3 complete rounds, with the differentials behind it, newest first', async () => {
    const me = await createGolfer(t, { pro: true });
    await uploadAll(t.app, me.token, 'rounds', [
      round({ clientId: 'a', playedAt: ago(5 * DAY_MS), players: ['Me', 'Pat'], pars: PARS, scores: { Me: card(18), Pat: card(10) } }), // 90: 18.0
      round({ clientId: 'b', playedAt: ago(4 * DAY_MS), pars: PARS, scores: { Me: card(14) }, courseRating: 70, slopeRating: 130 }), // 86: 113/130 × 16 = 13.9
      // Not complete: counts nothing.
      round({ clientId: 'c', playedAt: ago(3 * DAY_MS), pars: PARS, scores: { Me: [...card(17).slice(0, 17), null] } }),
      round({ clientId: 'd', playedAt: ago(2 * DAY_MS), pars: PARS, scores: { Me: card(16) } }), // 88: 16.0
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/stats/handicap', headers: { cookie: me.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const body: HandicapResponse = res.json();
    expect(body.players.map((p) => [p.player, p.index, p.scores, p.counted, p.adjustment])).toEqual([
      ['Me', 11.9, 3, 1, -2],
      ['Pat', null, 1, 0, 0],
    ]);
    const mine = body.players[0].recent;
    expect(mine.map((d) => [d.grossScore, d.adjustedGross, d.courseRating, d.slopeRating, d.differential, d.counted])).toEqual([
      [88, 88, 72, 113, 16, false],
      [86, 86, 70, 130, 13.9, true],
      [90, 90, 72, 113, 18, false],
    ]);
    expect(mine[0].course).toBe('Pebble Creek');
  });

  test('a Pro figure: a Free account gets 403, a device token works', async () => {
    const free = await createGolfer(t, { pro: false });
    const denied = await t.app.inject({ method: 'GET', url: '/api/stats/handicap', headers: { cookie: free.cookie } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe(messages.proRequired);
    const pro = await createGolfer(t, { pro: true });
    const device = await t.app.inject({ method: 'GET', url: '/api/stats/handicap', headers: { authorization: `Bearer ${pro.token}` } });
    expect(device.statusCode).toBe(200);
    expect(device.json()).toEqual({ players: [] });
  });
});

describe('rounds played at the same moment', () => {
  const handicap = async (user: TestUser): Promise<HandicapResponse> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stats/handicap', headers: { cookie: user.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** The rounds' own ids differ between two accounts; everything else must not. */
  const withoutRoundIds = (body: HandicapResponse) => body.players.map((p) => ({ ...p, recent: p.recent.map(({ roundIds, ...d }) => ({ ...d, rounds: roundIds.length })) }));

  test('count in the order of the app’s ids, so a restored account pairs and caps them alike', async () => {
    const me = await createGolfer(t, { pro: true });
    const NINE = Array<number>(9).fill(4);
    // Ten days of a front and a back nine stored at the same moment, the back nine uploaded first.
    // Their index caps the later days' holes: the order of the pairs' holes moves the figures.
    const days = Array.from({ length: 10 }, (_, d) => {
      const at = ago((30 - d) * DAY_MS);
      return [
        round({ clientId: `day-${d}-b`, course: 'Back Nine', playedAt: at, pars: NINE, firstHole: 10, scores: { Me: [9, 4, 4, 4, 4, 4, 4, 4, 9] } }),
        round({ clientId: `day-${d}-a`, course: 'Front Nine', playedAt: at, pars: NINE, scores: { Me: [4, 9, 5, 4, 6, 4, 4, 5, 4].map((s, h) => s + ((h + d) % 3 === 0 ? 1 : 0)) } }),
      ];
    }).flat();
    await uploadAll(t.app, me.token, 'rounds', days);
    const before = await handicap(me);
    expect(before.players[0].recent.map((d) => d.course)).toEqual(Array<string>(10).fill('Front Nine + Back Nine'));

    const file = (await t.app.inject({ method: 'GET', url: '/api/account/backup', headers: { cookie: me.cookie } })).body;
    const fresh = await createGolfer(t, { pro: true });
    const restored = await t.app.inject({
      method: 'POST',
      url: '/api/account/restore',
      headers: { cookie: fresh.cookie, origin: TEST_ORIGIN, 'content-type': 'application/x-ndjson' },
      payload: file,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const after = await handicap(fresh);
    expect(withoutRoundIds(after)).toStrictEqual(withoutRoundIds(before));
  });
});
