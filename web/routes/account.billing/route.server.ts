import { billingProvider } from '../../../server/modules/subscriptions/provider';
import * as subscriptions from '../../../server/modules/subscriptions/queries';
import type { WebLoadContext } from '../../load-context.server';
import { readOrNull } from '../../lib/read-or-null.server';
import type { BillingPageData } from './billing-page';

/** Billing: the plan and the invoices (through the server's billing provider; null when they could not be read). */
export async function billingPageData(context: WebLoadContext): Promise<BillingPageData | null> {
  const user = context.userRow;
  if (!user || !context.user) return null;
  const invoices = await readOrNull(
    context,
    'invoices',
    async () => (await subscriptions.invoices(billingProvider(context.config, context.db), user, context.log)).invoices,
  );
  return { plan: context.user, invoices };
}
