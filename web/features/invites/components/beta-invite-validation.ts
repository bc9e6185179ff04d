/*
 * The validation of the beta form: the common/ schema the server checks with, loaded on demand
 * (lib/lazy-value.ts) because it brings zod.
 */
import { betaInviteRequestBodySchema } from '../../../../common/schemas/invites';
import { firstIssues } from '../../../lib/first-issues';
import type { Check } from '../../../lib/use-checked-form';

const emailOnly = betaInviteRequestBodySchema.pick({ email: true });

export const checkBetaInvite: Check<{ email: string }, { email: string }> = (values) => {
  const result = emailOnly.safeParse(values);
  return result.success ? { ok: true, values: result.data } : { ok: false, errors: firstIssues(result.error) };
};
