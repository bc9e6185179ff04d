import { SessionsPage } from './sessions-page';
import { sessionsPageData } from './route.server';
import type { Route } from './+types/route';
import { pageTitle } from '../../lib/page-title';
import { sessionTexts as t } from '../../features/sessions/texts';

export function loader({ context, request }: Route.LoaderArgs) {
  return sessionsPageData(context, new URL(request.url));
}

export const meta = () => pageTitle(t.heading);

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <SessionsPage data={loaderData} />;
}
