import { z } from 'zod';
import { messages } from '../messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { emailField, nameField, newPasswordField } from './fields';

/** The signed-in user's id, echoed back by the settings forms (spec payloads); another id is a 403. */
const ownIdField = z.string({ error: messages.forbidden }).max(64, { error: messages.forbidden });

/** Call 10. An empty name clears it. */
export const profileBodySchema = z.strictObject({
  email: emailField(),
  name: nameField.nullable().optional().transform((name) => (name ? name : null)),
  _id: ownIdField,
});
export type ProfileBody = z.input<typeof profileBodySchema>;

/** Call 11, checked in the spec's order: current required, both new ones at least 8, then they match. */
export const passwordBodySchema = z
  .strictObject({
    current: z
      .string({ error: messages.currentPasswordRequired })
      .min(1, { error: messages.currentPasswordRequired })
      .max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong }),
    password: newPasswordField(messages.updatePasswordTooShort),
    password2: z
      .string({ error: messages.updatePasswordTooShort })
      .min(PASSWORD_MIN_LENGTH, { error: messages.updatePasswordTooShort })
      .max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong }),
    _id: ownIdField,
  })
  .refine((b) => b.password === b.password2, { error: messages.updatePasswordsDoNotMatch, path: ['password2'] });
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
