import { data } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page';
import type { Route } from './+types/route';
import { pageTitle } from '../../lib/page-title';
import { shotViewData } from './route.server';
import { ShotView } from './shot-view';
import { shotTexts as t } from './texts';

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await shotViewData(context, params.shotId);
  return data(page, { status: page?.notFound ? 404 : 200 });
}

/** A shot that is not the account's (or none) is answered 404 and titled as the not-found page. */
export const meta = ({ loaderData }: Route.MetaArgs) => pageTitle(loaderData?.notFound ? 'Error' : t.title);

export default function Page({ loaderData }: Route.ComponentProps) {
  if (loaderData?.notFound) return <NotFoundPage />;
  return loaderData && <ShotView {...loaderData} />;
}
