import Alert from '@mui/material/Alert';
import { messages } from '../../../common/messages';
import type { InviteLinkState } from './use-invite-link';

/** Above the sign-up form opened from an invite link: a welcome, or that the link no longer works. */
export function InviteLinkNote({ state }: { state: InviteLinkState }) {
  if (state !== 'valid' && state !== 'invalid') return null;
  return (
    <Alert severity={state === 'valid' ? 'success' : 'info'} role="status" sx={{ mb: 1 }}>
      {state === 'valid' ? messages.inviteLinkWelcome : messages.inviteLinkInvalid}
    </Alert>
  );
}
