/*
 * The validation of the beta form, loaded on demand (lib/lazy-resolver.ts): it brings zod.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { betaInviteRequestBodySchema } from '../../../../common/schemas/invites';

export const betaInviteResolver = zodResolver(betaInviteRequestBodySchema.pick({ email: true }));
