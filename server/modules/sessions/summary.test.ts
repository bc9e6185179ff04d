import { describe, expect, test } from 'vitest';
import fastJson from 'fast-json-stringify';
import { sql } from 'drizzle-orm';
import { sessionResponseSchema, sessionShotRows, type SessionResponse } from '../../../common/schemas/sessions';
import { SHOT_METRIC_NAMES, SHOT_METRICS } from '../../../common/shot-metrics';
import { responseJsonSchema } from '../../json-serializer';
import { createGolfer, TEST_ORIGIN, type Golfer } from '../../test/factories';
import { testAppForFile } from '../../test/harness';
import { ago, HOUR_MS, session, shot, uploadAll, type ShotInput } from '../../test/ingest-fixtures';
import { flaggedShots } from '../analysis/shot-statements';
import { queryRows } from '../../db/query';
import { SESSION_SHOT_PROPERTIES, writeSessionPage } from './page-serializer';
import { inPositionOrder, sessionPage } from './repo';
import { medianOfSorted, mishitRule } from './summary';
import { seededRandom } from '../../test/random';

/**
 * A session's page works out the mishit rule and the per-club figures over the rows it read
 * (summary.ts); these must be the numbers the analysis' SQL gives: the rule's verdicts as
 * `flaggedShots` judges the session, and count, avg and stddev_samp over the counted shots in time
 * order, compared exactly (toBe), on PGlite and PostgreSQL.
 */

const t = testAppForFile();


const put = (user: Golfer, url: string, payload?: unknown) =>
  t.app.inject({ method: payload === undefined ? 'DELETE' : 'PUT', url, headers: { cookie: user.cookie, origin: TEST_ORIGIN }, payload: payload as never });

/**
 * A session of clubs that test the rule's edges: many shots with far mishits both ways, exactly
 * MISHIT_MIN_SHOTS, one under it, carries that mostly repeat (MAD 0: the floor decides), an even
 * and an odd count (the median between two shots or on one), putts; measurements missing here
 * and there; some shots excluded by hand and a mishit restored by hand.
 */
async function randomSession(user: Golfer, seed: number): Promise<string> {
  const next = seededRandom(seed);
  const clubs: [string, number, (i: number) => number][] = [
    ['7i', 41, (i) => (i % 13 === 0 ? 110 + next() * 20 : i % 17 === 0 ? 185 : 150 + next() * 8 - 4)],
    ['Dr', 24, (i) => (i === 3 ? 120.25 : 228 + Math.round(next() * 40) / 4)],
    ['PW', 5, (i) => [100, 101, 100.5, 99.5, 80][i]],
    ['5W', 4, () => 200 + next() * 30],
    ['9i', 12, (i) => (i < 10 ? 130 : i === 10 ? 133.5 : 125)],
    ['Pt', 3, () => 2 + next() * 4],
  ];
  const item = session({ startedAt: ago(3 * HOUR_MS) });
  const shots: ShotInput[] = [];
  let minute = 0;
  for (const [club, count, carry] of clubs) {
    for (let i = 0; i < count; i++) {
      const extra: Record<string, number> = {};
      for (const name of SHOT_METRIC_NAMES) {
        const { min, max } = SHOT_METRICS[name];
        if (name !== 'carry' && next() < 0.8) extra[name] = Math.round((min + (max - min) * (0.3 + next() * 0.4)) * 1000) / 1000;
      }
      // Smash factor at most MAX_SMASH, and missing now and then.
      if (extra.ballSpeed === undefined || next() < 0.3) delete extra.clubSpeed;
      else extra.clubSpeed = Math.round((extra.ballSpeed / (1.1 + next() * 0.4)) * 100) / 100;
      shots.push(shot({ ...extra, club, carry: Math.round(carry(i) * 100) / 100, sessionClientId: item.clientId as string, takenAt: ago(2 * HOUR_MS - (minute++ * 293_003) % 3_600_000) }));
    }
  }
  await uploadAll(t.app, user.token, 'sessions', [item]);
  await uploadAll(t.app, user.token, 'shots', shots);
  const [{ id }] = await queryRows<{ id: string }>(t.database.db, sql`select id::text from range_sessions where client_id = ${item.clientId as string}`);
  const ids = await queryRows<{ id: string; club: string }>(t.database.db, sql`select id::text, club from shots where session_id = ${id}::uuid order by taken_at, id`);
  const byClub = (club: string) => ids.filter((s) => s.club === club).map((s) => s.id);
  for (const shotId of [byClub('7i')[2], byClub('Dr')[5], byClub('Pt')[0]]) expect((await put(user, `/api/stats/shots/${shotId}/override`, { excluded: true })).statusCode).toBe(200);
  // A mishit counted again by hand (the 7i's 185 m shots are long mishits).
  const long = await queryRows<{ id: string }>(t.database.db, sql`select id::text from shots where session_id = ${id}::uuid and club = '7i' and carry = 185 limit 1`);
  expect((await put(user, `/api/stats/shots/${long[0].id}/override`, { excluded: false })).statusCode).toBe(200);
  return id;
}

/** The analysis' verdicts over the session, and the figures as SQL aggregates them in time order. */
async function sqlReference(userId: string, sessionId: string) {
  const filter = { player: null, from: null, to: null, sessions: [sessionId] };
  const verdicts = await queryRows<{ id: string; mishit: boolean; left_out: boolean }>(
    t.database.db,
    sql`with ${flaggedShots(userId, filter, null)} select id::text, mishit, left_out from judged`,
  );
  const figure = (expression: string, name: string) =>
    `count(${expression}) filter (where not lo) as "${name}.count", avg(${expression} order by s.taken_at, s.id) filter (where not lo) as "${name}.mean",
     stddev_samp(${expression} order by s.taken_at, s.id) filter (where not lo) as "${name}.stddev"`;
  const figures = await queryRows<Record<string, number | string | null>>(
    t.database.db,
    sql`with ${flaggedShots(userId, filter, null)}
        select s.club, ${sql.raw([...SHOT_METRIC_NAMES.map((name) => figure(`s.${SHOT_METRICS[name].column}`, name)), figure('s.ball_speed / s.club_speed', 'smashFactor')].join(', '))}
        from shots s left join judged j on j.id = s.id
        cross join lateral (select coalesce(j.left_out, (select v.excluded from shot_overrides v where v.shot_id = s.id), false) as lo) l
        where s.user_id = ${userId}::uuid and s.session_id = ${sessionId}::uuid
        group by s.club`,
  );
  return { verdicts: new Map(verdicts.map((v) => [v.id, v])), figures: new Map(figures.map((f) => [f.club as string, f])) };
}

describe('a session page’s figures are the SQL’s, exactly', () => {
  test.each([
    ['counting mishits', 11, false],
    ['hiding mishits', 12, true],
  ])('%s', async (_name, seed, hide) => {
    const me = await createGolfer(t, { pro: true });
    const id = await randomSession(me, seed);
    if (hide) expect((await put(me, '/api/stats/analysis/preferences', { hideMishits: true })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/api/sessions/${id}`, headers: { cookie: me.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<SessionResponse>();
    const reference = await sqlReference(me.id, id);

    expect(page.hideMishits).toBe(hide);
    // Every club's rule was exercised: mishits found, and none under MISHIT_MIN_SHOTS or for putts.
    expect(page.clubs.map((c) => [c.club, c.mishits > 0])).toEqual([
      ['Dr', true],
      ['5W', false],
      ['7i', true],
      ['9i', true],
      ['PW', true],
      ['Pt', false],
    ]);
    for (const s of sessionShotRows(page.shots)) {
      const v = reference.verdicts.get(s.id);
      if (s.club === 'Pt') expect(v, 'putts are never judged').toBeUndefined();
      expect(s.mishit, s.id).toBe(v?.mishit ?? false);
      expect(s.excluded, s.id).toBe(v?.left_out ?? s.override === 'excluded');
    }
    for (const club of page.clubs) {
      const row = reference.figures.get(club.club)!;
      for (const [name, figures] of [...Object.entries(club.metrics), ['smashFactor', club.smashFactor] as const]) {
        expect(figures.count, `${club.club} ${name}`).toBe(Number(row[`${name}.count`]));
        expect(figures.mean, `${club.club} ${name}`).toBe(row[`${name}.mean`]);
        expect(figures.stddev, `${club.club} ${name}`).toBe(row[`${name}.stddev`]);
      }
    }
  });
});

describe('the rule’s arithmetic', () => {
  test('percentile_cont(0.5): the middle value, or lo + 0.5 × (hi − lo) of the two', () => {
    expect(medianOfSorted([])).toBeNull();
    expect(medianOfSorted([3])).toBe(3);
    expect(medianOfSorted([1, 2, 10])).toBe(2);
    expect(medianOfSorted([1, 2, 4, 10])).toBe(3);
    expect(medianOfSorted([0.1, 0.2])).toBe(0.1 + 0.5 * (0.2 - 0.1));
  });

  test('under MISHIT_MIN_SHOTS nothing is flagged; carries that repeat fall back on the floor of 1 m', () => {
    expect(mishitRule([150, 151, 110, 150])).toEqual({ median: 150, threshold: null });
    // MAD 0: 3 × max(1.4826 × 0, 1) = 3 m.
    expect(mishitRule([150, 150, 150, 150, 150, 140])).toEqual({ median: 150, threshold: 3 });
    // The example of decision 010: median 149.5, MAD 1.5, threshold 3 × 1.4826 × 1.5.
    expect(mishitRule([150, 152, 149, 151, 148, 110])).toEqual({ median: 149.5, threshold: 3 * (1.4826 * 1.5) });
  });
});

describe('the page’s writer', () => {
  test('sends the statement’s columns, which are the columns schema’s properties in its order: what the schema’s serializer writes', async () => {
    const me = await createGolfer(t, { pro: true });
    const id = await randomSession(me, 13);
    await uploadAll(t.app, me.token, 'shots', [shot({ player: 'Alex "Ace" \\ \u2028 ü', sessionClientId: undefined })]);
    const [{ id: loose }] = await queryRows<{ id: string }>(t.database.db, sql`select id::text from shots where user_id = ${me.id}::uuid and session_id is null`);
    await t.database.db.execute(sql`update shots set session_id = ${id}::uuid where id = ${loose}::bigint`);
    const found = await sessionPage(t.database.db, me.id, id);
    const page: SessionResponse = { session: found.session!, hideMishits: found.hide, shots: found.shots, clubs: found.clubs };
    expect(page.shots.player.some((player) => player.includes('"Ace"'))).toBe(true);
    expect(Object.keys(page.shots)).toEqual(SESSION_SHOT_PROPERTIES);
    const fromSchema = fastJson(responseJsonSchema(sessionResponseSchema) as never) as (value: SessionResponse) => string;
    expect(writeSessionPage(page)).toBe(fromSchema(page));
  });
});

describe('the columns’ order', () => {
  test('columns the database aggregated out of time order are put in it by their position', () => {
    const inOrder = { id: ['a', 'b', 'c'], carry: [1, null, 3] };
    expect(inPositionOrder(inOrder, [1, 2, 3])).toBe(inOrder);
    expect(inPositionOrder({ id: ['c', 'a', 'b'], carry: [3, 1, null] }, [3, 1, 2])).toEqual(inOrder);
  });
});
