import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '../../../common/messages';
import { TEST_ORIGIN } from '../../test/factories';
import { queryRows } from '../../db/query';
import { SHOT_METRICS } from '../../../common/shot-metrics';
import { ago, FULL_RECORD, HOUR_MS, round, session, shot, upload, uploadAll, type ShotInput } from '../../test/ingest-fixtures';
import { ingestTestApp } from './test-support';

const { t, signedInDevice, countShots } = ingestTestApp();

describe('POST /api/ingest/sessions and shots that name them', () => {
  test('stores sessions once, and shots that name one belong to it', async () => {
    const { user, token } = await signedInDevice();
    const range = session({ clientId: 'tuesday-range', name: 'Tuesday range', location: 'Home sim', device: 'Garmin Approach R10', endedAt: ago(HOUR_MS) });
    const first = await upload(t.app, token, 'sessions', [range, session()]);
    expect(first.json()).toEqual({ stored: 2, duplicates: 0, rejected: [] });
    expect((await upload(t.app, token, 'sessions', [range])).json()).toEqual({ stored: 0, duplicates: 1, rejected: [] });

    const res = await upload(t.app, token, 'shots', [
      shot({ sessionClientId: 'tuesday-range' }),
      shot({ sessionClientId: 'tuesday-range', club: 'Dr', carry: 210 }),
      shot({ sessionClientId: 'not-uploaded' }),
      shot({ sessionClientId: 'tuesday-range', kind: 'round' }),
      shot(),
    ]);
    expect(res.json()).toEqual({
      stored: 3,
      duplicates: 0,
      rejected: [
        { index: 2, error: `sessionClientId: ${messages.ingestUnknownSession}` },
        { index: 3, error: `sessionClientId: ${messages.ingestRoundWithSession}` },
      ],
    });
    const rows = await queryRows<{ client_id: string; name: string; source: string; device: string; shots: number }>(
      t.database.db,
      sql`select rs.client_id, rs.name, rs.source, rs.device, (select count(*)::int from shots s where s.session_id = rs.id) as shots
          from range_sessions rs where rs.user_id = ${user.id}::uuid order by rs.started_at`,
    );
    expect(rows.find((r) => r.client_id === 'tuesday-range')).toEqual({
      client_id: 'tuesday-range',
      name: 'Tuesday range',
      source: 'app',
      device: 'Garmin Approach R10',
      shots: 2,
    });
    expect(await countShots(user.id)).toBe(3);
  });

  test("a session of another account cannot be named", async () => {
    const a = await signedInDevice();
    const b = await signedInDevice();
    await uploadAll(t.app, a.token, 'sessions', [session({ clientId: 'mine' })]);
    const res = await upload(t.app, b.token, 'shots', [shot({ sessionClientId: 'mine' })]);
    expect(res.json().rejected).toEqual([{ index: 0, error: `sessionClientId: ${messages.ingestUnknownSession}` }]);
  });

  test.each([
    ['an unknown kind', { kind: 'lesson' }, 'kind: must be one of range'],
    ['no start', { startedAt: undefined }, `startedAt: ${messages.ingestRequired}`],
    ['an end before its start', { startedAt: ago(HOUR_MS), endedAt: ago(2 * HOUR_MS) }, `endedAt: ${messages.ingestEndedBeforeStart}`],
    ['an unknown field', { weather: 'rain' }, `weather: ${messages.ingestUnknownField}`],
    ['an overlong name', { name: 'x'.repeat(201) }, 'name: must be text of 1 to 200 characters'],
  ])('rejects a session with %s and stores the others', async (_name, overrides, error) => {
    const { token } = await signedInDevice();
    const res = await upload(t.app, token, 'sessions', [session(), session(overrides)]);
    expect(res.json()).toEqual({ stored: 1, duplicates: 0, rejected: [{ index: 1, error }] });
  });

  test('stores every measurement of the full record and which were measured', async () => {
    const { user, token } = await signedInDevice();
    const item = shot({ ...FULL_RECORD, measured: ['ballSpeed', 'launchAngle', 'spinRate', 'clubSpeed', 'clubPath', 'faceAngle'] });
    expect((await upload(t.app, token, 'shots', [item])).json()).toEqual({ stored: 1, duplicates: 0, rejected: [] });
    const columns = Object.entries(SHOT_METRICS).map(([name, m]) => sql`${sql.raw(m.column)} as ${sql.identifier(name)}`);
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select ${sql.join(columns, sql`, `)}, measured from shots where user_id = ${user.id}::uuid`,
    );
    expect(row).toEqual({ ...FULL_RECORD, measured: item.measured });
  });

  test.each([
    ['a face to path past 90°', { faceToPath: 95 }, 'faceToPath: must be between -90 and 90 deg'],
    ['an apex of 200 m', { apex: 200 }, 'apex: must be between 0 and 109.3 yd'],
    ['a hang time of a minute', { hangTime: 60 }, 'hangTime: must be between 0 and 20 s'],
    ['an impact 15 cm from the centre', { impactOffset: 150 }, 'impactOffset: must be between -100 and 100 mm'],
    ['a backspin of 20,000 rpm', { backspin: 20_000 }, 'backspin: must be between -15000 and 15000 rpm'],
    ['an unknown measured name', { measured: ['ballSpeed', 'colour'] }, `measured[1]: ${messages.ingestUnknownMetric}`],
    ['a measured name twice', { measured: ['carry', 'carry'] }, `measured: ${messages.ingestDuplicateMetric}`],
  ])('rejects %s', async (_name, overrides, error) => {
    const { token } = await signedInDevice();
    const res = await upload(t.app, token, 'shots', [shot(overrides as ShotInput)]);
    expect(res.json()).toEqual({ stored: 0, duplicates: 0, rejected: [{ index: 0, error }] });
  });

  test("range errors give the limits in the account's units", async () => {
    const { user, token } = await signedInDevice();
    const metric = await t.app.inject({
      method: 'POST',
      url: '/api/user/preferences',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
      payload: { distanceUnit: 'm', speedUnit: 'kmh' },
    });
    expect(metric.statusCode).toBe(200);
    const res = await upload(t.app, token, 'shots', [shot({ ballSpeed: 400 }), shot({ carry: 1000 }), shot({ clubSpeed: 100, ballSpeed: 60 })]);
    expect(res.json().rejected).toEqual([
      { index: 0, error: 'ballSpeed: must be between 0.4 and 378 km/h' },
      { index: 1, error: 'carry: must be between 0 and 450 m' },
      { index: 2, error: 'clubSpeed: must be between 0.4 and 288 km/h' },
    ]);
  });

  test('one NUL character in one item of 1,000 rejects that item only', async () => {
    const { user, token } = await signedInDevice();
    const items = Array.from({ length: 1000 }, (_, i) => shot({ takenAt: ago(HOUR_MS + i * 1000) }));
    items[517] = { ...items[517], player: 'Me\u0000' };
    items[900] = { ...items[900], ['cl\u0000ub']: '7i' };
    const res = await upload(t.app, token, 'shots', items);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      stored: 998,
      duplicates: 0,
      rejected: [
        { index: 517, error: `item: ${messages.invalidText}` },
        { index: 900, error: `item: ${messages.invalidText}` },
      ],
    });
    expect(await countShots(user.id)).toBe(998);
    // The same in a batch of sessions and of rounds; a lone surrogate likewise.
    const sessions = await upload(t.app, token, 'sessions', [session({ name: 'Range\ud800' }), session()]);
    expect(sessions.json()).toEqual({ stored: 1, duplicates: 0, rejected: [{ index: 0, error: `item: ${messages.invalidText}` }] });
    const rounds = await upload(t.app, token, 'rounds', [round({ course: 'Pebble\u0000' }), round()]);
    expect(rounds.json()).toEqual({ stored: 1, duplicates: 0, rejected: [{ index: 0, error: `item: ${messages.invalidText}` }] });
  });

  test('NUL stays refused outside the batch items: in the query and on every other route', async () => {
    const { user, token } = await signedInDevice();
    const inQuery = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/shots?x=a%00b',
      headers: { authorization: `Bearer ${token}` },
      payload: { shots: [shot()] },
    });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json().code).toBe('invalid_text');
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
      payload: { name: 'A\u0000B', email: user.email },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().code).toBe('invalid_text');
    expect(await countShots(user.id)).toBe(0);
  });
});
