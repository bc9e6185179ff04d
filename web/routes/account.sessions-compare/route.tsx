import { data } from 'react-router';
import { SessionsComparePage } from './sessions-compare-page';
import { sessionsComparePageData } from './route.server';
import type { Route } from './+types/route';
import { pageTitle } from '../../lib/page-title';
import { sessionTexts as t } from '../../features/sessions/texts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await sessionsComparePageData(context, new URL(request.url));
  return data(page, { status: page?.notFound ? 404 : 200 });
}

export const meta = () => pageTitle(t.compareHeading);

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <SessionsComparePage data={loaderData} />;
}
