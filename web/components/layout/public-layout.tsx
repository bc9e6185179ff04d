import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { Outlet, useLocation } from 'react-router';
import { SessionUnavailableNotice } from '../feedback/session-unavailable-notice';
import { useSession } from '../../features/auth/session-provider';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/**
 * Header, page, footer. Home runs its hero under the transparent header; every other page starts
 * below it. `children` replaces the outlet where a guard shows a public page in place of its route.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { session } = useSession();
  const isHome = useLocation().pathname === '/';

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Box component="main" id="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        {!isHome && <Toolbar aria-hidden="true" />}
        {session.status === 'unavailable' && (
          <Container maxWidth="sm" sx={{ pt: isHome ? 10 : 2 }}>
            <SessionUnavailableNotice />
          </Container>
        )}
        {/* Header and footer stay on screen while a lazily loaded page arrives. */}
        <Suspense fallback={null}>{children ?? <Outlet />}</Suspense>
      </Box>
      <PublicFooter />
    </Box>
  );
}
