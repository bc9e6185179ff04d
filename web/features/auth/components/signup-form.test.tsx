import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route } from 'react-router';
import { messages } from '../../../../common/messages';
import { deferredResponse, jsonResponse, signedInUser, stubApi } from '../../../test/api-stub';
import { LocationProbe, renderRoutes } from '../../../test/render-routes';
import { SignupForm } from './signup-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSignup(entries: Parameters<typeof renderRoutes>[0] = '/signup') {
  return renderRoutes(
    entries,
    <>
      <Route path="/" element={<LocationProbe label="Home" />} />
      <Route path="/signup" element={<SignupForm />} />
      <Route path="/account" element={<LocationProbe label="Account" />} />
    </>,
  );
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const email = () => input(/^Email/);
const password = () => input(/^Password/);
const retype = () => input(/^Retype Password/);
const terms = () => screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }) as HTMLInputElement;
const marketing = () => screen.getByRole('checkbox', { name: 'Send me updates and special offers' }) as HTMLInputElement;
const createButton = () => screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement;

async function fill(user: UserEvent, values: { email?: string; password?: string; retype?: string; terms?: boolean }) {
  if (values.email) await user.type(email(), values.email);
  if (values.password) await user.type(password(), values.password);
  if (values.retype) await user.type(retype(), values.retype);
  if (values.terms) await user.click(terms());
}

const signupCalls = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path === '/api/user/signup');

/** Every text on the page that is one of the validation messages, in page order. */
function shownMessages(): string[] {
  const validation: string[] = [messages.invalidEmail, messages.passwordTooShort, messages.passwordsDoNotMatch, messages.termsRequired];
  return screen.queryAllByText((text) => validation.includes(text)).map((element) => element.textContent ?? '');
}

describe('SignupForm', () => {
  it('starts with the terms unchecked and the marketing box checked', () => {
    stubApi({});
    renderSignup();
    expect(terms().checked).toBe(false);
    expect(marketing().checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Already have an account? Log in' }).getAttribute('href')).toBe('/login');
  });

  it('checks the e-mail first: with everything wrong, only its message shows', async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    renderSignup();
    await fill(user, { password: 'short', retype: 'other' });
    await user.click(createButton());

    await waitFor(() => expect(shownMessages()).toEqual([messages.invalidEmail]));
    expect(signupCalls(calls)).toHaveLength(0);
  });

  it('refuses an address without a domain', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderSignup();
    await fill(user, { email: 'golfer@example', password: 'long-enough', retype: 'long-enough', terms: true });
    await user.click(createButton());

    await waitFor(() => expect(shownMessages()).toEqual([messages.invalidEmail]));
  });

  it('then the password length, shown on both password fields', async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    renderSignup();
    await fill(user, { email: 'golfer@example.com', password: 'short', retype: 'different' });
    await user.click(createButton());

    await waitFor(() => expect(shownMessages()).toEqual([messages.passwordTooShort, messages.passwordTooShort]));
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(retype().getAttribute('aria-invalid')).toBe('true');
    expect(signupCalls(calls)).toHaveLength(0);
  });

  it('then the passwords matching, before the terms', async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    renderSignup();
    await fill(user, { email: 'golfer@example.com', password: 'long-enough', retype: 'long-enougH' });
    await user.click(createButton());

    await waitFor(() => expect(shownMessages()).toEqual([messages.passwordsDoNotMatch, messages.passwordsDoNotMatch]));
    expect(signupCalls(calls)).toHaveLength(0);
  });

  it('then the terms', async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    renderSignup();
    await fill(user, { email: 'golfer@example.com', password: 'long-enough', retype: 'long-enough' });
    await user.click(createButton());

    await waitFor(() => expect(shownMessages()).toEqual([messages.termsRequired]));
    expect(signupCalls(calls)).toHaveLength(0);
  });

  it('sends the form when all is well and goes to /account, replacing the sign-up page', async () => {
    const calls = stubApi({ 'POST /api/user/signup': () => jsonResponse(200, { user: signedInUser }) });
    const user = userEvent.setup();
    renderSignup(['/', '/signup']);
    await fill(user, { email: '  Golfer@Example.com ', password: 'long-enough', retype: 'long-enough', terms: true });
    await user.click(createButton());

    expect(await screen.findByText('Account at /account')).toBeTruthy();
    expect(signupCalls(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/user/signup',
        body: { email: 'golfer@example.com', password: 'long-enough', password2: 'long-enough', terms: true, marketing: true },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByText('Home at /')).toBeTruthy();
  });

  it('sends the marketing choice and the invite token of an invite link', async () => {
    const calls = stubApi({
      'GET /api/invites/invite-token-1': () => jsonResponse(200, { email: 'golfer@example.com' }),
      'POST /api/user/signup': () => jsonResponse(200, { user: signedInUser }),
    });
    const user = userEvent.setup();
    renderSignup('/signup?invite=invite-token-1');
    // The invited address is filled in from the link.
    await waitFor(() => expect(email().value).toBe('golfer@example.com'));
    await fill(user, { password: 'long-enough', retype: 'long-enough', terms: true });
    await user.click(marketing());
    await user.click(createButton());

    await screen.findByText('Account at /account');
    expect(signupCalls(calls)[0]?.body).toMatchObject({ marketing: false, invite: 'invite-token-1' });
  });

  it('disables the inputs while submitting, then shows the server error under the form with the values kept', async () => {
    const answer = deferredResponse();
    stubApi({ 'POST /api/user/signup': () => answer.promise });
    const user = userEvent.setup();
    renderSignup();
    await fill(user, { email: 'golfer@example.com', password: 'long-enough', retype: 'long-enough', terms: true });
    await user.click(createButton());

    await waitFor(() => expect(createButton().disabled).toBe(true));
    for (const field of [email(), password(), retype(), terms(), marketing()]) expect(field.disabled).toBe(true);

    answer.resolve(jsonResponse(409, { error: messages.emailTaken, code: 'email_taken' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.emailTaken);
    expect(createButton().disabled).toBe(false);
    expect(email().disabled).toBe(false);
    expect(email().value).toBe('golfer@example.com');
    expect(password().value).toBe('long-enough');
    expect(terms().checked).toBe(true);
  });

  it('shows the unknown-error message when the answer carries no error text', async () => {
    stubApi({ 'POST /api/user/signup': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    const user = userEvent.setup();
    renderSignup();
    await fill(user, { email: 'golfer@example.com', password: 'long-enough', retype: 'long-enough', terms: true });
    await user.click(createButton());

    expect((await screen.findByRole('alert')).textContent).toBe(messages.unknownError);
  });
});
