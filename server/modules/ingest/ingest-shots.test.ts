import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '../../../common/messages';
import { deviceTokens } from '../../db/schema/users';
import { TEST_ORIGIN } from '../../test/factories';
import { INGEST_REQUESTS_PER_MINUTE } from './routes';
import { ago, DAY_MS, HOUR_MS, round, shot, upload, uploadAll, type ShotInput } from '../../test/ingest-fixtures';
import { ingestTestApp } from './test-support';

const { t, signedInDevice, countShots } = ingestTestApp();

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
