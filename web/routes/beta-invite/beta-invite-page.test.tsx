import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Route, type ActionFunctionArgs } from 'react-router';
import { messages } from '../../../common/messages';
import { HumanVerificationProvider } from '../../features/human-verification/human-verification-provider';
import { betaInviteRequestBodySchema } from '../../../common/schemas/invites';
import { stubApi } from '../../test/api-stub';
import { browserCheckOn } from '../../test/form-check';
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

/**
 * The page's action as web/routes/beta-invite/route.server.ts answers (its server side is
 * driven by e2e/public.spec.ts): records what was posted; answers `refusal` or sent, after `gate`.
 */
function fakeAction(refusal: string | null = null, gate: Promise<void> = Promise.resolve()) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const action = async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    posted.push(Object.fromEntries(form));
    await gate;
    const submission = parseWithZod(form, { schema: betaInviteRequestBodySchema });
    if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
    if (refusal) return data(submission.reply({ formErrors: [refusal] }), { status: 429 });
    return { sent: true };
  };
  return { action, posted };
}

async function renderPage(siteKey: string | null = null, { action } = fakeAction()) {
  stubApi({});
  const rendered = renderRoutes(
    '/beta-invite',
    <>
      <Route
        path="/beta-invite"
        action={action}
        element={
          <HumanVerificationProvider siteKey={siteKey}>
            <BetaInvitePage />
          </HumanVerificationProvider>
        }
      />
      <Route path="/signup" element={<LocationProbe label="Sign up" />} />
    </>,
  );
  await browserCheckOn();
  return rendered;
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

describe('/beta-invite (spec sections 2, 4, 5 and 8)', () => {
  it("shows 'A valid email is required' for an empty or malformed address and sends nothing", async () => {
    const server = fakeAction();
    const user = userEvent.setup();
    await renderPage(null, server);
    expect(screen.getByRole('heading', { level: 1, name: 'Beta Invite Request' })).toBeTruthy();
    expect(screen.getByText('Enter your email address below to request a beta invite')).toBeTruthy();
    await user.click(sendButton());
    expect(await screen.findByText(messages.betaEmailRequired)).toBeTruthy();
    await user.type(emailInput(), 'golfer@example');
    await user.click(sendButton());
    expect(await screen.findByText(messages.betaEmailRequired)).toBeTruthy();
    expect(server.posted).toHaveLength(0);
  });

  it('disables the field and the button while sending, then shows the thank-you card', async () => {
    let open!: () => void;
    const server = fakeAction(null, new Promise<void>((resolve) => (open = resolve)));
    const user = userEvent.setup();
    await renderPage(null, server);
    await user.type(emailInput(), 'golfer@example.com');
    await user.click(sendButton());
    await waitFor(() => expect(sendButton().disabled).toBe(true));
    expect(emailInput().disabled).toBe(true);
    open();

    const thanks = await screen.findByRole('heading', { level: 1, name: 'Thanks for your interest!' });
    expect(document.activeElement).toBe(thanks);
    expect(
      screen.getByText(
        "We've received your beta invite request. Once approved, you'll receive an email with a link to sign up and download the latest release.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Don't have an account? Get started for free!")).toBeTruthy();
    // Without a site key no token is made: the post is the address alone.
    expect(server.posted).toEqual([{ email: 'golfer@example.com' }]);

    await user.click(screen.getByRole('link', { name: 'Create Free Account' }));
    expect(await screen.findByText('Sign up at /signup')).toBeTruthy();
  });

  it("shows the server's error in an alert and keeps the form", async () => {
    const user = userEvent.setup();
    await renderPage(null, fakeAction(messages.tooManyRequests));
    await user.type(emailInput(), 'golfer@example.com');
    await user.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(messages.tooManyRequests);
    expect(emailInput().value).toBe('golfer@example.com');
    expect(sendButton().disabled).toBe(false);
  });

  it("with a site key: when Google's script cannot load, shows 'Failed human verification' and sends nothing", async () => {
    const server = fakeAction();
    googleScript('error');
    const user = userEvent.setup();
    await renderPage('test-site-key', server);
    await user.type(emailInput(), 'golfer@example.com');
    await user.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(messages.failedHumanVerification);
    expect(server.posted).toHaveLength(0);
  });

  it("with a site key: sends the token made under the action 'beta'", async () => {
    const server = fakeAction();
    googleScript('load');
    const user = userEvent.setup();
    await renderPage('test-site-key', server);
    await user.type(emailInput(), 'golfer@example.com');
    await user.click(sendButton());
    await screen.findByRole('heading', { level: 1, name: 'Thanks for your interest!' });
    expect(server.posted).toEqual([{ email: 'golfer@example.com', token: 'token-for-beta' }]);
  });
});
