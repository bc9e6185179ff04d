import { data } from 'react-router';
import { HydrationBoundary } from '@tanstack/react-query';
import { RoundPage } from '../pages/account/round-page';
import { roundAnswers } from '../app/page-data.server';
import type { WebLoadContext } from '../load-context.server';
import type { Route } from './+types/account.round';
import { pageTitle } from '../lib/page-title';
import { messages } from '../../common/messages';

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await roundAnswers(context as unknown as WebLoadContext, params.roundId);
  return data(page, { status: page.notFound ? 404 : 200 });
}

/** A round that is not the account's (or none) is answered 404 and titled as the not-found page. */
export const meta = ({ loaderData }: Route.MetaArgs) => pageTitle(loaderData?.notFound ? 'Error' : messages.roundTitle);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.answers ?? undefined}>
      <RoundPage notFound={loaderData.notFound} />
    </HydrationBoundary>
  );
}
