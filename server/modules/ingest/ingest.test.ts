import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages } from '../../../common/messages';
import { deviceTokens } from '../../db/schema/users';
import { createTestApp, type TestApp } from '../../test/harness';
import { createDeviceToken, createUser, TEST_ORIGIN, type TestUser } from '../../test/factories';
import { queryRows } from '../../db/query';
import { INGEST_REQUESTS_PER_MINUTE } from './routes';
import { SHOT_METRICS } from '../../../common/shot-metrics';
import { ago, DAY_MS, FULL_RECORD, HOUR_MS, round, session, shot, upload, uploadAll, type ShotInput } from '../../test/ingest-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function signedInDevice(): Promise<{ user: TestUser; token: string }> {
  const user = await createUser(t.app);
  return { user, token: await createDeviceToken(t.app, user) };
}

async function countShots(userId: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from shots where user_id = ${userId}::uuid`);
  return rows[0].n;
}

describe('POST /api/ingest/shots', () => {
  test('stores a batch, and the same batch again stores nothing twice', async () => {
    const { user, token } = await signedInDevice();
    const batch = [shot(), shot({ club: 'Dr', carry: 210, total: 230 }), shot({ club: 'PW', carry: 95 })];
    const first = await upload(t.app, token, 'shots', batch);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ stored: 3, duplicates: 0, rejected: [] });

    const again = await upload(t.app, token, 'shots', batch);
    expect(again.json()).toEqual({ stored: 0, duplicates: 3, rejected: [] });
    expect(await countShots(user.id)).toBe(3);

    // A batch that repeats a clientId inside itself stores it once.
    const twice = shot();
    const repeated = await upload(t.app, token, 'shots', [twice, { ...twice, carry: 1 }, shot()]);
    expect(repeated.json()).toEqual({ stored: 2, duplicates: 1, rejected: [] });
    expect(await countShots(user.id)).toBe(5);
  });

  test('the same clientId in two accounts is two shots', async () => {
    const a = await signedInDevice();
    const b = await signedInDevice();
    const item = shot({ clientId: 'shared-client-id' });
    expect((await upload(t.app, a.token, 'shots', [item])).json().stored).toBe(1);
    expect((await upload(t.app, b.token, 'shots', [item])).json().stored).toBe(1);
  });

  test('rejects each bad item with its index and reason and stores the others', async () => {
    const { user, token } = await signedInDevice();
    const res = await upload(t.app, token, 'shots', [
      shot(),
      shot({ ballSpeed: -3 }),
      shot(),
      shot({ club: 'Driver' }),
      'not a shot',
      shot({ colour: 'red' }),
      shot(),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      stored: 3,
      duplicates: 0,
      rejected: [
        { index: 1, error: 'ballSpeed: must be between 0.3 and 234.8 mph' },
        { index: 3, error: `club: ${messages.ingestUnknownClub}` },
        { index: 4, error: `item: ${messages.ingestNotAnObject}` },
        { index: 5, error: `colour: ${messages.ingestUnknownField}` },
      ],
    });
    expect(await countShots(user.id)).toBe(3);
  });

  test.each([
    ['a negative ball speed', { ballSpeed: -1 }, 'ballSpeed: must be between 0.3 and 234.8 mph'],
    ['an absurd ball speed', { ballSpeed: 400 }, 'ballSpeed: must be between 0.3 and 234.8 mph'],
    ['an absurd club speed', { clubSpeed: 120, ballSpeed: 60 }, 'clubSpeed: must be between 0.3 and 178.9 mph'],
    ['a ball faster than twice the club', { clubSpeed: 10, ballSpeed: 60 }, 'clubSpeed: ballSpeed divided by clubSpeed must be at most 2'],
    ['a negative carry', { carry: -5 }, 'carry: must be between 0 and 492.1 yd'],
    ['a carry of a kilometre', { carry: 1000 }, 'carry: must be between 0 and 492.1 yd'],
    ['a total of a kilometre', { total: 1000 }, 'total: must be between 0 and 601.4 yd'],
    ['a launch angle past vertical', { launchAngle: 95 }, 'launchAngle: must be between -90 and 90 deg'],
    ['an absurd spin', { spinRate: 50_000 }, 'spinRate: must be between 0 and 15000 rpm'],
    ['a string for a number', { carry: '150' }, `carry: ${messages.ingestNotANumber}`],
    ['a missing carry', { carry: undefined }, `carry: ${messages.ingestRequired}`],
    ['an unknown club', { club: 'dr' }, `club: ${messages.ingestUnknownClub}`],
    ['an unknown kind', { kind: 'practice' }, 'kind: must be one of round, range'],
    ['an unknown fairway result', { fairway: 'bunker' }, 'fairway: must be one of hit, left, right'],
    ['a date in the future', { takenAt: new Date(Date.now() + DAY_MS).toISOString() }, `takenAt: ${messages.ingestFutureDate}`],
    ['an unparsable date', { takenAt: 'yesterday' }, `takenAt: ${messages.ingestBadDate}`],
    ['a date without a time zone', { takenAt: '2025-06-01T10:00:00' }, `takenAt: ${messages.ingestBadDate}`],
    ['a date before 2000', { takenAt: '1999-12-31T23:00:00Z' }, `takenAt: ${messages.ingestTooOld}`],
    ['a hole without a round', { hole: 3 }, `hole: ${messages.ingestHoleWithoutRound}`],
    ['a range shot in a round', { roundClientId: 'r-1' }, `roundClientId: ${messages.ingestRangeWithRound}`],
    ['an empty player', { player: '  ' }, 'player: must be text of 1 to 100 characters'],
    ['a fractional hole', { kind: 'round', roundClientId: 'r', hole: 2.5 }, `hole: ${messages.ingestNotAWholeNumber}`],
  ])('rejects %s', async (_name, overrides, error) => {
    const { token } = await signedInDevice();
    const res = await upload(t.app, token, 'shots', [shot(overrides as ShotInput)]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stored: 0, duplicates: 0, rejected: [{ index: 0, error }] });
  });

  test('rejects non-finite numbers (1e400 parses as Infinity)', async () => {
    const { token } = await signedInDevice();
    const item = JSON.stringify(shot()).replace(/"carry":140/, '"carry":1e400');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/shots',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: `{"shots":[${item}]}`,
    });
    expect(res.json().rejected).toEqual([{ index: 0, error: `carry: ${messages.ingestNotANumber}` }]);
  });

  test('keeps real shots that look odd: a thin wedge, a flop, a top, a putt, a shank', async () => {
    const { token } = await signedInDevice();
    const res = await upload(t.app, token, 'shots', [
      shot({ club: 'SW', clubSpeed: 30, ballSpeed: 24, launchAngle: 28, carry: 40 }), // smash 0.8
      shot({ club: 'LW', clubSpeed: 20, ballSpeed: 18, launchAngle: 50, spinRate: 9000, carry: 25 }),
      shot({ club: '5i', clubSpeed: 36, ballSpeed: 40, launchAngle: -4, spinRate: 500, backspin: -500, carry: 0, total: 60 }),
      shot({ club: 'Pt', clubSpeed: 2, ballSpeed: 3, launchAngle: 1, carry: 0.3, total: 6 }),
      shot({ club: '9i', clubSpeed: 33, ballSpeed: 20, launchDirection: 40, offline: 45, carry: 50 }),
      shot({ club: 'Dr', clubSpeed: 58, ballSpeed: 86, launchAngle: 10, carry: 300, total: 330 }),
      shot({ takenAt: '2024-02-29T23:59:59.999+05:30' }),
    ]);
    expect(res.json()).toEqual({ stored: 7, duplicates: 0, rejected: [] });
  });

  test('a shot names a round of the same account uploaded before, and one of its holes', async () => {
    const a = await signedInDevice();
    const b = await signedInDevice();
    await uploadAll(t.app, a.token, 'rounds', [round({ clientId: 'a-round', pars: [4, 4, 3, 5, 4, 4, 3, 4, 5] })]);
    await uploadAll(t.app, b.token, 'rounds', [round({ clientId: 'b-round' })]);
    const res = await upload(t.app, a.token, 'shots', [
      shot({ kind: 'round', roundClientId: 'a-round', hole: 1, club: 'Dr', fairway: 'hit' }),
      shot({ kind: 'round', roundClientId: 'b-round', hole: 1 }),
      shot({ kind: 'round', roundClientId: 'not-uploaded-yet', hole: 1 }),
      shot({ kind: 'round' }),
      shot({ kind: 'round', roundClientId: 'a-round', hole: 12 }),
      shot({ kind: 'round', roundClientId: 'a-round' }),
    ]);
    expect(res.json()).toEqual({
      stored: 3,
      duplicates: 0,
      rejected: [
        { index: 1, error: `roundClientId: ${messages.ingestUnknownRound}` },
        { index: 2, error: `roundClientId: ${messages.ingestUnknownRound}` },
        { index: 4, error: `hole: ${messages.ingestShotUnknownHole}` },
      ],
    });
  });

  test('takes 1,000 items and refuses 1,001 with a clear error', async () => {
    const { user, token } = await signedInDevice();
    const full = Array.from({ length: 1000 }, (_, i) => shot({ takenAt: ago(HOUR_MS + i * 1000) }));
    const ok = await upload(t.app, token, 'shots', full);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ stored: 1000, duplicates: 0, rejected: [] });

    const over = await upload(t.app, token, 'shots', [...full.map((s) => ({ ...s, clientId: `${s.clientId}-b` })), shot()]);
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe(messages.ingestBatchTooLarge);
    expect(await countShots(user.id)).toBe(1000);
  });

  test('refuses a malformed envelope as a whole', async () => {
    const { token } = await signedInDevice();
    const auth = { authorization: `Bearer ${token}` };
    for (const payload of [{}, { shots: 'many' }, { shots: [], rounds: [] }, [shot()]]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/ingest/shots', headers: auth, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/shots',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: `{"shots":[${JSON.stringify('x'.repeat(5 * 1024 * 1024))}]}`,
    });
    expect(huge.statusCode).toBe(413);
  });

  test('needs a live device token: none, a revoked one and a session cookie are refused', async () => {
    const { user, token } = await signedInDevice();
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/ingest/shots', payload: { shots: [shot()] } });
    expect(anonymous.statusCode).toBe(401);

    const viaCookie = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/shots',
      headers: { cookie: user.cookie, origin: TEST_ORIGIN },
      payload: { shots: [shot()] },
    });
    expect(viaCookie.statusCode).toBe(403);
    expect(viaCookie.json().error).toBe(messages.ingestDeviceOnly);

    await t.database.db.update(deviceTokens).set({ revokedAt: new Date() }).where(eq(deviceTokens.userId, user.id));
    const revoked = await upload(t.app, token, 'shots', [shot()]);
    expect(revoked.statusCode).toBe(401);
    const forged = await upload(t.app, 'x'.repeat(43), 'shots', [shot()]);
    expect(forged.statusCode).toBe(401);
    expect(await countShots(user.id)).toBe(0);
  });

  test(`is rate-limited per token: ${INGEST_REQUESTS_PER_MINUTE} requests a minute, then 429`, async () => {
    const first = await signedInDevice();
    const other = await signedInDevice();
    for (let i = 0; i < INGEST_REQUESTS_PER_MINUTE; i++) {
      const res = await upload(t.app, first.token, 'shots', []);
      expect(res.statusCode).toBe(200);
    }
    const limited = await upload(t.app, first.token, 'shots', []);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(messages.tooManyRequests);
    expect((await upload(t.app, other.token, 'shots', [])).statusCode).toBe(200);
  });
});

describe('POST /api/ingest/rounds', () => {
  test('stores rounds with players, holes and scores once', async () => {
    const { user, token } = await signedInDevice();
    const item = round({ players: ['Me', 'Pat'], pars: [4, 3, 5], scores: { Me: [5, 3, null], Pat: [4, 4, 6] } });
    expect((await upload(t.app, token, 'rounds', [item])).json()).toEqual({ stored: 1, duplicates: 0, rejected: [] });
    // Lost answer, same upload again: nothing is stored twice, not even the scores.
    expect((await upload(t.app, token, 'rounds', [{ ...item, course: 'Renamed' }])).json()).toEqual({ stored: 0, duplicates: 1, rejected: [] });
    const rows = await queryRows<{ rounds: number; scores: number; holes: number; players: number; course: string }>(
      t.database.db,
      sql`select count(distinct r.id)::int as rounds, count(s.*)::int as scores, min(r.course) as course,
            (select count(*)::int from round_holes h join rounds x on x.id = h.round_id where x.user_id = ${user.id}::uuid) as holes,
            (select count(*)::int from round_players p join rounds x on x.id = p.round_id where x.user_id = ${user.id}::uuid) as players
          from rounds r left join round_scores s on s.round_id = r.id where r.user_id = ${user.id}::uuid`,
    );
    expect(rows[0]).toEqual({ rounds: 1, scores: 6, holes: 3, players: 2, course: 'Pebble Creek' });
  });

  test.each([
    ['a score of a player not in the round', { players: ['Me'], scores: [{ player: 'Ghost', hole: 1, score: 4 }] }, `scores[0].player: ${messages.ingestScoreUnknownPlayer}`],
    ['a score of a hole not in the round', { scores: [{ player: 'Me', hole: 18, score: 4 }], holes: [{ hole: 1, par: 4 }] }, `scores[0].hole: ${messages.ingestScoreUnknownHole}`],
    ['the same hole twice', { holes: [{ hole: 1, par: 4 }, { hole: 1, par: 3 }], scores: [] }, `holes[1].hole: ${messages.ingestDuplicateHole}`],
    ['the same player twice', { players: ['Me', 'Me'], scores: [] }, `players[1]: ${messages.ingestDuplicatePlayer}`],
    ['a par of 8', { holes: [{ hole: 1, par: 8 }], scores: [] }, 'holes[0].par: must be between 3 and 7'],
    ['a hole 19', { holes: [{ hole: 19, par: 4 }], scores: [] }, 'holes[0].hole: must be between 1 and 18'],
    ['a score of 0', { holes: [{ hole: 1, par: 4 }], scores: [{ player: 'Me', hole: 1, score: 0 }] }, 'scores[0].score: must be between 1 and 30'],
    ['no players', { players: [], scores: [] }, 'players: must have at least 1 entries'],
    ['a round played tomorrow', { playedAt: new Date(Date.now() + DAY_MS).toISOString() }, `playedAt: ${messages.ingestFutureDate}`],
    ['an empty course', { course: '' }, 'course: must be text of 1 to 200 characters'],
  ])('rejects %s', async (_name, overrides, error) => {
    const { token } = await signedInDevice();
    const res = await upload(t.app, token, 'rounds', [round(), { ...round(), ...overrides }]);
    expect(res.json()).toEqual({ stored: 1, duplicates: 0, rejected: [{ index: 1, error }] });
  });

  test('takes a null score as unset and 9-hole rounds', async () => {
    const { token } = await signedInDevice();
    const res = await upload(t.app, token, 'rounds', [round({ pars: [4, 4, 3, 5, 4, 4, 3, 4, 5], scores: { Me: [4, null, 3] } })]);
    expect(res.json()).toEqual({ stored: 1, duplicates: 0, rejected: [] });
  });

  test('takes 1,000 rounds and refuses 1,001', async () => {
    const { token } = await signedInDevice();
    const many = Array.from({ length: 1000 }, (_, i) => round({ playedAt: ago(DAY_MS + i * 60_000), pars: [4, 3], scores: { Me: [4, 3] } }));
    expect((await upload(t.app, token, 'rounds', many)).json()).toEqual({ stored: 1000, duplicates: 0, rejected: [] });
    const over = await upload(t.app, token, 'rounds', [...many, round()]);
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe(messages.ingestBatchTooLarge);
  });
});

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
