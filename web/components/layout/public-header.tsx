import type { MouseEvent } from 'react';
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

/** Under the menu button, as MUI's Menu placed it: its right edges on the button's, below it. */
const menuSx = {
  position: 'fixed',
  inset: 'auto',
  top: 48,
  right: 16,
  '@supports (position-anchor: --a)': { positionAnchor: '--public-menu', top: 'anchor(bottom)', right: 'anchor(right)' },
  m: 0,
  py: 1,
  px: 0,
  border: 0,
  borderRadius: 1,
  boxShadow: 8,
  bgcolor: 'background.paper',
  color: 'text.primary',
  '& a': {
    display: 'flex',
    alignItems: 'center',
    minHeight: 48,
    px: 2,
    py: '6px',
    color: 'inherit',
    textDecoration: 'none',
    typography: 'body1',
    '&:hover, &:focus-visible': { bgcolor: 'action.hover', outline: 'none' },
  },
} as const;

/** A link of the menu closes it: after the app's navigation the header is the same element. */
const closeMenu = (event: MouseEvent<HTMLElement>) => event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover();

/**
 * Create Account and Login; below sm a menu of Sign Up and Log In, a native popover in the
 * server's HTML, which opens with or without scripts.
 */
function SignedOutActions() {
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
        sx={{ display: { xs: 'inline-flex', sm: 'none' }, anchorName: '--public-menu' }}
        color="inherit"
        aria-label="Open menu"
        aria-controls="public-menu"
        popoverTarget="public-menu"
      >
        <MenuIcon />
      </IconButton>
      <Box id="public-menu" popover="auto" sx={menuSx}>
        <nav aria-label="Menu">
          <RouterLink to="/signup" onClick={closeMenu}>
            Sign Up
          </RouterLink>
          <RouterLink to="/login" onClick={closeMenu}>
            Log In
          </RouterLink>
        </nav>
      </Box>
    </>
  );
}

/**
 * Spec section 2, "Public header": transparent at the top of the page, solid once scrolled. The
 * look follows `data-solid`, which the app sets, or on a page without the app's scripts the
 * page's own script (web/lib/page-scripts.ts).
 */
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
        bgcolor: 'transparent',
        boxShadow: 'none',
        transition: 'background-color 200ms ease, box-shadow 200ms ease',
        '&[data-solid="true"]': {
          bgcolor: 'background.paper',
          boxShadow: '0 1px 0 rgba(28, 36, 33, 0.08), 0 4px 16px rgba(16, 40, 24, 0.08)',
        },
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
