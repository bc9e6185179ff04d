import { DownloadsPage } from './downloads-page';
import { releasesPageData } from '../../features/downloads/releases.server';
import type { Route } from './+types/route';
import { pageTitle } from '../../lib/page-title';
import { messages } from '../../../common/messages';

export function loader({ context }: Route.LoaderArgs) {
  return releasesPageData(context);
}

export const meta = () => pageTitle(messages.downloadsTitle);

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <DownloadsPage {...loaderData} />;
}
