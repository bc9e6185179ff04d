import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { messages } from '../../../../common/messages';
import { PRO_LOOKUP_KEY } from '../../../../common/constants';

/**
 * Spec section 7, call 12: a real browser form POST, answered by the server with a redirect to
 * the checkout page. The price is chosen on the server from the lookup key alone.
 */
export function UpgradeToProForm({ size = 'large', fullWidth = false }: Pick<ButtonProps, 'size' | 'fullWidth'>) {
  const [submitting, setSubmitting] = useState(false);
  return (
    <form method="post" action="/api/subscriptions/checkout" onSubmit={() => setSubmitting(true)}>
      <input type="hidden" name="lookup_key" value={PRO_LOOKUP_KEY} />
      <Button type="submit" variant="contained" size={size} fullWidth={fullWidth} disabled={submitting}>
        {messages.upgradeToPro}
      </Button>
    </form>
  );
}
