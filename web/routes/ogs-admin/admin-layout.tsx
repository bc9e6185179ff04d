import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, NavLink, Outlet } from 'react-router';
import { ACCOUNT_DRAWER_WIDTH } from '../../../common/constants';
import { messages } from '../../../common/messages';
import { SiteLogo } from '../../components/layout/site-logo';
import { AccountMenu } from '../../components/layout/account-menu';

const sections = [
  { label: 'Users', to: '/ogs-admin/users' },
  { label: 'Beta Requests', to: '/ogs-admin/invites' },
  { label: 'Features', to: '/ogs-admin/features' },
  { label: 'Releases', to: '/ogs-admin/releases' },
];

/**
 * Spec section 2, "Admin area": a sidebar titled 'Internal Admin' beside the page, under the
 * site's top bar as on the account pages: the logo, the way back to the account area and the
 * account menu (Home, Account, Logout).
 */
export function AdminLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: { xs: 0.25, sm: 1 }, px: { xs: 1.5, sm: 3 } }}>
          <SiteLogo />
          <Box sx={{ flexGrow: 1 }} />
          {/* On a phone the words on screen are shorter; its name stays the whole phrase. */}
          <Button component={RouterLink} to="/account" aria-label={messages.adminBackToAccount} startIcon={<ArrowBack />} sx={{ whiteSpace: 'nowrap', px: { xs: 1, sm: 1.5 }, flexShrink: 0 }}>
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {messages.adminBackToAccount}
            </Box>
            <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
              {messages.adminBackToAccountShort}
            </Box>
          </Button>
          <AccountMenu />
        </Toolbar>
      </AppBar>
      <AdminBody />
    </Box>
  );
}

/** The sidebar and the page. */
function AdminBody() {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, flexGrow: 1 }}>
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
      <Box component="main" id="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Outlet />
      </Box>
    </Box>
  );
}
