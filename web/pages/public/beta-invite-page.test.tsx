import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { messages } from '../../../common/messages';
import { HumanVerificationProvider } from '../../features/human-verification/human-verification-provider';
import { deferredResponse, jsonResponse, stubApi, type RecordedCall } from '../../test/api-stub';
import { LocationProbe, renderRoutes } from '../../test/render-routes';
import { BetaInvitePage } from './beta-invite-page';

beforeEach(() => {
  // The provider's warnings (no site key, script failed) are the library's to test.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.grecaptcha;
});

function renderPage(siteKey: string | null = null) {
  return renderRoutes(
    '/beta-invite',
    <>
      <Route
        path="/beta-invite"
        element={
          <HumanVerificationProvider siteKey={siteKey}>
            <BetaInvitePage />
          </HumanVerificationProvider>
        }
      />
      <Route path="/signup" element={<LocationProbe label="Sign up" />} />
    </>,
  );
}

/** Google's script, as the page would get it: it loads (defining grecaptcha) or it fails. */
function googleScript(outcome: 'load' | 'error') {
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    const script = node as unknown as HTMLScriptElement;
    setTimeout(() => {
      if (outcome === 'load') {
        window.grecaptcha = { ready: (callback) => callback(), execute: async (_key, { action }) => `token-for-${action}` };
        script.onload!(new Event('load'));
      } else {
        script.onerror!(new Event('error'));
      }
    });
    return node;
  });
}

const emailInput = () => screen.getByLabelText(/^Email/) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: 'Request Beta Invite' }) as HTMLButtonElement;
const inviteCalls = (calls: RecordedCall[]) => calls.filter((c) => c.path === '/api/invites/create');

describe('/beta-invite (spec sections 2, 4, 5 and 8)', () => {
  it("shows 'A valid email is required' for an empty or malformed address and sends nothing", async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Beta Invite Request' })).toBeTruthy();
    expect(screen.getByText('Enter your email address below to request a beta invite')).toBeTruthy();
    await user.click(sendButton());
    expect(await screen.findByText(messages.betaEmailRequired)).toBeTruthy();
    await user.type(emailInput(), 'golfer@example');
    await user.click(sendButton());
    expect(await screen.findByText(messages.betaEmailRequired)).toBeTruthy();
    expect(inviteCalls(calls)).toHaveLength(0);
  });

  it('disables the field and the button while sending, then shows the thank-you card', async () => {
    const answer = deferredResponse();
    const calls = stubApi({ 'POST /api/invites/create': () => answer.promise });
    const user = userEvent.setup();
    renderPage();
    await user.type(emailInput(), '  Golfer@Example.com ');
    await user.click(sendButton());
    // The validation's code loads on first use (lib/lazy-value.ts): slow on a busy machine.
    await waitFor(() => expect(sendButton().disabled).toBe(true));
    expect(emailInput().disabled).toBe(true);
    answer.resolve(jsonResponse(200, { ok: true }));

    const thanks = await screen.findByRole('heading', { level: 1, name: 'Thanks for your interest!' });
    expect(document.activeElement).toBe(thanks);
    expect(
      screen.getByText(
        "We've received your beta invite request. Once approved, you'll receive an email with a link to sign up and download the latest release.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Don't have an account? Get started for free!")).toBeTruthy();
    // Without a site key no token is made: the body is the address alone, as the schema leaves it.
    expect(inviteCalls(calls).map((c) => c.body)).toEqual([{ email: 'golfer@example.com' }]);

    await user.click(screen.getByRole('link', { name: 'Create Free Account' }));
    expect(await screen.findByText('Sign up at /signup')).toBeTruthy();
  });

  it("shows the server's error in an alert and keeps the form", async () => {
    stubApi({ 'POST /api/invites/create': () => jsonResponse(429, { error: messages.tooManyRequests, code: 'rate_limited' }) });
    const user = userEvent.setup();
    renderPage();
    await user.type(emailInput(), 'golfer@example.com');
    await user.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(messages.tooManyRequests);
    expect(emailInput().value).toBe('golfer@example.com');
    expect(sendButton().disabled).toBe(false);
  });

  it("with a site key: when Google's script cannot load, shows 'Failed human verification' and sends nothing", async () => {
    const calls = stubApi({ 'POST /api/invites/create': () => jsonResponse(200, { ok: true }) });
    googleScript('error');
    const user = userEvent.setup();
    renderPage('test-site-key');
    await user.type(emailInput(), 'golfer@example.com');
    await user.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(messages.failedHumanVerification);
    expect(inviteCalls(calls)).toHaveLength(0);
  });

  it("with a site key: sends the token made under the action 'beta'", async () => {
    const calls = stubApi({ 'POST /api/invites/create': () => jsonResponse(200, { ok: true }) });
    googleScript('load');
    const user = userEvent.setup();
    renderPage('test-site-key');
    await user.type(emailInput(), 'golfer@example.com');
    await user.click(sendButton());
    await screen.findByRole('heading', { level: 1, name: 'Thanks for your interest!' });
    expect(inviteCalls(calls).map((c) => c.body)).toEqual([{ email: 'golfer@example.com', token: 'token-for-beta' }]);
  });
});
