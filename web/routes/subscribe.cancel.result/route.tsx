import { CancelResultPage } from './cancel-result-page';
import { planPageData } from '../../features/subscriptions/plan.server';
import { guardSubscribePage } from '../../features/subscriptions/plan-guard.server';
import type { Route } from './+types/route';
import { pageTitle } from '../../lib/page-title';
import { messages } from '../../../common/messages';

export function loader({ context, request }: Route.LoaderArgs) {
  guardSubscribePage(context, new URL(request.url), 'cancelResult');
  return planPageData(context);
}

/** With `?error` the page says the cancellation failed, and its title with it. */
export const meta = ({ location }: Route.MetaArgs) =>
  pageTitle(new URLSearchParams(location.search).has('error') ? messages.cancelResultErrorTitle : messages.cancelResultPageTitle);

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <CancelResultPage {...loaderData} />;
}
