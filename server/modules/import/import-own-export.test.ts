import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ImportPreview } from '../../../common/schemas/import';
import { createGolfer, TEST_ORIGIN, type TestUser } from '../../test/factories';
import { queryRows } from '../../db/query';
import { DAY_MS, ago, round, shot, uploadAll } from '../../test/ingest-fixtures';
import { fixture, importTestApp } from './test-support';

const { t, proUser, post, importFile, countShots, expectTotalsMatchShots } = importTestApp();

describe('our own export, round trip', () => {
  test('shots exported from one account (in its display units) import into another as the same shots', async () => {
    const from = await proUser();
    const to = await proUser();
    await importFile(from, fixture('garmin-imperial.csv'), { timeZone: 'UTC' });
    await importFile(from, fixture('garmin-metric-semicolon.csv'), { timeZone: 'UTC' });
    const exported = await t.app.inject({ method: 'GET', url: '/api/stats/shots.csv', headers: { cookie: from.cookie } });
    expect(exported.statusCode).toBe(200);
    const preview = (await post(to, '/api/import/preview', exported.body)).json() as ImportPreview;
    expect(preview).toMatchObject({ format: 'ours', counts: { rows: 12, readable: 12, unreadable: 0 } });
    expect((await importFile(to, exported.body)).result.stored).toBe(12);
    const shotsOf = (userId: string) =>
      queryRows<{ player: string; club: string; at: string; carry: number; ball: number; offline: number | null }>(
        t.database.db,
        sql`select player, club, to_char(taken_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as at, carry, ball_speed as ball, offline
            from shots where user_id = ${userId}::uuid order by taken_at, club, player`,
      );
    const [a, b] = [await shotsOf(from.id), await shotsOf(to.id)];
    expect(b.map((s) => [s.player, s.club, s.at])).toEqual(a.map((s) => [s.player, s.club, s.at]));
    // The export writes display units with limited decimals: the same shots within a few centimetres.
    b.forEach((s, i) => {
      expect(Math.abs(s.carry - a[i].carry)).toBeLessThan(0.1);
      expect(Math.abs(s.ball - a[i].ball)).toBeLessThan(0.1);
    });
    await expectTotalsMatchShots(to.id);
  });
});

describe('our own export back into the same account', () => {
  const exportOf = async (user: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stats/shots.csv', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const clientIdsOf = async (userId: string) =>
    (await queryRows<{ id: string }>(t.database.db, sql`select client_id as id from shots where user_id = ${userId}::uuid order by client_id`)).map((r) => r.id);

  test('stores nothing new: the Shot ID column is each shot’s own clientId (desktop uploads and earlier imports alike)', async () => {
    const me = await createGolfer(t, { pro: true });
    // Shots from the desktop app (one of a round, ids that a spreadsheet would take for formulas) and from a Garmin file.
    await uploadAll(t.app, me.token, 'rounds', [round({ clientId: 'round-1', players: ['Me'] })]);
    await uploadAll(t.app, me.token, 'shots', [
      shot({ clientId: 'c6a1e0f2-5b7d-4f3e-9a10-d2b3c4e5f601', kind: 'round', roundClientId: 'round-1', hole: 1, club: 'Dr', carry: 210, offline: -4, fairway: 'left' }),
      shot({ clientId: '-7', takenAt: ago(2 * DAY_MS), carry: 141 }),
      shot({ clientId: '=1+1', takenAt: ago(3 * DAY_MS), carry: 139 }),
      // Two shots identical in everything but their ids.
      shot({ clientId: 'twin-a', takenAt: '2025-05-01T10:00:00Z', carry: 150 }),
      shot({ clientId: 'twin-b', takenAt: '2025-05-01T10:00:00Z', carry: 150 }),
    ]);
    await importFile(me, fixture('garmin-imperial.csv'), { timeZone: 'UTC', players: { Chris: 'Me' } });
    const before = await countShots(me.id);
    expect(before).toBe(13);
    const totals = await expectTotalsMatchShots(me.id);
    const ids = await clientIdsOf(me.id);

    // In yards and mph (the default display units), then in metres and km/h.
    const yards = await exportOf(me);
    const again = await importFile(me, yards, { timeZone: 'UTC' });
    expect(again.result).toMatchObject({ stored: 0, alreadyPresent: 13, counts: { rows: 13, readable: 13, unreadable: 0 } });
    const prefs = await t.app.inject({
      method: 'POST',
      url: '/api/user/preferences',
      payload: { distanceUnit: 'm', speedUnit: 'kmh' },
      headers: { origin: TEST_ORIGIN, cookie: me.cookie },
    });
    expect(prefs.statusCode).toBe(200);
    expect((await importFile(me, await exportOf(me))).result).toMatchObject({ stored: 0, alreadyPresent: 13 });
    // The same shots under another player's name are still the same shots.
    expect((await importFile(me, yards, { players: { Me: 'Someone Else' } })).result).toMatchObject({ stored: 0, alreadyPresent: 13 });

    expect(await countShots(me.id)).toBe(before);
    expect(await clientIdsOf(me.id)).toEqual(ids);
    expect(await expectTotalsMatchShots(me.id)).toEqual(totals);
    // The desktop app uploading its shots again after the round trip changes nothing either.
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/shots',
      headers: { authorization: `Bearer ${me.token}` },
      payload: { shots: [shot({ clientId: '-7', takenAt: ago(2 * DAY_MS), carry: 141 })] },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(await countShots(me.id)).toBe(before);
  });

  test('into another account every shot is stored, with the same ids; that account’s export comes back to the first as nothing new', async () => {
    const from = await createGolfer(t, { pro: true });
    const to = await proUser();
    await uploadAll(t.app, from.token, 'shots', [
      shot({ clientId: 'a-1', club: 'Dr', carry: 205 }),
      shot({ clientId: 'a-2', takenAt: ago(DAY_MS), carry: 140 }),
      shot({ clientId: 'a-3', takenAt: ago(2 * DAY_MS), carry: 142 }),
    ]);
    const moved = await importFile(to, await exportOf(from));
    expect(moved.result).toMatchObject({ stored: 3, alreadyPresent: 0 });
    // Client ids are unique per account: the other account stores them as they are.
    expect(await clientIdsOf(to.id)).toEqual(['a-1', 'a-2', 'a-3']);
    await expectTotalsMatchShots(to.id);
    expect((await importFile(from, await exportOf(to))).result).toMatchObject({ stored: 0, alreadyPresent: 3 });
    expect(await countShots(from.id)).toBe(3);
  });

  test('an export from before the Shot ID column still imports, by content, once', async () => {
    const user = await proUser();
    expect((await importFile(user, fixture('ours-metric.csv'))).result).toMatchObject({ stored: 3, alreadyPresent: 0 });
    expect((await importFile(user, fixture('ours-metric.csv'))).result).toMatchObject({ stored: 0, alreadyPresent: 3 });
    expect((await clientIdsOf(user.id)).every((id) => id.startsWith('import:'))).toBe(true);
  });
});
