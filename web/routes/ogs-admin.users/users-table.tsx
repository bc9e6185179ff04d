import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../common/messages';
import type { AdminUser } from '../../../common/schemas/admin';
import { AdminDate } from '../../features/admin/components/admin-date';

const yesOrBlank = (value: boolean) => (value ? messages.adminYes : '');
const userPath = (user: AdminUser) => `/ogs-admin/users/${encodeURIComponent(user._id)}`;

/**
 * Spec section 2, Users: Email (to the user), Created, Pro, Employee ('YES' or blank). On a phone
 * the four columns do not fit beside a long address, so each user is one line of a list instead:
 * the address, then the date and the roles.
 */
export function UsersTable({ users }: { users: AdminUser[] }) {
  // Both are drawn and the screen's width (CSS) shows one, so that the server's page is right on a
  // phone before the app starts, and without JavaScript.
  return (
    <>
      <List disablePadding sx={{ display: { xs: 'block', sm: 'none' } }} aria-label={messages.adminUsersTitle}>
        {users.map((user, index) => (
          <ListItem key={user._id} disablePadding divider={index < users.length - 1}>
            <ListItemButton component={RouterLink} to={userPath(user)} sx={{ display: 'block', py: 1.25 }}>
              <Typography sx={{ color: 'primary.main', overflowWrap: 'anywhere' }}>{user.email}</Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
                <Typography variant="body2" color="text.secondary">
                  <AdminDate iso={user.createdAt} />
                </Typography>
                {user.isPro && <Chip size="small" label={messages.adminColumnPro} color="primary" variant="outlined" />}
                {user.isEmployee && <Chip size="small" label={messages.adminColumnEmployee} color="secondary" />}
              </Box>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <TableContainer sx={{ display: { xs: 'none', sm: 'block' } }}>
      <Table size="small" aria-label={messages.adminUsersTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{messages.adminColumnEmail}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{messages.adminColumnCreated}</TableCell>
            <TableCell align="center">{messages.adminColumnPro}</TableCell>
            <TableCell align="center">{messages.adminColumnEmployee}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user._id} hover>
              <TableCell sx={{ overflowWrap: 'break-word' }}>
                <Link component={RouterLink} to={userPath(user)}>
                  {user.email}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <AdminDate iso={user.createdAt} />
              </TableCell>
              <TableCell align="center">{yesOrBlank(user.isPro)}</TableCell>
              <TableCell align="center">{yesOrBlank(user.isEmployee)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      </TableContainer>
    </>
  );
}
