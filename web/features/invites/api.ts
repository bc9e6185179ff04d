import type { BetaInviteRequestBody, BetaInviteRequestResponse } from '../../../common/schemas/invites';
import { apiRequest } from '../../lib/api-client';

/** Spec section 7, call 8. */
export const requestBetaInvite = (body: BetaInviteRequestBody) => apiRequest<BetaInviteRequestResponse>('/api/invites/create', body);
