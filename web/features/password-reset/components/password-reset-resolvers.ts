/*
 * The validation of the reset forms, loaded on demand (lib/lazy-resolver.ts): it brings zod.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordFormSchema, resetRequestBodySchema } from '../../../../common/schemas/password-reset';
import { checkWithSchema } from '../../../lib/first-issues';
import type { Check } from '../../../lib/use-checked-form';

export const checkResetRequest: Check<{ email: string }, { email: string }> = checkWithSchema(resetRequestBodySchema.pick({ email: true }));
export const newPasswordResolver = zodResolver(newPasswordFormSchema);
