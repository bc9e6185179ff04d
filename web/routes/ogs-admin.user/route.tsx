import { data } from 'react-router';
import { UserPage } from './user-page';
import { pageTitle } from '../../lib/page-title';
import { messages } from '../../../common/messages';
import { userPageData } from './route.server';
import type { Route } from './+types/route';

/** Nothing read (not an employee): the not-found page, titled as it is; an id that is no user's: titled as the page says. */
export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageTitle(!loaderData ? 'Error' : loaderData.notFound ? messages.adminUserNotFound : messages.adminUserTitle);

/** An id that is no user's is answered 404, the page saying 'User not found'. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await userPageData(context, params.userId);
  return data(page, { status: page?.notFound ? 404 : 200 });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <UserPage data={loaderData} />;
}
