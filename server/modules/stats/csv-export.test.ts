import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createGolfer, TEST_ORIGIN, type Golfer } from '../../test/factories';
import { queryRows } from '../../db/query';
import { round, shot, uploadAll } from '../../test/ingest-fixtures';

/**
 * The CSV export read as spreadsheets read it, fetched over a real connection: with `,` as the
 * separator and with `;` (much of Europe), no cell is a formula, every text cell is quoted and the
 * numbers are bare numbers.
 */
let t: TestApp;
let base: string;
let me: Golfer;

/** Player names as a spreadsheet could run them, and as the export writes them. */
const HOSTILE: [string, string][] = [
  ["x;=cmd|' /C calc'!A0", "x;'=cmd|' /C calc'!A0"],
  ['=1+1', "'=1+1"],
  ['+Sam', "'+Sam"],
  ['-2+3', "'-2+3"],
  ['@SUM(A1)', "'@SUM(A1)"],
  ['Tab\t=1', "Tab\t'=1"],
  ['a,-b', "a,'-b"],
  ['say "=x"', 'say "\'=x"'],
  ['Semi;colon', 'Semi;colon'],
];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
  me = await createGolfer(t, { pro: true });
  await uploadAll(t.app, me.token, 'rounds', [round({ clientId: 'r1', course: "Links;=cmd|' /C calc'!A0", players: [HOSTILE[0][0]] })]);
  await uploadAll(
    t.app,
    me.token,
    'shots',
    HOSTILE.map(([player], i) =>
      shot({ clientId: `c${i};=1+1`, player, takenAt: `2025-03-0${i + 1}T10:00:00Z`, carry: 150 + i, ...(i === 0 && { kind: 'round', roundClientId: 'r1', hole: 1 }) }),
    ),
  );
});
afterAll(async () => {
  // fetch keeps its connections open for the next request: ended here, so that closing waits for none.
  t?.app.server.closeAllConnections();
  await t?.close();
});

async function exportText(): Promise<string> {
  const res = await fetch(`${base}/api/stats/shots.csv`, { headers: { cookie: me.cookie } });
  expect(res.status).toBe(200);
  return res.text();
}

/** A cell a spreadsheet would run: a formula character first (a bare negative number is a number). */
const FORMULA_START = /^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/;

test.each([',', ';', '\t'])('read with %j as the separator, no cell starts a formula', async (delimiter) => {
  // A reader splitting on another separator than the file's sees its quotes mid-cell as text.
  const records: string[][] = parse(await exportText(), { delimiter, relax_column_count: true, relax_quotes: true });
  expect(records.length).toBeGreaterThan(HOSTILE.length);
  for (const record of records) {
    for (const cell of record) expect(cell, JSON.stringify(record)).not.toMatch(FORMULA_START);
  }
});

test('every text cell is quoted and each name whole; numbers stay bare', async () => {
  const text = await exportText();
  const records: string[][] = parse(text, { delimiter: ',' });
  const header = records[0];
  const body = records.slice(1);
  expect(body.map((r) => r[header.indexOf('Player')])).toEqual(HOSTILE.map(([, written]) => written));
  expect(body[0][header.indexOf('Course')]).toBe("Links;'=cmd|' /C calc'!A0");
  expect(body[0][header.indexOf('Shot ID')]).toBe("c0;'=1+1");
  expect(body[1][header.indexOf('Carry (yd)')]).toBe('165.14');
  const lines = text.split('\r\n');
  // The time, the player quoted, the kind quoted, the course quoted, the hole and the carry bare.
  expect(lines[1].startsWith(`2025-03-01 10:00:00,"x;'=cmd|' /C calc'!A0","round","Links;'=cmd|' /C calc'!A0",1,"7i",`)).toBe(true);
  expect(lines[2]).toContain(',165.14,');
});

test('imported back into another account, every name is as the golfer wrote it', async () => {
  const other = await createGolfer(t, { pro: true });
  const res = await fetch(`${base}/api/import`, {
    method: 'POST',
    headers: { cookie: other.cookie, origin: TEST_ORIGIN, 'content-type': 'text/csv' },
    body: await exportText(),
  });
  expect(res.status).toBe(200);
  const lines = (await res.text()).trim().split('\n').map((line) => JSON.parse(line) as { type: string; result?: { stored: number } });
  expect(lines.at(-1)).toMatchObject({ type: 'done', result: { stored: HOSTILE.length } });
  const players = await queryRows<{ player: string; client_id: string }>(
    t.database.db,
    sql`select player, client_id from shots where user_id = ${other.id}::uuid order by taken_at`,
  );
  expect(players.map((row) => row.player)).toEqual(HOSTILE.map(([name]) => name));
  expect(players[0].client_id).toBe('c0;=1+1');
});
