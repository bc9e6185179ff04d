import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGolfer, makeEmployee, type Golfer } from '../../../server/test/factories';
import { createTestApp, type TestApp } from '../../../server/test/harness';
import { adminAreaVisit, callLoader, signedOutVisit } from '../../test/route-args.server';
import type { UsersPageData } from './users-page';
import * as usersRoute from './route';

/*
 * The admin Users page's loader and the admin area's layout as the framework calls them, on the
 * test database: an employee searches every account by e-mail; anyone else is answered 404 and
 * reads nothing.
 */
let t: TestApp;
let staff: Golfer;
let golfer: Golfer;
beforeAll(async () => {
  t = await createTestApp();
  [staff, golfer] = await Promise.all([createGolfer(t, { pro: false }), createGolfer(t, { pro: true })]);
  await makeEmployee(t.database.db, staff.id);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const load = (user: Golfer | null, path: string) => callLoader<UsersPageData | null>(t, usersRoute, user, path);

describe('the admin Users page’s loader', () => {
  it('finds an account by its e-mail for an employee, as the API answers it', async () => {
    const path = `/ogs-admin/users?q=${encodeURIComponent(golfer.email)}`;
    const { data, status } = await load(staff, path);
    expect(status).toBe(200);
    expect(data).toMatchObject({ page: 1, q: golfer.email });
    expect(data?.users?.users.map((u) => u.email)).toEqual([golfer.email]);
    const api = await t.app.inject({ url: `/api/admin/users?page=1&q=${encodeURIComponent(golfer.email)}`, headers: { cookie: staff.cookie } });
    expect(data?.users).toEqual(api.json());
    // The layout lets the employee in.
    expect((await adminAreaVisit(t, staff, '/ogs-admin/users')).data).toBeNull();
  });

  it('reads a bad page number as the first page', async () => {
    for (const page of ['abc', '-2']) expect((await load(staff, `/ogs-admin/users?page=${page}`)).data?.page).toBe(1);
  });

  it('answers 404 to a signed-in account that is not an employee, and reads it nothing', async () => {
    expect(await adminAreaVisit(t, golfer, '/ogs-admin/users')).toEqual({ data: null, status: 404 });
    expect((await load(golfer, '/ogs-admin/users')).data).toBeNull();
  });

  it('sends a signed-out visit to the log-in page', async () => {
    expect(await signedOutVisit(t, '/ogs-admin/users?q=a')).toEqual({ status: 302, location: '/login?from=%2Fogs-admin%2Fusers%3Fq%3Da' });
  });
});
