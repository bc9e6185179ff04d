import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { createGolfer, makeEmployee, TEST_ORIGIN, uniqueEmail } from '../test/factories';
import { queryRows } from '../db/query';
import { round, uploadAll } from '../test/ingest-fixtures';

/**
 * Tokens of every kind are stored only as hashes. Every token the app hands
 * out here (session cookie, device token, an invite link copied by an employee, a shared-report
 * link) is looked for in every column of every table of the database.
 */
describe('tokens at rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('no column of any table holds a token that was handed out', async () => {
    const golfer = await createGolfer(t, { pro: true });
    await makeEmployee(t.database.db, golfer.id);
    const handedOut: Record<string, string> = {
      session: golfer.cookie.slice('sid='.length),
      device: golfer.token,
    };

    const invitee = uniqueEmail('invitee');
    const asked = await t.app.inject({ method: 'POST', url: '/api/invites/create', headers: { origin: TEST_ORIGIN }, payload: { email: invitee } });
    expect(asked.statusCode).toBe(200);
    const invites = (await t.app.inject({ method: 'GET', url: '/api/admin/invites', headers: { cookie: golfer.cookie } })).json().invites;
    const link: string = invites.find((i: { email: string }) => i.email === invitee).link;
    handedOut.invite = new URL(link).searchParams.get('invite')!;

    await uploadAll(t.app, golfer.token, 'rounds', [round({ course: 'At Rest', players: ['Ann'], pars: [4], scores: { Ann: [4] } })]);
    const rounds = (await t.app.inject({ method: 'GET', url: '/api/stats/rounds', headers: { cookie: golfer.cookie } })).json().rounds;
    const shared = await t.app.inject({
      method: 'POST',
      url: '/api/shared-reports',
      headers: { cookie: golfer.cookie, origin: TEST_ORIGIN },
      payload: { kind: 'round', roundId: rounds[0]._id },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    handedOut.sharedReport = shared.json().report.url.split('/').pop();
    // Each link works: the tokens looked for are the real ones.
    expect((await t.app.inject({ method: 'GET', url: `/api/invites/${handedOut.invite}` })).json()).toEqual({ email: invitee });
    expect((await t.app.inject({ method: 'GET', url: `/api/shared/${handedOut.sharedReport}` })).statusCode).toBe(200);
    for (const token of Object.values(handedOut)) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const tables = await queryRows<{ name: string }>(
      t.database.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['sessions', 'device_tokens', 'invites', 'shared_reports']));
    const found: string[] = [];
    for (const { name } of tables) {
      const rows = await queryRows<{ row: string }>(t.database.db, sql`select row_to_json(x)::text as row from ${sql.identifier(name)} x`);
      for (const { row } of rows) {
        for (const [kind, token] of Object.entries(handedOut)) if (row.includes(token)) found.push(`${kind} token in ${name}`);
      }
    }
    expect(found).toEqual([]);
  });
});
