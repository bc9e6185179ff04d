import { LocalCheckoutPage } from './local-checkout-page';
import { guardSubscribePage } from '../../features/subscriptions/plan-guard.server';
import type { Route } from './+types/route';
import { pageTitle } from '../../lib/page-title';
import { messages } from '../../../common/messages';

/** The local billing provider's confirmation step (decision 022); Pro users and Stripe servers go to Billing. */
export function loader({ context, request }: Route.LoaderArgs) {
  guardSubscribePage(context, new URL(request.url), 'localCheckout');
  return null;
}

export const meta = () => pageTitle(messages.localCheckoutPageTitle);

export default LocalCheckoutPage;
