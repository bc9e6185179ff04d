import { useState } from 'react';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { messages } from '../../../common/messages';
import type { AdminInvite } from '../../../common/schemas/admin';
import { useAdminInvites } from '../../features/admin/api';
import { AdminPageHeading } from '../../features/admin/components/admin-page-heading';
import { AdminPagination } from '../../features/admin/components/admin-pagination';
import { InvitesTable } from '../../features/admin/components/invites-table';
import { ListEmpty, ListLoadFailed, ListLoading } from '../../features/admin/components/list-states';
import { SendInviteDialog } from '../../features/admin/components/send-invite-dialog';
import { usePageParam } from '../../features/admin/use-page-param';

/** Internal admin, Beta Invites (spec section 2): the requests, their links, and sending invites. */
export function InvitesPage() {
  const page = usePageParam();
  const invites = useAdminInvites(page);
  const data = invites.data;
  const [sending, setSending] = useState<AdminInvite | null>(null);

  return (
    <Stack spacing={2.5}>
      <AdminPageHeading title={messages.adminInvitesTitle} total={data?.total} />
      <Card sx={{ position: 'relative' }}>
        {invites.isPlaceholderData && invites.isFetching && <LinearProgress sx={{ position: 'absolute', inset: '0 0 auto' }} />}
        {invites.isPending && <ListLoading label={messages.adminInvitesTitle} />}
        {invites.isError && !data && <ListLoadFailed onRetry={() => void invites.refetch()} />}
        {data && data.invites.length > 0 && <InvitesTable invites={data.invites} onSend={setSending} />}
        {data && data.invites.length === 0 && <ListEmpty text={messages.adminInvitesEmpty} pastTheEnd={data.total > 0} />}
      </Card>
      {data && <AdminPagination page={page} pages={data.pages} />}
      <SendInviteDialog invite={sending} onClose={() => setSending(null)} />
    </Stack>
  );
}
