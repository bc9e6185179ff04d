import { expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { testAppForFile } from '../test/harness';
import { createUser, makePro, TEST_ORIGIN } from '../test/factories';
import { queryRows } from '../db/query';
import { SHOT_METRIC_NAMES } from '../../common/shot-metrics';
import { sessionShotRows } from '../../common/schemas/sessions';
import { seedDemoData } from './demo-seed';

const t = testAppForFile();

test('demo data: a few dozen rounds, three players, a few thousand realistic shots over 90 days', async () => {
  const user = await createUser(t.app);
  await makePro(t.database.db, user.id);
  const result = await seedDemoData(t.database.db, user.id, { seed: 42 });
  expect(result.rounds).toBeGreaterThanOrEqual(24);
  expect(result.rounds).toBeLessThanOrEqual(40);
  expect(result.shots).toBeGreaterThanOrEqual(3000);
  expect(result.shots).toBeLessThanOrEqual(5000);

  const [span] = await queryRows<{ first: string; last: string; in_future: number; null_scores: number }>(
    t.database.db,
    sql`select min(taken_at)::text as first, max(taken_at)::text as last,
          count(*) filter (where taken_at > now())::int as in_future,
          (select count(*)::int from round_scores s join rounds r on r.id = s.round_id where r.user_id = ${user.id}::uuid and s.score is null) as null_scores
        from shots where user_id = ${user.id}::uuid`,
  );
  expect(Date.now() - Date.parse(span.first)).toBeGreaterThan(80 * 86_400_000);
  expect(Date.now() - Date.parse(span.first)).toBeLessThan(92 * 86_400_000);
  expect(span.in_future).toBe(0);
  expect(span.null_scores).toBeGreaterThan(0);

  const get = (url: string) => t.app.inject({ url, headers: { cookie: user.cookie } }).then((r) => r.json());
  expect((await get('/api/stats/players')).players.sort()).toEqual(['Alex', 'Chris', 'Sam']);
  const chris = await get('/api/stats/shots?player=Chris');
  // An amateur's driver: about 200-230 m in total, recent drives present for the 10-day cards.
  expect(chris.drives.averageDistance).toBeGreaterThan(195);
  expect(chris.drives.averageDistance).toBeLessThan(235);
  expect(chris.drives.data.length).toBeGreaterThan(1);
  expect(chris.drives.fairwayPercent).toBeGreaterThan(30);
  expect(chris.drives.fairwayPercent).toBeLessThan(80);
  expect(chris.smash.average).toBeGreaterThan(1.2);
  expect(chris.smash.average).toBeLessThan(1.45);
  // Longer clubs carry further, club by club down the bag.
  const carries = chris.clubs.map((c: { average: number }) => c.average);
  expect(carries).toEqual([...carries].sort((a, b) => b - a));
  const alex = await get('/api/stats/shots?player=Alex');
  const sam = await get('/api/stats/shots?player=Sam');
  expect(alex.clubs[0].average).toBeGreaterThan(chris.clubs[0].average);
  expect(sam.clubs[0].average).toBeLessThan(chris.clubs[0].average);

  // As a golfer's own data looks: gapping in bag order with the analysis's own figures,
  // a driver carry spread of about 10-15 yd (9-14 m; mishits left out), the driver and the irons
  // hit most, not a wedge, and rounds with putts.
  const gapping = await get('/api/stats/analysis?player=Chris');
  const counted = gapping.clubs.filter((c: { shots: number }) => c.shots >= 10);
  const means = counted.map((c: { carry: { mean: number } }) => c.carry.mean);
  expect(means).toEqual([...means].sort((a, b) => b - a));
  const driverSpread = (answer: { clubs: { club: string; carry: { stddev: number } }[] }) => answer.clubs.find((c) => c.club === 'Dr')!.carry.stddev;
  expect(driverSpread(gapping)).toBeLessThan(16);
  await t.app.inject({ method: 'PUT', url: '/api/stats/analysis/preferences', headers: { cookie: user.cookie, origin: TEST_ORIGIN }, payload: { hideMishits: true } });
  const clean = driverSpread(await get('/api/stats/analysis?player=Chris'));
  expect(clean).toBeGreaterThan(6);
  expect(clean).toBeLessThan(14);
  const mostHit = [...gapping.clubs].sort((a: { shots: number }, b: { shots: number }) => b.shots - a.shots)[0].club;
  expect(['Dr', '3W', '5i', '6i', '7i', '8i']).toContain(mostHit);
  const rounds = await get('/api/stats/rounds?page=1');
  const round = await get(`/api/stats/round/${rounds.rounds[0]._id ?? rounds.rounds[0].id}`);
  expect(JSON.stringify(round)).toMatch(/"putts":\d/);

  // Range sessions with the whole record: every range shot in a session, every measurement present.
  expect(result.sessions).toBeGreaterThan(10);
  const list = await get('/api/sessions?pageSize=100');
  expect(list.total).toBe(result.sessions);
  const page = await get(`/api/sessions/${list.sessions[0].id}`);
  const shots = sessionShotRows(page.shots);
  expect(shots.length).toBe(list.sessions[0].shots);
  for (const name of SHOT_METRIC_NAMES) expect(shots[0][name], name).not.toBeNull();
  const [loose] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from shots where user_id = ${user.id}::uuid and kind = 'range' and session_id is null`,
  );
  expect(loose.n).toBe(0);
});

test('demo data marks its chips and pitches partial, and Club Distances and gapping count full swings only', async () => {
  const user = await createUser(t.app);
  await makePro(t.database.db, user.id);
  await seedDemoData(t.database.db, user.id, { seed: 7 });
  const [marks] = await queryRows<{ partial: number; off_course: number; long_clubs: number }>(
    t.database.db,
    sql`select count(*) filter (where partial)::int as partial,
          count(*) filter (where partial and kind <> 'round')::int as off_course,
          count(*) filter (where partial and club not in ('9i', 'PW', 'GW', 'SW', 'LW'))::int as long_clubs
        from shots where user_id = ${user.id}::uuid`,
  );
  expect(marks.partial).toBeGreaterThan(50);
  expect(marks.off_course).toBe(0);
  expect(marks.long_clubs).toBe(0);

  const get = (url: string) => t.app.inject({ url, headers: { cookie: user.cookie } }).then((r) => r.json());
  type Gapping = { clubs: { club: string; shots: number; carry: { mean: number; median: number } }[] };
  const full: Gapping = await get('/api/stats/analysis');
  const all: Gapping = await get('/api/stats/analysis?partial=true');
  const wedge = (g: Gapping) => g.clubs.find((c) => c.club === 'SW')!;
  // Full swings: the sand wedge's mean carry is its median's; with the chips and pitches it falls far below.
  expect(Math.abs(wedge(full).carry.mean - wedge(full).carry.median)).toBeLessThan(0.05 * wedge(full).carry.median);
  expect(wedge(all).shots).toBeGreaterThan(wedge(full).shots);
  expect(wedge(all).carry.mean).toBeLessThan(0.9 * wedge(full).carry.mean);
  // Club Distances the same way, and the page is told how many were left out.
  const shots = await get('/api/stats/shots');
  expect(shots).toMatchObject({ partialShots: marks.partial, includesPartial: false });
  const withPartial = await get('/api/stats/shots?partial=true');
  const sand = (s: { clubs: { club: { short: string }; count: number }[] }) => s.clubs.find((c) => c.club.short === 'SW')!;
  expect(sand(withPartial).count).toBe(wedge(all).shots);
  expect(sand(shots).count).toBe(wedge(full).shots);
});
