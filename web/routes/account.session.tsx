import { HydrationBoundary } from '@tanstack/react-query';
import { SessionPage } from '../pages/account/session-page';
import { sessionAnswers } from '../app/page-data.server';
import type { WebLoadContext } from '../load-context.server';
import type { Route } from './+types/account.session';
import { pageTitle } from '../lib/page-title';
import { sessionTexts as t } from '../features/sessions/texts';

export function loader({ context, params }: Route.LoaderArgs) {
  return sessionAnswers(context as unknown as WebLoadContext, params.sessionId);
}

export const meta = () => pageTitle(t.unnamed);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.answers ?? undefined}>
      <SessionPage />
    </HydrationBoundary>
  );
}
