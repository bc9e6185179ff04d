import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { messages } from '../../../common/messages';
import { useSession } from '../../features/auth/session-provider';

/** Shown when the session could not be checked, so that a busy server never looks like a sign-out. */
export function SessionUnavailableAlert() {
  const { retrySessionCheck } = useSession();
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={retrySessionCheck}>
          Retry
        </Button>
      }
    >
      {messages.serviceUnavailable}
    </Alert>
  );
}
