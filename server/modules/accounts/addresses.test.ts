import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import { createMailTransport } from '../../mail/transport';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUser, TEST_ORIGIN, TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { createSmtpPeer, type SmtpPeer } from '../../test/smtp-peer';

/**
 * An address with an address inside it
 * (`x<victim@evil.test>y.co`) made a new account whose mail went to the victim, so that anyone
 * could flood a mailbox. Addresses match a strict pattern on every form, are NFKC-normalised,
 * refuse look-alike domains, and mail is addressed to the address alone.
 */
const EMBEDDED = [
  'x<victim@evil.test>y.co',
  'Victim <victim@evil.test>',
  'victim@evil.test, other@example.com',
  '"victim@evil.test"@example.com',
  'a b@example.com',
  'victim@evil.test\r\nbcc:other@example.com',
  'victim@evil.test;other@example.com',
  'user@pаypal.com', // a Cyrillic а among Latin letters
  'x%victim@evil.test', // a route through evil.test to victim
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  // fetch keeps its connections open for the next request: ended here, so that closing waits for none.
  t?.app.server.closeAllConnections();
  await t?.close();
});

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...(cookie && { cookie }) }, payload });

describe('strict e-mail addresses', () => {
  it('refuses embedded and look-alike addresses on sign-up, profile, reset and beta request with the spec message', async () => {
    const user = await createUser(t.app);
    for (const email of EMBEDDED) {
      const signup = await post('/api/user/signup', { email, password: TEST_PASSWORD, password2: TEST_PASSWORD, terms: true });
      expect(signup.statusCode, email).toBe(400);
      expect(signup.json().error, email).toBe(messages.invalidEmail);
      const profile = await post('/api/user/profile', { email, name: '', _id: user.id }, user.cookie);
      expect(profile.statusCode, email).toBe(400);
      expect(profile.json().error, email).toBe(messages.invalidEmail);
      const reset = await post('/api/user/reset-request', { email });
      expect(reset.statusCode, email).toBe(400);
      expect(reset.json().error, email).toBe(messages.invalidEmail);
      const beta = await post('/api/invites/create', { email });
      expect(beta.statusCode, email).toBe(400);
    }
    // Nothing was stored: the address is still the user's own.
    const session = await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { cookie: user.cookie } });
    expect(session.json().user.email).toBe(user.email);
  });

  it('refuses, over a real connection, names that relays read as routes or that no mail system takes', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    const user = await createUser(t.app);
    const send = (path: string, body: object, cookie?: string) =>
      fetch(`http://127.0.0.1:${address.port}${path}`, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(cookie && { cookie }) },
        body: JSON.stringify(body),
      });
    for (const email of ['x%victim@evil.test', 'victim.test!x@evil.test', '.x@example.com', 'x..y@example.com', 'x.@example.com']) {
      const answers = [
        await send('/api/user/signup', { email, password: TEST_PASSWORD, password2: TEST_PASSWORD, terms: true }),
        await send('/api/user/profile', { email, name: '', _id: user.id }, user.cookie),
        await send('/api/user/reset-request', { email }),
        await send('/api/invites/create', { email }),
      ];
      expect(answers.map((res) => res.status), email).toEqual([400, 400, 400, 400]);
      const errors = await Promise.all(answers.map(async (res) => ((await res.json()) as { error: string }).error));
      expect(errors, email).toEqual([messages.invalidEmail, messages.invalidEmail, messages.invalidEmail, messages.betaEmailRequired]);
    }
  });

  it('folds compatibility forms (NFKC) so that one address is one account', async () => {
    const local = uniqueEmail('fold').split('@')[0];
    const created = await post('/api/user/signup', { email: `${local}@ｅｘａｍｐｌｅ.com`, password: TEST_PASSWORD, password2: TEST_PASSWORD, terms: true });
    expect(created.statusCode).toBe(200);
    expect(created.json().user.email).toBe(`${local}@example.com`);
    const again = await post('/api/user/signup', { email: `${local}@example.com`, password: TEST_PASSWORD, password2: TEST_PASSWORD, terms: true });
    expect(again.statusCode).toBe(409);
    // Sign-in folds the same way.
    expect((await post('/api/user/signin', { email: `${local.toUpperCase()}@ＥＸＡＭＰＬＥ.COM`, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('still takes ordinary addresses, internationalised domains included', async () => {
    const stamp = Date.now();
    for (const email of [uniqueEmail('plain'), `o'brien.x+tag-${stamp}@mail.example.co.uk`, `ivan-${stamp}@пример.рф`, `josé.${stamp}@example.com`, `a/b{c}|d~e${stamp}@example.com`]) {
      const res = await post('/api/user/signup', { email, password: TEST_PASSWORD, password2: TEST_PASSWORD, terms: true });
      expect(res.statusCode, email).toBe(200);
    }
  });
});

describe('mail is addressed to the address alone', () => {
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = await createSmtpPeer();
  });
  afterAll(async () => peer?.stop());

  it('never reads a display name out of a stored address', async () => {
    const transport = createMailTransport({ smtpUrl: peer.url, mailFrom: 'Site <no-reply@example.com>' }, t.app.log);
    try {
      // Whatever reached the outbox before the strict pattern, nodemailer must not pick the inner address.
      await transport.send({ to: 'x<victim@evil.test>y.co', subject: 's', text: 't', html: '<p>t</p>' }).catch(() => undefined);
      await transport.send({ to: 'golfer@example.com', subject: 's', text: 't', html: '<p>t</p>' });
      await peer.waitForMails(1, 'golfer@example.com');
      expect(peer.mails.flatMap((m) => m.to)).not.toContain('victim@evil.test');
    } finally {
      transport.close();
    }
  });
});
