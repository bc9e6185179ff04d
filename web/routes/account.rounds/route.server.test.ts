import { describe, expect, test } from 'vitest';
import { messages } from '../../../common/messages';
import { roundsListForFile } from '../../../server/test/rounds-list-fixture';
import { loadContextOf, pageRequest } from '../../test/load-context.server';
import * as roundsRoute from './route';
import type { RoundsPageData } from './rounds-page';

/*
 * The rounds page's loader on the test database: it reads the address' parameters by the rounds
 * API's own rules and answers what the API answers; a fault is named and the list shown without it.
 */
const { t, me } = roundsListForFile();

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
