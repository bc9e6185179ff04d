import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { Form, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { SessionResponse } from '../../../common/schemas/sessions';
import { fillMessage } from '../../../common/stats-format';
import { DELETE_SESSION_INTENT } from '../../features/sessions/delete-session';
import { sessionName } from '../../features/sessions/describe';
import { sessionTexts as t } from '../../features/sessions/texts';
import { holdDelete } from '../../lib/held-deletes';

const LIST = '/account/sessions';

/**
 * Delete, after a confirmation. With JavaScript a dialog; its Delete goes to the list at once,
 * without the session, and holds the delete back while the list's snackbar offers Undo
 * (docs/decisions/044). Without it the button is a link to `?delete`, where the same confirmation
 * is drawn in the page as a real form, which the action deletes and redirects to the list.
 */
export function DeleteSession({ session }: { session: SessionResponse['session'] }) {
  const [searchParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const ids = useId();
  const question = fillMessage(t.deleteBody, { name: sessionName(session), shots: session.shots });

  const remove = () => {
    holdDelete({ kind: 'session', id: session.id, url: `/api/sessions/${session.id}`, pathname: LIST, message: t.deleted, failed: t.deleteFailed });
    setOpen(false);
    void navigate(LIST, { replace: true });
  };

  if (searchParams.has('delete') && !open)
    return (
      <Card variant="outlined" component={Form} method="post" sx={{ flexBasis: '100%', p: 2 }} aria-labelledby={`${ids}-title`}>
        <input type="hidden" name="intent" value={DELETE_SESSION_INTENT} />
        <Typography id={`${ids}-title`} variant="h6" component="h2">
          {t.deleteTitle}
        </Typography>
        <Typography sx={{ my: 1 }}>{question}</Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" color="error" variant="contained">
            {t.deleteConfirm}
          </Button>
          <Button component={RouterLink} to="." replace>
            {t.deleteCancel}
          </Button>
        </Box>
      </Card>
    );

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutline />}
        href="?delete"
        // A link to the confirmation without JavaScript; with it, a button that opens the dialog.
        role="button"
        aria-haspopup="dialog"
        onClick={(event: React.MouseEvent) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {t.deleteButton}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`${ids}-title`} aria-describedby={`${ids}-body`}>
        <DialogTitle id={`${ids}-title`}>{t.deleteTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${ids}-body`}>{question}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t.deleteCancel}</Button>
          <Button color="error" variant="contained" onClick={remove}>
            {t.deleteConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
