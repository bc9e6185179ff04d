import type { TestApp } from '../../test/harness';
import { createUser, makeEmployee, TEST_ORIGIN, type TestUser } from '../../test/factories';

/** What the admin tests share: the employee who calls the admin area, and the invite requests. */
export const asUser = (user: TestUser) => ({ cookie: user.cookie });

export async function employee(t: TestApp): Promise<TestUser> {
  const user = await createUser(t.app);
  await makeEmployee(t.database.db, user.id);
  return user;
}

export const requestInvite = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/invites/create', headers: { origin: TEST_ORIGIN }, payload: { email } });

export const sendInvite = (t: TestApp, who: TestUser, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/invite',
    headers: { origin: TEST_ORIGIN, ...asUser(who), ...headers },
    payload: payload as object,
  });
