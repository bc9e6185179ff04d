import { useRef, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { Link as RouterLink } from 'react-router';
import { SignOutForm } from '../../features/auth/components/sign-out-form';
import { useSession } from '../../features/auth/session-provider';
import { useSignOut } from '../../features/auth/use-sign-out';

/**
 * The top bar's account menu: who is signed in, Home, Account, and Logout (to /).
 *
 * A native popover opened by its button (`popovertarget`, decision 032): it opens before the app's
 * script has run, and the browser closes it on Escape or a click outside and gives the focus back
 * to the button; Tab reaches each entry. Once the app is live, the focus moves to the first entry
 * as it opens, the arrows move between the entries, and Tab or a choice closes it, as MUI's Menu did.
 */
export function AccountMenu() {
  const { user } = useSession();
  const signOut = useSignOut();
  const menu = useRef<HTMLDivElement>(null);
  const close = () => menu.current?.hidePopover?.();

  return (
    <>
      <IconButton color="inherit" aria-label="Account menu" aria-controls="account-menu" aria-haspopup="true" popoverTarget="account-menu">
        <AccountCircle />
      </IconButton>
      <Paper
        id="account-menu"
        ref={menu}
        popover="auto"
        onToggle={(event) => {
          if (event.newState === 'open') menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
        }}
        elevation={8}
        sx={{
          // A popover is drawn in the middle of the window: below the top bar's right end instead.
          position: 'fixed',
          inset: 'auto',
          top: { xs: 52, sm: 60 },
          right: { xs: 8, sm: 16 },
          m: 0,
          p: 0,
          border: 0,
          minWidth: 220,
          maxWidth: 'calc(100vw - 16px)',
        }}
      >
        <MenuList
          onKeyDown={(event) => {
            if (event.key !== 'Tab') return;
            event.preventDefault();
            close();
          }}
        >
          <Box sx={{ px: 2, py: 1 }}>
            <Typography variant="caption" color="text.secondary">
              Signed in as
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
              {user?.email}
            </Typography>
          </Box>
          <Divider />
          <MenuItem component={RouterLink} to="/" onClick={close} tabIndex={0}>
            Home
          </MenuItem>
          <MenuItem component={RouterLink} to="/account" onClick={close} tabIndex={0}>
            Account
          </MenuItem>
          {/* Before the app is live, a submit button of the form below. */}
          <MenuItem
            component="button"
            type="submit"
            form="account-menu-sign-out"
            tabIndex={0}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              close();
              void signOut('/');
            }}
            sx={{ width: '100%' }}
          >
            Logout
          </MenuItem>
        </MenuList>
        <SignOutForm id="account-menu-sign-out" to="/" />
      </Paper>
    </>
  );
}
