import { shotDataAnalysis } from './route.server';
import type { Route } from './+types/route';

/** Shot data's per-club analysis for the page's address (`?player=&club=&from=&to=`): a loader without a page, read by the page's fetcher. */
export function loader({ context, request }: Route.LoaderArgs) {
  return shotDataAnalysis(context, new URL(request.url));
}
