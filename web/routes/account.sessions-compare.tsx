import { HydrationBoundary } from '@tanstack/react-query';
import { SessionsComparePage } from '../pages/account/sessions-compare-page';
import { sessionsCompareAnswers } from '../app/page-data.server';
import type { WebLoadContext } from '../load-context.server';
import type { Route } from './+types/account.sessions-compare';

export function loader({ context, request }: Route.LoaderArgs) {
  return sessionsCompareAnswers(context as unknown as WebLoadContext, new URL(request.url));
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.answers ?? undefined}>
      <SessionsComparePage />
    </HydrationBoundary>
  );
}
