/*
 * The validation of the sign-in and sign-up forms: the common/ schemas the server checks with,
 * so the messages are the same word for word. The forms load this module on demand
 * (lib/lazy-value.ts): it is what brings zod into the browser.
 */
import type { z } from 'zod';
import { signinBodySchema, signupBodySchema, type SigninBody } from '../../../../common/schemas/user';
import { checkWithSchema, firstIssues } from '../../../lib/first-issues';
import type { Check } from '../../../lib/use-checked-form';

export interface SigninValues {
  email: string;
  password: string;
}

export interface SignupFormValues {
  email: string;
  password: string;
  password2: string;
  terms: boolean;
  marketing: boolean;
}

/** What the sign-up form hands on once valid: trimmed, lower-cased e-mail, marketing defaulted. */
export type SignupValues = z.output<typeof signupBodySchema>;

/** Both fields filled, else 'A username or password is required' (shown once, as an alert). */
export const checkSignin: Check<SigninValues, SigninBody> = checkWithSchema(signinBodySchema);

/** Spec section 5: the rules are checked in this order and the first one that fails is shown. */
const SIGNUP_CHECK_ORDER = ['email', 'password', 'password2', 'terms'] as const;

/**
 * The common schema, reduced to the first failing rule. A password error (too short, or not
 * matching) is shown on both password fields, as the spec asks.
 */
export const checkSignup: Check<SignupFormValues, SignupValues> = (values) => {
  const result = signupBodySchema.safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const errors = firstIssues(result.error);
  const firstFailed = SIGNUP_CHECK_ORDER.find((name) => errors[name]);
  if (!firstFailed) return { ok: false, errors };
  const message = errors[firstFailed]!;
  return {
    ok: false,
    errors: firstFailed === 'password' || firstFailed === 'password2' ? { password: message, password2: message } : { [firstFailed]: message },
  };
};
