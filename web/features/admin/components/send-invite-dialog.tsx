import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from 'notistack';
import { messages } from '../../../../common/messages';
import type { AdminInvite } from '../../../../common/schemas/admin';
import { useSendInvite } from '../api';

/**
 * Spec section 2 and 4, the invite dialog: 'Send Beta Invite', 'Send a beta invite to {email}?',
 * Cancel and Send Invite, both disabled while sending; it closes on success with 'Invite has been
 * sent!' and the list reloads. A refusal is shown in the dialog, which stays open.
 */
export function SendInviteDialog({ invite, onClose }: { invite: AdminInvite | null; onClose: () => void }) {
  const send = useSendInvite();
  const { enqueueSnackbar } = useSnackbar();
  const sending = send.isPending;
  // The address stays in the dialog while it fades out after closing.
  const [shown, setShown] = useState<AdminInvite | null>(invite);
  if (invite && invite !== shown) setShown(invite);

  const close = () => {
    if (sending) return;
    send.reset();
    onClose();
  };

  const confirm = () => {
    if (!invite) return;
    send.mutate(invite, {
      onSuccess: () => {
        send.reset();
        onClose();
        enqueueSnackbar(messages.inviteSent, { variant: 'success' });
      },
    });
  };

  return (
    <Dialog open={invite !== null} onClose={close} aria-labelledby="send-invite-title" aria-describedby="send-invite-text" fullWidth maxWidth="xs">
      <DialogTitle id="send-invite-title">{messages.sendInviteDialogTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="send-invite-text" sx={{ overflowWrap: 'anywhere' }}>
          {messages.sendInviteDialogText.replace('{email}', shown?.email ?? '')}
        </DialogContentText>
        {send.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {send.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={sending}>
          {messages.sendInviteCancel}
        </Button>
        <Button variant="contained" onClick={confirm} disabled={sending}>
          {messages.sendInvite}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
