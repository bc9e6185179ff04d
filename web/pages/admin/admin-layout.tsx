import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { NavLink, Outlet } from 'react-router';
import { ACCOUNT_DRAWER_WIDTH } from '../../../common/constants';

const sections = [
  { label: 'Users', to: '/ogs-admin/users' },
  { label: 'Beta Requests', to: '/ogs-admin/invites' },
  { label: 'Features', to: '/ogs-admin/features' },
  { label: 'Releases', to: '/ogs-admin/releases' },
];

/** Spec section 2, "Admin area": a sidebar titled 'Internal Admin' beside the page. */
export function AdminLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, minHeight: '100vh' }}>
      <Box
        component="nav"
        aria-label="Internal Admin"
        sx={{
          width: { md: ACCOUNT_DRAWER_WIDTH },
          flexShrink: 0,
          bgcolor: 'background.paper',
          // Widths and style apart from the colour: a responsive `border` shorthand would reset it.
          borderStyle: 'solid',
          borderWidth: { xs: '0 0 1px 0', md: '0 1px 0 0' },
          borderColor: 'divider',
          p: 2,
        }}
      >
        <Typography variant="h6" component="p" sx={{ px: 1, mb: 1 }}>
          Internal Admin
        </Typography>
        <List disablePadding sx={{ display: { xs: 'flex', md: 'block' }, flexWrap: 'wrap', gap: 0.5 }}>
          {sections.map((section) => (
            <ListItem key={section.to} disablePadding sx={{ width: { xs: 'auto', md: '100%' } }}>
              <ListItemButton
                component={NavLink}
                to={section.to}
                sx={{ borderRadius: 2, '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
              >
                <ListItemText primary={section.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Outlet />
      </Box>
    </Box>
  );
}
