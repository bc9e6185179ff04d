import { z } from 'zod';
import { messages } from '../messages';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { emailField, humanTokenField, newPasswordField } from './fields';
import { unitPreferencesSchema } from './preferences';

/** The current user, as GET /api/user/session, sign-in and sign-up return it (PRODUCT.md). */
export const currentUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  isPro: z.boolean(),
  isEmployee: z.boolean(),
  stripe: z.object({
    activeProSubscription: z.boolean(),
    isCanceled: z.boolean(),
    expiresAt: z.string().nullable(),
    customerId: z.string().nullable(),
  }),
  /** Display units chosen in Settings (docs/decisions/011); every figure stays metric. */
  preferences: unitPreferencesSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const userResponseSchema = z.object({ user: currentUserSchema });
export const sessionResponseSchema = z.object({ user: currentUserSchema.nullable() });

const loginText = z.string({ error: messages.loginRequired }).min(1, { error: messages.loginRequired });

/** Call 2. Both fields filled, else 'A username or password is required'. */
export const signinBodySchema = z.strictObject({
  email: loginText.max(PASSWORD_MAX_LENGTH, { error: messages.emailTooLong }),
  password: loginText.max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong }),
  token: humanTokenField,
});
export type SigninBody = z.infer<typeof signinBodySchema>;
/** The log-in page's form: call 2's fields and the page to go back to afterwards. */
export const signinFormSchema = signinBodySchema.extend({ from: z.string().max(2048).optional() });

/**
 * Call 4, checked in the spec's order: e-mail, password length, passwords equal; then the terms.
 * `invite` is the token of a beta invite link, when the visitor came through one.
 */
export const signupBodySchema = z
  .strictObject({
    email: emailField(),
    password: newPasswordField(),
    password2: z.string({ error: messages.passwordsDoNotMatch }).max(PASSWORD_MAX_LENGTH, {
      error: messages.passwordsDoNotMatch,
    }),
    // Absent is unchecked, as a browser posts an unchecked box: refused by the refinement, so the
    // passwords' match above is still checked first (a missing value would stop the object's checks).
    terms: z.boolean({ error: messages.termsRequired }).default(false).refine((v) => v, { error: messages.termsRequired }),
    marketing: z.boolean().default(false),
    token: humanTokenField,
    invite: z.string().max(128).optional(),
  })
  .refine((b) => b.password === b.password2, { error: messages.passwordsDoNotMatch, path: ['password2'] });
export type SignupBody = z.input<typeof signupBodySchema>;

/** The desktop app's sign-in: a long-lived device token. */
export const deviceTokenBodySchema = z.strictObject({
  email: loginText.max(PASSWORD_MAX_LENGTH, { error: messages.emailTooLong }),
  password: loginText.max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong }),
  deviceName: z.string({ error: 'A device name is required' }).trim().min(1, { error: 'A device name is required' }).max(100, { error: 'The device name is too long' }),
});
export const deviceTokenResponseSchema = z.object({ token: z.string() });

export const errorResponseSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
