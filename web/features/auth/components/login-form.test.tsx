import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { messages } from '../../../../common/messages';
import { deferredResponse, jsonResponse, signedInUser, stubApi } from '../../../test/api-stub';
import { LocationProbe, renderRoutes } from '../../../test/render-routes';
import { LoginForm } from './login-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLogin(entries: Parameters<typeof renderRoutes>[0] = '/login') {
  return renderRoutes(
    entries,
    <>
      <Route path="/" element={<LocationProbe label="Home" />} />
      <Route path="/login" element={<LoginForm />} />
      <Route path="/account" element={<LocationProbe label="Account" />} />
      <Route path="/account/rounds" element={<LocationProbe label="Rounds" />} />
    </>,
  );
}

const emailInput = () => screen.getByLabelText(/^Email/) as HTMLInputElement;
const passwordInput = () => screen.getByLabelText(/^Password/) as HTMLInputElement;
const loginButton = () => screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement;

describe('LoginForm', () => {
  it('shows the spec links and texts', () => {
    stubApi({});
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/password-reset');
    expect(screen.getByText("Don't have an account? Get started for free!")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Free Account' }).getAttribute('href')).toBe('/signup');
  });

  it.each([
    ['both fields empty', '', ''],
    ['the password empty', 'golfer@example.com', ''],
    ['the email empty', '', 'secret-password'],
  ])('with %s shows the required message and calls no server', async (_case, email, password) => {
    const calls = stubApi({});
    const user = userEvent.setup();
    renderLogin();
    if (email) await user.type(emailInput(), email);
    if (password) await user.type(passwordInput(), password);
    await user.click(loginButton());

    expect((await screen.findByRole('alert')).textContent).toBe(messages.loginRequired);
    expect(calls.filter((c) => c.path === '/api/user/signin')).toHaveLength(0);
  });

  it("shows the server's error, keeps what was typed and enables the form again", async () => {
    const calls = stubApi({
      'POST /api/user/signin': () => jsonResponse(401, { error: messages.invalidCredentials, code: 'invalid_credentials' }),
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailInput(), 'golfer@example.com');
    await user.type(passwordInput(), 'wrong-password');
    await user.click(loginButton());

    expect((await screen.findByRole('alert')).textContent).toBe(messages.invalidCredentials);
    expect(calls.find((c) => c.path === '/api/user/signin')?.body).toEqual({
      email: 'golfer@example.com',
      password: 'wrong-password',
    });
    expect(emailInput().value).toBe('golfer@example.com');
    expect(passwordInput().value).toBe('wrong-password');
    expect(emailInput().disabled).toBe(false);
    expect(loginButton().disabled).toBe(false);
  });

  it('shows the unknown-error message when the server cannot be reached', async () => {
    stubApi({ 'POST /api/user/signin': () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailInput(), 'golfer@example.com');
    await user.type(passwordInput(), 'secret-password');
    await user.click(loginButton());

    expect((await screen.findByRole('alert')).textContent).toBe(messages.unknownError);
  });

  it('disables the inputs and buttons while submitting', async () => {
    const answer = deferredResponse();
    stubApi({ 'POST /api/user/signin': () => answer.promise });
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailInput(), 'golfer@example.com');
    await user.type(passwordInput(), 'secret-password');
    await user.click(loginButton());

    await waitFor(() => expect(loginButton().disabled).toBe(true));
    expect(emailInput().disabled).toBe(true);
    expect(passwordInput().disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Create Free Account' }).getAttribute('aria-disabled')).toBe('true');

    answer.resolve(jsonResponse(401, { error: messages.invalidCredentials }));
    await screen.findByRole('alert');
    expect(loginButton().disabled).toBe(false);
  });

  it('goes to /account after signing in, replacing the login page', async () => {
    stubApi({ 'POST /api/user/signin': () => jsonResponse(200, { user: signedInUser }) });
    const user = userEvent.setup();
    renderLogin(['/', '/login']);
    await user.type(emailInput(), 'golfer@example.com');
    await user.type(passwordInput(), 'secret-password');
    await user.click(loginButton());

    expect(await screen.findByText('Account at /account')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByText('Home at /')).toBeTruthy();
  });

  it('returns to the page first asked for', async () => {
    stubApi({ 'POST /api/user/signin': () => jsonResponse(200, { user: signedInUser }) });
    const user = userEvent.setup();
    renderLogin({ pathname: '/login', state: { from: '/account/rounds?page=2' } });
    await user.type(emailInput(), 'golfer@example.com');
    await user.type(passwordInput(), 'secret-password');
    await user.click(loginButton());

    expect(await screen.findByText('Rounds at /account/rounds?page=2')).toBeTruthy();
  });
});
