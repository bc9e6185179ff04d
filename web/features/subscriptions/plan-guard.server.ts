/**
 * Who may open which subscription page: the pages speak of a Pro plan, so a user
 * without one is sent to Billing by the page's loader instead of reading "valid until Invalid
 * Date" or "Your Pro subscription is now active".
 */
import { redirect } from 'react-router';
import { isProUser } from '../../../server/modules/accounts/present-user';
import type { WebLoadContext } from '../../load-context.server';

const BILLING = '/account/billing';

type SubscribePage = 'success' | 'cancelConfirm' | 'cancelResult' | 'localCheckout';

/**
 * Throws the redirect to Billing when the signed-in user's plan does not fit the page:
 * - success: a Free user (with Stripe, the address Stripe sends back carries `session_id`: the
 *   webhook that grants Pro may arrive a moment after the user, so that visit stays);
 * - cancel confirmation: a Free user, or a plan already canceled (nothing left to cancel);
 * - cancel result: a Free user, unless the page reports a failed cancel (`?error`);
 * - the local checkout confirmation: a Pro user, or any user when Stripe is configured.
 * A visitor who is not signed in is left to the route guard (sent to log in).
 */
export function guardSubscribePage(context: WebLoadContext, url: URL, page: SubscribePage): void {
  const user = context.userRow;
  if (!user) return;
  const pro = isProUser(user);
  const stripe = Boolean(context.config.stripe);
  const wrong =
    page === 'success'
      ? !pro && !(stripe && url.searchParams.has('session_id'))
      : page === 'cancelConfirm'
        ? !pro || user.stripeCanceled
        : page === 'cancelResult'
          ? !pro && !url.searchParams.has('error')
          : pro || stripe;
  if (wrong) throw redirect(BILLING);
}
