import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../app';
import { invites } from '../../db/schema/invites';
import { users } from '../../db/schema/users';
import { createTestApp, type TestApp } from '../../test/harness';
import { createDeviceToken, createUser, TEST_ORIGIN, uniqueEmail } from '../../test/factories';
import { asUser, employee, requestInvite, sendInvite } from './admin-test-setup';

interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Every route the app registered, as Fastify prints its router (`printRoutes`): a tree of path
 * segments, four characters of indentation per level, methods in brackets.
 */
function printedRoutes(t: TestApp): RegisteredRoute[] {
  const found: RegisteredRoute[] = [];
  const prefixes: string[] = [];
  for (const line of t.app.printRoutes().split('\n')) {
    const match = line.match(/^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (depth > 0 ? prefixes[depth - 1] : '') + match[2];
    prefixes[depth] = url;
    for (const method of match[3]?.split(', ') ?? []) found.push({ method, url });
  }
  return found;
}

describe('every /api/admin route answers 404 to anyone but a signed-in employee', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('walks the route table as anonymous, user, employee by device token, and employee', async () => {
    // The routes as buildApp registered them (onRoute), with the access each declares ...
    const registered = routeTable(t.app)
      .filter((r) => r.url.startsWith('/api/admin'))
      .flatMap((r) => [r.method].flat().map((method) => ({ method, url: r.url, access: r.config?.access })));
    const adminRoutes = registered.map(({ method, url }) => ({ method, url }));
    const key = (r: RegisteredRoute) => `${r.method} ${r.url}`;
    // ... agree with what the router serves, HEAD twins of GET routes included.
    const printed = printedRoutes(t).filter((r) => r.url.startsWith('/api/admin'));
    expect(new Set(printed.map(key))).toEqual(new Set(adminRoutes.map(key)));
    for (const route of registered) expect(route.access, key(route)).toBe('employee');
    // The walk reads what is registered; these must be among it.
    for (const known of [
      'GET /api/admin/user/:userId',
      'GET /api/admin/users',
      'GET /api/admin/invites',
      'POST /api/admin/invite',
      'POST /api/admin/releases',
    ]) {
      expect(adminRoutes.map(key)).toContain(known);
    }
    for (const route of adminRoutes) expect(t.app.hasRoute(route), key(route)).toBe(true);

    const user = await createUser(t.app);
    const boss = await employee(t);
    const bossDevice = await createDeviceToken(t.app, boss);
    await requestInvite(t, uniqueEmail('walk'));
    const [invite] = await t.database.db.select().from(invites).limit(1);

    // What an employee sends to each known route to succeed; any other route gets an empty body.
    const bodies: Record<string, unknown> = {
      'POST /api/admin/invite': { invite: { _id: invite.id } },
      'POST /api/admin/releases': { version: '9.9.9', url: 'https://downloads.example.com/walk.exe' },
    };
    const unknownPath = await t.app.inject({ method: 'GET', url: '/api/admin/no-such-thing' });

    for (const route of adminRoutes) {
      const url = route.url.replace(/:[A-Za-z]+/g, boss.id);
      const name = key(route);
      const payload = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH' || route.method === 'DELETE' ? (bodies[name] ?? {}) : undefined;
      const call = (headers: Record<string, string>) =>
        t.app.inject({ method: route.method as 'GET', url, headers: { origin: TEST_ORIGIN, ...headers }, ...(payload !== undefined && { payload: payload as object }) });

      const anonymous = await call({});
      const signedIn = await call(asUser(user));
      const device = await call({ authorization: `Bearer ${bossDevice}` });
      const deviceAndCookie = await call({ authorization: `Bearer ${bossDevice}`, ...asUser(boss) });
      const staff = await call(asUser(boss));

      for (const refused of [anonymous, signedIn, device, deviceAndCookie]) {
        expect(refused.statusCode, name).toBe(404);
        // Not told apart from a path that does not exist (HEAD answers carry no body).
        if (route.method !== 'HEAD') expect(refused.json(), name).toEqual(unknownPath.json());
      }
      expect(staff.statusCode, `${name} as employee: ${staff.body}`).not.toBe(404);
      if (bodies[name] !== undefined || route.method === 'GET' || route.method === 'HEAD') expect(staff.statusCode, `${name}: ${staff.body}`).toBe(200);
    }
  });

  it('an employee who loses the role loses the area at once', async () => {
    const boss = await employee(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: asUser(boss) })).statusCode).toBe(200);
    await t.database.db.update(users).set({ isEmployee: false }).where(eq(users.id, boss.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: asUser(boss) })).statusCode).toBe(404);
  });

  it('refuses a send from a foreign origin, even by an employee', async () => {
    const boss = await employee(t);
    const res = await sendInvite(t, boss, { invite: { _id: '00000000-0000-4000-8000-000000000000' } }, { origin: 'https://evil.test' });
    expect(res.statusCode).toBe(403);
  });
});
