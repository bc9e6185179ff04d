import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedError } from './logged-error';
import { queryRows } from './db/query';
import { createGolfer, TEST_ORIGIN, type Golfer } from './test/factories';
import { createLoggedTestApp, type TestApp } from './test/harness';
import { shot } from './test/ingest-fixtures';

/**
 * A database error while shots are stored is logged without the statement, its parameters or any
 * player's name, on a short line: forced here by a trigger that refuses every shot, with 1,000
 * shots sent over a real connection by the desktop app's upload and by a CSV import.
 */
let t: TestApp & { logLines: string[] };
let base: string;
let golfer: Golfer;

/** A name that appears nowhere but in the shots sent. */
const PLAYER = 'Zelda Quintessa Fairweather';
/** A line of the log may be this long at most. */
const LINE_MAX = 4096;

beforeAll(async () => {
  t = await createLoggedTestApp({}, 'info');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
  golfer = await createGolfer(t, { pro: true });
  await queryRows(
    t.database.db,
    sql.raw(`create function refuse_shots() returns trigger language plpgsql as $$ begin raise exception 'shots are refused here'; end $$`),
  );
  await queryRows(t.database.db, sql.raw('create trigger refuse_shots before insert on shots for each row execute function refuse_shots()'));
});
afterAll(async () => {
  // fetch keeps its connections open for the next request: ended here, so that closing waits for none.
  t?.app.server.closeAllConnections();
  await t?.close();
});

function expectSmallLinesWithoutPlayerData(from: number) {
  const lines = t.logLines.slice(from);
  const errors = lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
  expect(errors.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line.length, line.slice(0, 200)).toBeLessThanOrEqual(LINE_MAX);
    expect(line).not.toContain(PLAYER);
    expect(line).not.toMatch(/insert into|params:/i);
  }
  return errors.map((line) => JSON.parse(line) as { err?: { message?: string; cause?: { message?: string } } });
}

describe('a database error while storing shots', () => {
  it('in the desktop app’s upload of 1,000 shots: a 500, one short line, no statement or player', async () => {
    const from = t.logLines.length;
    const shots = Array.from({ length: 1000 }, (_, i) => shot({ player: PLAYER, carry: 100 + (i % 50) }));
    const res = await fetch(`${base}/api/ingest/shots`, {
      method: 'POST',
      headers: { authorization: `Bearer ${golfer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ shots }),
    });
    expect(res.status).toBe(500);
    const [error] = expectSmallLinesWithoutPlayerData(from);
    // What went wrong is still there: the database's own words.
    expect(JSON.stringify(error.err)).toContain('shots are refused here');
  });

  it('in a CSV import of 1,000 rows: the import fails, its log line is short and holds no player', async () => {
    const from = t.logLines.length;
    const header =
      'Time (UTC),Player,Type,Course,Hole,Club,Ball Speed (m/s),Club Speed (m/s),Smash Factor,Launch Angle (deg),Launch Direction (deg),Spin Rate (rpm),Spin Axis (deg),Carry (m),Total (m),Offline (m),Fairway';
    const rows = Array.from({ length: 1000 }, (_, i) => `2025-04-02 09:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')},${PLAYER},range,,,7i,45,32,,18,,,,${140 + (i % 20)},,,`);
    const res = await fetch(`${base}/api/import`, {
      method: 'POST',
      headers: { cookie: golfer.cookie, origin: TEST_ORIGIN, 'content-type': 'text/csv' },
      body: [header, ...rows].join('\r\n'),
    });
    await res.text();
    expectSmallLinesWithoutPlayerData(from);
  });
});

describe('loggedError', () => {
  it('keeps the type, codes, constraint and frames; drops statements, parameters, quoted values and detail', () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "Ann Example"'), {
      code: '22P02',
      detail: 'Key (player)=(Ann Example) already exists.',
      constraint: 'shots_user_client_idx',
    });
    const failed = Object.assign(new Error(`Failed query: insert into shots values ($1)\nparams: Ann Example,${'x'.repeat(10_000)}`), {
      query: 'insert into shots values ($1)',
      params: ['Ann Example'],
      cause,
    });
    const logged = loggedError(failed);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('Ann Example');
    expect(text).not.toContain('insert into');
    expect(text.length).toBeLessThan(LINE_MAX);
    expect(logged).toMatchObject({ type: 'Error', cause: { code: '22P02', constraint: 'shots_user_client_idx', message: 'invalid input syntax for type uuid: "[value]"' } });
    expect(String(logged.stack)).toMatch(/^\s+at /);
  });
});
