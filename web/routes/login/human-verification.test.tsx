import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from './login-form';
import { renderVerifiedForm, stubRecaptchaScript } from '../../test/human-verification';

const scripts = stubRecaptchaScript();

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email/), 'golfer@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'long enough');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByText(/^Account at \/account\b/);
}

describe('HumanVerificationProvider on the sign-in page', () => {
  it('loads nothing and warns without a site key; the forms send no token', async () => {
    const user = userEvent.setup();
    const posted = await renderVerifiedForm(null, '/login', <LoginForm />);
    await logIn(user);
    expect(scripts).toHaveLength(0);
    expect(console.warn).toHaveBeenCalledWith('Human verification is off: no reCAPTCHA site key is configured');
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ email: 'golfer@example.com', password: 'long enough' });
    expect(posted[0]).not.toHaveProperty('token');
  });

  it("starts loading Google's script when a wrapped page opens; sign-in sends a token made under 'login'", async () => {
    const user = userEvent.setup();
    const posted = await renderVerifiedForm('test-site-key', '/login', <LoginForm />);
    // The loader comes after the page is live, then adds Google's script at once.
    await waitFor(() => expect(scripts).toHaveLength(1), { timeout: 15_000 });
    expect(scripts[0].src).toContain('render=test-site-key');
    await logIn(user);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ email: 'golfer@example.com', token: 'token-for-login' });
    expect(scripts).toHaveLength(1);
  });
});
