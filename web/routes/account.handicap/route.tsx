import { HandicapPage } from './handicap-page';
import { handicapPageData } from './route.server';
import type { Route } from './+types/route';
import { pageTitle } from '../../lib/page-title';
import { messages } from '../../../common/messages';

export function loader({ context }: Route.LoaderArgs) {
  return handicapPageData(context);
}

export const meta = () => pageTitle(messages.handicapTitle);

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <HandicapPage {...loaderData} />;
}
