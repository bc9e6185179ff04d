import { HydrationBoundary } from '@tanstack/react-query';
import { RoundPage } from '../pages/account/round-page';
import { roundAnswers } from '../app/page-data.server';
import type { WebLoadContext } from '../load-context.server';
import type { Route } from './+types/account.round';

export function loader({ context, params }: Route.LoaderArgs) {
  return roundAnswers(context as unknown as WebLoadContext, params.roundId);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.answers ?? undefined}>
      <RoundPage />
    </HydrationBoundary>
  );
}
