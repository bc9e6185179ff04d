import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '../../../common/messages';
import type { ImportPreview } from '../../../common/schemas/import';
import { queryRows } from '../../db/query';
import { garminExport } from '../../test/import-files';
import { fixture, importTestApp, query } from './test-support';

const { t, proUser, post, importFile, countShots, expectTotalsMatchShots } = importTestApp();

describe('POST /api/import/preview', () => {
  test('Garmin: format, units, first rows, counts, every unreadable row with its reason; nothing stored', async () => {
    const user = await proUser();
    const res = await post(user, `/api/import/preview${query({ timeZone: 'America/New_York' })}`, fixture('garmin-imperial.csv'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ImportPreview;
    expect(body).toMatchObject({
      format: 'garmin',
      delimiter: ',',
      decimalComma: false,
      units: { speed: 'mph', distance: 'yd', speedInFile: true, distanceInFile: true, needed: [] },
      timeZone: 'America/New_York',
      hasDates: true,
      hasPlayers: true,
      sourcePlayers: ['Chris'],
      counts: { rows: 12, readable: 8, unreadable: 4, summaryRows: 0, genericWedges: 0 },
    });
    expect(body.rows).toHaveLength(8);
    expect(body.rows[0]).toMatchObject({ line: 3, club: 'Dr', sourcePlayer: 'Chris', takenAt: '2025-06-01T18:30:05.000Z', kind: 'range' });
    expect(body.rows[0].carry).toBeCloseTo(220.64, 1);
    expect(body.unreadable.map((u) => u.line)).toEqual([10, 11, 12, 15]);
    expect(body.unreadable[0].reason).toBe('row 10: Ball Speed is not a number: “abc”');
    expect(await countShots(user.id)).toBe(0);
    const [totals] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from shot_club_totals where user_id = ${user.id}::uuid`);
    expect(totals.n).toBe(0);
  });

  test('Rapsodo without dates: the rows have no time yet, the summary rows are counted and dropped', async () => {
    const user = await proUser();
    const res = await post(user, '/api/import/preview', fixture('rapsodo-metric.csv'));
    const body = res.json() as ImportPreview;
    expect(body).toMatchObject({ format: 'rapsodo', hasDates: false, hasPlayers: false, sourcePlayers: [], counts: { rows: 5, readable: 4, unreadable: 1, summaryRows: 2 } });
    expect(body.rows.every((r) => r.takenAt === null)).toBe(true);
  });
});

describe('POST /api/import', () => {
  test('stores the readable rows under the chosen player; the totals stay right; the same file again stores nothing', async () => {
    const user = await proUser();
    const params = { timeZone: 'America/New_York', players: { Chris: 'Me' } };
    const first = await importFile(user, fixture('garmin-imperial.csv'), params);
    expect(first.result).toMatchObject({ stored: 8, alreadyPresent: 0, counts: { rows: 12, readable: 8, unreadable: 4, summaryRows: 0 } });
    expect(first.result.unreadable).toHaveLength(4);
    expect(first.lines[0]).toMatchObject({ type: 'progress', stored: 8 });
    expect(await countShots(user.id)).toBe(8);
    const players = await queryRows<{ name: string }>(t.database.db, sql`select name from players where user_id = ${user.id}::uuid`);
    expect(players.map((p) => p.name)).toEqual(['Me']);
    const totals = await expectTotalsMatchShots(user.id);

    const again = await importFile(user, fixture('garmin-imperial.csv'), params);
    expect(again.result).toMatchObject({ stored: 0, alreadyPresent: 8 });
    expect(await countShots(user.id)).toBe(8);
    expect(await expectTotalsMatchShots(user.id)).toEqual(totals);

    // The figures read the imported shots: the Shot data page shows them.
    const stats = await t.app.inject({ method: 'GET', url: '/api/stats/shots?player=Me', headers: { cookie: user.cookie } });
    expect(stats.json().clubs.map((c: { club: { short: string } }) => c.club.short)).toContain('Dr');
  });

  test('a file without players or dates needs both chosen; then its shots are on that day', async () => {
    const user = await proUser();
    const noDay = await post(user, `/api/import${query({ player: 'Me' })}`, fixture('rapsodo-metric.csv'));
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json().error).toBe(messages.importDateRequired);
    const noPlayer = await post(user, `/api/import${query({ date: '2025-05-03' })}`, fixture('rapsodo-metric.csv'));
    expect(noPlayer.statusCode).toBe(400);
    expect(noPlayer.json().error).toBe(messages.importPlayerRequired);
    expect(await countShots(user.id)).toBe(0);

    const { result } = await importFile(user, fixture('rapsodo-metric.csv'), { player: 'Range Me', date: '2025-05-03', timeZone: 'UTC' });
    expect(result).toMatchObject({ stored: 4, counts: { summaryRows: 2, unreadable: 1 } });
    const days = await queryRows<{ day: string; player: string }>(
      t.database.db,
      sql`select distinct to_char(taken_at at time zone 'UTC', 'YYYY-MM-DD') as day, player from shots where user_id = ${user.id}::uuid`,
    );
    expect(days).toEqual([{ day: '2025-05-03', player: 'Range Me' }]);
    await expectTotalsMatchShots(user.id);
  });

  test('European Garmin, Rapsodo in yards and our own export import too', async () => {
    const user = await proUser();
    expect((await importFile(user, fixture('garmin-metric-semicolon.csv'), { timeZone: 'Europe/Berlin' })).result.stored).toBe(4);
    expect((await importFile(user, fixture('rapsodo-imperial.csv'), { player: 'Me' })).result.stored).toBe(3);
    expect((await importFile(user, fixture('ours-metric.csv'))).result.stored).toBe(3);
    expect(await countShots(user.id)).toBe(10);
    await expectTotalsMatchShots(user.id);
  });

  test('3,000 rows in batches, identical rows kept apart, a second import stores nothing', async () => {
    const user = await proUser();
    const end = Date.parse('2025-06-01T12:00:00Z');
    // Rows 1-3,000, with the first 10 rows once more at the end: identical rows are two shots.
    const text = garminExport(3000, end) + garminExport(10, end).split('\r\n').slice(2).join('\r\n');
    const first = await importFile(user, text, { timeZone: 'UTC' });
    expect(first.result).toMatchObject({ stored: 3010, alreadyPresent: 0, counts: { rows: 3010, unreadable: 0 } });
    expect(first.lines.filter((l) => l.type === 'progress').length).toBe(4);
    const again = await importFile(user, text, { timeZone: 'UTC' });
    expect(again.result).toMatchObject({ stored: 0, alreadyPresent: 3010 });
    expect(await countShots(user.id)).toBe(3010);
    await expectTotalsMatchShots(user.id);
  });
});
