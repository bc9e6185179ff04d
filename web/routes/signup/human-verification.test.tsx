import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignupForm } from './signup-form';
import { renderVerifiedForm, stubRecaptchaScript } from '../../test/human-verification';

stubRecaptchaScript();

describe('HumanVerificationProvider on the sign-up page', () => {
  it("sign-up sends a token made under 'signup'", async () => {
    const user = userEvent.setup();
    const posted = await renderVerifiedForm('test-site-key', '/signup', <SignupForm />);
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
