import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import type { Invoice } from '../../../common/schemas/subscriptions';
import type { PlanPageData } from '../../features/subscriptions/api';
import { BillingCard } from './billing-card';
import { InvoicesCard } from './invoices-card';
import { PlansComparison } from './plans-comparison';

/** What Billing's loader reads: the plan, and the invoices (null when they could not be read). */
export interface BillingPageData extends PlanPageData {
  invoices: Invoice[] | null;
}

/** Spec section 2, "Billing" (/account/billing), with the plans compared and the invoices. */
export function BillingPage({ plan, invoices }: BillingPageData) {
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');
  return (
    <Stack spacing={3}>
      <BillingCard plan={plan} failure={error === 'portal' || error === 'resume' ? error : null} localManage={searchParams.get('manage') === 'local'} />
      <PlansComparison isPro={plan.isPro} />
      <InvoicesCard invoices={invoices} />
    </Stack>
  );
}
