import type { z } from 'zod';
import type {
  sessionResponseSchema,
} from '../../../common/schemas/user';
import { apiRequest } from '../../lib/api-client';

export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Spec section 7, calls 1 to 4. */
export const requestSession = () => apiRequest<SessionResponse>('/api/user/session');

export const requestSignOut = () => apiRequest<unknown>('/api/user/signout');
