import type { InviteLookupResponse } from '../../../common/schemas/invites';
import { apiRequest } from '../../lib/api-client';

/** The invited address behind an invite link (/signup?invite={token}), to prefill sign-up; 404 once used. */
export const lookupInvite = (token: string) => apiRequest<InviteLookupResponse>(`/api/invites/${encodeURIComponent(token)}`);
