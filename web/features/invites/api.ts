import type { BetaInviteRequestBody, BetaInviteRequestResponse, InviteLookupResponse } from '../../../common/schemas/invites';
import { apiRequest } from '../../lib/api-client';

/** Spec section 7, call 8. */
export const requestBetaInvite = (body: BetaInviteRequestBody) => apiRequest<BetaInviteRequestResponse>('/api/invites/create', body);

/** The invited address behind an invite link (/signup?invite={token}), to prefill sign-up; 404 once used. */
export const lookupInvite = (token: string) => apiRequest<InviteLookupResponse>(`/api/invites/${encodeURIComponent(token)}`);
