import { UsersPage } from './users-page';
import { pageTitle } from '../../lib/page-title';
import { messages } from '../../../common/messages';
import { usersPageData } from './route.server';
import type { Route } from './+types/route';

/** Nothing read (not an employee): the not-found page, titled as it is. */
export const meta = ({ loaderData }: Route.MetaArgs) => pageTitle(loaderData ? messages.adminUsersTitle : 'Error');

export function loader({ context, request }: Route.LoaderArgs) {
  return usersPageData(context, new URL(request.url));
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <UsersPage data={loaderData} />;
}
