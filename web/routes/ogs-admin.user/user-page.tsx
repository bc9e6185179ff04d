import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useRevalidator } from 'react-router';
import { messages } from '../../../common/messages';
import type { AdminUser } from '../../../common/schemas/admin';
import { ListLoadFailed } from '../../features/admin/components/list-states';
import { UserDetailCard } from './user-detail-card';

/** What the page's loader reads (route.server.ts): the user, or `notFound` (answered 404); neither when it could not be read. */
export interface UserPageData {
  user: AdminUser | null;
  notFound: boolean;
}

/** Internal admin, one user (spec section 2, User detail). */
export function UserPage({ data: { user, notFound } }: { data: UserPageData }) {
  const { revalidate } = useRevalidator();
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Button component={RouterLink} to="/ogs-admin/users" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start', ml: -1 }}>
        {messages.adminBackToUsers}
      </Button>
      {!user && (
        <>
          <Typography variant="h4" component="h1">
            {notFound ? messages.adminUserNotFound : messages.adminUserTitle}
          </Typography>
          {!notFound && <ListLoadFailed message={messages.adminUserLoadFailed} onRetry={() => void revalidate()} />}
        </>
      )}
      {user && <UserDetailCard user={user} />}
    </Stack>
  );
}
