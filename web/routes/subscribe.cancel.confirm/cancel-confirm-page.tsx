import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../common/messages';
import type { PlanPageData } from '../../features/subscriptions/api';
import { CancelSubscriptionForm } from './cancel-subscription-form';
import { ResultCard } from '../../features/subscriptions/components/result-card';
import { fillMessage } from '../../../common/stats-format';
import { formatExpiry } from '../../features/subscriptions/format-expiry';
import { useDisplayTimeZone } from '../../lib/moments';

/** Spec section 2, "Subscription result pages": cancel confirmation (/subscribe/cancel/confirm). */
export function CancelConfirmPage({ plan }: PlanPageData) {
  const timeZone = useDisplayTimeZone();
  return (
    <ResultCard
      icon={<HelpOutlined color="warning" />}
      title={messages.cancelConfirmTitle}
      actions={
        <>
          <Button component={RouterLink} to="/account/billing" size="large" color="inherit">
            {messages.cancelConfirmBack}
          </Button>
          <CancelSubscriptionForm />
        </>
      }
    >
      <Typography>{fillMessage(messages.cancelConfirmText, { date: formatExpiry(plan.stripe.expiresAt, timeZone) })}</Typography>
    </ResultCard>
  );
}
