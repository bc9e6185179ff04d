import { data } from 'react-router';
import { pageTitle } from '../../lib/page-title';
import { clipTexts as t } from '../../features/clips/texts';
import type { Route } from './+types/route';
import { swingComparePageData } from './route.server';
import { SwingComparePage } from './swing-compare-page';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await swingComparePageData(context, new URL(request.url));
  return data(page, { status: page?.state === 'not found' ? 404 : 200 });
}

export const meta = () => pageTitle(t.compareHeading);

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <SwingComparePage data={loaderData} />;
}
