import { RoundsPage } from './rounds-page';
import { roundsPageData } from './route.server';
import type { Route } from './+types/route';
import { pageTitle } from '../../lib/page-title';
import { messages } from '../../../common/messages';

export function loader({ context, request }: Route.LoaderArgs) {
  return roundsPageData(context, new URL(request.url));
}

export const meta = () => pageTitle(messages.roundsHeading);

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <RoundsPage data={loaderData} />;
}
