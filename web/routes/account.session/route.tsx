import { data } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page';
import { SessionPage } from './session-page';
import { sessionAction, sessionPageData } from './route.server';
import type { Route } from './+types/route';
import { pageTitle } from '../../lib/page-title';
import { sessionTexts as t } from '../../features/sessions/texts';
import { sessionShouldRevalidate } from '../../features/sessions/delete-session';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = await sessionPageData(context, params.sessionId, new URL(request.url));
  return data(page, { status: page?.notFound ? 404 : 200 });
}

export async function action({ context, params, request }: Route.ActionArgs) {
  return sessionAction(context, params.sessionId, await request.formData());
}

export const shouldRevalidate = sessionShouldRevalidate;

/** A session that is not the account's (or none) is answered 404 and titled as the not-found page. */
export const meta = ({ loaderData }: Route.MetaArgs) => pageTitle(loaderData?.notFound ? 'Error' : t.unnamed);

export default function Page({ loaderData }: Route.ComponentProps) {
  if (loaderData?.notFound) return <NotFoundPage />;
  return loaderData && <SessionPage data={loaderData} />;
}
