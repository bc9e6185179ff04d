import { z } from 'zod';
import { messages } from '../messages';
import { emailField, humanTokenField } from './fields';

/**
 * Call 8, the beta invite request: an e-mail address and the human-verification token made
 * under the action 'beta'. The address is required and must look like one: 'A valid email is
 * required' (spec section 5), on the server as in the form.
 */
export const betaInviteRequestBodySchema = z.strictObject({
  email: emailField(messages.betaEmailRequired),
  token: humanTokenField,
});
export type BetaInviteRequestBody = z.input<typeof betaInviteRequestBodySchema>;

/** The same answer whether the address is new or asked before: nothing to learn from it. */
export const betaInviteRequestResponseSchema = z.object({ ok: z.literal(true) });
export type BetaInviteRequestResponse = z.infer<typeof betaInviteRequestResponseSchema>;

/**
 * The public look-up behind an invite link, GET /api/invites/{token}: the invited address, to
 * prefill sign-up, and nothing else. Unknown and used tokens are one 404.
 */
export const inviteLookupParamsSchema = z.strictObject({ token: z.string().max(128) });
export const inviteLookupResponseSchema = z.object({ email: z.string() });
export type InviteLookupResponse = z.infer<typeof inviteLookupResponseSchema>;
