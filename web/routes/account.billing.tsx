import { BillingPage } from '../pages/account/billing-page';
import { billingPageData } from './account.server';
import type { Route } from './+types/account.billing';
import { pageTitle } from '../lib/page-title';
import { messages } from '../../common/messages';

export function loader({ context }: Route.LoaderArgs) {
  return billingPageData(context);
}

export const meta = () => pageTitle(messages.billingTitle);

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <BillingPage {...loaderData} />;
}
