import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import { mailOutbox } from '../../db/schema/mail';
import { deviceTokens, signinLocks, users } from '../../db/schema/users';
import { mailTestAppForFile, type TestApp } from '../../test/harness';
import { createDeviceToken, createUser, TEST_ORIGIN, uniqueEmail, type TestUser } from '../../test/factories';

type App = TestApp['app'];
const NEW_PASSWORD = 'a fresh new password';

const { t, peer } = mailTestAppForFile();

const post = (app: App, url: string, payload: unknown, cookie?: string) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { origin: TEST_ORIGIN, ...(cookie && { cookie }) } });

const saveProfile = (user: TestUser, body: Record<string, unknown>) => post(t.app, '/api/user/profile', { _id: user.id, ...body }, user.cookie);

const changePassword = (user: TestUser, body: Record<string, unknown>) =>
  post(t.app, '/api/user/password', { _id: user.id, current: user.password, password: NEW_PASSWORD, password2: NEW_PASSWORD, ...body }, user.cookie);

const signIn = (email: string, password: string) => post(t.app, '/api/user/signin', { email, password });

async function sessionUser(cookie: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { cookie } })).json().user;
}

async function row(id: string) {
  return (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
}

describe('POST /api/user/profile (call 10)', () => {
  it('saves the name and answers with the current user; a new address waits for its confirmation', async () => {
    const user = await createUser(t.app);
    const email = uniqueEmail('renamed');
    const res = await saveProfile(user, { email: `  ${email.toUpperCase()} `, name: '  Ada Lovelace ', password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { _id: user.id, email: user.email, name: 'Ada Lovelace' }, pendingEmail: email });
    expect(await sessionUser(user.cookie)).toMatchObject({ email: user.email, name: 'Ada Lovelace' });
    // Until the link is followed the old address signs in and the new one does not.
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    expect((await signIn(email, user.password)).statusCode).toBe(401);
  });

  it('clears the name when it is left empty', async () => {
    const user = await createUser(t.app);
    await saveProfile(user, { email: user.email, name: 'Someone' });
    const res = await saveProfile(user, { email: user.email, name: '' });
    expect(res.json().user.name).toBeNull();
  });

  it('refuses an address another account has, and changes nothing', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const res = await saveProfile(user, { email: other.email, name: 'Taken', password: user.password });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: messages.emailTaken, code: 'email_taken' });
    const after = await row(user.id);
    expect(after.email).toBe(user.email);
    expect(after.name).toBeNull();
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email))).toHaveLength(0);
  });

  it("answers 403 to another user's _id and changes nothing", async () => {
    const user = await createUser(t.app);
    const victim = await createUser(t.app);
    const res = await post(t.app, '/api/user/profile', { _id: victim.id, email: uniqueEmail(), name: 'Mallory' }, user.cookie);
    expect(res.statusCode).toBe(403);
    expect((await row(victim.id)).email).toBe(victim.email);
    expect((await row(user.id)).name).toBeNull();
  });

  it('checks the address with the spec message', async () => {
    const user = await createUser(t.app);
    for (const email of ['', 'not-an-address', 'a@b']) {
      const res = await saveProfile(user, { email, name: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(messages.invalidEmail);
    }
    const long = await saveProfile(user, { email: user.email, name: 'n'.repeat(101) });
    expect(long.json().error).toBe(messages.nameTooLong);
  });

  it('refuses fields a client must not set', async () => {
    const user = await createUser(t.app);
    const res = await saveProfile(user, { email: user.email, name: 'x', isEmployee: true });
    expect(res.statusCode).toBe(400);
    expect((await row(user.id)).isEmployee).toBe(false);
    expect((await row(user.id)).name).toBeNull();
  });

  it('needs a signed-in browser: no cookie is 401, a device token is 401, a foreign origin is 403', async () => {
    const user = await createUser(t.app);
    expect((await post(t.app, '/api/user/profile', { _id: user.id, email: user.email, name: 'x' })).statusCode).toBe(401);
    const token = await createDeviceToken(t.app, user);
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      payload: { _id: user.id, email: user.email, name: 'x' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      payload: { _id: user.id, email: user.email, name: 'x' },
      headers: { origin: 'https://evil.test', cookie: user.cookie },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await row(user.id)).name).toBeNull();
  });
});

describe('POST /api/user/password (call 11)', () => {
  it('ends every device token of the account', async () => {
    const user = await createUser(t.app);
    const token = await createDeviceToken(t.app, user);
    const read = () => t.app.inject({ method: 'GET', url: '/api/user/devices', headers: { cookie: user.cookie } });
    const bearer = () => t.app.inject({ method: 'GET', url: '/api/user/session', headers: { authorization: `Bearer ${token}` } });
    expect((await bearer()).json().user?._id).toBe(user.id);
    expect((await changePassword(user, {})).statusCode).toBe(200);
    expect((await bearer()).statusCode).toBe(401);
    expect((await read()).json().devices).toEqual([]);
  });

  it('sets the new password: it signs in, the old one does not', async () => {
    const user = await createUser(t.app);
    const res = await changePassword(user, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.passwordUpdated });
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
  });

  it('ends the other sessions, keeps this one, and mails a notice', async () => {
    const user = await createUser(t.app);
    const other = (await signIn(user.email, user.password)).cookies.find((c) => c.name === 'sid')!;
    const otherCookie = `sid=${other.value}`;
    expect(await sessionUser(otherCookie)).not.toBeNull();
    expect((await changePassword(user, {})).statusCode).toBe(200);
    expect(await sessionUser(otherCookie)).toBeNull();
    expect(await sessionUser(user.cookie)).toMatchObject({ _id: user.id });
    const [mail] = await peer.waitForMails(1, user.email);
    expect(mail.decoded).toMatch(/^Subject: Your OpenGolfSim password was changed/m);
  });

  it('refuses a wrong current password and counts it towards the sign-in lock', async () => {
    const user = await createUser(t.app);
    const res = await changePassword(user, { current: 'not my password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: messages.currentPasswordWrong, code: 'wrong_password' });
    const [count] = await t.database.db.select().from(signinLocks).where(eq(signinLocks.email, user.email));
    expect(count.checks).toBe(1);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('answers 429 while the account is locked, without checking the password', async () => {
    const user = await createUser(t.app);
    await t.database.db.insert(signinLocks).values({ email: user.email, checks: 10, lockedUntil: new Date(Date.now() + 600_000) });
    const res = await changePassword(user, {});
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(messages.accountLocked);
  });

  it('checks the fields in the spec order with the spec messages', async () => {
    const user = await createUser(t.app);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ current: '' }, messages.currentPasswordRequired],
      [{ current: undefined }, messages.currentPasswordRequired],
      [{ password: 'short', password2: 'short' }, messages.updatePasswordTooShort],
      [{ password2: 'short' }, messages.updatePasswordTooShort],
      [{ password2: `${NEW_PASSWORD}!` }, messages.updatePasswordsDoNotMatch],
      [{ password: 'x'.repeat(257), password2: 'x'.repeat(257) }, messages.passwordTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await changePassword(user, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it("answers 403 to another user's _id", async () => {
    const user = await createUser(t.app);
    const victim = await createUser(t.app);
    const res = await changePassword(user, { _id: victim.id });
    expect(res.statusCode).toBe(403);
    expect((await signIn(victim.email, victim.password)).statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const user = await createUser(t.app);
    const res = await post(t.app, '/api/user/password', { _id: user.id, current: user.password, password: NEW_PASSWORD, password2: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });
});

describe('connected devices', () => {
  const devices = (user: TestUser) => t.app.inject({ method: 'GET', url: '/api/user/devices', headers: { cookie: user.cookie } });
  const revoke = (user: TestUser, id: string) => post(t.app, `/api/user/devices/${id}/revoke`, {}, user.cookie);
  const withBearer = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/session', headers: { authorization: `Bearer ${token}` } });

  it('lists the desktop apps of the account, newest first, with name, created and last used', async () => {
    const user = await createUser(t.app);
    expect((await devices(user)).json()).toEqual({ devices: [] });
    const first = await createDeviceToken(t.app, user, 'Garage PC');
    await createDeviceToken(t.app, user, 'Office laptop');
    await withBearer(first);
    const list = (await devices(user)).json().devices;
    expect(list.map((d: { name: string }) => d.name)).toEqual(['Office laptop', 'Garage PC']);
    expect(Object.keys(list[0]).sort()).toEqual(['_id', 'createdAt', 'lastUsedAt', 'name']);
    expect(list[0].lastUsedAt).toBeNull();
    expect(new Date(list[1].lastUsedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(new Date(list[1].createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('revokes a token: it stops working at once and leaves the list', async () => {
    const user = await createUser(t.app);
    const token = await createDeviceToken(t.app, user, 'Sim PC');
    const kept = await createDeviceToken(t.app, user, 'Spare PC');
    expect((await withBearer(token)).json().user._id).toBe(user.id);
    const [device] = (await devices(user)).json().devices.filter((d: { name: string }) => d.name === 'Sim PC');
    const res = await revoke(user, device._id);
    expect(res.statusCode).toBe(200);
    expect((await withBearer(token)).statusCode).toBe(401);
    expect((await withBearer(kept)).statusCode).toBe(200);
    expect((await devices(user)).json().devices.map((d: { name: string }) => d.name)).toEqual(['Spare PC']);
    expect((await revoke(user, device._id)).statusCode).toBe(404);
  });

  it("neither lists nor revokes another user's devices", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const token = await createDeviceToken(t.app, owner);
    const [device] = (await devices(owner)).json().devices;
    expect((await devices(other)).json().devices).toEqual([]);
    expect((await revoke(other, device._id)).statusCode).toBe(404);
    expect((await withBearer(token)).statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(deviceTokens).where(eq(deviceTokens.id, device._id));
    expect(stored.revokedAt).toBeNull();
  });

  it('refuses a malformed id, anonymous callers and device tokens', async () => {
    const user = await createUser(t.app);
    const token = await createDeviceToken(t.app, user);
    expect([400, 404]).toContain((await revoke(user, 'not-a-uuid')).statusCode);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/devices' })).statusCode).toBe(401);
    // A desktop app cannot list or revoke devices with its own token.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/devices', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
  });
});
