import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Route, type ActionFunctionArgs } from 'react-router';
import { messages } from '../../../common/messages';
import { newPasswordFormSchema, resetRequestBodySchema } from '../../../common/schemas/password-reset';
import { HumanVerificationProvider } from '../../features/human-verification/human-verification-provider';
import { stubApi } from '../../test/api-stub';
import { browserCheckOn } from '../../test/form-check';
import { LocationProbe, renderRoutes } from '../../test/render-routes';
import { PasswordResetPage } from './password-reset-page';

beforeEach(() => {
  // The session check of the app's provider: signed out.
  stubApi({});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'Ab-_0123456789abcdefghijklmnopqrstuvwxyzABCDE';

/**
 * The page's loader and actions as web/routes/password-reset/route.server.ts answers
 * (its server side is driven by e2e/password-reset.spec.ts): the link's check gives `linkError`;
 * the actions record what was posted and answer `refusal` (a service's error) or done, after `gate`.
 */
function fakeServer({ linkError = null, refusal = null, gate = Promise.resolve() }: { linkError?: string | null; refusal?: { error: string; code: string } | null; gate?: Promise<void> } = {}) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const action = vi.fn(async ({ request, params }: ActionFunctionArgs) => {
    const form = await request.formData();
    posted.push(Object.fromEntries(form));
    await gate;
    const submission = parseWithZod(form, { schema: params.token ? newPasswordFormSchema : resetRequestBodySchema });
    if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
    if (refusal) return data({ ...submission.reply({ formErrors: [refusal.error] }), code: refusal.code }, { status: 400 });
    return { done: params.token ? messages.resetDone : messages.resetRequestSuccess };
  });
  return { loader: () => ({ linkError }), action, posted };
}

function renderPage(path: string, server = fakeServer()) {
  return renderRoutes(
    path,
    <>
      <Route
        path="/password-reset/:token?"
        loader={server.loader}
        action={server.action}
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
  it('requires an address and posts nothing without one', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderPage('/password-reset', server);
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    await browserCheckOn();
    await user.click(resetButton());
    expect(await screen.findByText(messages.resetEmailRequired)).toBeTruthy();
    expect(server.action).not.toHaveBeenCalled();
  });

  it('disables the form while sending, then replaces it with the success alert', async () => {
    let open!: () => void;
    const server = fakeServer({ gate: new Promise<void>((resolve) => (open = resolve)) });
    const user = userEvent.setup();
    renderPage('/password-reset', server);
    await user.type(await screen.findByLabelText(/^Email/), 'golfer@example.com');
    await user.click(resetButton());

    await waitFor(() => expect(resetButton().disabled).toBe(true));
    expect(emailInput().disabled).toBe(true);
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(messages.resetRequestSuccess);
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    // Call 5's fields, and no verification token while verification is off.
    expect(server.posted).toEqual([{ email: 'golfer@example.com' }]);
  });

  it("shows the server's error and keeps the form", async () => {
    const server = fakeServer({ refusal: { error: messages.tooManyRequests, code: 'rate_limited' } });
    const user = userEvent.setup();
    renderPage('/password-reset', server);
    await user.type(await screen.findByLabelText(/^Email/), 'golfer@example.com');
    await user.click(resetButton());
    expect((await screen.findByRole('alert')).textContent).toBe(messages.tooManyRequests);
    expect(emailInput().value).toBe('golfer@example.com');
    expect(resetButton().disabled).toBe(false);
  });
});

describe('/password-reset/{token}: setting a new password', () => {
  it("shows the loader's reason for a bad link, with a way to ask for a new one", async () => {
    renderPage(`/password-reset/${TOKEN}`, fakeServer({ linkError: messages.resetTokenInvalid }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.resetTokenInvalid);
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe('/password-reset');
    expect(screen.queryByLabelText(/^Create New Password/)).toBeNull();
  });

  it('checks the new password with the spec messages, in order, before posting anything', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderPage(`/password-reset/${TOKEN}`, server);
    await screen.findByLabelText(/^Create New Password/);
    await browserCheckOn();
    await user.type(newPassword(), 'short');
    await user.click(setButton());
    expect(await screen.findByText(messages.newPasswordTooShort)).toBeTruthy();
    await user.clear(newPassword());
    await user.type(newPassword(), 'long-enough');
    await user.type(confirmPassword(), 'long-enougH');
    await user.click(setButton());
    expect(await screen.findByText(messages.newPasswordsDoNotMatch)).toBeTruthy();
    expect(screen.queryByText(messages.newPasswordTooShort)).toBeNull();
    expect(server.action).not.toHaveBeenCalled();
  });

  it('disables the form while submitting, then shows the done alert with its Log In link', async () => {
    let open!: () => void;
    const server = fakeServer({ gate: new Promise<void>((resolve) => (open = resolve)) });
    const user = userEvent.setup();
    renderPage(`/password-reset/${TOKEN}`, server);
    await user.type(await screen.findByLabelText(/^Create New Password/), 'long-enough');
    await user.type(confirmPassword(), 'long-enough');
    await user.click(setButton());

    await waitFor(() => expect(setButton().disabled).toBe(true));
    expect(newPassword().disabled).toBe(true);
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${messages.resetDone} Log In`);
    expect(server.posted).toEqual([{ password: 'long-enough', password2: 'long-enough' }]);
    await user.click(screen.getByRole('link', { name: 'Log In' }));
    expect(await screen.findByText(/^Login at \/login/)).toBeTruthy();
  });

  it("shows the server's error, and a way to a new link when the link was used meanwhile", async () => {
    const user = userEvent.setup();
    renderPage(`/password-reset/${TOKEN}`, fakeServer({ refusal: { error: messages.resetTokenInvalid, code: 'invalid_reset_token' } }));
    await user.type(await screen.findByLabelText(/^Create New Password/), 'long-enough');
    await user.type(confirmPassword(), 'long-enough');
    await user.click(setButton());
    expect((await screen.findByRole('alert')).textContent).toBe(messages.resetTokenInvalid);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toBeTruthy();
    expect(setButton().disabled).toBe(false);
  });
});
