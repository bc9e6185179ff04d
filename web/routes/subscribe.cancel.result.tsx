import { HydrationBoundary } from '@tanstack/react-query';
import { CancelResultPage } from '../pages/subscribe/cancel-result-page';
import { billingAnswers } from '../app/page-data.server';
import { guardSubscribePage } from '../features/subscriptions/plan-guard.server';
import type { WebLoadContext } from '../load-context.server';
import type { Route } from './+types/subscribe.cancel.result';

export function loader({ context, request }: Route.LoaderArgs) {
  guardSubscribePage(context as unknown as WebLoadContext, new URL(request.url), 'cancelResult');
  return billingAnswers(context as unknown as WebLoadContext);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.answers ?? undefined}>
      <CancelResultPage />
    </HydrationBoundary>
  );
}
