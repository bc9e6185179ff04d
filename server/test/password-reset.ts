import type { TestApp } from './harness';
import { TEST_ORIGIN } from './factories';
import { linkIn, type ReceivedMail } from './smtp-peer';

/* The password reset's requests and the links its mails carry, for the reset's tests. */

/** The app's PUBLIC_URL in these tests: reset links start with it. */
export const PUBLIC_URL = 'http://localhost:3000';
export const NEW_PASSWORD = 'a brand new password';

type App = TestApp['app'];

export const post = (app: App, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { origin: TEST_ORIGIN, ...headers } });

export const requestReset = (app: App, email: string, headers?: Record<string, string>) => post(app, '/api/user/reset-request', { email }, headers);

export function tokenOf(mail: ReceivedMail): string {
  return linkIn(mail, `${PUBLIC_URL}/password-reset/`).slice(`${PUBLIC_URL}/password-reset/`.length);
}

export async function signIn(app: App, email: string, password: string) {
  return post(app, '/api/user/signin', { email, password });
}

export async function sessionUser(app: App, cookie: string) {
  return (await app.inject({ method: 'GET', url: '/api/user/session', headers: { cookie } })).json().user;
}
