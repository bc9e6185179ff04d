import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import { mailOutbox } from '../../db/schema/mail';
import { passwordResets } from '../../db/schema/password-reset';
import { signinLocks } from '../../db/schema/users';
import { sha256Hex } from '../accounts/tokens';
import { createLoggedTestApp, FAST_MAIL, type TestApp } from '../../test/harness';
import { createDeviceToken, createUser, uniqueEmail } from '../../test/factories';
import { createSmtpPeer, linkIn, settle, type SmtpPeer } from '../../test/smtp-peer';
import { medianSpreads } from '../../test/timing';
import { PUBLIC_URL, NEW_PASSWORD, post, requestReset, tokenOf, signIn, sessionUser } from '../../test/password-reset';

describe('password reset with a real mail server', () => {
  let peer: SmtpPeer;
  let t: TestApp & { logLines: string[] };

  beforeAll(async () => {
    peer = await createSmtpPeer();
    // Every log line of the app, at the most verbose level, to prove no token reaches it.
    t = await createLoggedTestApp({ SMTP_URL: peer.url, ...FAST_MAIL, LOG_LEVEL: 'trace' }, 'trace');
  });
  afterAll(async () => {
    await t?.close();
    await peer?.stop();
  });

  it('mails a working link: new password works, the old one and a second use do not', async () => {
    const user = await createUser(t.app);
    const res = await requestReset(t.app, user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.resetRequestSuccess });

    const [mail] = await peer.waitForMails(1, user.email);
    expect(mail.decoded).toMatch(/^Subject: Reset your OpenGolfSim password/m);
    expect(mail.decoded).toContain('text/plain');
    expect(mail.decoded).toContain('text/html');
    const token = tokenOf(mail);
    // 32 random bytes, base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await post(t.app, '/api/user/verify-token', { token })).json()).toEqual({ valid: true });
    const reset = await post(t.app, '/api/user/reset-password', { token, password: NEW_PASSWORD, password2: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: messages.resetDone });

    expect((await signIn(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(401);

    const again = await post(t.app, '/api/user/reset-password', { token, password: 'yet another password', password2: 'yet another password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: messages.resetTokenInvalid, code: 'invalid_reset_token' });
    expect((await post(t.app, '/api/user/verify-token', { token })).statusCode).toBe(400);
  });

  it('stores only the SHA-256 of the token, valid for 60 minutes', async () => {
    const user = await createUser(t.app);
    await requestReset(t.app, user.email);
    const token = tokenOf((await peer.waitForMails(1, user.email))[0]);
    const [row] = await t.database.db
      .select({
        tokenHash: passwordResets.tokenHash,
        minutes: sql<number>`round(extract(epoch from ${passwordResets.expiresAt} - now()) / 60)::int`,
      })
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(row.tokenHash).toBe(sha256Hex(token));
    expect(row.tokenHash).not.toContain(token);
    expect(row.minutes).toBe(60);
    // Once sent, the outbox forgets the token too.
    await settle(200);
    const outbox = await t.database.db.select({ data: mailOutbox.data, sentAt: mailOutbox.sentAt }).from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    expect(outbox).toHaveLength(1);
    expect(outbox[0].sentAt).not.toBeNull();
    expect(JSON.stringify(outbox[0].data)).not.toContain(token);
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const user = await createUser(t.app);
    const unknown = uniqueEmail('nobody');
    const known = await requestReset(t.app, user.email);
    const other = await requestReset(t.app, unknown);
    expect(other.statusCode).toBe(known.statusCode);
    expect(other.body).toBe(known.body);
    await peer.waitForMails(1, user.email);
    await settle();
    expect(peer.mailsTo(unknown)).toHaveLength(0);
  });

  it('takes as long for an unknown address as for a known one: medians of 30 pairs within 20 %', async () => {
    const db = t.database.db;
    // The sender's later work (the link for a known address, nothing for an unknown one) is
    // waited out between requests, so that it never lands on the next timing.
    const outboxIdle = async () => {
      const owed = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(sql`${mailOutbox.sentAt} is null and ${mailOutbox.failedAt} is null`);
      return owed.length === 0;
    };
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await requestReset(t.app, email);
      const ms = performance.now() - started;
      expect(res.statusCode).toBe(200);
      await expect.poll(outboxIdle, { timeout: 10_000, interval: 5 }).toBe(true);
      return ms;
    };
    // Warm the route's code paths first.
    await timed(uniqueEmail('warm'));
    const { best, shown } = await medianSpreads(async () => {
      const known: number[] = [];
      const unknown: number[] = [];
      let user = await createUser(t.app);
      for (let pair = 0; pair < 30; pair++) {
        // A fresh account every 3 pairs keeps each under the mail limit: every known
        // request makes its link, the whole work.
        if (pair > 0 && pair % 3 === 0) user = await createUser(t.app);
        // In alternating order, so that neither kind always comes first.
        if (pair % 2 === 0) {
          known.push(await timed(user.email));
          unknown.push(await timed(uniqueEmail('nobody')));
        } else {
          unknown.push(await timed(uniqueEmail('nobody')));
          known.push(await timed(user.email));
        }
      }
      return [known, unknown];
    });
    // Before the fix: 5.5 against 1.5 ms on PGlite, 8.6 against 3.7 ms on PostgreSQL.
    expect(best, `${shown} (known, unknown)`).toBeLessThan(0.2);
  }, 180_000);

  it('accepts the address as typed, in any case and with spaces around it', async () => {
    const user = await createUser(t.app);
    expect((await requestReset(t.app, `  ${user.email.toUpperCase()} `)).statusCode).toBe(200);
    await peer.waitForMails(1, user.email);
  });

  it('refuses an expired token', async () => {
    const user = await createUser(t.app);
    await requestReset(t.app, user.email);
    const token = tokenOf((await peer.waitForMails(1, user.email))[0]);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.userId, user.id));
    const check = await post(t.app, '/api/user/verify-token', { token });
    expect(check.statusCode).toBe(400);
    expect(check.json().error).toBe(messages.resetTokenInvalid);
    const reset = await post(t.app, '/api/user/reset-password', { token, password: NEW_PASSWORD, password2: NEW_PASSWORD });
    expect(reset.statusCode).toBe(400);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous uses of a token succeed', async () => {
    const user = await createUser(t.app);
    await requestReset(t.app, user.email);
    const token = tokenOf((await peer.waitForMails(1, user.email))[0]);
    const [a, b] = await Promise.all([
      post(t.app, '/api/user/reset-password', { token, password: 'first password 1', password2: 'first password 1' }),
      post(t.app, '/api/user/reset-password', { token, password: 'second password 2', password2: 'second password 2' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const winner = a.statusCode === 200 ? 'first password 1' : 'second password 2';
    const loser = a.statusCode === 200 ? 'second password 2' : 'first password 1';
    expect((await signIn(t.app, user.email, winner)).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, loser)).statusCode).toBe(401);
  });

  it('replaces the previous token with a new request', async () => {
    const user = await createUser(t.app);
    await requestReset(t.app, user.email);
    const first = tokenOf((await peer.waitForMails(1, user.email))[0]);
    await requestReset(t.app, user.email);
    const second = tokenOf((await peer.waitForMails(2, user.email))[1]);
    expect(second).not.toBe(first);
    expect((await post(t.app, '/api/user/verify-token', { token: first })).statusCode).toBe(400);
    expect((await post(t.app, '/api/user/verify-token', { token: second })).statusCode).toBe(200);
  });

  it('mails at most 3 reset links an hour to one address, and still answers 200', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 4; i++) {
      const res = await requestReset(t.app, user.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: messages.resetRequestSuccess });
    }
    const mails = await peer.waitForMails(3, user.email);
    await settle();
    expect(peer.mailsTo(user.email)).toHaveLength(3);
    // The third link is the live one: the refused fourth request did not replace it.
    expect((await post(t.app, '/api/user/verify-token', { token: tokenOf(mails[2]) })).statusCode).toBe(200);
  });

  it('counts the limit per address, also when requests arrive at once', async () => {
    const user = await createUser(t.app);
    const answers = await Promise.all(Array.from({ length: 6 }, () => requestReset(t.app, user.email)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    await peer.waitForMails(3, user.email);
    await settle();
    expect(peer.mailsTo(user.email)).toHaveLength(3);
    // Another address is not affected.
    const other = await createUser(t.app);
    await requestReset(t.app, other.email);
    await peer.waitForMails(1, other.email);
  });

  it('builds the link from PUBLIC_URL, never from the Host header', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-request',
      payload: { email: user.email },
      headers: { host: 'evil.test', 'x-forwarded-host': 'evil.test' },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await peer.waitForMails(1, user.email);
    expect(mail.decoded).not.toContain('evil.test');
    expect(linkIn(mail, `${PUBLIC_URL}/password-reset/`)).toMatch(/^http:\/\/localhost:3000\/password-reset\/[A-Za-z0-9_-]{43}$/);
  });

  it('ends every session and device token of the user and mails a notice', async () => {
    const user = await createUser(t.app);
    const device = await createDeviceToken(t.app, user);
    const second = (await signIn(t.app, user.email, user.password)).cookies.find((c) => c.name === 'sid')!;
    expect(await sessionUser(t.app, user.cookie)).not.toBeNull();
    await requestReset(t.app, user.email);
    const token = tokenOf((await peer.waitForMails(1, user.email))[0]);
    // Reset from a browser that is signed in to the account: that session ends too.
    const reset = await post(t.app, '/api/user/reset-password', { token, password: NEW_PASSWORD, password2: NEW_PASSWORD }, { cookie: user.cookie });
    expect(reset.statusCode).toBe(200);
    expect(await sessionUser(t.app, user.cookie)).toBeNull();
    expect(await sessionUser(t.app, `sid=${second.value}`)).toBeNull();
    const bearer = await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { authorization: `Bearer ${device}` } });
    expect(bearer.statusCode).toBe(401);
    const mails = await peer.waitForMails(2, user.email);
    expect(mails[1].decoded).toMatch(/^Subject: Your OpenGolfSim password was changed/m);
    // The notice says truthfully that the desktop apps were signed out too.
    expect(mails[1].decoded).toContain('desktop apps included');
    expect(mails[1].decoded).not.toContain('stay connected');
  });

  it('lifts a sign-in lock: whoever resets proved they own the address, and the mail says it was locked', async () => {
    const user = await createUser(t.app);
    await t.database.db.insert(signinLocks).values({ email: user.email, checks: 10, lockedUntil: sql`now() + interval '10 minutes'` });
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(429);
    await requestReset(t.app, user.email);
    const [mail] = await peer.waitForMails(1, user.email);
    expect(mail.decoded).toContain('Sign-in to your account is locked for a while after too many failed attempts.');
    const token = tokenOf(mail);
    await post(t.app, '/api/user/reset-password', { token, password: NEW_PASSWORD, password2: NEW_PASSWORD });
    expect((await signIn(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('checks the new password with the spec messages, and keeps the token for another try', async () => {
    const user = await createUser(t.app);
    await requestReset(t.app, user.email);
    const token = tokenOf((await peer.waitForMails(1, user.email))[0]);
    const short = await post(t.app, '/api/user/reset-password', { token, password: 'short', password2: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(messages.newPasswordTooShort);
    const mismatch = await post(t.app, '/api/user/reset-password', { token, password: NEW_PASSWORD, password2: `${NEW_PASSWORD}!` });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toBe(messages.newPasswordsDoNotMatch);
    const long = 'x'.repeat(257);
    expect((await post(t.app, '/api/user/reset-password', { token, password: long, password2: long })).json().error).toBe(messages.passwordTooLong);
    // Exactly as typed: surrounding spaces are part of the password.
    const spaced = `  ${NEW_PASSWORD}  `;
    expect((await post(t.app, '/api/user/reset-password', { token, password: spaced, password2: spaced })).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t.app, user.email, spaced)).statusCode).toBe(200);
  });

  it('requires an address in the request, and refuses unknown fields', async () => {
    expect((await requestReset(t.app, '')).json()).toMatchObject({ error: messages.resetEmailRequired });
    expect((await post(t.app, '/api/user/reset-request', {})).json()).toMatchObject({ error: messages.resetEmailRequired });
    expect((await requestReset(t.app, 'not-an-address')).json()).toMatchObject({ error: messages.invalidEmail });
    expect((await post(t.app, '/api/user/reset-request', { email: 'a@b.co', admin: true })).statusCode).toBe(400);
    expect((await post(t.app, '/api/user/verify-token', { token: '' })).json()).toMatchObject({ error: messages.resetTokenInvalid });
    expect((await post(t.app, '/api/user/verify-token', { token: 'x'.repeat(129) })).statusCode).toBe(400);
    expect((await post(t.app, '/api/user/verify-token', { token: ['a'] })).statusCode).toBe(400);
  });

  it('serves the reset page with Referrer-Policy: no-referrer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/password-reset/some-token-value' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('never writes a token to the logs, even at trace level', async () => {
    const user = await createUser(t.app);
    await requestReset(t.app, user.email);
    const token = tokenOf((await peer.waitForMails(1, user.email))[0]);
    await t.app.inject({ method: 'GET', url: `/password-reset/${token}` });
    await t.app.inject({ method: 'GET', url: `/password-reset/${token}?token=${token}` });
    await post(t.app, '/api/user/verify-token', { token });
    await post(t.app, '/api/user/reset-password', { token, password: 'short', password2: 'short' });
    await post(t.app, '/api/user/reset-password', { token, password: NEW_PASSWORD, password2: NEW_PASSWORD });
    await post(t.app, '/api/user/reset-password', { token, password: NEW_PASSWORD, password2: NEW_PASSWORD });
    await settle(200);
    const log = t.logLines.join('');
    // The log did capture these requests: the test would see a token if one were written.
    expect(log).toContain('/password-reset/[redacted]');
    expect(log).toContain('/api/user/reset-password');
    expect(log).toContain('mail sent');
    expect(log).not.toContain(token);
    expect(log).not.toContain(NEW_PASSWORD);
  });
});
