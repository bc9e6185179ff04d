import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '../../../common/messages';
import { BACKUP_FORMAT, BACKUP_VERSION, type RestorePreview, type RestoreProgressLine, type RestoreResult } from '../../../common/schemas/backup';
import { createGolfer, TEST_ORIGIN, type Golfer, type TestUser } from '../../test/factories';
import { testAppForFile } from '../../test/harness';
import { queryRows } from '../../db/query';
import { ago, DAY_MS, FULL_RECORD, HOUR_MS, round, session, shot, uploadAll } from '../../test/ingest-fixtures';

const t = testAppForFile();

const golfer = (): Promise<Golfer> => createGolfer(t, { pro: true });
const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
const send = (user: TestUser, method: 'PUT' | 'POST', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: { cookie: user.cookie, origin: TEST_ORIGIN }, payload: payload as object });

async function backup(user: TestUser): Promise<string> {
  const res = await get(user, '/api/account/backup');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="opengolfsim-backup-\d{4}-\d{2}-\d{2}\.ndjson"$/);
  return res.body;
}

async function restore(user: TestUser, body: string): Promise<{ result: RestoreResult; lines: RestoreProgressLine[] }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/restore',
    headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': 'application/x-ndjson' },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  const lines = res.body.split('\n').filter(Boolean).map((l) => JSON.parse(l) as RestoreProgressLine);
  const last = lines.at(-1)!;
  if (last.type !== 'done') throw new Error(`restore failed: ${res.body}`);
  return { result: last.result, lines };
}

const previewOf = (user: TestUser, body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/restore/preview',
    headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': 'application/x-ndjson' },
    payload: body,
  });

async function ok(user: TestUser, url: string): Promise<unknown> {
  const res = await get(user, url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

/** The account's ids differ between accounts: every `_id`/`id` is replaced by its position of appearance. */
function withoutIds(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), (key, v) => (key === 'id' || key === '_id' || key === 'shotId' ? 'id' : v));
}

/** Every figure the account shows, through the API as the pages read it. */
async function figures(user: TestUser): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const rounds = (await ok(user, '/api/stats/rounds')) as { rounds: { _id: string }[] };
  out.rounds = rounds;
  for (const [i, r] of rounds.rounds.entries()) out[`round ${i}`] = await ok(user, `/api/stats/round/${r._id}`);
  out.players = await ok(user, '/api/stats/players');
  for (const player of ['all', 'Me', 'Alex']) {
    out[`shots ${player}`] = await ok(user, `/api/stats/shots?player=${player}`);
    out[`dashboard ${player}`] = await ok(user, `/api/stats/dashboard?player=${player}`);
    out[`gapping ${player}`] = await ok(user, `/api/stats/analysis?player=${player}`);
  }
  for (const club of ['Dr', '7i', 'PW']) {
    out[`dispersion ${club}`] = await ok(user, `/api/stats/analysis/dispersion?club=${club}`);
    out[`trends ${club}`] = await ok(user, `/api/stats/analysis/trends?club=${club}`);
  }
  const sessions = (await ok(user, '/api/sessions')) as { sessions: { id: string }[] };
  out.sessions = sessions;
  for (const [i, s] of sessions.sessions.entries()) out[`session ${i}`] = await ok(user, `/api/sessions/${s.id}`);
  out.preferences = await ok(user, '/api/stats/analysis/preferences');
  return withoutIds(out) as Record<string, unknown>;
}

/** An account with a bit of everything: two players' rounds with scores, range sessions with the full record, loose shots, overrides, metric units and hidden mishits. */
async function fullAccount(): Promise<Golfer> {
  const me = await golfer();
  await uploadAll(t.app, me.token, 'rounds', [
    round({ clientId: 'r1', players: ['Me', 'Alex'], playedAt: ago(3 * DAY_MS), pars: [4, 3, 5, 4], scores: { Me: [5, 3, null, 4], Alex: [4, 4, 6, 5] } }),
    round({ clientId: 'r2', course: 'Links, "Old"', playedAt: ago(2 * DAY_MS), pars: [4, 4], scores: { Me: [4, 5] } }),
  ]);
  await uploadAll(t.app, me.token, 'sessions', [
    session({ clientId: 's1', name: 'Tuesday range', device: 'Garmin R10', startedAt: ago(DAY_MS), endedAt: ago(DAY_MS - HOUR_MS) }),
    session({ clientId: 's2', startedAt: ago(5 * HOUR_MS), location: 'Home' }),
  ]);
  const shots = [
    shot({ kind: 'round', roundClientId: 'r1', hole: 1, club: 'Dr', fairway: 'hit', carry: 215.3, total: 240.1, takenAt: ago(3 * DAY_MS - 60_000), ballSpeed: 70.1, clubSpeed: 47.3 }),
    shot({ kind: 'round', roundClientId: 'r1', hole: 4, club: 'Dr', fairway: 'left', player: 'Alex', carry: 190.7, takenAt: ago(3 * DAY_MS - 120_000) }),
    shot({ kind: 'round', roundClientId: 'r2', hole: 1, club: 'Dr', fairway: 'right', carry: 201.9, total: 222.2, takenAt: ago(2 * DAY_MS - 60_000) }),
    ...Array.from({ length: 12 }, (_, i) =>
      shot({ ...FULL_RECORD, sessionClientId: i < 6 ? 's1' : 's2', carry: 150 + ((i * 7) % 11) / 3, clubPath: (i % 5) - 2.25, faceToPath: ((i * 3) % 7) / 4 - 0.5, takenAt: ago(DAY_MS - i * 60_000), measured: i % 2 ? ['ballSpeed', 'clubPath'] : undefined }),
    ),
    shot({ sessionClientId: 's1', club: '7i', carry: 95.5, offline: 12.25, takenAt: ago(DAY_MS - 30 * 60_000) }),
    shot({ sessionClientId: 's2', club: 'PW', carry: 110.1, offline: -2.5, takenAt: ago(4 * HOUR_MS) }),
    shot({ club: 'PW', carry: 108.4, offline: 1.5, takenAt: ago(4 * DAY_MS), spinRate: 9100.5 }),
    shot({ club: 'Pt', carry: 1.2, total: 5.5, ballSpeed: 2.1, clubSpeed: 1.9, launchAngle: 2, takenAt: ago(4 * DAY_MS) }),
  ];
  await uploadAll(t.app, me.token, 'shots', shots);
  const ids = await queryRows<{ id: string; carry: number }>(t.database.db, sql`select id::text, carry from shots where user_id = ${me.id}::uuid order by carry`);
  expect((await send(me, 'PUT', `/api/stats/shots/${ids.find((x) => x.carry === 95.5)!.id}/override`, { excluded: false })).statusCode).toBe(200);
  expect((await send(me, 'PUT', `/api/stats/shots/${ids.find((x) => x.carry === 108.4)!.id}/override`, { excluded: true })).statusCode).toBe(200);
  expect((await send(me, 'PUT', '/api/stats/analysis/preferences', { hideMishits: true })).statusCode).toBe(200);
  expect((await send(me, 'POST', '/api/user/preferences', { distanceUnit: 'm', speedUnit: 'kmh' })).statusCode).toBe(200);
  return me;
}

describe('the account backup', () => {
  test('restores into an empty account with every figure identical, and into the same account storing nothing', async () => {
    const me = await fullAccount();
    const file = await backup(me);
    const lines = file.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      counts: { players: 2, rounds: 2, sessions: 2, shots: 19, overrides: 2, shares: 0 },
      preferences: { distanceUnit: 'm', speedUnit: 'kmh', hideMishits: true },
    });
    expect(lines.at(-1)).toEqual({ type: 'end', counts: { players: 2, rounds: 2, sessions: 2, shots: 19, overrides: 2, shares: 0 } });
    expect(lines.slice(1, -1).map((l) => l.type)).toEqual([...Array(2).fill('player'), ...Array(2).fill('round'), ...Array(2).fill('session'), ...Array(19).fill('shot'), 'override', 'override']);

    const fresh = await golfer();
    const { result, lines: progress } = await restore(fresh, file);
    expect(result).toEqual({
      players: { stored: 2, duplicates: 0 },
      rounds: { stored: 2, duplicates: 0 },
      shares: { stored: 0, duplicates: 0 },
      sessions: { stored: 2, duplicates: 0 },
      shots: { stored: 19, duplicates: 0 },
      overrides: { stored: 2, duplicates: 0 },
      rejected: [],
      rejectedCount: 0,
      complete: true,
      preferencesApplied: true,
    });
    expect(progress.filter((l) => l.type === 'progress').length).toBeGreaterThanOrEqual(4);

    // Field by field: every figure of every page and call, ids aside.
    const before = await figures(me);
    const after = await figures(fresh);
    for (const key of Object.keys(before)) expect(after[key], key).toEqual(before[key]);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    // And the restored account's backup is the same file, but for the moment it was written.
    const again = await backup(fresh);
    const body = (text: string) => text.split('\n').slice(1).join('\n');
    expect(body(again)).toBe(body(file));

    // Into the same account: nothing new, no figure moves (the stats version stays).
    const version = async () => (await queryRows<{ v: number }>(t.database.db, sql`select stats_version::int as v from users where id = ${me.id}::uuid`))[0].v;
    const v = await version();
    const same = await restore(me, file);
    expect(same.result).toMatchObject({
      players: { stored: 0, duplicates: 2 },
      rounds: { stored: 0, duplicates: 2 },
      sessions: { stored: 0, duplicates: 2 },
      shots: { stored: 0, duplicates: 19 },
      overrides: { stored: 0, duplicates: 2 },
      rejectedCount: 0,
      complete: true,
      preferencesApplied: false,
    });
    expect(await version()).toBe(v);
    expect(await figures(me)).toEqual(before);
  });

  test('a preview reads the file and stores nothing: what it holds, and what the account already has', async () => {
    const me = await fullAccount();
    const file = await backup(me);
    const header = JSON.parse(file.split('\n')[0]) as { counts: Record<string, number>; exportedAt: string };
    const fresh = await golfer();
    const before = await backup(fresh);

    const res = await previewOf(fresh, file);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as RestorePreview;
    expect(preview).toEqual({
      exportedAt: header.exportedAt,
      players: { inFile: 2, present: 0 },
      rounds: { inFile: 2, present: 0 },
      sessions: { inFile: 2, present: 0 },
      shots: { inFile: header.counts.shots, present: 0 },
      overrides: { inFile: 2, present: 0 },
      shares: { inFile: 0, present: 0 },
      unreadable: 0,
      complete: true,
      takesPreferences: true,
    });
    // Nothing was written: the account's backup is as before, its units too.
    expect((await backup(fresh)).split('\n').slice(1)).toEqual(before.split('\n').slice(1));

    // Half the file restored: the preview counts what is there and what is not.
    const lines = file.trimEnd().split('\n');
    const firstShot = lines.findIndex((l) => l.includes('"type":"shot"'));
    await restore(fresh, lines.slice(0, firstShot + 4).join('\n') + '\n');
    const half = (await previewOf(fresh, `${lines.join('\n')}\nnot json\n`)).json() as RestorePreview;
    expect(half).toMatchObject({
      rounds: { inFile: 2, present: 2 },
      sessions: { inFile: 2, present: 2 },
      shots: { inFile: header.counts.shots, present: 4 },
      overrides: { inFile: 2, present: 0 },
      unreadable: 1,
      takesPreferences: false,
    });
    // Into the account it came from, everything is already there.
    const same = (await previewOf(me, lines.slice(0, -1).join('\n'))).json() as RestorePreview;
    for (const kind of ['players', 'rounds', 'sessions', 'shots', 'overrides'] as const) expect(same[kind].present, kind).toBe(same[kind].inFile);
    expect(same.complete).toBe(false);

    // A file that is no backup is refused as a restore refuses it.
    const refused = await previewOf(fresh, '{"hello":1}\n');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(messages.backupNotABackup);
  });

  test('a bad line is rejected alone with its line number; a cut file says it is incomplete; units stay in a non-empty account', async () => {
    const me = await fullAccount();
    const lines = (await backup(me)).trimEnd().split('\n');
    const shotLine = lines.findIndex((l) => l.includes('"type":"shot"'));
    const bad = [...lines];
    bad[shotLine] = bad[shotLine].replace(/"carry":[\d.]+/, '"carry":1000');
    bad[shotLine + 1] = '{not json';
    bad[shotLine + 2] = bad[shotLine + 2].replace('"player":"Me"', '"player":"M\\u0000e"');
    const cut = bad.slice(0, -1); // no end line

    const other = await golfer();
    await uploadAll(t.app, other.token, 'shots', [shot()]);
    const { result } = await restore(other, cut.join('\n'));
    expect(result.shots.stored).toBe(19 - 3);
    // The override of the first (rejected) shot finds no shot: rejected too, the other is stored.
    const overrideLine = bad.findIndex((l) => /"type" ?: ?"override"/.test(l)) + 1;
    expect(result.rejected).toEqual([
      { line: shotLine + 1, error: `line ${shotLine + 1}: carry: must be between 0 and 492.1 yd` },
      { line: shotLine + 2, error: `line ${shotLine + 2}: ${messages.backupNotJson}` },
      { line: shotLine + 3, error: `line ${shotLine + 3}: item: ${messages.invalidText}` },
      { line: overrideLine, error: `line ${overrideLine}: shotClientId: ${messages.shotNotFound}` },
    ]);
    expect(result.rejectedCount).toBe(4);
    expect(result.overrides).toEqual({ stored: 1, duplicates: 0 });
    expect(result.complete).toBe(false);
    expect(result.preferencesApplied).toBe(false);
    const [prefs] = await queryRows<{ distance_unit: string }>(t.database.db, sql`select distance_unit from users where id = ${other.id}::uuid`);
    expect(prefs.distance_unit).toBe('yd');
  });

  test('a file that is no backup, or of a newer version, is refused before anything is stored', async () => {
    const me = await golfer();
    const refuse = async (body: string, error: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/restore',
        headers: { cookie: me.cookie, origin: TEST_ORIGIN, 'content-type': 'application/x-ndjson' },
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(error);
    };
    await refuse('Date,Club,Carry\n2025-01-01,7i,150\n', messages.backupNotABackup);
    await refuse('', messages.backupNotABackup);
    const header = { format: BACKUP_FORMAT, version: 2, exportedAt: new Date().toISOString(), counts: { rounds: 0, sessions: 0, shots: 0, overrides: 0 }, preferences: { distanceUnit: 'yd', speedUnit: 'mph', hideMishits: false } };
    await refuse(`${JSON.stringify(header)}\n`, messages.backupUnknownVersion);
    expect((await ok(me, '/api/sessions')) as { total: number }).toMatchObject({ total: 0 });
  });

  test('is the signed-in account’s own: signed out is 401, a cross-site restore is refused', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/backup' })).statusCode).toBe(401);
    const me = await golfer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/restore',
      headers: { cookie: me.cookie, origin: 'https://evil.test', 'content-type': 'application/x-ndjson' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
  });
});
