import { z } from 'zod';
import { messages } from '../messages';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

/**
 * The spec's general e-mail pattern (name, @, domain, dot, at least 2 letters), strictly: the
 * name is dot-separated runs (no dot first, last or doubled) of letters, marks, digits and the
 * other characters RFC 5322 lets a name hold unquoted (`#$&'*+/=?^_\`{|}~-`), except `%` and `!`,
 * which relays read as a route to another host (`someone%victim.test@relay.test` is passed on
 * by relay.test to someone@victim.test); so no spaces, quotes, angle brackets, commas, semicolons,
 * colons, parentheses, brackets, backslashes, control or format characters, and one `@` only. The
 * domain is dotted labels of letters, digits and inner hyphens. So `x<victim@evil.test>y.co` is
 * not an address: a mail library would read it as a display name and send to
 * the address inside.
 */
const NAME_RUN = "[\\p{L}\\p{M}\\p{N}#$&'*+/=?^_`{|}~-]+";
const EMAIL_PATTERN = new RegExp(
  `^${NAME_RUN}(?:\\.${NAME_RUN})*@(?:[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?\\.)+(?:\\p{L}{2,}|xn--[a-z0-9-]+)$`,
  'iu',
);

/** The alphabets whose letters look alike: one domain label never mixes two of them. */
const CONFUSABLE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u, /\p{Script=Armenian}/u];

/** True when a label of the domain mixes Latin, Cyrillic, Greek or Armenian letters (`pаypal.com` with a Cyrillic а). */
function hasMixedScriptDomain(address: string): boolean {
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return domain.split('.').some((label) => CONFUSABLE_SCRIPTS.filter((script) => script.test(label)).length > 1);
}

/** An address as it is stored and looked up: NFKC-normalised (fullwidth and ligature forms folded), trimmed, lower-cased. */
export const normaliseEmail = (email: string) => email.normalize('NFKC').trim().toLowerCase();

/**
 * An e-mail address as typed, normalised so that one address is one account; `required` is the
 * message for an empty field where it differs from the invalid one.
 */
export const emailField = (message: string = messages.invalidEmail, required: string = message) =>
  z
    .string({ error: required })
    .overwrite(normaliseEmail)
    .min(1, { error: required })
    .max(EMAIL_MAX_LENGTH, { error: messages.emailTooLong })
    .regex(EMAIL_PATTERN, { error: message })
    .refine((email) => !hasMixedScriptDomain(email), { error: message, abort: true });

/** A new password: checked exactly as typed, no trimming. */
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
