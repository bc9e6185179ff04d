import { describe, expect, test } from 'vitest';
import { messages } from '../../../common/messages';
import { testAppForFile } from '../../test/harness';
import { makePro } from '../../test/factories';
import { ago, HOUR_MS, round, uploadAll } from '../../test/ingest-fixtures';
import { drive, statsApi } from './stats-test-api';

/* Who may read rounds and statistics: the owner only, Pro for the shot statistics, a device token too. */
const t = testAppForFile();

const { golfer, get, shotStats } = statsApi(() => t);

describe('access', () => {
  test('another account’s round is not found, and its shots count nowhere else', async () => {
    const owner = await golfer();
    const other = await golfer();
    await uploadAll(t.app, owner.token, 'rounds', [round()]);
    await uploadAll(t.app, owner.token, 'shots', [drive(ago(HOUR_MS), { carry: 250 })]);
    const roundId = (await get(owner, '/api/stats/rounds')).json().rounds[0]._id;

    const theirs = await get(other, `/api/stats/round/${roundId}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe(messages.roundNotFound);
    expect((await get(other, '/api/stats/rounds')).json()).toMatchObject({ rounds: [], total: 0 });
    expect((await get(other, '/api/stats/players')).json()).toEqual({ players: [] });
    expect(await shotStats(other)).toMatchObject({ shotCount: 0, players: [], clubs: [] });
    const csv = await get(other, '/api/stats/shots.csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(1);

    // By device token, too.
    const byToken = await t.app.inject({ url: `/api/stats/round/${roundId}`, headers: { authorization: `Bearer ${other.token}` } });
    expect(byToken.statusCode).toBe(404);
    const ownByToken = await t.app.inject({ url: `/api/stats/round/${roundId}`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(ownByToken.statusCode).toBe(200);
  });

  test('a malformed or unknown round id is refused without a 500', async () => {
    const me = await golfer({ pro: false });
    for (const id of ['not-a-uuid', '1', `${'a'.repeat(100)}`, "x' or '1'='1"]) {
      const res = await get(me, `/api/stats/round/${encodeURIComponent(id)}`);
      expect([400, 404]).toContain(res.statusCode);
    }
    expect((await get(me, '/api/stats/round/7f1c7a0e-8a0e-4c57-9d0f-2f1c6f3b8a11')).statusCode).toBe(404);
  });

  test('shot statistics need Pro: 403 Pro subscription required; rounds stay open', async () => {
    const free = await golfer({ pro: false });
    for (const url of ['/api/stats/shots', '/api/stats/dashboard', '/api/stats/shots.csv', '/api/stats/shots?player=Me']) {
      const res = await get(free, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe('Pro subscription required');
      const byToken = await t.app.inject({ url, headers: { authorization: `Bearer ${free.token}` } });
      expect(byToken.statusCode, url).toBe(403);
    }
    expect((await get(free, '/api/stats/rounds')).statusCode).toBe(200);
    expect((await get(free, '/api/stats/players')).statusCode).toBe(200);
  });

  test('a Pro subscription that expired no longer opens the statistics', async () => {
    const lapsed = await golfer({ pro: false });
    await makePro(t.database.db, lapsed.id, new Date(Date.now() - 60_000));
    expect((await get(lapsed, '/api/stats/shots')).statusCode).toBe(403);
  });

  test('anonymous callers get 401 everywhere', async () => {
    for (const url of ['/api/stats/rounds', '/api/stats/players', '/api/stats/shots', '/api/stats/dashboard', '/api/stats/shots.csv']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
  });

  test('the Pro statistics answer a device token', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [drive(ago(HOUR_MS), { carry: 222 })]);
    const res = await t.app.inject({ url: '/api/stats/shots', headers: { authorization: `Bearer ${me.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().drives.longestDriveDistance).toBe(222);
  });
});
