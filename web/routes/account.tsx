import { HydrationBoundary } from '@tanstack/react-query';
import { DashboardPage } from '../pages/account/dashboard-page';
import { dashboardAnswers } from '../app/page-data.server';
import type { WebLoadContext } from '../load-context.server';
import type { Route } from './+types/account';
import { pageTitle } from '../lib/page-title';

export function loader({ context }: Route.LoaderArgs) {
  return dashboardAnswers(context as unknown as WebLoadContext);
}

export const meta = () => pageTitle('Dashboard');

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.answers ?? undefined}>
      <DashboardPage />
    </HydrationBoundary>
  );
}
