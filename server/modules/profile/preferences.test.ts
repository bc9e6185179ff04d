import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import { users } from '../../db/schema/users';
import { testAppForFile } from '../../test/harness';
import { createDeviceToken, createUser, TEST_ORIGIN, type TestUser } from '../../test/factories';


const t = testAppForFile();

const savePreferences = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/user/preferences', payload: body as object, headers: { origin: TEST_ORIGIN, ...headers } });
const saveAs = (user: TestUser, body: unknown) => savePreferences(body, { cookie: user.cookie });

async function sessionUser(cookie: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { cookie } })).json().user;
}

async function stored(id: string) {
  const [row] = await t.database.db.select({ distanceUnit: users.distanceUnit, speedUnit: users.speedUnit }).from(users).where(eq(users.id, id));
  return row;
}

describe('POST /api/user/preferences (display units)', () => {
  it('starts at yards and mph for a new account', async () => {
    const user = await createUser(t.app);
    expect((await sessionUser(user.cookie)).preferences).toEqual({ distanceUnit: 'yd', speedUnit: 'mph' });
  });

  it('saves metres and km/h, answers with the current user, and the session carries them', async () => {
    const user = await createUser(t.app);
    const res = await saveAs(user, { distanceUnit: 'm', speedUnit: 'kmh' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: user.id, email: user.email, preferences: { distanceUnit: 'm', speedUnit: 'kmh' } });
    expect(await stored(user.id)).toEqual({ distanceUnit: 'm', speedUnit: 'kmh' });
    expect((await sessionUser(user.cookie)).preferences).toEqual({ distanceUnit: 'm', speedUnit: 'kmh' });
    // And back; each field on its own.
    expect((await saveAs(user, { distanceUnit: 'yd', speedUnit: 'kmh' })).json().user.preferences).toEqual({ distanceUnit: 'yd', speedUnit: 'kmh' });
    expect(await stored(user.id)).toEqual({ distanceUnit: 'yd', speedUnit: 'kmh' });
  });

  it("changes only the caller's own account", async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    await saveAs(a, { distanceUnit: 'm', speedUnit: 'kmh' });
    expect(await stored(b.id)).toEqual({ distanceUnit: 'yd', speedUnit: 'mph' });
  });

  it.each([
    [{ distanceUnit: 'metres', speedUnit: 'mph' }, messages.unknownDistanceUnit, 'distanceUnit'],
    [{ distanceUnit: 'M', speedUnit: 'mph' }, messages.unknownDistanceUnit, 'distanceUnit'],
    [{ speedUnit: 'mph' }, messages.unknownDistanceUnit, 'distanceUnit'],
    [{ distanceUnit: 'yd', speedUnit: 'km/h' }, messages.unknownSpeedUnit, 'speedUnit'],
    [{ distanceUnit: 'yd', speedUnit: 'm/s' }, messages.unknownSpeedUnit, 'speedUnit'],
    [{ distanceUnit: 'yd', speedUnit: null }, messages.unknownSpeedUnit, 'speedUnit'],
  ])('refuses %j with 400 and a clear message, changing nothing', async (body, error, field) => {
    const user = await createUser(t.app);
    const res = await saveAs(user, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error, fields: { [field]: error } });
    expect(await stored(user.id)).toEqual({ distanceUnit: 'yd', speedUnit: 'mph' });
  });

  it('refuses unknown fields (strict body)', async () => {
    const user = await createUser(t.app);
    const res = await saveAs(user, { distanceUnit: 'm', speedUnit: 'kmh', isEmployee: true });
    expect(res.statusCode).toBe(400);
    expect(await stored(user.id)).toEqual({ distanceUnit: 'yd', speedUnit: 'mph' });
  });

  it('needs a signed-in session: 401 without one, 401 for a device token', async () => {
    expect((await savePreferences({ distanceUnit: 'm', speedUnit: 'kmh' })).statusCode).toBe(401);
    const user = await createUser(t.app);
    const token = await createDeviceToken(t.app, user);
    const res = await savePreferences({ distanceUnit: 'm', speedUnit: 'kmh' }, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(401);
    expect(await stored(user.id)).toEqual({ distanceUnit: 'yd', speedUnit: 'mph' });
  });

  it('refuses a request from another origin', async () => {
    const user = await createUser(t.app);
    const res = await saveAs(user, { distanceUnit: 'm', speedUnit: 'kmh' });
    expect(res.statusCode).toBe(200);
    const evil = await savePreferences({ distanceUnit: 'yd', speedUnit: 'mph' }, { cookie: user.cookie, origin: 'https://evil.test' });
    expect(evil.statusCode).toBe(403);
    expect(await stored(user.id)).toEqual({ distanceUnit: 'm', speedUnit: 'kmh' });
  });

  it('is answered with no-store, like the other calls returning the user', async () => {
    const user = await createUser(t.app);
    const res = await saveAs(user, { distanceUnit: 'm', speedUnit: 'mph' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
