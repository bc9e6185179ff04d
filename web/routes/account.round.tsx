import { data } from 'react-router';
import { HydrationBoundary } from '@tanstack/react-query';
import { RoundPage } from '../pages/account/round-page';
import { roundAnswers } from '../app/page-data.server';
import type { WebLoadContext } from '../load-context.server';
import type { Route } from './+types/account.round';

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await roundAnswers(context as unknown as WebLoadContext, params.roundId);
  return data(page, { status: page.notFound ? 404 : 200 });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.answers ?? undefined}>
      <RoundPage notFound={loaderData.notFound} />
    </HydrationBoundary>
  );
}
