import { data } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page';
import { RoundPage } from './round-page';
import { roundPageData } from './route.server';
import type { Route } from './+types/route';
import { pageTitle } from '../../lib/page-title';
import { unlessOnlyDialogs } from '../../lib/dialog-address';
import { messages } from '../../../common/messages';

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await roundPageData(context, params.roundId);
  return data(page, { status: page?.notFound ? 404 : 200 });
}

/** A round that is not the account's (or none) is answered 404 and titled as the not-found page. */
export const meta = ({ loaderData }: Route.MetaArgs) => pageTitle(loaderData?.notFound ? 'Error' : messages.roundTitle);

// `?share` and `?import` open a dialog once the app is live (decision 032): no reason to read the page again.
export const shouldRevalidate = unlessOnlyDialogs;

export default function Page({ loaderData }: Route.ComponentProps) {
  if (loaderData?.notFound) return <NotFoundPage />;
  return loaderData && <RoundPage {...loaderData} />;
}
