import { data } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page';
import { SessionsComparePage } from './sessions-compare-page';
import { sessionsComparePageData } from './route.server';
import type { Route } from './+types/route';
import { pageTitle } from '../../lib/page-title';
import { sessionTexts as t } from '../../features/sessions/texts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await sessionsComparePageData(context, new URL(request.url));
  return data(page, { status: page?.notFound ? 404 : 200 });
}

/** A session that is not the account's is answered 404 with the not-found page, titled as it. */
export const meta = ({ loaderData }: Route.MetaArgs) => pageTitle(loaderData?.notFound ? 'Error' : t.compareHeading);

export default function Page({ loaderData }: Route.ComponentProps) {
  if (loaderData?.notFound) return <NotFoundPage />;
  return loaderData && <SessionsComparePage data={loaderData} />;
}
