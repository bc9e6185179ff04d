import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ImportPreview } from '../../../common/schemas/import';
import { queryRows } from '../../db/query';
import { garminExport } from '../../test/import-files';
import { fixture, importTestApp, query } from './test-support';

const { t, proUser, post, importFile, countShots } = importTestApp();

describe('the same file in another time zone', () => {
  test('imported with the browser in UTC and then in Europe/Berlin (or another zone chosen), the second stores nothing', async () => {
    const user = await proUser();
    const utc = await importFile(user, fixture('garmin-imperial.csv'), { timeZone: 'UTC' });
    expect(utc.result.stored).toBe(8);
    const berlin = await importFile(user, fixture('garmin-imperial.csv'), { timeZone: 'Europe/Berlin' });
    expect(berlin.result).toMatchObject({ stored: 0, alreadyPresent: 8 });
    const tokyo = await importFile(user, fixture('garmin-imperial.csv'), { timeZone: 'Asia/Tokyo' });
    expect(tokyo.result).toMatchObject({ stored: 0, alreadyPresent: 8 });
    expect(await countShots(user.id)).toBe(8);
    // The shots keep the times of the first import.
    const [first] = await queryRows<{ at: string }>(t.database.db, sql`select min(taken_at)::text as at from shots where user_id = ${user.id}::uuid`);
    expect(new Date(first.at).toISOString()).toBe('2025-06-01T14:30:05.000Z');
    // One session for the file's day, named after the source and the date, holding every shot; none more.
    const sessions = await queryRows<{ name: string; source: string; shots: number }>(
      t.database.db,
      sql`select rs.name, rs.source, (select count(*)::int from shots s where s.session_id = rs.id) as shots
          from range_sessions rs where rs.user_id = ${user.id}::uuid`,
    );
    expect(sessions).toEqual([{ name: 'Garmin Golf 2025-06-01', source: 'garmin', shots: 8 }]);
  });

  test('an import makes one session per file and day; our export’s sessions come back as they were', async () => {
    const user = await proUser();
    const end = Date.parse('2025-06-02T01:00:00Z');
    // 300 rows, 20 s apart, back from 1:00 UTC: they cross midnight of the file's (UTC) day.
    const { result } = await importFile(user, garminExport(300, end), { timeZone: 'UTC' });
    const days = await queryRows<{ id: string; name: string; shots: number }>(
      t.database.db,
      sql`select rs.id::text as id, rs.name, (select count(*)::int from shots s where s.session_id = rs.id) as shots
          from range_sessions rs where rs.user_id = ${user.id}::uuid order by rs.name`,
    );
    expect(days.map(({ name, shots }) => ({ name, shots }))).toEqual([
      { name: 'Garmin Golf 2025-06-01', shots: 119 },
      { name: 'Garmin Golf 2025-06-02', shots: 181 },
    ]);
    // The answer names them, for the dialog's links; imported again, the same sessions.
    const byName = (list: { name: string | null }[]) => [...list].sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
    expect(byName(result.sessions)).toEqual(days.map(({ id, name }) => ({ id, name })));
    expect(byName((await importFile(user, garminExport(300, end), { timeZone: 'UTC' })).result.sessions)).toEqual(byName(result.sessions));
    // Exported and imported into another account: the same sessions (clientId and name).
    const csv = await t.app.inject({ method: 'GET', url: '/api/stats/shots.csv', headers: { cookie: user.cookie } });
    expect(csv.statusCode, csv.body.slice(0, 200)).toBe(200);
    const other = await proUser();
    expect((await importFile(other, csv.body)).result).toMatchObject({ stored: 300 });
    const copied = await queryRows<{ name: string; client_id: string; shots: number }>(
      t.database.db,
      sql`select rs.name, rs.client_id, (select count(*)::int from shots s where s.session_id = rs.id) as shots
          from range_sessions rs where rs.user_id = ${other.id}::uuid order by rs.name`,
    );
    const originals = await queryRows<{ client_id: string }>(t.database.db, sql`select client_id from range_sessions where user_id = ${user.id}::uuid order by name`);
    expect(copied.map((c) => [c.name, c.shots])).toEqual([
      ['Garmin Golf 2025-06-01', 119],
      ['Garmin Golf 2025-06-02', 181],
    ]);
    expect(copied.map((c) => c.client_id)).toEqual(originals.map((o) => o.client_id));
  });

  test('the preview names the zone the file’s times are read in; our export (UTC) names none', async () => {
    const user = await proUser();
    const garmin = await post(user, `/api/import/preview${query({ timeZone: 'Europe/Berlin' })}`, fixture('garmin-imperial.csv'));
    expect(garmin.json()).toMatchObject({ timeZone: 'Europe/Berlin' });
    expect((garmin.json() as ImportPreview).rows[0].takenAt).toBe('2025-06-01T12:30:05.000Z');
    const ours = await post(user, `/api/import/preview${query({ timeZone: 'Europe/Berlin' })}`, fixture('ours-metric.csv'));
    expect(ours.json()).toMatchObject({ timeZone: null });
  });
});
