import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import { fillMessage } from '../../../common/stats-format';
import { redactUrl } from '../../app';
import { emailChangeRequests, emailChangeUndos } from '../../db/schema/email-change-undos';
import { createTestApp, mailTestAppForFile } from '../../test/harness';
import { createDeviceToken, createUser, TEST_ORIGIN, uniqueEmail, type TestUser } from '../../test/factories';
import { linkIn, settle, type ReceivedMail } from '../../test/smtp-peer';

const PUBLIC_URL = 'http://localhost:3000';
const UNDO_PREFIX = `${PUBLIC_URL}/email-undo/`;
const NEW_PASSWORD = 'a brand new password';

const { t, peer } = mailTestAppForFile();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { origin: TEST_ORIGIN, ...headers } });
const CONFIRM_PREFIX = `${PUBLIC_URL}/email-confirm/`;
const requestChange = (user: TestUser, email: string, password?: string) =>
  post('/api/user/profile', { _id: user.id, email, name: '', ...(password !== undefined && { password }) }, { cookie: user.cookie });
const confirmTokenOf = (mail: ReceivedMail) => linkIn(mail, CONFIRM_PREFIX).slice(CONFIRM_PREFIX.length);
const confirm = (token: string) => post('/api/user/email-confirm', { token });
/** A change of address as the owner makes it: the current password, then the link mailed to the new address followed. */
async function changeEmail(user: TestUser, email: string) {
  const asked = await requestChange(user, email, user.password);
  if (asked.statusCode !== 200) return asked;
  const mail = (await peer.waitForMails(1, email)).find((m) => m.decoded.includes(CONFIRM_PREFIX))!;
  return confirm(confirmTokenOf(mail));
}
const undo = (token: string) => post('/api/user/email-undo', { token });
const signIn = (email: string, password: string) => post('/api/user/signin', { email, password });
const sessionUser = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { cookie } })).json().user;
const undoTokenOf = (mail: ReceivedMail) => linkIn(mail, UNDO_PREFIX).slice(UNDO_PREFIX.length);

describe('an e-mail change is told to the old address with a link that undoes it', () => {
  it('keeps the spec’s answer; the old address gets one mail; its link restores the address and ends every session and device token', async () => {
    const user = await createUser(t.app);
    const device = await createDeviceToken(t.app, user);
    const second = (await signIn(user.email, user.password)).cookies.find((c) => c.name === 'sid')!;
    const newEmail = uniqueEmail('taken-over');

    const changed = await changeEmail(user, newEmail);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ message: fillMessage(messages.emailConfirmDone, { email: newEmail }), email: newEmail });

    const [mail] = await peer.waitForMails(1, user.email);
    expect(mail.decoded).toMatch(/^Subject: The email address of your OpenGolfSim account was changed/m);
    expect(mail.decoded).toContain('The link works once, for 7 days.');
    const token = undoTokenOf(mail);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored, valid for 7 days.
    const rows = await t.database.db
      .select({ row: sql<string>`row_to_json(${emailChangeUndos})::text`, days: sql<number>`round(extract(epoch from ${emailChangeUndos.expiresAt} - now()) / 86400)::int` })
      .from(emailChangeUndos)
      .where(eq(emailChangeUndos.oldEmail, user.email));
    expect(rows).toHaveLength(1);
    expect(rows[0].row).not.toContain(token);
    expect(rows[0].days).toBe(7);

    // Signed out, from the mail: nothing signed in is needed.
    const res = await undo(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: fillMessage(messages.emailUndoDone, { email: user.email }), restored: true });
    expect(res.headers['cache-control']).toBe('no-store');

    expect(await sessionUser(user.cookie)).toBeNull();
    expect(await sessionUser(`sid=${second.value}`)).toBeNull();
    const bearer = await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { authorization: `Bearer ${device}` } });
    expect(bearer.statusCode).toBe(401);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    expect((await signIn(newEmail, user.password)).statusCode).toBe(401);

    // Once only; the new address got no mail of this kind.
    const again = await undo(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: messages.emailUndoInvalid, code: 'invalid_undo_token' });
    await settle();
    expect(peer.mailsTo(user.email)).toHaveLength(1);
    // The new address got its confirmation only.
    expect(peer.mailsTo(newEmail)).toHaveLength(1);
  });

  it('defeats the take-over of the probe: the reset link mailed to the new address and any later undo link die with the undo', async () => {
    const owner = await createUser(t.app);
    const attacker = uniqueEmail('attacker');
    expect((await changeEmail(owner, attacker)).statusCode).toBe(200);
    const ownersUndo = undoTokenOf((await peer.waitForMails(1, owner.email))[0]);
    // The attacker asks for a reset at their address, and moves the account on once more.
    expect((await post('/api/user/reset-request', { email: attacker })).statusCode).toBe(200);
    const resetMail = (await peer.waitForMails(2, attacker)).find((m) => m.decoded.includes('/password-reset/'))!;
    const resetToken = linkIn(resetMail, `${PUBLIC_URL}/password-reset/`).split('/').pop()!;
    const further = uniqueEmail('further');
    expect((await changeEmail(owner, further)).statusCode).toBe(200);
    const attackersUndo = undoTokenOf((await peer.waitForMails(3, attacker)).find((m) => m.decoded.includes(UNDO_PREFIX))!);

    expect((await undo(ownersUndo)).json()).toMatchObject({ restored: true });
    const reset = await post('/api/user/reset-password', { token: resetToken, password: NEW_PASSWORD, password2: NEW_PASSWORD });
    expect(reset.statusCode).toBe(400);
    expect((await undo(attackersUndo)).statusCode).toBe(400);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('ends a password set since the change; the owner sets a new one through the restored address', async () => {
    const owner = await createUser(t.app);
    const taker = uniqueEmail('taker');
    expect((await changeEmail(owner, taker)).statusCode).toBe(200);
    const ownersUndo = undoTokenOf((await peer.waitForMails(1, owner.email))[0]);
    // Whoever took the address sets a password of their own through a reset mailed to it.
    expect((await post('/api/user/reset-request', { email: taker })).statusCode).toBe(200);
    const takersReset = linkIn((await peer.waitForMails(2, taker)).find((m) => m.decoded.includes('/password-reset/'))!, `${PUBLIC_URL}/password-reset/`).split('/').pop()!;
    expect((await post('/api/user/reset-password', { token: takersReset, password: NEW_PASSWORD, password2: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await signIn(taker, NEW_PASSWORD)).statusCode).toBe(200);

    const res = await undo(ownersUndo);
    expect(res.json()).toEqual({
      message: `${fillMessage(messages.emailUndoDone, { email: owner.email })} ${messages.emailUndoPasswordEnded}`,
      restored: true,
    });
    expect((await signIn(owner.email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(401);

    // The owner's own reset, at the address the undo gave back.
    expect((await post('/api/user/reset-request', { email: owner.email })).statusCode).toBe(200);
    const ownersReset = linkIn((await peer.waitForMails(2, owner.email)).find((m) => m.decoded.includes('/password-reset/'))!, `${PUBLIC_URL}/password-reset/`).split('/').pop()!;
    const mine = 'the owner’s own new password';
    expect((await post('/api/user/reset-password', { token: ownersReset, password: mine, password2: mine })).statusCode).toBe(200);
    expect((await signIn(owner.email, mine)).statusCode).toBe(200);
  });

  it('refuses an expired link as an unknown one, and changes nothing', async () => {
    const user = await createUser(t.app);
    const newEmail = uniqueEmail('moved');
    await changeEmail(user, newEmail);
    const token = undoTokenOf((await peer.waitForMails(1, user.email))[0]);
    await t.database.db.update(emailChangeUndos).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(emailChangeUndos.oldEmail, user.email));
    const expired = await undo(token);
    const unknown = await undo('A'.repeat(43));
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toBe(unknown.body);
    expect((await sessionUser(user.cookie))?.email).toBe(newEmail);
    for (const body of [{}, { token: '' }, { token: ['x'] }, { token: 'x'.repeat(129) }, { token: 'A'.repeat(43), extra: 1 }]) {
      expect((await post('/api/user/email-undo', body)).statusCode).toBe(400);
    }
  });

  it('still ends every session when the old address was taken by another account meanwhile, and says it could not be restored', async () => {
    const user = await createUser(t.app);
    const oldEmail = user.email;
    await changeEmail(user, uniqueEmail('left'));
    const token = undoTokenOf((await peer.waitForMails(1, oldEmail))[0]);
    await createUser(t.app, { email: oldEmail });
    const res = await undo(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.emailUndoTaken, restored: false });
    expect(await sessionUser(user.cookie)).toBeNull();
  });

  it('keeps the link out of the logs and the Referer', async () => {
    expect(redactUrl('/email-undo/secret-token?x=1')).toBe('/email-undo/[redacted]?x=1');
    const page = await t.app.inject({ method: 'GET', url: '/email-undo/some-token' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('what profile reveals about other accounts (docs/decisions/020)', () => {
  it('answers an address another account has with the spec’s message, no more often than sign-up may', async () => {
    const limited = await createTestApp({ RATE_LIMIT_AUTH: '3' });
    try {
      const user = await createUser(limited.app);
      const other = await createUser(limited.app);
      const save = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/user/profile',
          headers: { origin: TEST_ORIGIN, cookie: user.cookie },
          payload: { _id: user.id, email: other.email, name: '' },
        });
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await save());
      expect(answers.map((a) => a.statusCode)).toEqual([409, 409, 409, 429]);
      expect(answers[0].json()).toEqual({ error: messages.emailTaken, code: 'email_taken', fields: { email: messages.emailTaken } });
    } finally {
      await limited.close();
    }
  });
});

describe('a new address takes effect only with the current password and once the link mailed to it is followed', () => {
  it('without the password, or with a wrong one, the address stays and nothing is mailed', async () => {
    const user = await createUser(t.app);
    const newEmail = uniqueEmail('no-password');
    const bare = await requestChange(user, newEmail);
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ error: messages.emailChangePasswordRequired, code: 'password_required', fields: { password: messages.emailChangePasswordRequired } });
    const wrong = await requestChange(user, newEmail, 'not the password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password', fields: { password: messages.currentPasswordWrong } });
    expect((await sessionUser(user.cookie)).email).toBe(user.email);
    await settle();
    expect(peer.mailsTo(newEmail)).toHaveLength(0);
    expect(peer.mailsTo(user.email)).toHaveLength(0);
    // A name alone needs no password.
    const named = await post('/api/user/profile', { _id: user.id, email: user.email, name: 'Only a name' }, { cookie: user.cookie });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ user: { name: 'Only a name', email: user.email }, pendingEmail: null });
  });

  it('mails the new address a link valid 24 hours; the address changes only when it is followed, once', async () => {
    const user = await createUser(t.app);
    const newEmail = uniqueEmail('confirmed');
    const asked = await requestChange(user, newEmail, user.password);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ user: { email: user.email }, pendingEmail: newEmail });
    const [mail] = await peer.waitForMails(1, newEmail);
    expect(mail.decoded).toMatch(/^Subject: Confirm the new email address of your OpenGolfSim account/m);
    expect(mail.decoded).toContain('The link works once, for 24 hours.');
    const token = confirmTokenOf(mail);
    const [stored] = await t.database.db
      .select({ row: sql<string>`row_to_json(${emailChangeRequests})::text`, hours: sql<number>`round(extract(epoch from ${emailChangeRequests.expiresAt} - now()) / 3600)::int` })
      .from(emailChangeRequests)
      .where(eq(emailChangeRequests.userId, user.id));
    expect(stored.hours).toBe(24);
    expect(stored.row).not.toContain(token);
    // Not yet: the old address still signs in, the new one does not; the old address has no mail yet.
    expect((await sessionUser(user.cookie)).email).toBe(user.email);
    expect((await signIn(newEmail, user.password)).statusCode).toBe(401);
    await settle();
    expect(peer.mailsTo(user.email)).toHaveLength(0);

    const done = await confirm(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.headers['cache-control']).toBe('no-store');
    expect((await sessionUser(user.cookie)).email).toBe(newEmail);
    const [notice] = await peer.waitForMails(1, user.email);
    expect(notice.decoded).toContain(UNDO_PREFIX);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: messages.emailConfirmInvalid, code: 'invalid_confirm_token' });
  });

  it('refuses an expired link as an unknown one; a later request replaces the earlier link', async () => {
    const user = await createUser(t.app);
    const first = uniqueEmail('first');
    await requestChange(user, first, user.password);
    const firstToken = confirmTokenOf((await peer.waitForMails(1, first))[0]);
    const second = uniqueEmail('second');
    await requestChange(user, second, user.password);
    const secondToken = confirmTokenOf((await peer.waitForMails(1, second))[0]);
    expect((await confirm(firstToken)).statusCode).toBe(400);

    await t.database.db.update(emailChangeRequests).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(emailChangeRequests.userId, user.id));
    const expired = await confirm(secondToken);
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toBe((await confirm('A'.repeat(43))).body);
    expect((await sessionUser(user.cookie)).email).toBe(user.email);
    expect(redactUrl('/email-confirm/secret-token')).toBe('/email-confirm/[redacted]');
  });

  it('lets exactly one of two accounts that asked for one address have it', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const email = uniqueEmail('contested');
    expect((await requestChange(a, email, a.password)).statusCode).toBe(200);
    expect((await requestChange(b, email, b.password)).statusCode).toBe(200);
    const tokens = (await peer.waitForMails(2, email)).map(confirmTokenOf);
    const answers = await Promise.all(tokens.map(confirm));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({ error: messages.emailConfirmTaken, code: 'email_taken' });
  });
});
