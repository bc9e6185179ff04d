import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useFetcher } from 'react-router';
import { useSnackbar } from 'notistack';
import { messages } from '../../../common/messages';
import type { AdminInvite } from '../../../common/schemas/admin';
import type { IntentAnswer } from '../../components/form/intent-form';
import { SEND_INVITE_INTENT } from '../../features/admin/send-invite-intent';

/**
 * Spec section 2 and 4, the invite dialog: 'Send Beta Invite', 'Send a beta invite to {email}?',
 * Cancel and Send Invite, both disabled while sending. Send Invite posts to the page's action
 * (`action`, web/routes/ogs-admin.invites/route.server.ts) through a fetcher; on success the dialog
 * closes with 'Invite has been sent!' and the framework reads the list again. A refusal is shown
 * in the dialog, which stays open.
 */
export function SendInviteDialog({ invite, action, onClose }: { invite: AdminInvite | null; action: string; onClose: () => void }) {
  const fetcher = useFetcher<IntentAnswer>({ key: 'send-invite' });
  const { enqueueSnackbar } = useSnackbar();
  const sending = fetcher.state !== 'idle';
  // The address stays in the dialog while it fades out after closing.
  const [shown, setShown] = useState<AdminInvite | null>(invite);
  if (invite && invite !== shown) setShown(invite);
  // The answer to this dialog's own post (a refusal is shown until it closes).
  const [asked, setAsked] = useState(false);
  const answer = asked && !sending ? fetcher.data : undefined;

  useEffect(() => {
    if (!answer?.done) return;
    setAsked(false);
    onClose();
    enqueueSnackbar(answer.done, { variant: 'success' });
  }, [answer, onClose, enqueueSnackbar]);

  const close = () => {
    if (sending) return;
    setAsked(false);
    onClose();
  };

  const confirm = () => {
    if (!invite) return;
    setAsked(true);
    void fetcher.submit({ intent: SEND_INVITE_INTENT, id: invite._id }, { method: 'post', action });
  };

  return (
    <Dialog open={invite !== null} onClose={close} aria-labelledby="send-invite-title" aria-describedby="send-invite-text" fullWidth maxWidth="xs">
      <DialogTitle id="send-invite-title">{messages.sendInviteDialogTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="send-invite-text" sx={{ overflowWrap: 'anywhere' }}>
          {messages.sendInviteDialogText.replace('{email}', shown?.email ?? '')}
        </DialogContentText>
        {answer?.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {answer.error}
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
