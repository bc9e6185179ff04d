/**
 * The account backup at scale (target: 1,000,000 shots streamed in under 60 s with the
 * server's memory under 200 MB above idle). On a fresh PostgreSQL database with the real server in
 * its own process:
 * - seed: one Pro account with 1,000,000 range shots carrying the whole record (the documented
 *   example's figures, varied), in 500 sessions of 2,000, and 100 scored rounds, by INSERT … SELECT;
 * - baseline: the same shots read with every column by one `select *` over pg (what reading them
 *   costs, nothing written);
 * - the backup: GET /api/account/backup read as a stream, its lines counted and checked against
 *   the seed, the server's RSS sampled every 100 ms (peak above its idle RSS).
 * Printed beside the machine's load average; nothing is asserted.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { SHOT_METRIC_NAMES, SHOT_METRICS } from '../common/shot-metrics';
import { openDatabase, runMigrations } from '../server/db/client';
import { hashPassword } from '../server/modules/accounts/passwords';
import { fullRecordExample } from '../server/modules/docs/examples';
import { queryRows } from '../server/db/query';
import { createBenchDatabase, loadAverage, loadShotsThenIndex, rssMb, seedWithoutTimeout, signIn, startProcess, type RunningServer } from './support';

const SHOTS = Number(process.env.BENCH_BACKUP_SHOTS ?? 1_000_000);
const PER_SESSION = 2_000;
const ROUNDS = 100;
const PASSWORD = 'bench password';
const EMAIL = 'backup-bench@example.com';
const CLUBS = ['Dr', '3W', '5W', '4H', '5i', '6i', '7i', '8i', '9i', 'PW', 'GW', 'SW', 'LW'];
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];

/** A shot's line, as PostgreSQL writes the JSON it builds (`{"type" : "shot", …`). */
const SHOT_LINE = /^\{"type" ?: ?"shot"/;

/** The account, its sessions, rounds and shots; indexes on shots built once after the load, as the migrations define them. */
async function seed(url: string): Promise<{ userId: string; seconds: number }> {
  const started = performance.now();
  const passwordHash = await hashPassword(PASSWORD);
  return seedWithoutTimeout(url, async (db) => {
    const rows = await queryRows<{ id: string }>(db, sql`insert into users (email, password_hash, stripe_active, stripe_expires_at, accepted_terms_at)
      values (${EMAIL}, ${passwordHash}, true, now() + interval '1 year', now()) returning id`);
    const userId = rows[0].id;
    const sessions = Math.ceil(SHOTS / PER_SESSION);
    await db.execute(sql`insert into range_sessions (user_id, client_id, source, started_at, name)
      select ${userId}::uuid, 'bench-session-' || g, 'app', now() - (g || ' days')::interval, 'Range ' || g from generate_series(1, ${sessions}) g`);
    await db.execute(sql`insert into rounds (user_id, client_id, course, played_at)
      select ${userId}::uuid, 'bench-round-' || g, 'Bench Links', now() - (g || ' days')::interval - interval '6 hours' from generate_series(1, ${ROUNDS}) g`);
    const pars = sql.raw(`array[${PARS.join(',')}]`);
    await db.execute(sql`insert into round_holes (round_id, hole, par) select r.id, h, (${pars})[h] from rounds r, generate_series(1, 18) h where r.user_id = ${userId}::uuid`);
    await db.execute(sql`insert into round_players (round_id, position, name) select r.id, 0, 'Ann' from rounds r where r.user_id = ${userId}::uuid`);
    await db.execute(sql`insert into round_scores (round_id, player, hole, score, putts)
      select r.id, 'Ann', h, (${pars})[h] + (h % 3 = 0)::int, 2 from rounds r, generate_series(1, 18) h where r.user_id = ${userId}::uuid`);
    await db.execute(sql`insert into players (user_id, name) values (${userId}::uuid, 'Ann')`);
    // Each metric the documented figure, 95-104 % of it by the shot's number: every value inside its range.
    const metrics = SHOT_METRIC_NAMES.filter((name) => name in fullRecordExample);
    const columns = metrics.map((name) => SHOT_METRICS[name].column).join(', ');
    const values = metrics.map((name) => `${fullRecordExample[name as keyof typeof fullRecordExample]} * (0.95 + (g % 10) / 100.0)`).join(', ');
    const clubs = sql.raw(`(array[${CLUBS.map((c) => `'${c}'`).join(',')}])`);
    await loadShotsThenIndex(db, () =>
      db.execute(sql`
        with ids as (select array_agg(id order by client_id) as ids from range_sessions where user_id = ${userId}::uuid)
        insert into shots (user_id, client_id, player, club, taken_at, kind, session_id, measured, ${sql.raw(columns)})
        select ${userId}::uuid, 'bench-' || g, 'Ann', ${clubs}[1 + (g / 10) % ${CLUBS.length}],
               date_trunc('milliseconds', now() - (g::float8 / ${SHOTS}) * interval '700 days'), 'range',
               ids.ids[1 + (g - 1) / ${PER_SESSION}], array['ballSpeed', 'launchAngle', 'spinRate'], ${sql.raw(values)}
        from generate_series(1, ${SHOTS}) g, ids`),
    );
    await db.execute(sql`insert into shot_club_totals (user_id, player, club, shots, carry_sum, smash_shots, smash_sum)
      select user_id, player, club, count(*), sum(carry), count(club_speed), coalesce(sum(ball_speed / club_speed), 0) from shots group by user_id, player, club`);
    await db.execute(sql`vacuum analyze shots`);
    return { userId, seconds: (performance.now() - started) / 1000 };
  });
}

export async function benchBackup(): Promise<void> {
  const database = await createBenchDatabase();
  const handle = await openDatabase({ url: database.url, dataDir: null });
  const client = new pg.Client({ connectionString: database.url });
  let app: RunningServer | null = null;
  try {
    await runMigrations(handle);
    const { userId, seconds: seedSeconds } = await seed(database.url);
    app = await startProcess('server/main.ts', { DATABASE_URL: database.url, RATE_LIMIT_AUTH: '100000' });
    await client.connect();
    const { cookie } = await signIn(app, EMAIL, PASSWORD);

    // Baseline: every column of the account's shots, one statement over pg.
    let started = performance.now();
    const { rowCount } = await client.query('select * from shots where user_id = $1 order by id', [userId]);
    const rawSeconds = (performance.now() - started) / 1000;
    if (rowCount !== SHOTS) throw new Error(`the account has ${rowCount} shots`);

    const pid = app.process.pid!;
    const idle = rssMb(pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
    started = performance.now();
    const res = await fetch(`${app.url}/api/account/backup`, { headers: { cookie } });
    if (res.status !== 200 || !res.body) throw new Error(`GET /api/account/backup: ${res.status}`);
    let bytes = 0;
    let shotLines = 0;
    let tail = '';
    let last = '';
    const decoder = new TextDecoder();
    for await (const chunk of res.body) {
      bytes += chunk.byteLength;
      const text = tail + decoder.decode(chunk, { stream: true });
      const lines = text.split('\n');
      tail = lines.pop() ?? '';
      for (const line of lines) if (SHOT_LINE.test(line)) shotLines++;
      if (lines.length) last = lines[lines.length - 1];
    }
    const backupSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(pid));
    const end = JSON.parse(tail || last) as { type?: string; counts?: { shots: number } };
    if (shotLines !== SHOTS || end.counts?.shots !== SHOTS) throw new Error(`the backup has ${shotLines} shot lines, its end line says ${end.counts?.shots}`);

    const mb = bytes / 1024 / 1024;
    console.log(`\nAccount backup of ${SHOTS.toLocaleString('en-US')} shots (seeded in ${seedSeconds.toFixed(0)} s); ${os.cpus().length} cores, load average ${loadAverage()}`);
    console.log(['what', 'seconds', 'MB', 'shots/s', 'server RSS above idle'].join('\t'));
    console.log(['baseline: select * of the shots over pg', rawSeconds.toFixed(1), '', (SHOTS / rawSeconds).toFixed(0), ''].join('\t'));
    console.log(
      [
        'GET /api/account/backup, streamed (target < 60 s, < 200 MB)',
        backupSeconds.toFixed(1),
        mb.toFixed(0),
        (SHOTS / backupSeconds).toFixed(0),
        `${(peak - idle).toFixed(0)} MB (idle ${idle.toFixed(0)}, peak ${peak.toFixed(0)})`,
      ].join('\t'),
    );
    console.log(`ratio to the baseline: ${(backupSeconds / rawSeconds).toFixed(1)}×`);
  } finally {
    await client.end().catch(() => undefined);
    await app?.stop();
    await handle.close();
    await database.drop();
  }
}
