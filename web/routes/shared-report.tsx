import { SharedReportPage } from '../pages/shared/shared-report-page';
import { sharedReportPageData } from '../features/analysis/page-data.server';
import type { WebLoadContext } from '../load-context.server';
import type { Route } from './+types/shared-report';
import { pageTitle } from '../lib/page-title';
import { messages } from '../../common/messages';

export function loader({ context, params, request }: Route.LoaderArgs) {
  return sharedReportPageData(context as unknown as WebLoadContext, params.token, new URL(request.url));
}

export const meta = () => pageTitle(messages.sharedPageTitle);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SharedReportPage data={loaderData} />;
}
