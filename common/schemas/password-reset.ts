import { z } from 'zod';
import { messages } from '../messages';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { emailField, humanTokenField, newPasswordField } from './fields';

/** A reset token as it comes back from the link: 32 random bytes, base64url. */
const resetTokenField = z
  .string({ error: messages.resetTokenInvalid })
  .min(1, { error: messages.resetTokenInvalid })
  .max(128, { error: messages.resetTokenInvalid });

/** Call 5. The address is required (spec section 5); `token` is the human verification made under the action 'beta'. */
export const resetRequestBodySchema = z.strictObject({
  email: emailField(messages.invalidEmail, messages.resetEmailRequired),
  token: humanTokenField,
});
export type ResetRequestBody = z.input<typeof resetRequestBodySchema>;

/** Call 6: is this link still good? */
export const verifyResetTokenBodySchema = z.strictObject({ token: resetTokenField });
export type VerifyResetTokenBody = z.input<typeof verifyResetTokenBodySchema>;

const newPasswordPair = {
  password: newPasswordField(messages.newPasswordTooShort),
  password2: z
    .string({ error: messages.newPasswordsDoNotMatch })
    .max(PASSWORD_MAX_LENGTH, { error: messages.newPasswordsDoNotMatch }),
};
const passwordsMatch = (b: { password: string; password2: string }) => b.password === b.password2;

/** The set-new-password form, checked in the spec's order: at least 8 characters, then the confirmation matches. */
export const newPasswordFormSchema = z
  .strictObject(newPasswordPair)
  .refine(passwordsMatch, { error: messages.newPasswordsDoNotMatch, path: ['password2'] });
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;

/** Call 7: the form's fields and the token of the link. */
export const resetPasswordBodySchema = z
  .strictObject({ token: resetTokenField, ...newPasswordPair })
  .refine(passwordsMatch, { error: messages.newPasswordsDoNotMatch, path: ['password2'] });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** The answers of calls 5 and 7 carry the text to show; call 6 only says yes (a 400 says no). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
export const validTokenResponseSchema = z.object({ valid: z.literal(true) });
export type ValidTokenResponse = z.infer<typeof validTokenResponseSchema>;
