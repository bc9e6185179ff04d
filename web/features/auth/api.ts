import type { z } from 'zod';
import type {
  SigninBody,
  SignupBody,
  sessionResponseSchema,
  userResponseSchema,
} from '../../../common/schemas/user';
import { apiRequest } from '../../lib/api-client';

export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export type UserResponse = z.infer<typeof userResponseSchema>;

/** Spec section 7, calls 1 to 4. */
export const requestSession = () => apiRequest<SessionResponse>('/api/user/session');

export const requestSignIn = (body: SigninBody) => apiRequest<UserResponse>('/api/user/signin', body);

export const requestSignUp = (body: SignupBody) => apiRequest<UserResponse>('/api/user/signup', body);

export const requestSignOut = () => apiRequest<unknown>('/api/user/signout');
