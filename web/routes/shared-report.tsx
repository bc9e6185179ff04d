import { data } from 'react-router';
import { SharedReportPage } from '../pages/shared/shared-report-page';
import { sharedReportPageData } from '../features/analysis/page-data.server';
import type { Route } from './+types/shared-report';
import { pageTitle } from '../lib/page-title';
import { messages } from '../../common/messages';

/** Past the views an address may make in a minute (the API's limit), the error page says so with a 429. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (!(await context.sharedViewAllowed())) throw data(messages.tooManyRequests, { status: 429, statusText: messages.tooManyRequests });
  return sharedReportPageData(context, params.token, new URL(request.url));
}

export const meta = () => pageTitle(messages.sharedPageTitle);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SharedReportPage data={loaderData} />;
}
