import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages } from '../../../common/messages';
import type { HandicapResponse } from '../../../common/schemas/handicap';
import { createTestApp, type TestApp } from '../../test/harness';
import { createGolfer } from '../../test/factories';
import { ago, DAY_MS, round, uploadAll } from '../../test/ingest-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

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
