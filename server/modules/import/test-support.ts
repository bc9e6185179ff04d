import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ImportProgressLine, ImportResult } from '../../../common/schemas/import';
import { queryRows } from '../../db/query';
import { createUser, makePro, TEST_ORIGIN, type TestUser } from '../../test/factories';
import { testAppForFile } from '../../test/harness';
import { importFixture } from '../../test/import-files';

/** A file of server/test/fixtures/import as the body of a request. */
export const fixture = (name: string) => Buffer.from(importFixture(name));

/** The query string of an import's choices; the players' mapping is sent as JSON. */
export const query = (params: Record<string, string | Record<string, string>>) =>
  '?' + new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();

/**
 * The import tests' app, made for the calling test file, with what they do on it: make a Pro
 * account, send a file, import one to the end, and read what the account holds.
 */
export function importTestApp() {
  const t = testAppForFile();

  async function proUser(): Promise<TestUser> {
    const user = await createUser(t.app);
    await makePro(t.database.db, user.id);
    return user;
  }

  function post(user: TestUser | null, url: string, payload: string | Buffer, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_ORIGIN, 'content-type': 'text/csv', ...(user && { cookie: user.cookie }), ...headers },
      payload,
    });
  }

  async function importFile(user: TestUser, payload: string | Buffer, params: Record<string, string | Record<string, string>> = {}) {
    const res = await post(user, `/api/import${query(params)}`, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/x-ndjson/);
    const lines = res.body.trim().split('\n').map((l) => JSON.parse(l) as ImportProgressLine);
    const last = lines[lines.length - 1];
    if (last.type !== 'done') throw new Error(`import did not finish: ${res.body}`);
    return { result: last.result as ImportResult, lines };
  }

  async function countShots(userId: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from shots where user_id = ${userId}::uuid`);
    return row.n;
  }

  /** The running totals against the same figures computed from the shots themselves. */
  async function expectTotalsMatchShots(userId: string) {
    const totals = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select player, club, shots::int as shots, round(carry_sum::numeric, 6)::float8 as carry,
                 smash_shots::int as smash_shots, round(smash_sum::numeric, 6)::float8 as smash
          from shot_club_totals where user_id = ${userId}::uuid order by player, club`,
    );
    const fromShots = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select player, club, count(*)::int as shots, round(sum(carry)::numeric, 6)::float8 as carry,
                 count(club_speed)::int as smash_shots, round(coalesce(sum(ball_speed / club_speed), 0)::numeric, 6)::float8 as smash
          from shots where user_id = ${userId}::uuid group by player, club order by player, club`,
    );
    expect(totals).toEqual(fromShots);
    return totals;
  }

  return { t, proUser, post, importFile, countShots, expectTotalsMatchShots };
}
