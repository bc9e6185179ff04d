/*
 * The validation of Settings' forms, loaded on demand (lib/lazy-resolver.ts): it brings zod, which
 * the page does not need to show itself.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordFormSchema, profileFormSchema } from '../../../../common/schemas/profile';

export const profileResolver = zodResolver(profileFormSchema);
export const passwordResolver = zodResolver(passwordFormSchema);
