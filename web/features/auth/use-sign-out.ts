import { startTransition } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from 'notistack';
import { requestSignOut } from './api';
import { useSession } from './session-provider';

/**
 * Ends the session and leaves for `destination`, then forgets the user: forgotten before the
 * framework's navigation has arrived, the account guard would see the old page without a user and
 * send the visitor to /login instead of `destination`.
 */
export function useSignOut(): (destination: '/' | '/login') => Promise<void> {
  const navigate = useNavigate();
  const { clearSession } = useSession();
  const { enqueueSnackbar } = useSnackbar();

  return async (destination) => {
    const result = await requestSignOut();
    if (!result.ok) {
      enqueueSnackbar(result.data.error, { variant: 'error' });
      return;
    }
    await navigate(destination);
    startTransition(clearSession);
  };
}
