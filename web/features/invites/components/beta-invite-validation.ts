/*
 * The validation of the beta form: the common/ schema the server checks with, loaded on demand
 * (lib/lazy-value.ts) because it brings zod.
 */
import { betaInviteRequestBodySchema } from '../../../../common/schemas/invites';
import { checkWithSchema } from '../../../lib/first-issues';
import type { Check } from '../../../lib/use-checked-form';

export const checkBetaInvite: Check<{ email: string }, { email: string }> = checkWithSchema(betaInviteRequestBodySchema.pick({ email: true }));
