import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../common/messages';
import { ResultCard } from '../../features/subscriptions/components/result-card';
import { publicConfig } from '../../lib/public-config';

/** Spec section 2, "Subscription result pages": checkout failure (/subscribe/error). */
export function SubscribeErrorPage() {
  return (
    <ResultCard
      icon={<ErrorOutlined color="error" />}
      title={messages.subscribeErrorTitle}
      actions={
        <>
          <Button component={RouterLink} to="/account" size="large" color="inherit">
            {messages.backToAccount}
          </Button>
          <Button
            href={publicConfig.supportUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            size="large"
            endIcon={<OpenInNew />}
          >
            {messages.contactSupport}
          </Button>
        </>
      }
    >
      <Typography>{messages.subscribeErrorText}</Typography>
    </ResultCard>
  );
}
