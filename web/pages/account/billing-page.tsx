import { useSearchParams } from 'react-router';
import { messages } from '../../../common/messages';
import { usePlan } from '../../features/subscriptions/api';
import { BillingCard } from '../../features/subscriptions/components/billing-card';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Spec section 2, "Billing" (/account/billing). */
export function BillingPage() {
  useDocumentTitle(messages.billingTitle);
  const plan = usePlan();
  const [searchParams] = useSearchParams();
  if (!plan) return null;
  return <BillingCard plan={plan} portalFailed={searchParams.get('error') === 'portal'} />;
}
