import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useActionData, useNavigation, useRevalidator } from 'react-router';
import { messages } from '../../../common/messages';
import type { AdminInvite, AdminInvitesResponse } from '../../../common/schemas/admin';
import type { IntentAnswer } from '../../components/form/intent-form';
import { AdminPageHeading } from '../../features/admin/components/admin-page-heading';
import { AdminPagination } from '../../features/admin/components/admin-pagination';
import { InvitesTable } from './invites-table';
import { ListEmpty, ListLoadFailed } from '../../features/admin/components/list-states';
import { SendInviteDialog } from './send-invite-dialog';

/** What the page's loader reads (web/routes/ogs-admin.invites/route.server.ts): the page of the address, and that page of requests (null when it could not be read). */
export interface InvitesPageData {
  page: number;
  invites: AdminInvitesResponse | null;
}

/** Internal admin, Beta Invites (spec section 2): the requests, their links, and sending invites. */
export function InvitesPage({ data: { page, invites } }: { data: InvitesPageData }) {
  const [sending, setSending] = useState<AdminInvite | null>(null);
  const loading = useNavigation().location?.pathname === '/ogs-admin/invites';
  const { revalidate } = useRevalidator();
  // Send Invite posted without JavaScript: the page comes back with its outcome.
  const posted = useActionData<IntentAnswer>();
  // Posted to this page of the list, so that it is the page drawn again after.
  const action = `/ogs-admin/invites${page > 1 ? `?page=${page}` : ''}`;

  return (
    <Stack spacing={2.5}>
      <AdminPageHeading title={messages.adminInvitesTitle} total={invites?.total} />
      {posted && <Alert severity={posted.done ? 'success' : 'error'}>{posted.done ?? posted.error}</Alert>}
      <Card sx={{ position: 'relative' }} aria-busy={loading}>
        {loading && <LinearProgress sx={{ position: 'absolute', inset: '0 0 auto' }} />}
        {!invites && <ListLoadFailed onRetry={() => void revalidate()} />}
        {invites && invites.invites.length > 0 && <InvitesTable invites={invites.invites} action={action} onSend={setSending} />}
        {invites && invites.invites.length === 0 && <ListEmpty text={messages.adminInvitesEmpty} pastTheEnd={invites.total > 0} />}
      </Card>
      {invites && <AdminPagination page={page} pages={invites.pages} />}
      <SendInviteDialog invite={sending} action={action} onClose={() => setSending(null)} />
    </Stack>
  );
}
