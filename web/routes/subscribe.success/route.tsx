import { SubscribeSuccessPage } from './success-page';
import { guardSubscribePage } from '../../features/subscriptions/plan-guard.server';
import type { Route } from './+types/route';
import { pageTitle } from '../../lib/page-title';
import { messages } from '../../../common/messages';

export function loader({ context, request }: Route.LoaderArgs) {
  guardSubscribePage(context, new URL(request.url), 'success');
  return null;
}

export const meta = () => pageTitle(messages.subscribeSuccessPageTitle);

export default SubscribeSuccessPage;
