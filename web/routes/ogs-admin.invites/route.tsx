import { InvitesPage } from './invites-page';
import { pageTitle } from '../../lib/page-title';
import { messages } from '../../../common/messages';
import { invitesAction, invitesPageData } from './route.server';
import type { Route } from './+types/route';
import { unlessUnreached } from '../../lib/unreached-action';

/** Nothing read (not an employee): the not-found page, titled as it is. */
export const meta = ({ loaderData }: Route.MetaArgs) => pageTitle(loaderData ? messages.adminInvitesTitle : 'Error');

export function loader({ context, request }: Route.LoaderArgs) {
  return invitesPageData(context, new URL(request.url));
}

/** Send Invite, with or without JavaScript. */
export async function action({ context, request }: Route.ActionArgs) {
  return invitesAction(context, await request.formData());
}

/** With the app started: a Send Invite that never reached the action is said in the dialog. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => unlessUnreached(serverAction, () => ({ error: messages.unknownError }));

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <InvitesPage data={loaderData} />;
}
