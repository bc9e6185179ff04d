import type {
  MessageResponse,
  ResetPasswordBody,
  ResetRequestBody,
  ValidTokenResponse,
} from '../../../common/schemas/password-reset';
import { messages } from '../../../common/messages';
import { apiRequest } from '../../lib/api-client';
import { outcome } from '../../lib/api-outcome';

/** Spec section 7, call 5. */
export const requestPasswordReset = async (body: ResetRequestBody) =>
  outcome(await apiRequest<MessageResponse>('/api/user/reset-request', body), messages.unknownError);

/** Call 6: 'Unable to validate reset token' when the check fails without a reason. */
export const verifyResetToken = async (token: string) =>
  outcome(await apiRequest<ValidTokenResponse>('/api/user/verify-token', { token }), messages.resetTokenInvalid);

/** Call 7: 'Unable to reset password' when it fails without a reason. */
export const resetPassword = async (body: ResetPasswordBody) =>
  outcome(await apiRequest<MessageResponse>('/api/user/reset-password', body), messages.resetFailed);
