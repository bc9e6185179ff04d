import Box from '@mui/material/Box';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SessionUnavailableNotice } from '../../../components/feedback/session-unavailable-notice';
import { useSession } from '../session-provider';

/** The route guard of spec section 2 for /account, /subscribe and /ogs-admin. */
export function RequireSignIn() {
  const { session } = useSession();
  const location = useLocation();

  switch (session.status) {
    case 'pending':
      return null;
    case 'unavailable':
      return (
        <Box sx={{ p: 3, maxWidth: 640, mx: 'auto' }}>
          <SessionUnavailableNotice />
        </Box>
      );
    case 'signed-out':
      return (
        <Navigate to="/login" replace state={{ from: location.pathname + location.search + location.hash }} />
      );
    case 'signed-in':
      return <Outlet />;
  }
}
