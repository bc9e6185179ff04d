import { CancelConfirmPage } from './cancel-confirm-page';
import { planPageData } from '../../features/subscriptions/plan.server';
import { guardSubscribePage } from '../../features/subscriptions/plan-guard.server';
import type { Route } from './+types/route';
import { pageTitle } from '../../lib/page-title';
import { messages } from '../../../common/messages';

export function loader({ context, request }: Route.LoaderArgs) {
  guardSubscribePage(context, new URL(request.url), 'cancelConfirm');
  return planPageData(context);
}

export const meta = () => pageTitle(messages.cancelSubscription);

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <CancelConfirmPage {...loaderData} />;
}
