import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { usePlan } from '../../features/subscriptions/api';
import { BillingCard } from '../../features/subscriptions/components/billing-card';
import { InvoicesCard } from '../../features/subscriptions/components/invoices-card';
import { PlansComparison } from '../../features/subscriptions/components/plans-comparison';

/** Spec section 2, "Billing" (/account/billing), with the plans compared and the invoices (issue 19). */
export function BillingPage() {
  const plan = usePlan();
  const [searchParams] = useSearchParams();
  if (!plan) return null;
  const error = searchParams.get('error');
  return (
    <Stack spacing={3}>
      <BillingCard plan={plan} failure={error === 'portal' || error === 'resume' ? error : null} />
      <PlansComparison isPro={plan.isPro} />
      <InvoicesCard />
    </Stack>
  );
}
