import { messages } from '../../../common/messages';
import type { EmailUndoResponse } from '../../../common/schemas/email-change';
import { apiRequest } from '../../lib/api-client';
import { outcome } from '../../lib/api-outcome';

/** The undo link's call: restores the old address and ends every session (docs/decisions/020). */
export const undoEmailChange = async (token: string) =>
  outcome(await apiRequest<EmailUndoResponse>('/api/user/email-undo', { token }), messages.emailUndoFailed);
