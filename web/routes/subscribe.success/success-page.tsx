import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../common/messages';
import type { Invoice } from '../../../common/schemas/subscriptions';
import { fillMessage } from '../../../common/stats-format';
import { ResultCard } from '../../features/subscriptions/components/result-card';
import { formatDate, formatMoney } from '../../../common/format';
import { useDisplayTimeZone } from '../../lib/moments';
import { publicConfig } from '../../lib/public-config';

/**
 * Spec section 2, "Subscription result pages": checkout success (/subscribe/success). After the
 * local billing stand-in's upgrade, the receipt line: the day, the price and the plan.
 */
export function SubscribeSuccessPage({ receipt = null }: { receipt?: Invoice | null }) {
  const timeZone = useDisplayTimeZone();
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
      {receipt && (
        <Box component="section" aria-label={messages.localReceiptTitle} data-testid="local-receipt" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, color: 'text.primary' }}>
          <Typography sx={{ fontWeight: 600 }}>
            {`${messages.localReceiptTitle}: `}
            {fillMessage(messages.localReceipt, {
              date: formatDate(receipt.createdAt, timeZone),
              amount: formatMoney(receipt.amount, receipt.currency),
              plan: fillMessage(messages.localCheckoutPlan, { siteName: publicConfig.siteName }),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {messages.localReceiptNote}
          </Typography>
        </Box>
      )}
    </ResultCard>
  );
}
