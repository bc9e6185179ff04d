import { z } from 'zod';
import { messages } from '../messages';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

/** The general e-mail pattern of the spec: name, @, domain, dot, at least 2 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** An e-mail address as typed: trimmed and lower-cased, so that one address is one account. */
export const emailField = (message: string = messages.invalidEmail) =>
  z
    .string({ error: message })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: messages.emailTooLong })
    .regex(EMAIL_PATTERN, { error: message })
    .toLowerCase();

/** A new password: checked exactly as typed, no trimming (SECURITY.md rule 2). */
export const newPasswordField = (tooShort: string = messages.passwordTooShort) =>
  z
    .string({ error: tooShort })
    .min(PASSWORD_MIN_LENGTH, { error: tooShort })
    .max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong });

export const nameField = z
  .string({ error: messages.nameTooLong })
  .trim()
  .max(NAME_MAX_LENGTH, { error: messages.nameTooLong });

/** An optional human-verification token (reCAPTCHA v3); long tokens are normal, absurd ones are not. */
export const humanTokenField = z.string().max(4096).optional();

export const uuidField = z.uuid({ error: messages.notFound });
