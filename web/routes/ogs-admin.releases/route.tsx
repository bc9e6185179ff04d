import { ReleasesPage } from './releases-page';
import { pageTitle } from '../../lib/page-title';
import { messages } from '../../../common/messages';
import { publishReleaseAction } from './publish-release.server';
import type { Route } from './+types/route';
import { releasesPageData } from '../../features/downloads/releases.server';

export const meta = () => pageTitle(messages.releasesTitle);

export function loader({ context }: Route.LoaderArgs) {
  return releasesPageData(context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return publishReleaseAction(context, await request.formData());
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <ReleasesPage {...loaderData} />;
}
