import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { replace, Route, type ActionFunctionArgs } from 'react-router';
import { stubApi } from '../../test/api-stub';
import { browserCheckOn } from '../../test/form-check';
import { LocationProbe, renderRoutes } from '../../test/render-routes';
import { LoginForm } from '../login/login-form';
import { SignupForm } from '../signup/signup-form';
import { HumanVerificationProvider } from '../../features/human-verification/human-verification-provider';

let scripts: HTMLScriptElement[];

beforeEach(() => {
  // The session check of the app's provider: signed out.
  stubApi({});
  scripts = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  // Google's script as the page would get it, never fetched: it loads and defines grecaptcha.
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    const script = node as unknown as HTMLScriptElement;
    scripts.push(script);
    setTimeout(() => {
      window.grecaptcha = { ready: (callback) => callback(), execute: async (_key, { action }) => `token-for-${action}` };
      script.onload!(new Event('load'));
    });
    return node;
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // window.grecaptcha stays, as it would in a page: the library loads the script once per page.
  vi.restoreAllMocks();
});

/**
 * The page with its action as the server's answers a sign-in or sign-up (web/features/auth/*.server.ts):
 * each posted form recorded, then on to the account.
 */
async function renderWith(siteKey: string | null, path: '/login' | '/signup') {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const action = async ({ request }: ActionFunctionArgs) => {
    posted.push(Object.fromEntries(await request.formData()));
    return replace('/account');
  };
  renderRoutes(
    path,
    <>
      <Route
        path={path}
        action={action}
        element={<HumanVerificationProvider siteKey={siteKey}>{path === '/login' ? <LoginForm /> : <SignupForm />}</HumanVerificationProvider>}
      />
      <Route path="/account" element={<LocationProbe label="Account" />} />
    </>,
  );
  await browserCheckOn();
  return posted;
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email/), 'golfer@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'long enough');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByText(/^Account at \/account\b/);
}

describe('HumanVerificationProvider', () => {
  it('loads nothing and warns without a site key; the forms send no token', async () => {
    const user = userEvent.setup();
    const posted = await renderWith(null, '/login');
    await logIn(user);
    expect(scripts).toHaveLength(0);
    expect(console.warn).toHaveBeenCalledWith('Human verification is off: no reCAPTCHA site key is configured');
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ email: 'golfer@example.com', password: 'long enough' });
    expect(posted[0]).not.toHaveProperty('token');
  });

  it("starts loading Google's script when a wrapped page opens; sign-in sends a token made under 'login'", async () => {
    const user = userEvent.setup();
    const posted = await renderWith('test-site-key', '/login');
    // The loader comes after the page is live (decision 028), then adds Google's script at once.
    await waitFor(() => expect(scripts).toHaveLength(1), { timeout: 15_000 });
    expect(scripts[0].src).toContain('render=test-site-key');
    await logIn(user);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ email: 'golfer@example.com', token: 'token-for-login' });
    expect(scripts).toHaveLength(1);
  });

  it("sign-up sends a token made under 'signup'", async () => {
    const user = userEvent.setup();
    const posted = await renderWith('test-site-key', '/signup');
    await user.type(screen.getByLabelText(/^Email/), 'golfer@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'long enough');
    await user.type(screen.getByLabelText(/^Retype Password/), 'long enough');
    await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText(/^Account at \/account\b/);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ email: 'golfer@example.com', token: 'token-for-signup' });
  });
});
