import { Suspense, useState } from 'react';
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
import { useSignOut } from '../../features/auth/use-sign-out';
import { AccountMenu } from './account-menu';
import { AccountSideMenu } from './account-side-menu';

const drawerPaperSx = { width: ACCOUNT_DRAWER_WIDTH, boxSizing: 'border-box' } as const;

/**
 * Spec section 2, "Account layout": a permanent drawer from md up; below md a top bar whose menu
 * button opens the same menu in a drawer from the right.
 */
export function AccountLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
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
          <IconButton
            color="inherit"
            aria-label="Open menu"
            aria-controls="account-drawer"
            aria-expanded={drawerOpen ? 'true' : 'false'}
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </AppBar>

      {/* The landmark is inside each drawer: the phone's drawer is drawn outside this box (a portal). */}
      <Box sx={{ width: { md: ACCOUNT_DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          id="account-drawer"
          variant="temporary"
          anchor="right"
          open={drawerOpen}
          onClose={closeDrawer}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': drawerPaperSx }}
          slotProps={{ paper: { 'aria-label': 'Menu' } }}
        >
          <Box component="nav" aria-label="Account">
            <AccountSideMenu onNavigate={closeDrawer}>
              {/* The divider as the item's border: a separator is not a list item. */}
              <ListItem disablePadding sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
                <ListItemButton
                  sx={{ borderRadius: 2 }}
                  onClick={() => {
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
        </Drawer>
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
