import { lazy, Suspense, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from 'react-router';
import { HEADER_SOLID_AFTER_PX } from '../../../common/constants';
import { useSession } from '../../features/auth/session-provider';
import { HelpButton } from './help-button';
import { SiteLogo } from './site-logo';
import { useScrolledPast } from './use-scrolled-past';

/*
 * Menu brings Popover and Modal, about 15 KB gzip that most visitors, on wide screens, never
 * use: it is fetched when the menu button is first pressed.
 */
const PublicMobileMenu = lazy(() => import('./public-mobile-menu').then((m) => ({ default: m.PublicMobileMenu })));

function SignedOutActions() {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // Stays mounted after the first opening so that the menu can play its closing transition.
  const [menuUsed, setMenuUsed] = useState(false);
  const closeMenu = () => setMenuAnchor(null);

  return (
    <>
      <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1, ml: 1 }}>
        <Button component={RouterLink} to="/signup" variant="contained">
          Create Account
        </Button>
        <Button component={RouterLink} to="/login" variant="outlined">
          Login
        </Button>
      </Box>
      <IconButton
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        color="inherit"
        aria-label="Open menu"
        aria-controls={menuAnchor ? 'public-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={menuAnchor ? 'true' : undefined}
        onClick={(event) => {
          setMenuUsed(true);
          setMenuAnchor(event.currentTarget);
        }}
      >
        <MenuIcon />
      </IconButton>
      {menuUsed && (
        <Suspense fallback={null}>
          <PublicMobileMenu anchorEl={menuAnchor} onClose={closeMenu} />
        </Suspense>
      )}
    </>
  );
}

/** Spec section 2, "Public header": transparent at the top of the page, solid once scrolled. */
export function PublicHeader() {
  const { session } = useSession();
  const solid = useScrolledPast(HEADER_SOLID_AFTER_PX);

  return (
    <AppBar
      position="fixed"
      color="transparent"
      elevation={0}
      data-solid={solid ? 'true' : 'false'}
      sx={{
        color: 'text.primary',
        bgcolor: solid ? 'background.paper' : 'transparent',
        boxShadow: solid ? '0 1px 0 rgba(28, 36, 33, 0.08), 0 4px 16px rgba(16, 40, 24, 0.08)' : 'none',
        transition: 'background-color 200ms ease, box-shadow 200ms ease',
      }}
    >
      <Toolbar sx={{ gap: 0.5, px: { xs: 2, sm: 3 } }}>
        <SiteLogo />
        <Box sx={{ flexGrow: 1 }} />
        <HelpButton />
        {/*
          Nothing shown while the session check runs, so a signed-in visitor never sees Login flash
          by. The signed-out actions are there, hidden (and out of the accessibility tree): their
          place and their styles are in the prerendered page, and the answer only shows them.
        */}
        {session.status === 'signed-in' ? (
          <Button component={RouterLink} to="/account" variant="contained" sx={{ ml: 1 }}>
            Account
          </Button>
        ) : (
          <div style={{ display: 'flex', alignItems: 'center', visibility: session.status === 'pending' ? 'hidden' : undefined }}>
            <SignedOutActions />
          </div>
        )}
      </Toolbar>
    </AppBar>
  );
}
