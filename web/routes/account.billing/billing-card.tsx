import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../common/messages';
import { PRO_PRICE_DOLLARS } from '../../../common/constants';
import type { PlanState } from '../../features/subscriptions/api';
import { fillMessage } from '../../../common/stats-format';
import { useDisplayTimeZone } from '../../lib/moments';
import { formatExpiry } from '../../features/subscriptions/format-expiry';
import { ResumeSubscriptionForm } from './resume-subscription-form';
import { UpgradeToProForm } from '../../features/subscriptions/components/upgrade-to-pro-form';

/**
 * Spec section 2, "Billing": the plan, Pro or Free; for Pro 'Renews' or 'Cancels' and the expiry
 * date in long form with the Manage Subscription button; for Free the Upgrade to Pro form. A
 * canceled plan that has not ended yet says so and can be resumed. Back from the local billing
 * stand-in's Manage (`localManage`), it says what Stripe's portal would have offered.
 */
export function BillingCard({ plan, failure, localManage = false }: { plan: PlanState; failure: 'portal' | 'resume' | null; localManage?: boolean }) {
  const renewing = plan.isPro && !plan.stripe.isCanceled;
  const timeZone = useDisplayTimeZone();
  return (
    <Card sx={{ maxWidth: 760 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          {messages.billingTitle}
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mb: 3 }}>
            {failure === 'portal' ? messages.billingPortalFailed : messages.billingResumeFailed}
          </Alert>
        )}
        {localManage && plan.isPro && (
          <Alert severity="info" role="status" sx={{ mb: 3 }} data-testid="local-manage-note">
            {messages.billingLocalManage}
          </Alert>
        )}
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography color="text.secondary">{messages.billingCurrentPlan}</Typography>
          <Chip
            data-testid="current-plan"
            label={plan.isPro ? messages.planPro : messages.planFree}
            color={plan.isPro ? 'primary' : 'default'}
            icon={plan.isPro ? <WorkspacePremium /> : undefined}
            sx={{ fontWeight: 700, fontSize: '1rem' }}
          />
        </Stack>
        {plan.isPro ? (
          <>
            <Typography data-testid="plan-expiry" sx={{ mb: 3 }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {renewing ? messages.planRenews : messages.planCancels}
              </Box>{' '}
              {formatExpiry(plan.stripe.expiresAt, timeZone)}
            </Typography>
            {!renewing && (
              <Alert severity="warning" role="status" sx={{ mb: 3 }} data-testid="plan-canceled-note">
                {fillMessage(messages.planCanceledNote, { date: formatExpiry(plan.stripe.expiresAt, timeZone) })}
              </Alert>
            )}
            <Divider sx={{ mb: 3 }} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ '& form > button': { width: { xs: '100%', sm: 'auto' } } }}>
              {!renewing && <ResumeSubscriptionForm />}
              <Button variant={renewing ? 'contained' : 'outlined'} size="large" href="/api/subscriptions/manage">
                {messages.manageSubscription}
              </Button>
              {renewing && (
                <Button component={RouterLink} to="/subscribe/cancel/confirm" size="large" color="inherit">
                  {messages.cancelSubscription}
                </Button>
              )}
            </Stack>
          </>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 3, mt: 2 }}>
              {fillMessage(messages.billingUpgradePitch, { price: `$${PRO_PRICE_DOLLARS}` })}
            </Typography>
            <Divider sx={{ mb: 3 }} />
            <UpgradeToProForm />
          </>
        )}
      </CardContent>
    </Card>
  );
}
