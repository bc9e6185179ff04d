import { DashboardPage } from './dashboard-page';
import { dashboardPageData } from './route.server';
import { dashboardAction } from './first-run.server';
import type { Route } from './+types/route';
import { pageTitle } from '../../lib/page-title';

export function loader({ context }: Route.LoaderArgs) {
  return dashboardPageData(context);
}

export async function action({ context, request }: Route.ActionArgs) {
  return dashboardAction(context, await request.formData());
}

export const meta = () => pageTitle('Dashboard');

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <DashboardPage data={loaderData} />;
}
