import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, makeEmployee, makePro, type TestUser } from '../../../server/test/factories';
import { createTestApp, type TestApp } from '../../../server/test/harness';
import { adminAreaVisit, callLoader, signedOutVisit } from '../../test/route-args.server';
import type { UserPageData } from './user-page';
import * as userRoute from './route';

/*
 * The admin User page's loader as the framework calls it, on the test database: an employee reads
 * one account as the API answers it, and an id that is no account's is answered 404; anyone else
 * is answered 404 by the area and reads nothing.
 */
let t: TestApp;
let staff: TestUser;
let golfer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [staff, golfer] = await Promise.all([createUser(t.app), createUser(t.app, { marketing: false })]);
  await makeEmployee(t.database.db, staff.id);
  await makePro(t.database.db, golfer.id);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const load = (user: TestUser | null, userId: string) => callLoader<UserPageData | null>(t, userRoute, user, `/ogs-admin/users/${userId}`, { userId });

describe('the admin User page’s loader', () => {
  it('reads the account for an employee, as the API answers it', async () => {
    const { data, status } = await load(staff, golfer.id);
    expect(status).toBe(200);
    expect(data?.notFound).toBe(false);
    expect(data?.user).toMatchObject({ _id: golfer.id, email: golfer.email, isPro: true, isEmployee: false, marketing: false });
    const api = await t.app.inject({ url: `/api/admin/user/${golfer.id}`, headers: { cookie: staff.cookie } });
    expect(data?.user).toEqual(api.json().user);
    expect((await adminAreaVisit(t, staff, `/ogs-admin/users/${golfer.id}`)).data).toBeNull();
  });

  it('answers 404 for an id that is no account’s, as the API does', async () => {
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(await load(staff, userId)).toEqual({ data: { user: null, notFound: true }, status: 404 });
      expect((await t.app.inject({ url: `/api/admin/user/${userId}`, headers: { cookie: staff.cookie } })).statusCode).toBe(404);
    }
  });

  it('answers 404 to a signed-in account that is not an employee, and reads it nothing', async () => {
    expect(await adminAreaVisit(t, golfer, `/ogs-admin/users/${staff.id}`)).toEqual({ data: null, status: 404 });
    expect(await load(golfer, staff.id)).toEqual({ data: null, status: 200 });
  });

  it('sends a signed-out visit to the log-in page', async () => {
    expect((await load(null, golfer.id)).data).toBeNull();
    expect(await signedOutVisit(t, `/ogs-admin/users/${golfer.id}`)).toEqual({ status: 302, location: `/login?from=%2Fogs-admin%2Fusers%2F${golfer.id}` });
  });
});
