import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseWithZod } from '@conform-to/zod/v4';
import { replace, Route, type ActionFunctionArgs } from 'react-router';
import { messages } from '../../../common/messages';
import { signinFormSchema } from '../../../common/schemas/user';
import { stubApi } from '../../test/api-stub';
import { browserCheckOn } from '../../test/form-check';
import { LocationProbe, renderRoutes } from '../../test/render-routes';
import { LoginForm } from './login-form';

beforeEach(() => {
  // The session check of the app's provider: signed out.
  stubApi({});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The page's action as web/routes/login/sign-in.server.ts answers (the server side is driven by
 * e2e/auth.spec.ts): the posted fields are recorded; `answer` is a refusal's message or null for
 * a sign-in, after `gate` (to look at the submitting state).
 */
function fakeAction(answer: string | null, gate: Promise<void> = Promise.resolve()) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const action = vi.fn(async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    posted.push(Object.fromEntries(form));
    await gate;
    const submission = parseWithZod(form, { schema: signinFormSchema });
    if (submission.status !== 'success') return submission.reply({ hideFields: ['password'] });
    if (answer) return submission.reply({ formErrors: [answer], hideFields: ['password'] });
    return replace(submission.value.from ?? '/account');
  });
  return { action, posted };
}

async function renderLogin(action: ReturnType<typeof fakeAction>['action'], entries: Parameters<typeof renderRoutes>[0] = '/login') {
  const rendered = renderRoutes(
    entries,
    <>
      <Route path="/" element={<LocationProbe label="Home" />} />
      <Route path="/login" element={<LoginForm />} action={action} />
      <Route path="/account" element={<LocationProbe label="Account" />} />
      <Route path="/account/rounds" element={<LocationProbe label="Rounds" />} />
    </>,
  );
  await browserCheckOn();
  return rendered;
}

const emailInput = () => screen.getByLabelText(/^Email/) as HTMLInputElement;
const passwordInput = () => screen.getByLabelText(/^Password/) as HTMLInputElement;
const loginButton = () => screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement;

describe('LoginForm', () => {
  it('shows the spec links and texts, and posts to the page (it works without JavaScript)', async () => {
    await renderLogin(fakeAction(null).action);
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/password-reset');
    expect(screen.getByText("Don't have an account? Get started for free!")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Free Account' }).getAttribute('href')).toBe('/signup');
    const form = emailInput().form!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/login');
  });

  it.each([
    ['both fields empty', '', ''],
    ['the password empty', 'golfer@example.com', ''],
    ['the email empty', '', 'secret-password'],
  ])('with %s shows the required message once and posts nothing', async (_case, email, password) => {
    const { action } = fakeAction(null);
    const user = userEvent.setup();
    await renderLogin(action);
    if (email) await user.type(emailInput(), email);
    if (password) await user.type(passwordInput(), password);
    await user.click(loginButton());

    expect((await screen.findByRole('alert')).textContent).toBe(messages.loginRequired);
    expect(screen.getAllByText(messages.loginRequired)).toHaveLength(1);
    expect(action).not.toHaveBeenCalled();
  });

  it("posts the fields, disables the form while it waits, then shows the server's error with the e-mail kept", async () => {
    let open!: () => void;
    const { action, posted } = fakeAction(messages.invalidCredentials, new Promise<void>((resolve) => (open = resolve)));
    const user = userEvent.setup();
    await renderLogin(action);
    await user.type(emailInput(), 'golfer@example.com');
    await user.type(passwordInput(), 'wrong-password');
    await user.click(loginButton());

    await waitFor(() => expect(loginButton().disabled).toBe(true));
    expect(emailInput().disabled).toBe(true);
    expect(passwordInput().disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Create Free Account' }).getAttribute('aria-disabled')).toBe('true');
    open();

    expect((await screen.findByRole('alert')).textContent).toBe(messages.invalidCredentials);
    expect(posted).toEqual([{ from: '/account', email: 'golfer@example.com', password: 'wrong-password' }]);
    expect(emailInput().value).toBe('golfer@example.com');
    expect(emailInput().disabled).toBe(false);
    expect(loginButton().disabled).toBe(false);
  });

  it('goes to /account after signing in, replacing the login page', async () => {
    const user = userEvent.setup();
    await renderLogin(fakeAction(null).action, ['/', '/login']);
    await user.type(emailInput(), 'golfer@example.com');
    await user.type(passwordInput(), 'secret-password');
    await user.click(loginButton());

    expect(await screen.findByText(/^Account at \/account\b/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByText('Home at /')).toBeTruthy();
  });

  it('returns to the page first asked for', async () => {
    const { action, posted } = fakeAction(null);
    const user = userEvent.setup();
    await renderLogin(action, { pathname: '/login', state: { from: '/account/rounds?page=2' } });
    await user.type(emailInput(), 'golfer@example.com');
    await user.type(passwordInput(), 'secret-password');
    await user.click(loginButton());

    expect(await screen.findByText(/^Rounds at \/account\/rounds\?page=2/)).toBeTruthy();
    expect(posted[0]?.from).toBe('/account/rounds?page=2');
  });
});
