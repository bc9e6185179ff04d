import { useState } from 'react';
import Button from '@mui/material/Button';
import { messages } from '../../../common/messages';

/** A browser form POST, as cancel is: the server takes the cancel back and answers with Billing. */
export function ResumeSubscriptionForm() {
  const [submitting, setSubmitting] = useState(false);
  return (
    <form method="post" action="/api/subscriptions/resume" onSubmit={() => setSubmitting(true)}>
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {messages.resumeSubscription}
      </Button>
    </form>
  );
}
