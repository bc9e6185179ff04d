import { DownloadsPage } from '../pages/account/downloads-page';
import { releasesPageData } from './account.server';
import type { Route } from './+types/account.downloads';
import { pageTitle } from '../lib/page-title';
import { messages } from '../../common/messages';

export function loader({ context }: Route.LoaderArgs) {
  return releasesPageData(context);
}

export const meta = () => pageTitle(messages.downloadsTitle);

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <DownloadsPage {...loaderData} />;
}
