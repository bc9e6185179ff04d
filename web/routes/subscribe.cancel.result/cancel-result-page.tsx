import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { messages } from '../../../common/messages';
import type { PlanPageData } from '../../features/subscriptions/api';
import { FailedResultCard } from '../../features/subscriptions/components/failed-result-card';
import { ResultCard } from '../../features/subscriptions/components/result-card';
import { fillMessage } from '../../../common/stats-format';
import { formatExpiry } from '../../features/subscriptions/format-expiry';
import { useDisplayTimeZone } from '../../lib/moments';

function BackToBilling({ primary = false }: { primary?: boolean }) {
  return (
    <Button component={RouterLink} to="/account/billing" size="large" {...(primary ? { variant: 'contained' } : { color: 'inherit' })}>
      {messages.backToBilling}
    </Button>
  );
}

/** Spec section 2, "Subscription result pages": cancel result, with and without `?error`. */
export function CancelResultPage({ plan }: PlanPageData) {
  const [searchParams] = useSearchParams();
  const failed = searchParams.has('error');
  const timeZone = useDisplayTimeZone();

  if (failed) {
    return (
      <FailedResultCard title={messages.cancelResultErrorTitle} back={<BackToBilling />} supportLabel={messages.contactUs}>
        <Typography>{messages.cancelResultErrorText}</Typography>
      </FailedResultCard>
    );
  }
  return (
    <ResultCard icon={<TaskAlt color="success" />} title={messages.cancelResultTitle} actions={<BackToBilling primary />}>
      <Typography>{fillMessage(messages.cancelResultText, { date: formatExpiry(plan.stripe.expiresAt, timeZone) })}</Typography>
      <Typography>{messages.cancelResultThanks}</Typography>
    </ResultCard>
  );
}
