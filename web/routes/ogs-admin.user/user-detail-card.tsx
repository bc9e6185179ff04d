import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '../../../common/messages';
import type { AdminUser } from '../../../common/schemas/admin';
import { formatDayAndTime } from '../../features/admin/format-date';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: { xs: 0.25, sm: 2 }, py: 1.25 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * Spec section 2, User detail: e-mail, ID, chips Employee / Pro or Standard, name or 'Not Set',
 * Created, Accepted Terms ('Not Set' in the error colour), Marketing Opt-In Yes/No, and
 * 'Customer Created' when Stripe has a customer for the user.
 */
export function UserDetailCard({ user }: { user: AdminUser }) {
  return (
    <Card component="section" aria-labelledby="admin-user-email">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="admin-user-email" variant="h4" component="h1" sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.35rem', sm: '2rem' } }}>
          {user.email}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {messages.adminUserId}:{' '}
          <Box component="code" data-testid="admin-user-id" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}>
            {user._id}
          </Box>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }} data-testid="admin-user-chips">
          {user.isEmployee && <Chip label={messages.adminChipEmployee} color="secondary" />}
          {user.isPro ? <Chip label={messages.adminChipPro} color="primary" /> : <Chip label={messages.adminChipStandard} variant="outlined" />}
          {user.stripe.customerId && <Chip label={messages.adminChipCustomerCreated} color="info" variant="outlined" />}
        </Stack>
        <Box component="dl" sx={{ m: 0, mt: 2, '& > div + div': { borderTop: 1, borderColor: 'divider' } }}>
          <Field label={messages.adminUserName}>{user.name || messages.adminNotSet}</Field>
          <Field label={messages.adminUserCreated}>
            <time dateTime={user.createdAt}>{formatDayAndTime(user.createdAt)}</time>
          </Field>
          <Field label={messages.adminUserAcceptedTerms}>
            {user.acceptedTermsAt ? (
              <time dateTime={user.acceptedTermsAt}>{formatDayAndTime(user.acceptedTermsAt)}</time>
            ) : (
              <Box component="span" sx={{ color: 'error.main', fontWeight: 600 }}>
                {messages.adminNotSet}
              </Box>
            )}
          </Field>
          <Field label={messages.adminUserMarketing}>{user.marketing ? messages.adminMarketingYes : messages.adminMarketingNo}</Field>
        </Box>
      </CardContent>
    </Card>
  );
}
