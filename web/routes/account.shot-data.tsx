import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { HydrationBoundary } from '@tanstack/react-query';
import { ShotDataPage } from '../pages/account/shot-data-page';
import { shotDataAnswers } from '../app/page-data.server';
import { shotDataAction } from '../features/analysis/shot-data-action.server';
import type { WebLoadContext } from '../load-context.server';
import type { Route } from './+types/account.shot-data';
import { pageTitle } from '../lib/page-title';
import { messages } from '../../common/messages';

export function loader({ context, request }: Route.LoaderArgs) {
  return shotDataAnswers(context as unknown as WebLoadContext, new URL(request.url));
}

export async function action({ context, request }: Route.ActionArgs) {
  return shotDataAction(context as unknown as WebLoadContext, await request.formData());
}

export const meta = () => pageTitle(messages.shotDataHeading);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.answers ?? undefined}>
      <ShotDataPage />
    </HydrationBoundary>
  );
}

/** The loader reads the player only: the analysis' club and dates in the address ask it nothing. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return currentUrl.searchParams.get('player') !== nextUrl.searchParams.get('player');
}
