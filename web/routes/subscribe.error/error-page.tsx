import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../common/messages';
import { FailedResultCard } from '../../features/subscriptions/components/failed-result-card';

/** Spec section 2, "Subscription result pages": checkout failure (/subscribe/error). */
export function SubscribeErrorPage() {
  return (
    <FailedResultCard
      title={messages.subscribeErrorTitle}
      back={
        <Button component={RouterLink} to="/account" size="large" color="inherit">
          {messages.backToAccount}
        </Button>
      }
      supportLabel={messages.contactSupport}
    >
      <Typography>{messages.subscribeErrorText}</Typography>
    </FailedResultCard>
  );
}
