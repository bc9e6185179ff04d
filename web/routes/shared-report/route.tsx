import { data } from 'react-router';
import { SharedReportPage } from './shared-report-page';
import { sharedReportPageData } from './route.server';
import type { Route } from './+types/route';
import { pageTitle } from '../../lib/page-title';
import { messages } from '../../../common/messages';

/**
 * Past the views an address may make in a minute (the API's limit), the error page says so with a
 * 429. A revoked, expired or unknown link is answered 404, as its API call is, with the page saying
 * the link is no longer available.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (!(await context.sharedViewAllowed())) throw data(messages.tooManyRequests, { status: 429, statusText: messages.tooManyRequests });
  const page = await sharedReportPageData(context, params.token, new URL(request.url));
  return data(page, { status: page.gone ? 404 : 200 });
}

export const meta = () => pageTitle(messages.sharedPageTitle);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SharedReportPage data={loaderData} />;
}
