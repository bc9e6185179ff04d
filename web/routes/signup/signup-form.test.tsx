import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, replace, Route, type ActionFunctionArgs } from 'react-router';
import { messages } from '../../../common/messages';
import { signupBodySchema } from '../../../common/schemas/user';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { browserCheckOn } from '../../test/form-check';
import { LocationProbe, renderRoutes } from '../../test/render-routes';
import { SignupForm } from './signup-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The page's action as web/routes/signup/sign-up.server.ts answers (the server side is driven by
 * e2e/auth.spec.ts): the posted fields are recorded; `refusal` is the service's error or null for
 * an account made, after `gate` (to look at the submitting state).
 */
function fakeAction(refusal: { error: string; code: string; fields?: Record<string, string> } | null = null, gate: Promise<void> = Promise.resolve()) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const action = vi.fn(async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    posted.push(Object.fromEntries(form));
    await gate;
    const hideFields = ['password', 'password2'];
    const submission = parseWithZod(form, { schema: signupBodySchema });
    if (submission.status !== 'success') return data(submission.reply({ hideFields }), { status: 400 });
    if (refusal) {
      const fieldErrors = Object.fromEntries(Object.entries(refusal.fields ?? {}).map(([name, message]) => [name, [message]]));
      return data({ ...submission.reply({ formErrors: [refusal.error], fieldErrors, hideFields }), code: refusal.code }, { status: 409 });
    }
    return replace('/account');
  });
  return { action, posted };
}

async function renderSignup(action = fakeAction().action, entries: Parameters<typeof renderRoutes>[0] = '/signup') {
  const rendered = renderRoutes(
    entries,
    <>
      <Route path="/" element={<LocationProbe label="Home" />} />
      <Route path="/signup" element={<SignupForm />} action={action} />
      <Route path="/account" element={<LocationProbe label="Account" />} />
    </>,
  );
  await browserCheckOn();
  return rendered;
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

/** Every text on the page that is one of the validation messages, in page order. */
function shownMessages(): string[] {
  const validation: string[] = [messages.invalidEmail, messages.passwordTooShort, messages.passwordsDoNotMatch, messages.termsRequired];
  return screen.queryAllByText((text) => validation.includes(text)).map((element) => element.textContent ?? '');
}

describe('SignupForm', () => {
  it('starts with the terms unchecked and the marketing box checked', async () => {
    stubApi({});
    await renderSignup();
    expect(terms().checked).toBe(false);
    expect(marketing().checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Already have an account? Log in' }).getAttribute('href')).toBe('/login');
  });

  it('checks the e-mail first: with everything wrong, only its message shows', async () => {
    stubApi({});
    const { action } = fakeAction();
    const user = userEvent.setup();
    await renderSignup(action);
    await fill(user, { password: 'short', retype: 'other' });
    await user.click(createButton());

    await waitFor(() => expect(shownMessages()).toEqual([messages.invalidEmail]));
    expect(action).not.toHaveBeenCalled();
  });

  it('refuses an address without a domain', async () => {
    stubApi({});
    const user = userEvent.setup();
    await renderSignup();
    await fill(user, { email: 'golfer@example', password: 'long-enough', retype: 'long-enough', terms: true });
    await user.click(createButton());

    await waitFor(() => expect(shownMessages()).toEqual([messages.invalidEmail]));
  });

  it('then the password length, shown on both password fields', async () => {
    stubApi({});
    const { action } = fakeAction();
    const user = userEvent.setup();
    await renderSignup(action);
    await fill(user, { email: 'golfer@example.com', password: 'short', retype: 'short' });
    await user.click(createButton());

    await waitFor(() => expect(shownMessages()).toEqual([messages.passwordTooShort, messages.passwordTooShort]));
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(retype().getAttribute('aria-invalid')).toBe('true');
    expect(action).not.toHaveBeenCalled();
  });

  it('names each fault of a password both too short and not matching', async () => {
    stubApi({});
    const { action } = fakeAction();
    const user = userEvent.setup();
    await renderSignup(action);
    await fill(user, { email: 'golfer@example.com', password: 'short', retype: 'different' });
    await user.click(createButton());

    await waitFor(() => expect(shownMessages()).toEqual([messages.passwordTooShort, messages.passwordsDoNotMatch]));
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(retype().getAttribute('aria-invalid')).toBe('true');
    expect(action).not.toHaveBeenCalled();
  });

  it('then the passwords matching, before the terms', async () => {
    stubApi({});
    const { action } = fakeAction();
    const user = userEvent.setup();
    await renderSignup(action);
    await fill(user, { email: 'golfer@example.com', password: 'long-enough', retype: 'long-enougH' });
    await user.click(createButton());

    await waitFor(() => expect(shownMessages()).toEqual([messages.passwordsDoNotMatch, messages.passwordsDoNotMatch]));
    expect(action).not.toHaveBeenCalled();
  });

  it('then the terms', async () => {
    stubApi({});
    const { action } = fakeAction();
    const user = userEvent.setup();
    await renderSignup(action);
    await fill(user, { email: 'golfer@example.com', password: 'long-enough', retype: 'long-enough' });
    await user.click(createButton());

    await waitFor(() => expect(shownMessages()).toEqual([messages.termsRequired]));
    expect(action).not.toHaveBeenCalled();
  });

  it('posts the form when all is well and goes to /account, replacing the sign-up page', async () => {
    stubApi({});
    const { action, posted } = fakeAction();
    const user = userEvent.setup();
    await renderSignup(action, ['/', '/signup']);
    await fill(user, { email: '  Golfer@Example.com ', password: 'long-enough', retype: 'long-enough', terms: true });
    await user.click(createButton());

    expect(await screen.findByText(/^Account at \/account\b/)).toBeTruthy();
    expect(posted).toEqual([{ email: 'Golfer@Example.com', password: 'long-enough', password2: 'long-enough', terms: 'on', marketing: 'on' }]);
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByText(/^Home at \/( from.*)?$/)).toBeTruthy();
  });

  it('posts the marketing choice and the invite token of an invite link', async () => {
    stubApi({ 'GET /api/invites/invite-token-1': () => jsonResponse(200, { email: 'golfer@example.com' }) });
    const { action, posted } = fakeAction();
    const user = userEvent.setup();
    await renderSignup(action, '/signup?invite=invite-token-1');
    // The invited address is filled in from the link.
    await waitFor(() => expect(email().value).toBe('golfer@example.com'));
    await fill(user, { password: 'long-enough', retype: 'long-enough', terms: true });
    await user.click(marketing());
    await user.click(createButton());

    await screen.findByText(/^Account at \/account\b/);
    expect(posted[0]).toEqual({ invite: 'invite-token-1', email: 'golfer@example.com', password: 'long-enough', password2: 'long-enough', terms: 'on' });
  });

  it('disables the inputs while submitting, then shows the server error under the form with the values kept', async () => {
    stubApi({});
    let open!: () => void;
    // As the service refuses a taken address: the message for the form and for the e-mail field.
    const refusal = { error: messages.emailTaken, code: 'email_taken', fields: { email: messages.emailTaken } };
    const { action } = fakeAction(refusal, new Promise<void>((resolve) => (open = resolve)));
    const user = userEvent.setup();
    await renderSignup(action);
    await fill(user, { email: 'golfer@example.com', password: 'long-enough', retype: 'long-enough', terms: true });
    await user.click(createButton());

    await waitFor(() => expect(createButton().disabled).toBe(true));
    for (const field of [email(), password(), retype(), terms(), marketing()]) expect(field.disabled).toBe(true);
    open();

    expect((await screen.findByRole('alert')).textContent).toBe(messages.emailTaken);
    // Said once, the field marked.
    expect(screen.getAllByText(messages.emailTaken)).toHaveLength(1);
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(createButton().disabled).toBe(false);
    expect(email().disabled).toBe(false);
    expect(email().value).toBe('golfer@example.com');
    expect(terms().checked).toBe(true);
  });

  it('says the invite link is used up when the server refuses it, and the next try goes without it', async () => {
    stubApi({ 'GET /api/invites/used-token': () => jsonResponse(200, { email: 'golfer@example.com' }) });
    const { action } = fakeAction({ error: messages.inviteLinkInvalid, code: 'invite_invalid' });
    const user = userEvent.setup();
    await renderSignup(action, '/signup?invite=used-token');
    await waitFor(() => expect(email().value).toBe('golfer@example.com'));
    await fill(user, { password: 'long-enough', retype: 'long-enough', terms: true });
    await user.click(createButton());

    // The note's chunk is fetched when it is first shown.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(messages.inviteLinkInvalid), { timeout: 15_000 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(email().form!.querySelector('input[name="invite"]')).toBeNull();
  });
});
