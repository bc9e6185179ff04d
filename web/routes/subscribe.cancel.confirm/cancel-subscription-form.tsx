import { useState } from 'react';
import Button from '@mui/material/Button';
import { messages } from '../../../common/messages';

/** Spec section 7, call 14: a browser form POST; the server answers with the cancel result page. */
export function CancelSubscriptionForm() {
  const [submitting, setSubmitting] = useState(false);
  return (
    <form method="post" action="/api/subscriptions/cancel" onSubmit={() => setSubmitting(true)}>
      <Button type="submit" variant="contained" color="error" disabled={submitting}>
        {messages.cancelConfirmSubmit}
      </Button>
    </form>
  );
}
