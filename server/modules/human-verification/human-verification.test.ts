import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../common/messages';
import { AppError } from '../../errors';
import { createTestApp, testConfig, type TestApp } from '../../test/harness';
import { TEST_ORIGIN, createUser } from '../../test/factories';
import { startSiteverifyStandIn, type SiteverifyStandIn } from '../../test/siteverify-stand-in';
import { createHumanVerification } from './service';

const SECRET = 'test-secret-key';

function fakeLog() {
  const warn = vi.fn();
  return { warn, log: { warn } as unknown as FastifyBaseLogger };
}

/** Resolves to the AppError a verification threw, or null when it passed. */
async function outcome(promise: Promise<void>): Promise<AppError | null> {
  try {
    await promise;
    return null;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
}

/** An address where nothing listens: a port that was free a moment ago. */
async function deadUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/recaptcha/api/siteverify`;
}

describe('human verification against a siteverify stand-in', () => {
  let siteverify: SiteverifyStandIn;
  let verification: ReturnType<typeof createHumanVerification>;

  beforeAll(async () => {
    siteverify = await startSiteverifyStandIn();
    const config = testConfig({
      RECAPTCHA_SITE_KEY: 'test-site-key',
      RECAPTCHA_SECRET_KEY: SECRET,
      RECAPTCHA_MIN_SCORE: '0.5',
      RECAPTCHA_VERIFY_URL: siteverify.url,
    });
    verification = createHumanVerification(config, fakeLog().log);
  });
  afterAll(() => siteverify.close());
  beforeEach(() => void siteverify.received.splice(0));

  it('passes a successful answer for the expected action with a score at or above the minimum', async () => {
    siteverify.answer('good', { success: true, action: 'beta', score: 0.9 });
    siteverify.answer('just-enough', { success: true, action: 'beta', score: 0.5 });
    expect(await outcome(verification.verify('good', 'beta'))).toBeNull();
    expect(await outcome(verification.verify('just-enough', 'beta'))).toBeNull();
    expect(siteverify.received).toEqual([
      { secret: SECRET, response: 'good' },
      { secret: SECRET, response: 'just-enough' },
    ]);
  });

  it('refuses a score under RECAPTCHA_MIN_SCORE with 400 Failed human verification', async () => {
    siteverify.answer('low', { success: true, action: 'beta', score: 0.3 });
    const error = await outcome(verification.verify('low', 'beta'));
    expect(error).toMatchObject({ status: 400, code: 'human_verification_failed', message: messages.failedHumanVerification });
  });

  it('refuses a token made for another action', async () => {
    siteverify.answer('for-login', { success: true, action: 'login', score: 0.9 });
    expect(await outcome(verification.verify('for-login', 'beta'))).toMatchObject({ status: 400, message: messages.failedHumanVerification });
    expect(await outcome(verification.verify('for-login', 'login'))).toBeNull();
  });

  it('refuses an answer that is not a success, or that lacks a score', async () => {
    siteverify.answer('no-score', { success: true, action: 'beta' });
    expect(await outcome(verification.verify('unknown-token', 'beta'))).toMatchObject({ status: 400 });
    expect(await outcome(verification.verify('no-score', 'beta'))).toMatchObject({ status: 400 });
  });

  it('refuses a missing token without asking siteverify, unless the route makes the token optional', async () => {
    expect(await outcome(verification.verify(undefined, 'beta'))).toMatchObject({ status: 400, message: messages.failedHumanVerification });
    expect(await outcome(verification.verify('', 'beta'))).toMatchObject({ status: 400 });
    expect(await outcome(verification.verify(undefined, 'login', { optional: true }))).toBeNull();
    expect(siteverify.received).toEqual([]);
  });

  it('when siteverify does not answer in time: deny fails closed, allow fails open', async () => {
    siteverify.answer('hangs', { hang: true });
    const started = Date.now();
    const [denied, allowed] = await Promise.all([
      outcome(verification.verify('hangs', 'beta', { whenUnavailable: 'deny' })),
      outcome(verification.verify('hangs', 'login', { whenUnavailable: 'allow' })),
    ]);
    expect(denied).toMatchObject({ status: 400, message: messages.failedHumanVerification });
    expect(allowed).toBeNull();
    // Gives up after its own timeout instead of holding the request forever.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('treats an HTTP error or an unreachable service as not answering', async () => {
    siteverify.answer('server-error', { status: 503 });
    expect(await outcome(verification.verify('server-error', 'beta', { whenUnavailable: 'deny' }))).toMatchObject({ status: 400 });
    expect(await outcome(verification.verify('server-error', 'signup', { whenUnavailable: 'allow' }))).toBeNull();

    const { warn, log } = fakeLog();
    const unreachable = createHumanVerification(
      testConfig({ RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET_KEY: SECRET, RECAPTCHA_VERIFY_URL: await deadUrl() }),
      log,
    );
    expect(await outcome(unreachable.verify('any', 'beta', { whenUnavailable: 'deny' }))).toMatchObject({ status: 400 });
    expect(await outcome(unreachable.verify('any', 'login', { whenUnavailable: 'allow' }))).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ action: 'beta' }), 'human verification unavailable');
  });

  it('without keys lets everything through and warns once, at start', async () => {
    const { warn, log } = fakeLog();
    const off = createHumanVerification(testConfig(), log);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/human verification is off/);
    expect(await outcome(off.verify(undefined, 'beta'))).toBeNull();
    expect(await outcome(off.verify('anything', 'beta', { whenUnavailable: 'deny' }))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('sign-in, sign-up and reset fail open, the beta request fails closed, when siteverify does not answer (docs/decisions)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET_KEY: SECRET, RECAPTCHA_VERIFY_URL: await deadUrl() });
  });
  afterAll(() => t.close());

  it('signs a user up and in with tokens that could not be checked', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'new-golfer@example.com', password: 'long enough password', password2: 'long enough password', terms: true, token: 'unverifiable' },
    });
    expect(signup.statusCode).toBe(200);
    // The factory signs up without a token: optional there (the desktop app and old clients send none).
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/signin',
      headers: { origin: TEST_ORIGIN },
      payload: { email: user.email, password: user.password, token: 'unverifiable' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('takes a reset request with a token that could not be checked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-request',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'someone@example.com', token: 'unverifiable' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a beta request with a token that could not be checked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/invites/create',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'someone@example.com', token: 'unverifiable' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: messages.failedHumanVerification, code: 'human_verification_failed' });
  });
});
