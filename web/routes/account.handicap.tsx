import { HandicapPage } from '../pages/account/handicap-page';
import { handicapPageData } from './account.server';
import type { Route } from './+types/account.handicap';
import { pageTitle } from '../lib/page-title';
import { messages } from '../../common/messages';

export function loader({ context }: Route.LoaderArgs) {
  return handicapPageData(context);
}

export const meta = () => pageTitle(messages.handicapTitle);

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <HandicapPage {...loaderData} />;
}
