import { ShotDataPage, shotDataShouldRevalidate } from './shot-data-page';
import { shotDataPageData } from './route.server';
import { shotDataAction } from './shot-data-action.server';
import type { Route } from './+types/route';
import { pageTitle } from '../../lib/page-title';
import { messages } from '../../../common/messages';

export function loader({ context, request }: Route.LoaderArgs) {
  return shotDataPageData(context, new URL(request.url));
}

export async function action({ context, request }: Route.ActionArgs) {
  return shotDataAction(context, await request.formData());
}

export const meta = () => pageTitle(messages.shotDataHeading);

// `?share` and `?import` open a dialog once the app is live (decision 032), and the analysis reads
// another club or dates itself (decision 048): no reason to read the page again for either.
export const shouldRevalidate = shotDataShouldRevalidate;

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <ShotDataPage data={loaderData} />;
}
