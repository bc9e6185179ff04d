import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router';
import { messages } from '../../../common/messages';
import { useAdminUser } from '../../features/admin/api';
import { ApiError } from '../../lib/api-client';
import { ListLoadFailed } from '../../features/admin/components/list-states';
import { UserDetailCard } from '../../features/admin/components/user-detail-card';

/** Internal admin, one user (spec section 2, User detail). */
export function UserPage() {
  const { userId = '' } = useParams();
  const user = useAdminUser(userId);
  const missing = user.error instanceof ApiError && user.error.status === 404;

  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Button component={RouterLink} to="/ogs-admin/users" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start', ml: -1 }}>
        {messages.adminBackToUsers}
      </Button>
      {user.isPending && (
        <Card aria-busy="true" aria-label={messages.adminUserTitle}>
          <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Skeleton width="60%" height={44} />
            <Skeleton width="80%" />
            <Skeleton width={160} height={40} />
            <Skeleton height={160} />
          </CardContent>
        </Card>
      )}
      {user.isError && (
        <>
          <Typography variant="h4" component="h1">
            {missing ? messages.adminUserNotFound : messages.adminUserTitle}
          </Typography>
          {!missing && <ListLoadFailed message={messages.adminUserLoadFailed} onRetry={() => void user.refetch()} />}
        </>
      )}
      {user.data && <UserDetailCard user={user.data} />}
    </Stack>
  );
}
