import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../../common/messages';
import type { AdminUser } from '../../../../common/schemas/admin';
import { AdminDate } from './admin-date';

const yesOrBlank = (value: boolean) => (value ? messages.adminYes : '');

/** Spec section 2, Users: Email (to the user), Created, Pro, Employee ('YES' or blank). */
export function UsersTable({ users }: { users: AdminUser[] }) {
  return (
    <TableContainer>
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
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
                <Link component={RouterLink} to={`/ogs-admin/users/${encodeURIComponent(user._id)}`}>
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
  );
}
