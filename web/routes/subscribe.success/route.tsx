import { SubscribeSuccessPage } from './success-page';
import type { Route } from './+types/route';
import { successPageData } from './route.server';
import { pageTitle } from '../../lib/page-title';
import { messages } from '../../../common/messages';

export function loader({ context, request }: Route.LoaderArgs) {
  return successPageData(context, new URL(request.url));
}

export const meta = () => pageTitle(messages.subscribeSuccessPageTitle);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SubscribeSuccessPage receipt={loaderData.receipt} />;
}
