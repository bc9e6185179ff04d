import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../common/messages';
import { PRO_LOOKUP_KEY, PRO_PRICE_DOLLARS } from '../../../common/constants';
import { fillMessage } from '../../../common/stats-format';
import { ResultCard } from '../../features/subscriptions/components/result-card';
import { publicConfig } from '../../lib/public-config';

/**
 * The local billing provider's stand-in for Stripe Checkout (/subscribe/checkout, decision 022):
 * the plan and its price, and a form that confirms it. Only the lookup key is posted; the server
 * decides the rest.
 */
export function LocalCheckoutPage() {
  const [submitting, setSubmitting] = useState(false);
  const price = `$${PRO_PRICE_DOLLARS}`;
  return (
    <ResultCard
      icon={<WorkspacePremium color="primary" />}
      title={messages.localCheckoutTitle}
      actions={
        <>
          <Button component={RouterLink} to="/account/billing" size="large" color="inherit">
            {messages.backToBilling}
          </Button>
          <form method="post" action="/api/subscriptions/checkout/confirm" onSubmit={() => setSubmitting(true)}>
            <input type="hidden" name="lookup_key" value={PRO_LOOKUP_KEY} />
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              {messages.localCheckoutConfirm}
            </Button>
          </form>
        </>
      }
    >
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2.5, color: 'text.primary' }} data-testid="local-checkout-plan">
        <Typography sx={{ fontWeight: 600 }}>{fillMessage(messages.localCheckoutPlan, { siteName: publicConfig.siteName })}</Typography>
        <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.3 }}>
          {fillMessage(messages.localCheckoutPrice, { price })}
        </Typography>
      </Box>
      <Typography variant="body2">{messages.localCheckoutNote}</Typography>
    </ResultCard>
  );
}
