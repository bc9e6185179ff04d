import { InvitesPage } from '../pages/admin/invites-page';
import { pageTitle } from '../lib/page-title';
import { messages } from '../../common/messages';
import { invitesAction, invitesPageData } from '../features/admin/page-data.server';
import type { WebLoadContext } from '../load-context.server';
import type { Route } from './+types/ogs-admin.invites';

export const meta = () => pageTitle(messages.adminInvitesTitle);

export function loader({ context, request }: Route.LoaderArgs) {
  return invitesPageData(context as unknown as WebLoadContext, new URL(request.url));
}

/** Send Invite, with or without JavaScript. */
export async function action({ context, request }: Route.ActionArgs) {
  return invitesAction(context as unknown as WebLoadContext, await request.formData());
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <InvitesPage data={loaderData} />;
}
