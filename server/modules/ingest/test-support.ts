import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query';
import { createDeviceToken, createUser, type TestUser } from '../../test/factories';
import { testAppForFile } from '../../test/harness';

/**
 * The upload tests' app, made for the calling test file, with the two things they do on it: sign a
 * new account in on a device, and count an account's stored shots.
 */
export function ingestTestApp() {
  const t = testAppForFile();

  async function signedInDevice(): Promise<{ user: TestUser; token: string }> {
    const user = await createUser(t.app);
    return { user, token: await createDeviceToken(t.app, user) };
  }

  async function countShots(userId: string): Promise<number> {
    const rows = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from shots where user_id = ${userId}::uuid`);
    return rows[0].n;
  }

  return { t, signedInDevice, countShots };
}
