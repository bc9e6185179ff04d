import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';

/** The small-screen menu of the public header (spec section 2): Sign Up and Log In. */
export function PublicMobileMenu({ anchorEl, onClose }: { anchorEl: HTMLElement | null; onClose: () => void }) {
  return (
    <Menu
      id="public-menu"
      anchorEl={anchorEl}
      open={Boolean(anchorEl)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem component={RouterLink} to="/signup" onClick={onClose}>
        Sign Up
      </MenuItem>
      <MenuItem component={RouterLink} to="/login" onClick={onClose}>
        Log In
      </MenuItem>
    </Menu>
  );
}
