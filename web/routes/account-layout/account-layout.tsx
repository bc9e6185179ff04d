import { Suspense, useRef, type MouseEvent } from 'react';
import { keyframes } from '@mui/material/styles';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { Outlet } from 'react-router';
import { ACCOUNT_DRAWER_WIDTH, ACCOUNT_MAX_CONTENT_WIDTH } from '../../../common/constants';
import { HelpButton } from '../../components/layout/help-button';
import { SiteLogo } from '../../components/layout/site-logo';
import { SignOutForm } from '../../features/auth/components/sign-out-form';
import { useSignOut } from '../../features/auth/use-sign-out';
import { AccountMenu } from '../../components/layout/account-menu';
import { AccountSideMenu } from './account-side-menu';

const drawerPaperSx = { width: ACCOUNT_DRAWER_WIDTH, boxSizing: 'border-box' } as const;

const slideIn = keyframes`from { transform: translateX(100%); }`;

/** The phone's menu, a popover: along the right edge, over a dimmed page, as MUI's temporary Drawer was. */
const phoneDrawerSx = {
  ...drawerPaperSx,
  position: 'fixed',
  inset: '0 0 0 auto',
  height: '100%',
  maxHeight: 'none',
  m: 0,
  p: 0,
  border: 0,
  overflowY: 'auto',
  bgcolor: 'background.paper',
  color: 'text.primary',
  boxShadow: 16,
  display: { md: 'none' },
  '&:popover-open': { animation: `${slideIn} 225ms cubic-bezier(0, 0, 0.2, 1)` },
  '@media (prefers-reduced-motion: reduce)': { '&:popover-open': { animation: 'none' } },
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
} as const;

/**
 * Spec section 2, "Account layout": a permanent drawer from md up; below md a top bar whose menu
 * button opens the same menu in a drawer from the right (a native popover, decision 032).
 */
export function AccountLayout() {
  const drawer = useRef<HTMLDivElement>(null);
  const closeDrawer = () => drawer.current?.hidePopover?.();
  const signOut = useSignOut();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{
          width: { md: `calc(100% - ${ACCOUNT_DRAWER_WIDTH}px)` },
          ml: { md: `${ACCOUNT_DRAWER_WIDTH}px` },
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Toolbar sx={{ gap: 0.5, px: { xs: 2, sm: 3 } }}>
          <Box sx={{ display: { xs: 'flex', md: 'none' }, minWidth: 0 }}>
            <SiteLogo />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <HelpButton />
          <AccountMenu />
          <IconButton color="inherit" aria-label="Open menu" aria-controls="account-drawer" popoverTarget="account-drawer" sx={{ display: { md: 'none' } }}>
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </AppBar>

      <Box sx={{ width: { md: ACCOUNT_DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {/* Below md: a native popover opened by the top bar's menu button (decision 032), in the
            server's HTML, so that it opens before the app is live. */}
        <Box id="account-drawer" ref={drawer} popover="auto" sx={phoneDrawerSx}>
          <Box component="nav" aria-label="Account">
            <AccountSideMenu onNavigate={closeDrawer}>
              {/* The divider as the item's border: a separator is not a list item. */}
              <ListItem disablePadding sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
                {/* Before the app is live, a submit button of the form below. */}
                <ListItemButton
                  component="button"
                  type="submit"
                  form="account-drawer-sign-out"
                  sx={{ borderRadius: 2, width: '100%' }}
                  onClick={(event: MouseEvent) => {
                    event.preventDefault();
                    closeDrawer();
                    void signOut('/login');
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Logout />
                  </ListItemIcon>
                  <ListItemText primary="Logout" />
                </ListItemButton>
              </ListItem>
            </AccountSideMenu>
          </Box>
          <SignOutForm id="account-drawer-sign-out" to="/login" />
        </Box>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': drawerPaperSx }}
          slotProps={{ paper: { component: 'nav', 'aria-label': 'Account' } }}
        >
          <Toolbar sx={{ px: 2.5 }}>
            <SiteLogo />
          </Toolbar>
          <AccountSideMenu />
        </Drawer>
      </Box>

      <Box
        component="main"
        id="main"
        sx={{ flexGrow: 1, minWidth: 0, width: { md: `calc(100% - ${ACCOUNT_DRAWER_WIDTH}px)` } }}
      >
        <Toolbar aria-hidden="true" />
        <Box sx={{ maxWidth: ACCOUNT_MAX_CONTENT_WIDTH, mx: 'auto', p: { xs: 2, sm: 3 } }}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
