import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { ANALYSIS_CLUBS, type AnalysisClub, type AnalysisFilter } from '../../../common/schemas/analysis';
import { SHOT_METRIC_NAMES, SHOT_METRICS } from '../../../common/shot-metrics';
import { testAppForFile } from '../../test/harness';
import { createGolfer, TEST_ORIGIN, type Golfer } from '../../test/factories';
import { session, shot, upload, uploadAll, type ShotInput } from '../../test/ingest-fixtures';
import { queryRows } from '../../db/query';
import { gappingStraightforward } from '../../test/analysis-reference';
import type { GappingRowDb } from './figures';
import { dispersionStraightforward, trendsStraightforward } from './shot-statements';
import { dispersionFromSummaries } from './summaries/dispersion';
import { gappingFromSummaries } from './summaries/gapping';
import { monthPlan } from './summaries/ranges';
import { trendsFromSummaries } from './summaries/trends';
import { seededRandom } from '../../test/random';

/**
 * The summaries of migration 0017 (docs/decisions/027): kept by triggers on every way shots come
 * and go, and the figures read from them equal the plain statement's.
 */
const t = testAppForFile();


const metricColumns = SHOT_METRIC_NAMES.map((name) => SHOT_METRICS[name].column);

/** Every summary row of the account against its shots summed afresh (numeric: exactly equal), and the buckets' counts. */
async function expectSummariesMatch(userId: string, what: string) {
  const db = t.database.db;
  const sums = metricColumns.flatMap((c) => [`count(${c})::int as ${c}_n`, `coalesce(sum(${c}::numeric), 0) as ${c}_sum`]);
  const compared = ['shots', 'carry_sq', 'total_sq', 'offline_sq', 'located_carry_sum', 'located_carry_sq', 'located_cross', 'smash_sum', ...metricColumns.flatMap((c) => [`${c}_n`, `${c}_sum`])];
  const mismatches = await queryRows<{ key: string; kept: unknown; afresh: unknown }>(
    db,
    sql.raw(`with afresh as (
               select club, player, (taken_at at time zone 'UTC')::date as day, count(*)::int as shots,
                      sum(carry::numeric * carry::numeric) as carry_sq, coalesce(sum(total::numeric * total::numeric), 0) as total_sq,
                      coalesce(sum(offline::numeric * offline::numeric), 0) as offline_sq,
                      coalesce(sum(carry::numeric) filter (where offline is not null), 0) as located_carry_sum,
                      coalesce(sum(carry::numeric * carry::numeric) filter (where offline is not null), 0) as located_carry_sq,
                      coalesce(sum(offline::numeric * carry::numeric), 0) as located_cross,
                      coalesce(sum((ball_speed / club_speed)::numeric), 0) as smash_sum, ${sums.join(', ')}
               from shots where user_id = '${userId}' group by 1, 2, 3
             ), kept as (select * from shot_day_totals where user_id = '${userId}')
             select coalesce(a.club, k.club) || ' ' || coalesce(a.player, k.player) || ' ' || coalesce(a.day, k.day) as key,
                    row(${compared.map((c) => `k.${c}`).join(', ')})::text as kept, row(${compared.map((c) => `a.${c}`).join(', ')})::text as afresh
             from afresh a full join kept k on k.club = a.club and k.player = a.player and k.day = a.day
             where ${compared.map((c) => `a.${c} is distinct from k.${c}`).join(' or ')}`),
  );
  expect(mismatches, what).toEqual([]);
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from shot_day_totals where user_id = ${userId}::uuid`);
  expect(n, what).toBeGreaterThan(0);
  const moments = ['shots', 'carry_sum', 'carry_sq', 'total_n', 'total_sum', 'total_sq', 'offline_n', 'offline_sum', 'offline_sq', 'located_carry_sum', 'located_carry_sq', 'located_cross'];
  const momentMismatches = await queryRows<{ key: string }>(
    db,
    sql.raw(`with days as (
               select club, player, ${moments.map((c) => `sum(${c}) as ${c}`).join(', ')} from shot_day_totals where user_id = '${userId}' group by 1, 2
             ), kept as (select * from shot_club_moments where user_id = '${userId}')
             select coalesce(d.club, k.club) || ' ' || coalesce(d.player, k.player) as key
             from days d full join kept k on k.club = d.club and k.player = d.player
             where ${moments.map((c) => `d.${c} is distinct from k.${c}`).join(' or ')}`),
  );
  expect(momentMismatches, `${what}: shot_club_moments`).toEqual([]);
  for (const [table, column] of [
    ['shot_carry_buckets', 'carry'],
    ['shot_total_buckets', 'total'],
  ]) {
    const counted = await queryRows<{ key: string }>(
      db,
      sql.raw(`select club || ' ' || player || ' ' || shot_bucket(${column}) || ' ' || count(*) as key from shots
               where user_id = '${userId}' and ${column} is not null group by club, player, shot_bucket(${column}) order by 1`),
    );
    const stored = await queryRows<{ key: string }>(
      db,
      sql.raw(`select club || ' ' || player || ' ' || bucket || ' ' || shots as key from ${table} where user_id = '${userId}' order by 1`),
    );
    expect(stored.map((r) => r.key), `${what}: ${table}`).toEqual(counted.map((r) => r.key));
    const monthly = await queryRows<{ key: string }>(
      db,
      sql.raw(`select club || ' ' || player || ' ' || month || ' ' || bucket || ' ' || n as key from (
                 select club, player, date_trunc('month', taken_at at time zone 'UTC')::date as month, shot_bucket(${column}) as bucket, count(*) as n
                 from shots where user_id = '${userId}' and ${column} is not null group by 1, 2, 3, 4) g order by 1`),
    );
    const monthlyStored = await queryRows<{ key: string }>(
      db,
      sql.raw(`select club || ' ' || player || ' ' || month || ' ' || u.bucket || ' ' || u.n as key
               from shot_month_buckets m cross join lateral unnest(m.buckets, m.counts) as u(bucket, n)
               where user_id = '${userId}' and measure = '${column}' order by 1`),
    );
    expect(monthlyStored.map((r) => r.key), `${what}: shot_month_buckets, ${column}`).toEqual(monthly.map((r) => r.key));
  }
  const [{ empty }] = await queryRows<{ empty: number }>(db, sql`select count(*)::int as empty from shot_month_buckets where user_id = ${userId}::uuid and cardinality(counts) = 0`);
  expect(empty, `${what}: shot_month_buckets rows left with no bucket`).toBe(0);
  // The hand overrides' copies of their shots' values (migration 0022).
  const stale = await queryRows<{ id: string }>(
    db,
    sql`select o.shot_id::text as id from shot_overrides o join shots s on s.id = o.shot_id
        where o.user_id = ${userId}::uuid and (o.club, o.player, o.taken_at, o.carry, o.total, o.offline) is distinct from (s.club, s.player, s.taken_at, s.carry, s.total, s.offline)`,
  );
  expect(stale, `${what}: shot_overrides' copies of their shots`).toEqual([]);
}

/** Excludes (true) or restores (false) a shot by hand, as the Shot data page does. */
async function override(me: Golfer, shotId: string, excluded: boolean) {
  const res = await t.app.inject({ method: 'PUT', url: `/api/stats/shots/${shotId}/override`, headers: { cookie: me.cookie, origin: TEST_ORIGIN }, payload: { excluded } });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the summaries', () => {
  test('hold a count and a sum for every measurement of the record', async () => {
    const columns = await queryRows<{ name: string }>(
      t.database.db,
      sql`select column_name as name from information_schema.columns where table_name = 'shot_day_totals'`,
    );
    const names = new Set(columns.map((c) => c.name));
    for (const c of metricColumns) {
      expect(names.has(`${c}_n`) && names.has(`${c}_sum`), c).toBe(true);
    }
  });

  test('follow every way shots come and go: uploads (duplicates too), a session deleted, a change by hand, the account deleted', async () => {
    const me = await createGolfer(t, { pro: true });
    const rand = seededRandom(27);
    const shots = (count: number, extra: ShotInput = {}) =>
      Array.from({ length: count }, () =>
        shot({
          club: ANALYSIS_CLUBS[Math.floor(rand() * 4)],
          carry: 100 + Math.round(rand() * 500) / 10,
          total: rand() < 0.3 ? undefined : 110 + rand() * 50,
          offline: rand() < 0.2 ? undefined : rand() * 20 - 10,
          clubSpeed: rand() < 0.2 ? undefined : 30 + rand() * 10,
          clubPath: rand() < 0.5 ? undefined : rand() * 6 - 3,
          player: rand() < 0.3 ? 'Alex' : 'Me',
          takenAt: `2025-04-${String(1 + Math.floor(rand() * 5)).padStart(2, '0')}T${String(Math.floor(rand() * 24)).padStart(2, '0')}:30:00.000Z`,
          ...extra,
        }),
      );
    const first = shots(60);
    await uploadAll(t.app, me.token, 'shots', first);
    await expectSummariesMatch(me.id, 'first upload');
    // The same shots again (nothing stored) and more on the same days.
    const again = await upload(t.app, me.token, 'shots', [...first.slice(0, 20), ...shots(40)]);
    expect(again.json()).toMatchObject({ stored: 40, duplicates: 20 });
    await expectSummariesMatch(me.id, 'second upload with duplicates');

    const item = session();
    await uploadAll(t.app, me.token, 'sessions', [item]);
    await uploadAll(t.app, me.token, 'shots', shots(30, { sessionClientId: item.clientId as string }));
    await expectSummariesMatch(me.id, 'a session uploaded');
    const [{ id: sessionId }] = await queryRows<{ id: string }>(t.database.db, sql`select id from range_sessions where client_id = ${item.clientId as string}`);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/sessions/${sessionId}`, headers: { cookie: me.cookie, origin: TEST_ORIGIN } });
    expect(res.statusCode, res.body).toBe(200);
    await expectSummariesMatch(me.id, 'the session deleted');

    // Overrides of shots about to change (and of one that does not), each keeping a copy of its shot's values.
    const ids = await queryRows<{ id: string }>(t.database.db, sql`select s.id::text as id from shots s where s.user_id = ${me.id}::uuid order by s.id limit 12`);
    for (const [i, { id }] of ids.entries()) if (i % 3 !== 2) await override(me, id, i % 2 === 0);
    const [{ copied }] = await queryRows<{ copied: number }>(t.database.db, sql`select count(*)::int as copied from shot_overrides where user_id = ${me.id}::uuid and carry is not null`);
    expect(copied).toBe(8);
    await expectSummariesMatch(me.id, 'shots overridden by hand');
    await t.database.db.execute(sql`update shots set carry = carry + 7.3, taken_at = taken_at + interval '30 days', player = 'Sam', total = null, offline = offline - 1
                                    where user_id = ${me.id}::uuid and id in (select id from shots where user_id = ${me.id}::uuid order by id limit 9)`);
    await expectSummariesMatch(me.id, 'shots changed by hand');
    await t.database.db.execute(sql`delete from shots where user_id = ${me.id}::uuid and club = 'Dr'`);
    await expectSummariesMatch(me.id, 'a club deleted');

    await t.database.db.execute(sql`delete from users where id = ${me.id}::uuid`);
    for (const table of ['shot_day_totals', 'shot_club_moments', 'shot_carry_buckets', 'shot_total_buckets', 'shot_month_buckets']) {
      const [{ n }] = await queryRows<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n from ${table} where user_id = '${me.id}'`));
      expect(n, table).toBe(0);
    }
  });
});

describe('a range of days read by months', () => {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  /** How many times the plan counts each day from `first` to `last`: once inside the range, never outside it. */
  function expectCoversExactly(from: string | null, to: string | null, first: string, last: string) {
    const plan = monthPlan(from, to);
    for (let ms = Date.parse(`${first}T00:00:00Z`); ms <= Date.parse(`${last}T00:00:00Z`); ms += 86_400_000) {
      const d = day(ms);
      const month = `${d.slice(0, 7)}-01`;
      const inMonths = plan.months !== null && (plan.months.first === null || month >= plan.months.first) && (plan.months.last === null || month <= plan.months.last);
      const counted = (inMonths ? 1 : 0) + plan.passes.reduce((n, p) => n + (d >= p.from && d < p.to ? p.sign : 0), 0);
      const inRange = (from === null || d >= from) && (to === null || d <= to);
      expect(counted, `${from}..${to}: ${d}`).toBe(inRange ? 1 : 0);
    }
    return plan;
  }

  test('counts every day of the range once and no other day: whole months from their rows, the edges by the shorter pass', () => {
    // The bench's last 90 days: three days of August passed over, the months after read whole.
    expect(expectCoversExactly('2026-08-30', null, '2026-07-01', '2027-01-31')).toEqual({
      months: { first: '2026-09-01', last: null },
      passes: [{ from: '2026-08-30', to: '2026-09-01', sign: 1 }],
    });
    // Up to today, 27 November: November read whole less its days to come (no shots yet).
    expect(expectCoversExactly('2026-09-01', '2026-11-27', '2026-07-01', '2027-01-31')).toEqual({
      months: { first: '2026-09-01', last: '2026-11-01' },
      passes: [{ from: '2026-11-28', to: '2026-12-01', sign: -1 }],
    });
    // One day; a month less its first day; whole months only; no bounds at all.
    expect(expectCoversExactly('2025-06-04', '2025-06-04', '2025-05-01', '2025-07-31')).toEqual({ months: null, passes: [{ from: '2025-06-04', to: '2025-06-05', sign: 1 }] });
    expect(expectCoversExactly('2025-06-02', '2025-06-30', '2025-05-01', '2025-07-31')).toEqual({
      months: { first: '2025-06-01', last: '2025-06-01' },
      passes: [{ from: '2025-06-01', to: '2025-06-02', sign: -1 }],
    });
    expect(expectCoversExactly('2025-01-01', '2025-12-31', '2024-11-01', '2026-02-28')).toEqual({ months: { first: '2025-01-01', last: '2025-12-01' }, passes: [] });
    expect(monthPlan(null, null)).toEqual({ months: { first: null, last: null }, passes: [] });
    // Every pair of days over 16 months, a leap February among them, and the open ends.
    const rand = seededRandom(2026);
    const base = Date.parse('2023-12-01T00:00:00Z');
    for (let i = 0; i < 300; i++) {
      const a = day(base + Math.floor(rand() * 480) * 86_400_000);
      const b = day(base + Math.floor(rand() * 480) * 86_400_000);
      const [from, to] = a <= b ? [a, b] : [b, a];
      expectCoversExactly(i % 10 === 0 ? null : from, i % 10 === 1 ? null : to, '2023-11-01', '2025-05-31');
    }
  });
});

describe('gapping from the summaries', () => {
  const closeTo = (actual: number | null, expected: number | null, what: string) => {
    if (expected === null || actual === null) return expect(actual, what).toBe(expected);
    expect(Math.abs(actual - expected), `${what}: ${actual} vs ${expected}`).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
  };
  function expectSame(actual: GappingRowDb[], expected: GappingRowDb[], what: string) {
    expect(actual.map((r) => r.club), what).toEqual(expected.map((r) => r.club));
    actual.forEach((a, i) => {
      const e = expected[i];
      const at = `${what}, ${e.club}`;
      for (const key of ['all_shots', 'mishits', 'excluded', 'shots', 'carry_median', 'total_shots', 'total_median', 'rule_median', 'rule_threshold'] as const) {
        expect(a[key], `${at} ${key}`).toBe(e[key]);
      }
      for (const key of ['carry_mean', 'carry_sd', 'total_mean', 'total_sd', 'gap'] as const) closeTo(a[key], e[key], `${at} ${key}`);
    });
  }

  test('equals the plain statement where values sit on and beside the buckets’ edges, tie, repeat and spread over many buckets', async () => {
    const me: Golfer = await createGolfer(t, { pro: true });
    const rand = seededRandom(20251125);
    const edge = (v: number) => {
      // A bucket’s edge (k / 20), a hair either side of it, or anywhere.
      const r = rand();
      const k = Math.round(v * 20) / 20;
      return r < 0.3 ? k : r < 0.45 ? k + 1e-12 : r < 0.6 ? k - 1e-12 : r < 0.7 ? k * (1 + Number.EPSILON) : v;
    };
    const normal = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
    const inputs: ShotInput[] = [];
    const add = (club: string, count: number, carry: () => number) => {
      for (let i = 0; i < count; i++) {
        const c = carry();
        inputs.push(
          shot({
            club,
            carry: c,
            total: rand() < 0.15 ? undefined : edge(c * 1.07 + rand() * 9),
            offline: rand() < 0.15 ? undefined : Math.round((normal() * 8 + (c - 100) / 20) * 100) / 100,
            clubSpeed: rand() < 0.2 ? undefined : 30 + rand() * 15,
            clubPath: rand() < 0.5 ? undefined : Math.round((rand() * 8 - 4) * 10) / 10,
            player: rand() < 0.35 ? 'Alex' : 'Me',
            // Two months and a half: weeks across month ends, some shots at the same moment.
            takenAt: new Date(Date.UTC(2025, 4, 1) + Math.floor(rand() * 75 * 24) * 3_600_000).toISOString(),
          }),
        );
      }
    };
    // Many shots over many buckets, mishits both ways.
    add('Dr', 900, () => edge(rand() < 0.05 ? 120 + rand() * 60 : rand() < 0.01 ? 290 : 230 + 9 * normal()));
    add('7i', 700, () => edge(rand() < 0.04 ? 40 + rand() * 50 : 140 + 4 * normal()));
    // Nearly all on one bucket's edge (MAD 0, the 1 m floor), a few far.
    add('PW', 300, () => (rand() < 0.9 ? 110.2 : edge(100 + rand() * 20)));
    // Carries within one bucket, and a club of 4 shots (no rule).
    add('SW', 200, () => 80 + rand() * 0.19);
    add('LW', 4, () => edge(60 + rand() * 10));
    // No shot of 9i at all (an empty answer).
    for (let i = 0; i < inputs.length; i += 500) await uploadAll(t.app, me.token, 'shots', inputs.slice(i, i + 500));
    // One shot in 25 overridden by hand, excluded or restored.
    await t.database.db.execute(sql`insert into shot_overrides (shot_id, user_id, excluded)
                                    select id, user_id, id % 2 = 0 from shots where user_id = ${me.id}::uuid and id % 25 = 0`);
    const filters: AnalysisFilter[] = [
      { player: null, from: null, to: null },
      { player: 'Alex', from: null, to: null },
    ];
    for (const hide of [false, true]) {
      await t.database.db.execute(sql`update users set hide_mishits = ${hide} where id = ${me.id}::uuid`);
      for (const filter of filters) {
        const what = `${JSON.stringify(filter)}, hide ${hide}`;
        const plain = await gappingStraightforward(t.database.db, me.id, filter);
        const summaries = await gappingFromSummaries(t.database.db, me.id, filter);
        expect(summaries.hide, what).toBe(hide);
        expectSame(summaries.clubs, plain.clubs, what);
        if (filter.player === null) expect(plain.clubs.filter((c) => c.mishits > 0).length, what).toBeGreaterThanOrEqual(3);
        for (const club of ['Dr', '7i', 'PW', 'SW', 'LW', '9i'] as const) {
          const at = `${what}, ${club}`;
          await expectSameDispersion(me, filter, club, at);
          await expectSameTrends(me, filter, club, at);
        }
      }
      // Gapping, dispersion and trends over a range of days (its own rule): a month across a
      // month's end, from a Wednesday (part of a week), one day, one bound only, a range with no shot.
      const ranges: AnalysisFilter[] = [
        { player: null, from: '2025-05-21', to: '2025-06-19' },
        { player: 'Alex', from: '2025-05-21', to: '2025-06-19' },
        { player: null, from: '2025-06-04', to: '2025-06-04' },
        { player: null, from: '2025-06-10', to: null },
        { player: 'Me', from: null, to: '2025-05-14' },
        { player: null, from: '2026-01-01', to: '2026-01-31' },
        // Whole months and parts of months (shot_month_buckets and the passes over the edges):
        // a whole month, a month and its edges, a month less its first day.
        { player: null, from: '2025-06-01', to: '2025-06-30' },
        { player: 'Alex', from: '2025-05-03', to: '2025-07-12' },
        { player: null, from: '2025-06-02', to: '2025-06-30' },
      ];
      for (const filter of ranges) {
        const what = `${JSON.stringify(filter)}, hide ${hide}`;
        const plain = await gappingStraightforward(t.database.db, me.id, filter);
        expectSame((await gappingFromSummaries(t.database.db, me.id, filter)).clubs, plain.clubs, `gapping ${what}`);
        if (filter.from === '2026-01-01') expect(plain.clubs, what).toEqual([]);
        else expect(plain.clubs.length, what).toBeGreaterThan(0);
        for (const club of ['Dr', '7i', 'PW', 'SW', 'LW', '9i'] as const) {
          await expectSameDispersion(me, filter, club, `${JSON.stringify(filter)}, hide ${hide}, ${club}`);
          const weeks = await expectSameTrends(me, filter, club, `${JSON.stringify(filter)}, hide ${hide}, ${club}`);
          if (filter.from === '2026-01-01') expect(weeks).toBe(0);
          else if (club === 'Dr') expect(weeks, JSON.stringify(filter)).toBeGreaterThan(0);
        }
      }
    }
  }, 120_000);

  /** Dispersion from the summaries equals the plain statement's: the points, flags and rule to the bit, the ellipse within rounding. */
  async function expectSameDispersion(me: Golfer, filter: AnalysisFilter, club: AnalysisClub, at: string) {
    const d = await dispersionFromSummaries(t.database.db, me.id, filter, club);
    const dp = await dispersionStraightforward(t.database.db, me.id, filter, club);
    const { center_carry, center_offline, major, minor, angle, ...exact } = dp;
    expect({ ...d, center_carry: 0, center_offline: 0, major: 0, minor: 0, angle: 0 }, `dispersion ${at}`).toEqual({
      ...exact,
      center_carry: 0,
      center_offline: 0,
      major: 0,
      minor: 0,
      angle: 0,
    });
    closeTo(d.center_carry, center_carry, `dispersion ${at} centre carry`);
    closeTo(d.center_offline, center_offline, `dispersion ${at} centre offline`);
    closeTo(d.major, major, `dispersion ${at} major`);
    closeTo(d.minor, minor, `dispersion ${at} minor`);
    closeTo(d.angle, angle, `dispersion ${at} angle`);
  }

  /** Trends from the summaries equal the plain statement's: the same weeks and counts, means within rounding. */
  async function expectSameTrends(me: Golfer, filter: AnalysisFilter, club: AnalysisClub, at: string) {
    const tr = await trendsFromSummaries(t.database.db, me.id, filter, club);
    const tp = await trendsStraightforward(t.database.db, me.id, filter, club);
    expect(tr.hide, at).toBe(tp.hide);
    expect(tr.weeks.map((w) => `${w.week} ${w.shots}`), `trends ${at}`).toEqual(tp.weeks.map((w) => `${w.week} ${w.shots}`));
    tr.weeks.forEach((w, i) => {
      const p = tp.weeks[i];
      for (const key of ['carry', 'ball_speed', 'club_speed', 'smash'] as const) closeTo(w[key], p[key], `trends ${at} ${w.week} ${key}`);
      for (const [name, value] of Object.entries(p.means)) closeTo(w.means[name as keyof typeof w.means], value, `trends ${at} ${w.week} ${name}`);
    });
    return tp.weeks.length;
  }
});
