import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../common/messages';
import { ResultCard } from '../../features/subscriptions/components/result-card';

/** Spec section 2, "Subscription result pages": checkout success (/subscribe/success). */
export function SubscribeSuccessPage() {
  return (
    <ResultCard
      icon={<CheckCircleOutlined color="success" />}
      title={messages.subscribeSuccessTitle}
      actions={
        <Button component={RouterLink} to="/account/billing" variant="contained" size="large">
          {messages.backToBilling}
        </Button>
      }
    >
      <Typography>{messages.subscribeSuccessText}</Typography>
    </ResultCard>
  );
}
