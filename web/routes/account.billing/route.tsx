import { BillingPage } from './billing-page';
import { billingPageData } from './route.server';
import type { Route } from './+types/route';
import { pageTitle } from '../../lib/page-title';
import { messages } from '../../../common/messages';

export function loader({ context }: Route.LoaderArgs) {
  return billingPageData(context);
}

export const meta = () => pageTitle(messages.billingTitle);

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <BillingPage {...loaderData} />;
}
