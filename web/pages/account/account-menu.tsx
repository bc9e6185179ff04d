import { useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../features/auth/session-provider';
import { useSignOut } from '../../features/auth/use-sign-out';

/** The top bar's account menu: who is signed in, Home, Account, and Logout (to /). */
export function AccountMenu() {
  const { user } = useSession();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Account menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220 } } }}
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
        <MenuItem component={RouterLink} to="/" onClick={close}>
          Home
        </MenuItem>
        <MenuItem component={RouterLink} to="/account" onClick={close}>
          Account
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void signOut('/');
          }}
        >
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
