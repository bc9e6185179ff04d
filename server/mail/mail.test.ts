import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import { createTestApp, createTestDatabase, testConfig } from '../test/harness';
import { createUser, TEST_ORIGIN } from '../test/factories';
import { createSmtpPeer, linkIn, settle, type SmtpPeer } from '../test/smtp-peer';
import { enqueueMail } from './outbox';
import { createMailSender, retryDelay, type MailSenderOptions } from './sender';
import { mailTemplates, renderMail, type MailTemplateName } from './templates';
import { createMailTransport } from './transport';

const context = { siteName: 'Fairway Club', publicUrl: 'https://golf.example.com' };
const log = Fastify({ logger: false }).log;
const FAST: Partial<MailSenderOptions> = { pollIntervalMs: 20, retryBaseMs: 200, retryMaxMs: 1000 };

const sampleData: { [Name in MailTemplateName]: Parameters<(typeof mailTemplates)[Name]['render']>[0] } = {
  'password-reset': { token: 'tok_abc-123' },
  'password-changed': { how: 'reset' },
  'email-changed': { newEmail: 'new.address@example.org' },
  'account-deleted': { subscriptionEnded: true },
  'email-confirm': { token: 'confirm_tok-789', oldEmail: 'old.address@example.org' },
  invite: { token: 'invite_tok-456' },
};

describe('templates', () => {
  it('every template has a subject, a plain-text and an HTML part, with the site name', () => {
    for (const name of Object.keys(mailTemplates) as MailTemplateName[]) {
      const mail = renderMail(name, sampleData[name], context);
      expect(mail.subject, name).toContain('Fairway Club');
      expect(mail.text, name).toContain('Fairway Club');
      expect(mail.html, name).toContain('Fairway Club');
      expect(mail.html, name).toMatch(/^<!doctype html>/);
      expect(mail.text, name).not.toContain('<');
    }
  });

  it('builds links from the public URL', () => {
    const mail = renderMail('password-reset', { token: 'tok_abc-123' }, context);
    expect(mail.text).toContain('https://golf.example.com/password-reset/tok_abc-123');
    expect(mail.html).toContain('href="https://golf.example.com/password-reset/tok_abc-123"');
    expect(mail.text).toContain('60 minutes');
  });

  it('escapes what it puts into HTML', () => {
    const mail = renderMail('email-changed', { newEmail: '<script>alert(1)</script>@x.example' }, { ...context, siteName: 'A & B <Golf>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('A &amp; B &lt;Golf&gt;');
  });

  it('refuses an unknown template and data that does not fit', () => {
    expect(() => renderMail('no-such-template', {}, context)).toThrow(/unknown mail template/);
    expect(() => renderMail('password-reset', { token: 42 }, context)).toThrow();
  });

  it('doubles the retry delay up to the cap', () => {
    const options = { retryBaseMs: 2000, retryMaxMs: 600_000 };
    expect([1, 2, 3, 4].map((n) => retryDelay(n, options))).toEqual([2000, 4000, 8000, 16000]);
    expect(retryDelay(30, options)).toBe(600_000);
  });
});

describe('outbox and sender', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let peer: SmtpPeer;
  const stops: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterEach(async () => {
    while (stops.length) await stops.pop()!();
    await peer?.stop();
    await database.db.delete(mailOutbox);
  });
  afterAll(async () => drop());

  const sender = (smtpUrl: string, options: Partial<MailSenderOptions> = FAST) => {
    const transport = createMailTransport({ smtpUrl, mailFrom: 'Fairway Club <no-reply@golf.example.com>' }, log);
    const created = createMailSender({ db: database.db, transport, context, log, options });
    stops.push(async () => {
      await created.stop();
      transport.close();
    });
    return created;
  };
  const outbox = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.recipient);

  it('writes a mail only when the transaction that causes it commits', async () => {
    await database.db.transaction(async (tx) => {
      await enqueueMail(tx, { to: 'kept@example.com', template: 'password-changed', data: { how: 'settings' } });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: 'rolled-back@example.com', template: 'password-changed', data: { how: 'settings' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await outbox()).map((m) => m.recipient)).toEqual(['kept@example.com']);
  });

  it('sends every mail once, with two senders (two instances) working at the same time', async () => {
    peer = await createSmtpPeer();
    const count = 24;
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < count; i++) {
        await enqueueMail(tx, { to: `golfer${i}@example.com`, template: 'password-reset', data: { token: `token-${i}` } });
      }
    });
    const a = sender(peer.url, { ...FAST, batchSize: 3 });
    const b = sender(peer.url, { ...FAST, batchSize: 3 });
    // Both claim at once, round after round, until the outbox is empty.
    for (;;) {
      const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
      if (ra.claimed + rb.claimed === 0) break;
    }
    expect(peer.mails).toHaveLength(count);
    const recipients = peer.mails.map((m) => m.to[0]);
    expect(new Set(recipients).size).toBe(count);
    for (const mail of peer.mails) {
      const i = mail.to[0].match(/golfer(\d+)@/)![1];
      expect(linkIn(mail, 'https://golf.example.com/password-reset/')).toBe(`https://golf.example.com/password-reset/token-${i}`);
      expect(mail.from).toBe('no-reply@golf.example.com');
    }
    const rows = await outbox();
    expect(rows.every((r) => r.sentAt && r.attempts === 1 && r.lockedUntil === null)).toBe(true);
    // Sent mail no longer holds its data (a token).
    expect(rows.every((r) => JSON.stringify(r.data) === '{}')).toBe(true);
  });

  it('retries with a doubling delay while the mail server is down, then sends once', async () => {
    peer = await createSmtpPeer({ listening: false });
    await enqueueMail(database.db, { to: 'waiting@example.com', template: 'password-changed', data: { how: 'reset' } });
    const s = sender(peer.url, { ...FAST, retryBaseMs: 300 });

    /**
     * One attempt, and the delay it chose: the mail is due that long after the attempt's moment,
     * which lies between the clock before and after it (however slowly a busy machine runs it).
     */
    const attempt = async (expected: object, delayMs: number) => {
      const before = Date.now();
      expect(await s.runOnce()).toMatchObject(expected);
      const after = Date.now();
      const [{ due }] = await database.db.select({ due: mailOutbox.nextAttemptAt }).from(mailOutbox);
      // A millisecond either side: the database's clock has microseconds, ours milliseconds.
      expect(due.getTime()).toBeGreaterThanOrEqual(before + delayMs - 1);
      expect(due.getTime()).toBeLessThanOrEqual(after + delayMs + 1);
    };
    await attempt({ claimed: 1, sent: 0, serverDown: true }, 300);
    // Not due yet: nothing is claimed, nothing is tried.
    expect(await s.runOnce()).toMatchObject({ claimed: 0 });

    await database.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 millisecond'` });
    await attempt({ claimed: 1, serverDown: true }, 600);
    const [pending] = await outbox();
    expect(pending).toMatchObject({ attempts: 2, sentAt: null, failedAt: null });
    expect(pending.lastError).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);

    await peer.start();
    s.start();
    await peer.waitForMails(1, 'waiting@example.com', 5000);
    await settle(300);
    expect(peer.mails).toHaveLength(1);
    expect((await outbox())[0]).toMatchObject({ attempts: 3, lastError: null });
  });

  it('gives up on a mail the server refuses for good, and goes on with the others', async () => {
    peer = await createSmtpPeer({ rejectRecipients: ['nobody@example.com'] });
    await enqueueMail(database.db, { to: 'nobody@example.com', template: 'password-changed', data: { how: 'reset' } });
    await enqueueMail(database.db, { to: 'somebody@example.com', template: 'password-changed', data: { how: 'reset' } });
    const s = sender(peer.url);
    expect(await s.runOnce()).toMatchObject({ claimed: 2, sent: 1, failed: 1, serverDown: false });
    const [refused, sent] = await outbox();
    expect(refused).toMatchObject({ recipient: 'nobody@example.com', sentAt: null, attempts: 1 });
    expect(refused.failedAt).not.toBeNull();
    expect(refused.lastError).toContain('550');
    expect(sent.sentAt).not.toBeNull();
    expect(await s.runOnce()).toMatchObject({ claimed: 0 });
  });

  it('takes over a mail whose sender died holding it, once the lease has run out', async () => {
    peer = await createSmtpPeer();
    await enqueueMail(database.db, { to: 'orphan@example.com', template: 'password-changed', data: { how: 'reset' } });
    // The lost instance claimed the mail and died before sending it.
    await database.db.update(mailOutbox).set({ lockedUntil: sql`now() + interval '10 minutes'`, attempts: 1 });
    const s = sender(peer.url);
    expect(await s.runOnce()).toMatchObject({ claimed: 0 });
    await database.db.update(mailOutbox).set({ lockedUntil: sql`now() - interval '1 second'` });
    expect(await s.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(peer.mailsTo('orphan@example.com')).toHaveLength(1);
  });

  it('marks a mail whose stored data no longer fits its template as failed instead of retrying it forever', async () => {
    peer = await createSmtpPeer();
    await database.db.insert(mailOutbox).values({ recipient: 'odd@example.com', template: 'password-reset', data: { nothing: true } });
    const s = sender(peer.url);
    expect(await s.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
    expect((await outbox())[0].failedAt).not.toBeNull();
    expect(peer.mails).toHaveLength(0);
  });

  it('forgets sent mail after 30 days, keeps what is still owed', async () => {
    peer = await createSmtpPeer();
    await enqueueMail(database.db, { to: 'old@example.com', template: 'password-changed', data: { how: 'reset' } });
    await enqueueMail(database.db, { to: 'owed@example.com', template: 'password-changed', data: { how: 'reset' } });
    await database.db
      .update(mailOutbox)
      .set({ sentAt: sql`now() - interval '31 days'` })
      .where(eq(mailOutbox.recipient, 'old@example.com'));
    const s = sender('smtp://127.0.0.1:1', { ...FAST, pollIntervalMs: 10_000 });
    s.start();
    await expect.poll(async () => (await outbox()).map((m) => m.recipient), { timeout: 5000 }).toEqual(['owed@example.com']);
  });
});

describe('without SMTP_URL', () => {
  it('writes the mail, link included, to the log: the development setup', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const env = { MAIL_POLL_INTERVAL_MS: '50', LOG_LEVEL: 'info' };
    const t = await createTestApp(env, { logger: { level: 'info', stream } });
    try {
      expect(testConfig(env).smtpUrl).toBeNull();
      const user = await createUser(t.app);
      const res = await t.app.inject({ method: 'POST', url: '/api/user/reset-request', payload: { email: user.email }, headers: { origin: TEST_ORIGIN } });
      expect(res.statusCode).toBe(200);
      await expect.poll(() => lines.join(''), { timeout: 5000 }).toMatch(/mail written to the log/);
      const entry = JSON.parse(lines.find((l) => l.includes('mail written to the log'))!);
      expect(entry.mail).toEqual({ to: user.email, subject: 'Reset your OpenGolfSim password' });
      // Readable as a mail: its header lines, a blank line, then the text, the link on a line of its own.
      expect(entry.msg).toContain(`\nFrom: OpenGolfSim <no-reply@localhost>\nTo: ${user.email}\nSubject: Reset your OpenGolfSim password\n\n`);
      expect(entry.msg).toMatch(/\nReset Password: http:\/\/localhost:3000\/password-reset\/[A-Za-z0-9_-]{43}\n/);
      await expect.poll(async () => (await t.database.db.select().from(mailOutbox))[0]?.sentAt ?? null).not.toBeNull();
    } finally {
      await t.close();
    }
  });
});
