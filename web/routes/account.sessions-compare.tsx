import { HydrationBoundary } from '@tanstack/react-query';
import { SessionsComparePage } from '../pages/account/sessions-compare-page';
import { sessionsCompareAnswers } from '../app/page-data.server';
import type { WebLoadContext } from '../load-context.server';
import type { Route } from './+types/account.sessions-compare';
import { pageTitle } from '../lib/page-title';
import { sessionTexts as t } from '../features/sessions/texts';

export function loader({ context, request }: Route.LoaderArgs) {
  return sessionsCompareAnswers(context as unknown as WebLoadContext, new URL(request.url));
}

export const meta = () => pageTitle(t.compareHeading);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.answers ?? undefined}>
      <SessionsComparePage />
    </HydrationBoundary>
  );
}
