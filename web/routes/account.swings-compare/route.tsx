import { data } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page';
import { pageTitle } from '../../lib/page-title';
import { clipTexts as t } from '../../features/clips/texts';
import type { Route } from './+types/route';
import { swingComparePageData } from './route.server';
import { SwingComparePage } from './swing-compare-page';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await swingComparePageData(context, new URL(request.url));
  return data(page, { status: page?.state === 'not found' ? 404 : 200 });
}

/** A shot that is not the account's is answered 404 with the not-found page, titled as it. */
export const meta = ({ loaderData }: Route.MetaArgs) => pageTitle(loaderData?.state === 'not found' ? 'Error' : t.compareHeading);

export default function Page({ loaderData }: Route.ComponentProps) {
  if (loaderData?.state === 'not found') return <NotFoundPage />;
  return loaderData && <SwingComparePage data={loaderData} />;
}
