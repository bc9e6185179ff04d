import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, replace, Route, type ActionFunctionArgs } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import { messages } from '../../../common/messages';
import { signupBodySchema } from '../../../common/schemas/user';
import { deferredResponse, jsonResponse, stubApi } from '../../test/api-stub';
import { browserCheckOn } from '../../test/form-check';
import { LocationProbe, renderRoutes } from '../../test/render-routes';
import { SignupForm } from './signup-form';

/** Sign-up through a beta invite link, /signup?invite={token}. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

/**
 * The page's action (web/routes/signup/sign-up.server.ts; its server side is driven by
 * e2e/admin.spec.ts): records what was posted; refuses the invite the first `refusals` times.
 */
function signupAction(refusals = 0) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const action = async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    posted.push(Object.fromEntries(form));
    if (posted.length > refusals) return replace('/account');
    const reply = parseWithZod(form, { schema: signupBodySchema }).reply({ formErrors: [messages.inviteLinkInvalid], hideFields: ['password', 'password2'] });
    return data({ ...reply, code: 'invite_invalid' }, { status: 400 });
  };
  return { action, posted };
}

async function renderSignup(path = `/signup?invite=${TOKEN}`, { action } = signupAction()) {
  renderRoutes(
    path,
    <>
      <Route path="/signup" element={<SignupForm />} action={action} />
      <Route path="/account" element={<LocationProbe label="Account" />} />
    </>,
  );
  await browserCheckOn();
}

const email = () => screen.getByLabelText(/^Email/) as HTMLInputElement;
/** The note above the form: its chunk is fetched once the link has been looked up (a wait for that, not a time). */
const inviteNote = () => screen.findByRole('status', undefined, { timeout: 15_000 });

async function completeForm(withEmail?: string) {
  const user = userEvent.setup();
  if (withEmail) await user.type(email(), withEmail);
  await user.type(screen.getByLabelText(/^Password/), 'long-enough');
  await user.type(screen.getByLabelText(/^Retype Password/), 'long-enough');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('sign-up through an invite link', () => {
  it('prefills the invited address, welcomes, and sends the token', async () => {
    stubApi({ [`GET /api/invites/${TOKEN}`]: () => jsonResponse(200, { email: 'invited@example.com' }) });
    const signup = signupAction();
    await renderSignup(undefined, signup);
    await waitFor(() => expect(email().value).toBe('invited@example.com'));
    expect((await inviteNote()).textContent).toBe(messages.inviteLinkWelcome);
    await completeForm();
    await screen.findByText(/^Account at \/account\b/);
    expect(signup.posted).toEqual([expect.objectContaining({ email: 'invited@example.com', invite: TOKEN })]);
  });

  it('keeps an address the visitor typed before the look-up answered', async () => {
    const lookup = deferredResponse();
    stubApi({ [`GET /api/invites/${TOKEN}`]: () => lookup.promise });
    await renderSignup();
    await userEvent.setup().type(email(), 'mine@example.com');
    lookup.resolve(jsonResponse(200, { email: 'invited@example.com' }));
    await inviteNote();
    expect(email().value).toBe('mine@example.com');
  });

  it('says when the link is used up or unknown, and signs up without it', async () => {
    stubApi({ [`GET /api/invites/${TOKEN}`]: () => jsonResponse(404, { error: messages.inviteLinkInvalid, code: 'not_found' }) });
    const signup = signupAction();
    await renderSignup(undefined, signup);
    expect((await inviteNote()).textContent).toBe(messages.inviteLinkInvalid);
    expect(email().value).toBe('');
    await completeForm('someone@example.com');
    await screen.findByText(/^Account at \/account\b/);
    expect(signup.posted[0]).not.toHaveProperty('invite');
  });

  it('drops the link when the server says it was used meanwhile, so the next try works', async () => {
    stubApi({ [`GET /api/invites/${TOKEN}`]: () => jsonResponse(200, { email: 'invited@example.com' }) });
    const signup = signupAction(1);
    await renderSignup(undefined, signup);
    await waitFor(() => expect(email().value).toBe('invited@example.com'));
    await completeForm();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(messages.inviteLinkInvalid), { timeout: 15_000 });
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText(/^Account at \/account\b/);
    expect(signup.posted.map((b) => b.invite)).toEqual([TOKEN, undefined]);
  });

  it('asks nothing without an invite parameter', async () => {
    const calls = stubApi({});
    await renderSignup('/signup');
    await screen.findByRole('button', { name: 'Create Account' });
    expect(calls.filter((c) => c.path.startsWith('/api/invites'))).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
