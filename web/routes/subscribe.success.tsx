import { SubscribeSuccessPage } from '../pages/subscribe/success-page';
import { guardSubscribePage } from '../features/subscriptions/plan-guard.server';
import type { WebLoadContext } from '../load-context.server';
import type { Route } from './+types/subscribe.success';

export function loader({ context, request }: Route.LoaderArgs) {
  guardSubscribePage(context as unknown as WebLoadContext, new URL(request.url), 'success');
  return null;
}

export default SubscribeSuccessPage;
