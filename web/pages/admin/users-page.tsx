import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { messages } from '../../../common/messages';
import { useAdminUsers } from '../../features/admin/api';
import { AdminPageHeading } from '../../features/admin/components/admin-page-heading';
import { AdminPagination } from '../../features/admin/components/admin-pagination';
import { ListEmpty, ListLoadFailed, ListLoading } from '../../features/admin/components/list-states';
import { UserSearchField } from '../../features/admin/components/user-search-field';
import { UsersTable } from '../../features/admin/components/users-table';
import { usePageParam } from '../../features/admin/use-page-param';

/** Internal admin, Users (spec section 2): every account, newest first, searchable by e-mail. */
export function UsersPage() {
  const page = usePageParam();
  const q = (useSearchParams()[0].get('q') ?? '').trim();
  const users = useAdminUsers(page, q);
  const data = users.data;

  return (
    <Stack spacing={2.5}>
      <AdminPageHeading title={messages.adminUsersTitle} total={data?.total} />
      <UserSearchField />
      <Card sx={{ position: 'relative' }}>
        {/* Another page or search on its way: the previous rows stay until it comes. */}
        {users.isPlaceholderData && users.isFetching && <LinearProgress sx={{ position: 'absolute', inset: '0 0 auto' }} />}
        {users.isPending && <ListLoading label={messages.adminUsersTitle} />}
        {users.isError && !data && <ListLoadFailed onRetry={() => void users.refetch()} />}
        {data && data.users.length > 0 && <UsersTable users={data.users} />}
        {data && data.users.length === 0 && (
          <ListEmpty
            text={q ? messages.adminUsersNoMatch.replace('{q}', q) : messages.adminUsersEmpty}
            pastTheEnd={data.total > 0}
          />
        )}
      </Card>
      {data && <AdminPagination page={page} pages={data.pages} />}
    </Stack>
  );
}
