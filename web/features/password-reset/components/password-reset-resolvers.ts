/*
 * The validation of the reset forms, loaded on demand (lib/lazy-resolver.ts): it brings zod.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordFormSchema, resetRequestBodySchema } from '../../../../common/schemas/password-reset';

export const resetRequestResolver = zodResolver(resetRequestBodySchema.pick({ email: true }));
export const newPasswordResolver = zodResolver(newPasswordFormSchema);
