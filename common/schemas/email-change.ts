import { z } from 'zod';
import { messages } from '../messages';

/** POST /api/user/email-undo: the token of the link mailed to the old address (32 random bytes, base64url). */
export const emailUndoBodySchema = z.strictObject({
  token: z.string({ error: messages.emailUndoInvalid }).min(1, { error: messages.emailUndoInvalid }).max(128, { error: messages.emailUndoInvalid }),
});
export type EmailUndoBody = z.input<typeof emailUndoBodySchema>;

/**
 * What the undo did: the sessions and device tokens always end; the old address is back unless
 * another account took it meanwhile (`restored: false`, the message says so).
 */
/** POST /api/user/email-confirm: the token of the link mailed to the new address. */
export const emailConfirmBodySchema = z.strictObject({
  token: z.string({ error: messages.emailConfirmInvalid }).min(1, { error: messages.emailConfirmInvalid }).max(128, { error: messages.emailConfirmInvalid }),
});
/** What the confirmation did: the account's address is now `email`. */
export const emailConfirmResponseSchema = z.object({ message: z.string(), email: z.string() });
export type EmailConfirmResponse = z.infer<typeof emailConfirmResponseSchema>;

export const emailUndoResponseSchema = z.object({ message: z.string(), restored: z.boolean() });
export type EmailUndoResponse = z.infer<typeof emailUndoResponseSchema>;
