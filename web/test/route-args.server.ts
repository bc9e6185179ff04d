import { createUser, makeEmployee, type TestUser } from '../../server/test/factories';
import { filledBeforeAll, testAppForFile, type TestApp } from '../../server/test/harness';
import * as adminLayout from '../routes/ogs-admin/route';
import * as signedInLayout from '../routes/signed-in-layout/route';
import { loadContextOf, pageRequest } from './load-context.server';

type Handler = (args: never) => unknown;

/** What a loader or action answered, as the framework passes it on: its data and status. */
export interface RouteAnswer<T> {
  data: T;
  status: number;
}

function unwrap<T>(answer: unknown): RouteAnswer<T> {
  if (answer && typeof answer === 'object' && 'init' in answer && 'data' in answer) {
    const { data, init } = answer as { data: T; init?: { status?: number } | null };
    return { data, status: init?.status ?? 200 };
  }
  return { data: answer as T, status: 200 };
}

/** A route's loader for a GET of `path` by `user` (signed out when null), as the framework calls it. */
export async function callLoader<T>(t: TestApp, route: { loader: Handler }, user: TestUser | null, path: string, params: Record<string, string> = {}): Promise<RouteAnswer<T>> {
  const args = { request: pageRequest(path), params, context: await loadContextOf(t, user) };
  return unwrap<T>(await route.loader(args as never));
}

/** A route's action for `fields` posted to `path` by `user`, as the page's form sends them. */
export async function callAction<T>(t: TestApp, route: { action: Handler }, user: TestUser | null, path: string, fields: Record<string, string>, params: Record<string, string> = {}): Promise<RouteAnswer<T>> {
  const args = { request: pageRequest(path, fields), params, context: await loadContextOf(t, user) };
  return unwrap<T>(await route.action(args as never));
}

/**
 * The signed-in area's guard for a signed-out visit to `path`: the redirect it throws (status and
 * Location), or null when it lets the visit through.
 */
export async function signedOutVisit(t: TestApp, path: string): Promise<{ status: number; location: string | null } | null> {
  try {
    await signedInLayout.loader({ request: pageRequest(path), params: {}, context: await loadContextOf(t, null) } as never);
    return null;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, location: thrown.headers.get('location') };
  }
}

/** The admin area's layout loader for a visit to `path` by `user`: 404 for anyone but an employee. */
export function adminAreaVisit(t: TestApp, user: TestUser | null, path: string): Promise<RouteAnswer<unknown>> {
  return callLoader(t, adminLayout, user, path);
}

/**
 * A route's action that refuses `user` by throwing (the admin area's actions throw the not-found
 * answer to anyone but an employee): the data and status it threw. Fails when the action answers.
 */
export async function refusedAction(t: TestApp, route: { action: Handler }, user: TestUser | null, path: string, fields: Record<string, string>): Promise<RouteAnswer<unknown>> {
  try {
    await callAction(t, route, user, path, fields);
  } catch (thrown) {
    const answer = unwrap<unknown>(thrown);
    if (answer.data === thrown) throw thrown;
    return answer;
  }
  throw new Error(`the action answered ${user?.email ?? 'a signed-out post'} rather than refusing it`);
}

/** The calling test file's app (testAppForFile's unless given) with two accounts: `staff`, an employee, and `golfer`, who is not. */
export function adminAreaForFile(t: TestApp = testAppForFile()): { t: TestApp; staff: TestUser; golfer: TestUser } {
  const staff = filledBeforeAll(async () => {
    const user = await createUser(t.app);
    await makeEmployee(t.database.db, user.id);
    return user;
  });
  const golfer = filledBeforeAll(() => createUser(t.app));
  return { t, staff, golfer };
}
