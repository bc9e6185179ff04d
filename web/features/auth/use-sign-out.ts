import { startTransition } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from 'notistack';
import { requestSignOut } from './api';
import { useSession } from './session-provider';

/**
 * Ends the session and leaves for `destination`. The router navigates in a transition; forgetting
 * the user in a transition of the same tick lands both in one render, so the account guard never
 * sees the old page without a user and redirects to /login instead of `destination`.
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
    void navigate(destination);
    startTransition(clearSession);
  };
}
