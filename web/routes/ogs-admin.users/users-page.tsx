import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useNavigation, useRevalidator } from 'react-router';
import { messages } from '../../../common/messages';
import type { AdminUsersResponse } from '../../../common/schemas/admin';
import { AdminPageHeading } from '../../features/admin/components/admin-page-heading';
import { AdminPagination } from '../../features/admin/components/admin-pagination';
import { ListEmpty, ListLoadFailed } from '../../features/admin/components/list-states';
import { UserSearchField } from './user-search-field';
import { UsersTable } from './users-table';

/** What the page's loader reads (route.server.ts): the page and search of the address, and that page of users (null when it could not be read). */
export interface UsersPageData {
  page: number;
  q: string;
  users: AdminUsersResponse | null;
}

/** Internal admin, Users (spec section 2): every account, newest first, searchable by e-mail. */
export function UsersPage({ data: { page, q, users } }: { data: UsersPageData }) {
  // Another page or search on its way: the rows shown stay until it comes.
  const loading = useNavigation().location?.pathname === '/ogs-admin/users';
  const { revalidate } = useRevalidator();

  return (
    <Stack spacing={2.5}>
      <AdminPageHeading title={messages.adminUsersTitle} total={users?.total} />
      <UserSearchField />
      <Card sx={{ position: 'relative' }} aria-busy={loading}>
        {loading && <LinearProgress sx={{ position: 'absolute', inset: '0 0 auto' }} />}
        {!users && <ListLoadFailed onRetry={() => void revalidate()} />}
        {users && users.users.length > 0 && <UsersTable users={users.users} />}
        {users && users.users.length === 0 && (
          <ListEmpty text={q ? messages.adminUsersNoMatch.replace('{q}', q) : messages.adminUsersEmpty} pastTheEnd={users.total > 0} />
        )}
      </Card>
      {users && <AdminPagination page={page} pages={users.pages} />}
    </Stack>
  );
}
