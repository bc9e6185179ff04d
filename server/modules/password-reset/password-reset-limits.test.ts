import net from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import { AppError } from '../../errors';
import { mailOutbox } from '../../db/schema/mail';
import type { HumanVerification } from '../human-verification/service';
import { createTestApp, FAST_MAIL } from '../../test/harness';
import { createUser, uniqueEmail } from '../../test/factories';
import { createSmtpPeer, settle } from '../../test/smtp-peer';
import { NEW_PASSWORD, post, requestReset, tokenOf, signIn } from '../../test/password-reset';

describe('password reset while the mail server is down', () => {
  it('answers at once when the mail server accepts connections but never speaks', async () => {
    // A "mail server" that takes the connection and then says nothing: a sender that waited on
    // it would hang for its whole greeting timeout.
    const sockets = new Set<net.Socket>();
    const blackhole = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve));
    const port = (blackhole.address() as net.AddressInfo).port;
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, ...FAST_MAIL });
    try {
      const user = await createUser(t.app);
      // The sender is now stuck on the first mail; the next requests must not notice.
      await requestReset(t.app, user.email);
      await expect.poll(() => sockets.size, { timeout: 5000 }).toBeGreaterThan(0);
      const timings: number[] = [];
      for (const email of [user.email, uniqueEmail('nobody'), user.email]) {
        const started = performance.now();
        const res = await requestReset(t.app, email);
        timings.push(performance.now() - started);
        expect(res.statusCode).toBe(200);
      }
      expect(Math.max(...timings)).toBeLessThan(300);
    } finally {
      for (const socket of sockets) socket.destroy();
      blackhole.close();
      await t.close();
    }
  });

  it('keeps the mail until the server is back, then sends it exactly once, and its link works', async () => {
    const peer = await createSmtpPeer({ listening: false });
    const t = await createTestApp({ SMTP_URL: peer.url, ...FAST_MAIL });
    try {
      const user = await createUser(t.app);
      const res = await requestReset(t.app, user.email);
      expect(res.statusCode).toBe(200);
      // The sender has tried and failed at least twice, backing off in between.
      await expect
        .poll(async () => (await t.database.db.select({ attempts: mailOutbox.attempts }).from(mailOutbox))[0]?.attempts ?? 0, {
          timeout: 10_000,
        })
        .toBeGreaterThanOrEqual(2);
      const [pending] = await t.database.db.select().from(mailOutbox);
      expect(pending.sentAt).toBeNull();
      expect(pending.lastError).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);

      await peer.start();
      const [mail] = await peer.waitForMails(1, user.email, 15_000);
      await settle(600);
      expect(peer.mails).toHaveLength(1);
      const token = tokenOf(mail);
      const reset = await post(t.app, '/api/user/reset-password', { token, password: NEW_PASSWORD, password2: NEW_PASSWORD });
      expect(reset.statusCode).toBe(200);
      expect((await signIn(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    } finally {
      await t.close();
      await peer.stop();
    }
  });
});

describe('password reset abuse limits', () => {
  it('limits reset POSTs per IP, then 429 with Retry-After', async () => {
    const t = await createTestApp({ RATE_LIMIT_AUTH: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await requestReset(t.app, uniqueEmail())).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const last = await requestReset(t.app, uniqueEmail());
      expect(last.statusCode).toBe(429);
      expect(last.headers['retry-after']).toBeDefined();
    } finally {
      await t.close();
    }
  });

  it("checks the request's human verification under the action 'beta', letting it through when the service is down", async () => {
    const calls: unknown[][] = [];
    const humanVerification: HumanVerification = {
      async verify(...args) {
        calls.push(args);
        if (args[0] !== 'good-token') throw new AppError(400, 'human_verification_failed', messages.failedHumanVerification);
      },
    };
    const t = await createTestApp({}, { humanVerification });
    try {
      const ok = await post(t.app, '/api/user/reset-request', { email: uniqueEmail(), token: 'good-token' });
      expect(ok.statusCode).toBe(200);
      expect(calls[0]).toEqual(['good-token', 'beta', { whenUnavailable: 'allow' }]);
      const refusedEmail = uniqueEmail();
      const refused = await post(t.app, '/api/user/reset-request', { email: refusedEmail, token: 'bad' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(messages.failedHumanVerification);
      expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, refusedEmail))).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});
