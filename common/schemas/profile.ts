import { z } from 'zod';
import { messages } from '../messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { emailField, nameField, newPasswordField } from './fields';
import { currentUserSchema } from './user';

/** The signed-in user's id, echoed back by the settings forms (spec payloads); another id is a 403. */
const ownIdField = z.string({ error: messages.forbidden }).max(64, { error: messages.forbidden });

/** The User Settings form. An empty name clears it. */
const profileFields = {
  email: emailField(),
  name: nameField.nullable().optional().transform((name) => (name ? name : null)),
  /** The current password: needed only when the address changes (the server says so then). */
  password: z.string().max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong }).optional(),
};
export const profileFormSchema = z.strictObject(profileFields);
export type ProfileForm = z.input<typeof profileFormSchema>;

/** Call 10: the form and the user's own id. */
export const profileBodySchema = z.strictObject({ ...profileFields, _id: ownIdField });
export type ProfileBody = z.input<typeof profileBodySchema>;
/** Call 10's answer: the user, and the address waiting for its confirmation link to be followed, if any. */
export const profileResponseSchema = z.object({ user: currentUserSchema, pendingEmail: z.string().nullable() });

/** The Update Password form, checked in the spec's order: current required, both new ones at least 8, then they match. */
const passwordFields = {
  current: z
    .string({ error: messages.currentPasswordRequired })
    .min(1, { error: messages.currentPasswordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong }),
  password: newPasswordField(messages.updatePasswordTooShort),
  password2: z
    .string({ error: messages.updatePasswordTooShort })
    .min(PASSWORD_MIN_LENGTH, { error: messages.updatePasswordTooShort })
    .max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong }),
};
const passwordsMatch = (b: { password: string; password2: string }) => b.password === b.password2;

export const passwordFormSchema = z
  .strictObject(passwordFields)
  .refine(passwordsMatch, { error: messages.updatePasswordsDoNotMatch, path: ['password2'] });
export type PasswordForm = z.input<typeof passwordFormSchema>;

/** Call 11: the form and the user's own id. */
export const passwordBodySchema = z
  .strictObject({ ...passwordFields, _id: ownIdField })
  .refine(passwordsMatch, { error: messages.updatePasswordsDoNotMatch, path: ['password2'] });
export type PasswordBody = z.input<typeof passwordBodySchema>;

export const passwordResponseSchema = z.object({ message: z.string() });

/** A desktop app signed in to the account (Settings, Connected devices). The token itself never leaves the server. */
export const deviceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Device = z.infer<typeof deviceSchema>;
export const devicesResponseSchema = z.object({ devices: z.array(deviceSchema) });
export type DevicesResponse = z.infer<typeof devicesResponseSchema>;
export const deviceIdParamsSchema = z.strictObject({ id: z.uuid({ error: messages.notFound }) });
export const okResponseSchema = z.object({ ok: z.literal(true) });

/** Settings, Delete Account: the password typed again. */
const deleteAccountFields = {
  password: z
    .string({ error: messages.deleteAccountPasswordRequired })
    .min(1, { error: messages.deleteAccountPasswordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong }),
};
export const deleteAccountFormSchema = z.strictObject(deleteAccountFields);
export type DeleteAccountForm = z.input<typeof deleteAccountFormSchema>;
/** POST /api/user/delete-account: the form and the user's own id. */
export const deleteAccountBodySchema = z.strictObject({ ...deleteAccountFields, _id: ownIdField });
