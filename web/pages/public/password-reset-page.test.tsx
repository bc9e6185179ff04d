import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { messages } from '../../../common/messages';
import { HumanVerificationProvider } from '../../features/human-verification/human-verification-provider';
import { deferredResponse, jsonResponse, stubApi } from '../../test/api-stub';
import { LocationProbe, renderRoutes } from '../../test/render-routes';
import { PasswordResetPage } from './password-reset-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'Ab-_0123456789abcdefghijklmnopqrstuvwxyzABCDE';

function renderPage(path: string) {
  return renderRoutes(
    path,
    <>
      <Route
        path="/password-reset/:token?"
        element={
          <HumanVerificationProvider siteKey={null}>
            <PasswordResetPage />
          </HumanVerificationProvider>
        }
      />
      <Route path="/login" element={<LocationProbe label="Login" />} />
    </>,
  );
}

const emailInput = () => screen.getByLabelText(/^Email/) as HTMLInputElement;
const resetButton = () => screen.getByRole('button', { name: 'Reset Password' }) as HTMLButtonElement;
const newPassword = () => screen.getByLabelText(/^Create New Password/) as HTMLInputElement;
const confirmPassword = () => screen.getByLabelText(/^Confirm New Password/) as HTMLInputElement;
const setButton = () => screen.getByRole('button', { name: 'Set Password' }) as HTMLButtonElement;

describe('/password-reset: the request', () => {
  it('requires an address and sends nothing without one', async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    renderPage('/password-reset');
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    await user.click(resetButton());
    expect(await screen.findByText(messages.resetEmailRequired)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/user/reset-request')).toHaveLength(0);
  });

  it('disables the form while sending, then replaces it with the success alert', async () => {
    const answer = deferredResponse();
    const calls = stubApi({ 'POST /api/user/reset-request': () => answer.promise });
    const user = userEvent.setup();
    renderPage('/password-reset');
    await user.type(emailInput(), '  Golfer@Example.com ');
    await user.click(resetButton());

    await waitFor(() => expect(resetButton().disabled).toBe(true));
    expect(emailInput().disabled).toBe(true);
    // Call 5: the normalised address, and no verification token while verification is off.
    expect(calls.find((c) => c.path === '/api/user/reset-request')).toMatchObject({
      method: 'POST',
      body: { email: 'golfer@example.com' },
    });

    answer.resolve(jsonResponse(200, { message: messages.resetRequestSuccess }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.resetRequestSuccess);
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset Password' })).toBeNull();
  });

  it("shows the server's error and keeps the form", async () => {
    stubApi({ 'POST /api/user/reset-request': () => jsonResponse(429, { error: messages.tooManyRequests, code: 'rate_limited' }) });
    const user = userEvent.setup();
    renderPage('/password-reset');
    await user.type(emailInput(), 'golfer@example.com');
    await user.click(resetButton());
    expect((await screen.findByRole('alert')).textContent).toBe(messages.tooManyRequests);
    expect(emailInput().value).toBe('golfer@example.com');
    expect(resetButton().disabled).toBe(false);
  });

  it('shows the unknown-error message when the server cannot be reached', async () => {
    stubApi({ 'POST /api/user/reset-request': () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = userEvent.setup();
    renderPage('/password-reset');
    await user.type(emailInput(), 'golfer@example.com');
    await user.click(resetButton());
    expect((await screen.findByRole('alert')).textContent).toBe(messages.unknownError);
  });
});

describe('/password-reset/{token}: setting a new password', () => {
  it('shows nothing but the heading while the token is checked', async () => {
    const check = deferredResponse();
    const calls = stubApi({ 'POST /api/user/verify-token': () => check.promise });
    renderPage(`/password-reset/${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    await waitFor(() => expect(calls.find((c) => c.path === '/api/user/verify-token')?.body).toEqual({ token: TOKEN }));
    expect(screen.queryByLabelText(/^Create New Password/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    check.resolve(jsonResponse(200, { valid: true }));
    expect(await screen.findByLabelText(/^Create New Password/)).toBeTruthy();
  });

  it("shows the server's reason for a bad link, with a way to ask for a new one", async () => {
    stubApi({
      'POST /api/user/verify-token': () => jsonResponse(400, { error: messages.resetTokenInvalid, code: 'invalid_reset_token' }),
    });
    renderPage(`/password-reset/${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe(messages.resetTokenInvalid);
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe('/password-reset');
    expect(screen.queryByLabelText(/^Create New Password/)).toBeNull();
  });

  it("falls back to 'Unable to validate reset token' when the check fails without a reason", async () => {
    stubApi({ 'POST /api/user/verify-token': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    renderPage(`/password-reset/${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe(messages.resetTokenInvalid);
  });

  it("falls back to 'An unknown error occurred' when the check cannot reach the server", async () => {
    stubApi({ 'POST /api/user/verify-token': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderPage(`/password-reset/${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe(messages.unknownError);
  });

  it('checks the new password with the spec messages before sending anything', async () => {
    const calls = stubApi({ 'POST /api/user/verify-token': () => jsonResponse(200, { valid: true }) });
    const user = userEvent.setup();
    renderPage(`/password-reset/${TOKEN}`);
    await screen.findByLabelText(/^Create New Password/);

    await user.click(setButton());
    expect(await screen.findByText(messages.newPasswordTooShort)).toBeTruthy();

    await user.type(newPassword(), 'long enough password');
    await user.type(confirmPassword(), 'something else');
    await user.click(setButton());
    expect(await screen.findByText(messages.newPasswordsDoNotMatch)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/user/reset-password')).toHaveLength(0);
  });

  it('disables the form while submitting, then shows the done alert with its Log In link', async () => {
    const answer = deferredResponse();
    const calls = stubApi({
      'POST /api/user/verify-token': () => jsonResponse(200, { valid: true }),
      'POST /api/user/reset-password': () => answer.promise,
    });
    const user = userEvent.setup();
    renderPage(`/password-reset/${TOKEN}`);
    await user.type(await screen.findByLabelText(/^Create New Password/), 'long enough password');
    await user.type(confirmPassword(), 'long enough password');
    await user.click(setButton());

    await waitFor(() => expect(setButton().disabled).toBe(true));
    expect(newPassword().disabled).toBe(true);
    expect(confirmPassword().disabled).toBe(true);
    expect(calls.find((c) => c.path === '/api/user/reset-password')?.body).toEqual({
      token: TOKEN,
      password: 'long enough password',
      password2: 'long enough password',
    });

    answer.resolve(jsonResponse(200, { message: messages.resetDone }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${messages.resetDone} Log In`);
    await user.click(screen.getByRole('link', { name: 'Log In' }));
    expect(await screen.findByText('Login at /login')).toBeTruthy();
  });

  it("shows the server's error, and 'Unable to reset password' when there is none", async () => {
    let answer = () => jsonResponse(400, { error: messages.resetTokenInvalid, code: 'invalid_reset_token' });
    stubApi({
      'POST /api/user/verify-token': () => jsonResponse(200, { valid: true }),
      'POST /api/user/reset-password': () => answer(),
    });
    const user = userEvent.setup();
    renderPage(`/password-reset/${TOKEN}`);
    await user.type(await screen.findByLabelText(/^Create New Password/), 'long enough password');
    await user.type(confirmPassword(), 'long enough password');
    await user.click(setButton());
    expect((await screen.findByRole('alert')).textContent).toBe(messages.resetTokenInvalid);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toBeTruthy();
    expect(setButton().disabled).toBe(false);

    answer = () => new Response('', { status: 500 });
    await user.click(setButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.resetFailed));
  });
});
