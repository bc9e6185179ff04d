/*
 * The validation of the sign-in and sign-up forms. The forms load this module on demand
 * (lib/lazy-resolver.ts): it is what brings zod into the browser.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { signinBodySchema, signupBodySchema, type SignupBody } from '../../../../common/schemas/user';

export const signinResolver = zodResolver(signinBodySchema);

/** What the sign-up form hands on once valid: trimmed, lower-cased e-mail, marketing defaulted. */
export type SignupValues = z.output<typeof signupBodySchema>;

/** Spec section 5: the rules are checked in this order and the first one that fails is shown. */
const SIGNUP_CHECK_ORDER = ['email', 'password', 'password2', 'terms'] as const;

const signupSchemaResolver = zodResolver(signupBodySchema);

/**
 * The common schema, reduced to the first failing rule. A password error (too short, or not
 * matching) is shown on both password fields, as the spec asks.
 */
export const signupResolver: Resolver<SignupBody, unknown, SignupValues> = async (values, context, options) => {
  const result = await signupSchemaResolver(values, context, options);
  const firstFailed = SIGNUP_CHECK_ORDER.find((name) => result.errors[name]);
  if (!firstFailed) return result;

  const error = result.errors[firstFailed]!;
  const errors: FieldErrors<SignupBody> =
    firstFailed === 'password' || firstFailed === 'password2'
      ? { password: error, password2: error }
      : { [firstFailed]: error };
  return { values: {}, errors };
};
