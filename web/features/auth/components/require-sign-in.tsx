import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { SessionUnavailableNotice } from '../../../components/feedback/session-unavailable-notice';
import { loginFor } from '../return-path';
import { useSession } from '../session-provider';

/** The route guard of spec section 2 for /account, /subscribe and /ogs-admin. */
export function RequireSignIn() {
  const { session } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const signedOut = session.status === 'signed-out';
  const from = location.pathname + location.search + location.hash;
  // To the log-in page with the page asked for in its address, as the server sends a signed-out
  // visit (signed-in-layout's loader), once per page: the framework's navigations take a moment,
  // and a new one on every render would cancel the last.
  useEffect(() => {
    if (signedOut) void navigate(loginFor(from), { replace: true });
  }, [signedOut, from, navigate]);

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
      // Nothing: the server answers a signed-out visit with a redirect (signed-in-layout's loader).
      return null;
    case 'signed-in':
      return <Outlet />;
  }
}
