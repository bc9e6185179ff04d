import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages } from '../../../common/messages';
import { createTestApp, type TestApp } from '../../../server/test/harness';
import { createGolfer, type Golfer } from '../../../server/test/factories';
import { round, uploadAll } from '../../../server/test/ingest-fixtures';
import { loadContextOf, pageRequest } from '../../test/load-context.server';
import * as roundsRoute from './route';
import type { RoundsPageData } from './rounds-page';

/*
 * The rounds page's loader on the test database: it reads the address' parameters by the rounds
 * API's own rules and answers what the API answers; a fault is named and the list shown without it.
 */
let t: TestApp;
let me: Golfer;

/** Noon UTC on a day of November 2026, plus `hours`. */
const on = (day: number, hours = 0) => new Date(Date.UTC(2026, 10, day, 12 + hours)).toISOString();
const PARS = [4, 4, 3, 5];

beforeAll(async () => {
  t = await createTestApp();
  me = await createGolfer(t, { pro: false });
  // Par 16 each. Ann's to par: Harbour +2, Old Course −1, Pine 0, Lakes (Bob alone, +4), Dunes no score.
  await uploadAll(t.app, me.token, 'rounds', [
    round({ course: 'Harbour Links', playedAt: on(5), players: ['Ann'], pars: PARS, scores: { Ann: [5, 5, 3, 5] } }),
    round({ course: 'old Course', playedAt: on(10), players: ['Ann', 'Bob'], pars: PARS, scores: { Ann: [3, 4, 3, 5], Bob: [6, 6, 4, 6] } }),
    round({ course: 'Pine Valley', playedAt: on(12, -12), players: ['Ann'], pars: PARS, scores: { Ann: [4, 4, 3, 5] } }),
    round({ course: 'Lakes', playedAt: on(12, 11.5), players: ['Bob'], pars: PARS, scores: { Bob: [5, 5, 4, 6] } }),
    round({ course: 'Dunes', playedAt: on(20), players: ['Ann'], pars: PARS }),
  ]);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/stats/rounds${query}`, headers: { cookie: me.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the rounds page’s loader reads the same parameters by the same rules', () => {
  async function load(path: string): Promise<RoundsPageData> {
    const args = { request: pageRequest(path), params: {}, context: await loadContextOf(t, me) };
    return (await roundsRoute.loader(args as never)) as RoundsPageData;
  }

  test('the list of the address, as the API answers it', async () => {
    const data = await load('/account/rounds?sort=-toPar&player=Bob&pageSize=1&page=2');
    expect(data.fault).toBeNull();
    expect(data.query).toMatchObject({ sort: '-toPar', player: 'Bob', pageSize: 1, page: 2 });
    expect(data.rounds).toEqual(await list('?sort=-toPar&player=Bob&pageSize=1&page=2'));
    expect(data.rounds!.rounds.map((r) => r.course)).toEqual(['Lakes']);
  });

  test('empty fields are no filter, an unknown player is every player, and a fault is named and left out', async () => {
    const empty = await load('/account/rounds?course=&from=&to=&sort=course');
    expect(empty.fault).toBeNull();
    expect(empty.rounds!.total).toBe(5);
    expect((await load('/account/rounds?player=Nobody')).player).toBe('all');

    const bad = await load('/account/rounds?sort=score&course=Lakes');
    expect(bad.fault).toBe(messages.roundsBadSort);
    expect(bad.query).toMatchObject({ sort: '-date', course: 'Lakes' });
    expect(bad.rounds!.rounds.map((r) => r.course)).toEqual(['Lakes']);

    const reversed = await load('/account/rounds?from=2026-11-20&to=2026-11-06');
    expect(reversed.fault).toBe(messages.analysisDateOrder);
    expect(reversed.query.from).toBeUndefined();
    expect(reversed.query.to).toBe('2026-11-06');
    expect((await load('/account/rounds?colour=red')).fault).toMatch(/colour/);
  });
});
