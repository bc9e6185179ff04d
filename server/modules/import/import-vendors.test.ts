import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '../../../common/messages';
import type { ImportPreview } from '../../../common/schemas/import';
import { queryRows } from '../../db/query';
import { fixture, importTestApp, query } from './test-support';

const { t, proUser, post, importFile, countShots, expectTotalsMatchShots } = importTestApp();

describe('every vendor through the API', () => {
  test('FlightScope, Trackman, GSPro and Foresight exports store their shots, once', async () => {
    const user = await proUser();
    const files: [string, Record<string, string>, number][] = [
      ['flightscope-myflightscope.csv', { player: 'Me', date: '2025-09-14', timeZone: 'UTC' }, 4],
      ['flightscope-fsgolf-metric.csv', { timeZone: 'UTC' }, 2],
      ['trackman-tps.csv', { timeZone: 'UTC' }, 3],
      ['trackman-metric-semicolon.csv', { timeZone: 'UTC' }, 2],
      ['gspro-portal.csv', { timeZone: 'UTC' }, 3],
      ['gspro-software.csv', { player: 'Me', date: '2025-11-09', speedUnit: 'm/s', distanceUnit: 'm' }, 3],
      ['foresight-fsx.csv', { player: 'Me', date: '2025-12-01', speedUnit: 'mph', distanceUnit: 'yd' }, 2],
    ];
    for (const [name, params, stored] of files) {
      expect((await importFile(user, fixture(name), params)).result, name).toMatchObject({ stored, counts: { unreadable: 0 } });
      expect((await importFile(user, fixture(name), params)).result, name).toMatchObject({ stored: 0, alreadyPresent: stored });
    }
    await expectTotalsMatchShots(user.id);
  });

  test('Uneekor: a generic "Wedge" is counted in the preview, unreadable until a wedge is chosen, then that wedge', async () => {
    const user = await proUser();
    const base = { player: 'Me', date: '2025-10-01', speedUnit: 'mph', distanceUnit: 'yd' };
    const preview = await post(user, `/api/import/preview${query(base)}`, fixture('uneekor-view.csv'));
    expect(preview.json()).toMatchObject({ format: 'uneekor', counts: { readable: 4, genericWedges: 1 } });
    expect((preview.json() as ImportPreview).rows.map((r) => r.club)).toEqual(['7i', 'Dr', null, '3W']);
    const unchosen = await importFile(user, fixture('uneekor-view.csv'), base);
    expect(unchosen.result).toMatchObject({ stored: 3, counts: { readable: 3, unreadable: 1 } });
    expect(unchosen.result.unreadable[0].reason).toBe('row 4: “Wedge” names no loft and no wedge was chosen for the file');
    const chosen = await importFile(user, fixture('uneekor-view.csv'), { ...base, wedge: 'SW' });
    expect(chosen.result).toMatchObject({ stored: 1, alreadyPresent: 3 });
    const [club] = await queryRows<{ club: string }>(t.database.db, sql`select club from shots where user_id = ${user.id}::uuid and carry < 100`);
    expect(club.club).toBe('SW');
    const bad = await post(user, `/api/import/preview${query({ ...base, wedge: '7i' })}`, fixture('uneekor-view.csv'));
    expect(bad.statusCode).toBe(400);
  });

  test('a file of another launch monitor is answered with the formats we read', async () => {
    const user = await proUser();
    const res = await post(user, '/api/import/preview', 'Dates,03-12-2026,Place,Range\n\nClub,Index,Ball Speed(mph),Launch Angle,Carry(yd)\n7i,1,107.2,22.5,155.2\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(messages.importUnknownFormat);
    expect(res.json().error).toMatch(/FlightScope \(FS Golf\), Trackman/);
  });
});

/** Real export layouts (docs/decisions/012, "Checked against real exports"), through the API. */
describe('real export layouts', () => {
  test('Rapsodo MLM2PRO: player and time from the title, no day or player to choose, one block per club, nothing stored twice', async () => {
    const user = await proUser();
    const res = await post(user, `/api/import/preview${query({ timeZone: 'America/Chicago' })}`, fixture('rapsodo-mlm2pro-session.csv'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ImportPreview;
    // Rapsodo names no units: the preview asks, and reads no row before they are chosen.
    expect(body).toMatchObject({ format: 'rapsodo', units: { speed: null, distance: null, needed: ['speed', 'distance'] }, rows: [], counts: { rows: 0 } });
    const refused = await post(user, `/api/import${query({ timeZone: 'America/Chicago' })}`, fixture('rapsodo-mlm2pro-session.csv'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'This file does not say its units. Choose them before importing', code: 'import_units_required' });

    const chosen = await post(user, `/api/import/preview${query({ timeZone: 'America/Chicago', speedUnit: 'mph', distanceUnit: 'yd' })}`, fixture('rapsodo-mlm2pro-session.csv'));
    expect(chosen.json()).toMatchObject({
      format: 'rapsodo',
      units: { speed: 'mph', distance: 'yd', speedInFile: false, distanceInFile: false, needed: [] },
      timeZone: 'America/Chicago',
      hasDates: true,
      hasPlayers: true,
      sourcePlayers: ['Sam Carter'],
      // The header repeated above the 7i and Driver blocks is no row; Average and Std. Dev. of each block are summary rows.
      counts: { rows: 7, readable: 6, unreadable: 1, summaryRows: 6 },
    });
    const read = chosen.json() as ImportPreview;
    expect(read.unreadable).toEqual([{ line: 13, reason: 'row 13: Club Type “Ot” is not a club we know' }]);
    expect(read.rows.map((r) => [r.club, r.takenAt])).toEqual([
      ['PW', '2025-06-23T01:07:00.000Z'],
      ['PW', '2025-06-23T01:07:01.000Z'],
      ['PW', '2025-06-23T01:07:02.000Z'],
      ['7i', '2025-06-23T01:07:03.000Z'],
      ['7i', '2025-06-23T01:07:04.000Z'],
      ['Dr', '2025-06-23T01:07:06.000Z'],
    ]);

    // No date and no player in the query: the file has both.
    const params = { timeZone: 'America/Chicago', players: { 'Sam Carter': 'Sam' }, speedUnit: 'mph', distanceUnit: 'yd' };
    const first = await importFile(user, fixture('rapsodo-mlm2pro-session.csv'), params);
    expect(first.result).toMatchObject({ stored: 6, alreadyPresent: 0, counts: { rows: 7, readable: 6, unreadable: 1, summaryRows: 6 } });
    const again = await importFile(user, fixture('rapsodo-mlm2pro-session.csv'), params);
    expect(again.result).toMatchObject({ stored: 0, alreadyPresent: 6 });
    const stored = await queryRows<{ player: string; day: string }>(
      t.database.db,
      sql`select distinct player, to_char(taken_at at time zone 'America/Chicago', 'YYYY-MM-DD') as day from shots where user_id = ${user.id}::uuid`,
    );
    expect(stored).toEqual([{ player: 'Sam', day: '2025-06-22' }]);
    await expectTotalsMatchShots(user.id);
  });

  test('Garmin Golf in Dutch and German, and the English R10/R50 layouts of 2025-2026, import', async () => {
    const user = await proUser();
    const dutch = await importFile(user, fixture('garmin-dutch.csv'), { timeZone: 'Europe/Amsterdam' });
    expect(dutch.result).toMatchObject({ stored: 3, counts: { rows: 3, unreadable: 0 } });
    const days = await queryRows<{ day: string }>(
      t.database.db,
      sql`select distinct to_char(taken_at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD') as day from shots where user_id = ${user.id}::uuid`,
    );
    expect(days).toEqual([{ day: '2025-05-11' }]);
    for (const file of ['garmin-german-tabs.csv', 'garmin-r10-kmh-yards.csv', 'garmin-r50-2026.csv', 'garmin-r10-yds.csv']) {
      const { result } = await importFile(user, fixture(file), { timeZone: 'UTC' });
      expect(result.counts.unreadable, file).toBe(0);
      expect(result.stored, file).toBe(result.counts.rows);
    }
    expect(await countShots(user.id)).toBe(3 + 4 + 3 + 3 + 3);
    await expectTotalsMatchShots(user.id);
  });
});
