import { HydrationBoundary } from '@tanstack/react-query';
import { SessionsPage } from '../pages/account/sessions-page';
import { sessionsAnswers } from '../app/page-data.server';
import type { WebLoadContext } from '../load-context.server';
import type { Route } from './+types/account.sessions';

export function loader({ context, request }: Route.LoaderArgs) {
  return sessionsAnswers(context as unknown as WebLoadContext, new URL(request.url));
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.answers ?? undefined}>
      <SessionsPage />
    </HydrationBoundary>
  );
}
