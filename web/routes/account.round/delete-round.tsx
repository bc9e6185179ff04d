import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useNavigate } from 'react-router';
import { messages } from '../../../common/messages';
import type { RoundResponse } from '../../../common/schemas/stats';
import { fillMessage } from '../../../common/stats-format';
import { formatRoundDate } from '../../features/stats/components/format-date';
import { useDialogAddress } from '../../lib/dialog-address';
import { holdDelete } from '../../lib/held-deletes';
import { useDisplayTimeZone } from '../../lib/moments';

const LIST = '/account/rounds';

/**
 * Delete, on a scorecard, after a confirmation: the Rounds list opens at once without the round,
 * and the delete (DELETE /api/stats/round/:id) is held back while the list's snackbar offers Undo
 * (docs/decisions/044). Before the app is live the button is a link to `?delete-round`, which
 * opens the confirmation once it is (decision 032).
 */
export function DeleteRound({ roundId, round }: { roundId: string; round: RoundResponse }) {
  const { open, close, opener } = useDialogAddress('delete-round');
  const navigate = useNavigate();
  const timeZone = useDisplayTimeZone();
  const ids = useId();

  const remove = () => {
    holdDelete({ kind: 'round', id: roundId, url: `/api/stats/round/${roundId}`, pathname: LIST, message: messages.roundDeleted, failed: messages.roundDeleteFailed });
    close();
    void navigate(LIST, { replace: true });
  };

  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteOutline />} {...opener} aria-haspopup="dialog">
        {messages.roundDeleteButton}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={`${ids}-title`} aria-describedby={`${ids}-body`}>
        <DialogTitle id={`${ids}-title`}>{messages.roundDeleteTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${ids}-body`}>
            {fillMessage(messages.roundDeleteBody, { course: round.course, date: formatRoundDate(round.playedAt, timeZone) })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{messages.roundDeleteCancel}</Button>
          <Button color="error" variant="contained" onClick={remove}>
            {messages.roundDeleteConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
