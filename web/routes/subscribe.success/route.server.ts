import { localReceipt } from '../../../server/modules/subscriptions/local-provider';
import type { Invoice } from '../../../common/schemas/subscriptions';
import { guardSubscribePage } from '../../features/subscriptions/plan-guard.server';
import type { WebLoadContext } from '../../load-context.server';

/** The success page's data: after the local billing stand-in's upgrade (no Stripe keys), its receipt. */
export function successPageData(context: WebLoadContext, url: URL): { receipt: Invoice | null } {
  guardSubscribePage(context, url, 'success');
  const user = context.userRow;
  return { receipt: !context.config.stripe && user ? localReceipt(user) : null };
}
