import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../common/messages';
import { undoEmailChange } from './api';
import { FocusedAlert } from '../../components/form/focused-alert';

type State =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'done'; message: string; restored: boolean }
  | { status: 'error'; message: string; linkGone: boolean };

const setNewPassword = (
  <Link component={RouterLink} to="/password-reset" sx={{ fontWeight: 600 }}>
    Reset Password
  </Link>
);

/**
 * The page behind the undo link mailed to the old address: nothing changes until the owner
 * confirms (a GET never changes state); then it says what happened: the
 * address restored (or why not) and every browser and desktop app signed out. A link that no
 * longer works (`invalid`, from the loader) says so at once.
 */
export function UndoEmailChange({ token, invalid }: { token: string; invalid: string | null }) {
  const [state, setState] = useState<State>(invalid === null ? { status: 'idle' } : { status: 'error', message: invalid, linkGone: true });

  if (state.status === 'done') {
    return (
      <FocusedAlert severity={state.restored ? 'success' : 'warning'}>
        {state.message} {messages.emailUndoNext} {setNewPassword}
      </FocusedAlert>
    );
  }

  const submit = async () => {
    setState({ status: 'submitting' });
    const result = await undoEmailChange(token);
    if (result.ok) setState({ status: 'done', message: result.data.message, restored: result.data.restored });
    else setState({ status: 'error', message: result.error, linkGone: result.code === 'invalid_undo_token' });
  };

  if (state.status === 'error' && state.linkGone) {
    return (
      <>
        <FocusedAlert severity="error">{state.message}</FocusedAlert>
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to="/password-reset" variant="body2">
            Request a password reset link
          </Link>
        </Box>
      </>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (state.status !== 'submitting') void submit();
      }}
    >
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {messages.emailUndoIntro}
      </Typography>
      {state.status === 'error' && <FocusedAlert severity="error">{state.message}</FocusedAlert>}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={state.status === 'submitting'} sx={{ mt: 3 }}>
        {messages.emailUndoButton}
      </Button>
    </Box>
  );
}
