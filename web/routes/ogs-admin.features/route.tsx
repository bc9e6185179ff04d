import { FeaturesPage } from './features-page';
import { pageTitle } from '../../lib/page-title';
import { messages } from '../../../common/messages';
import { featuresPageData } from './route.server';
import type { Route } from './+types/route';

/** Nothing read (not an employee): the not-found page, titled as it is. */
export const meta = ({ loaderData }: Route.MetaArgs) => pageTitle(loaderData ? messages.adminFeaturesTitle : 'Error');

export function loader({ context }: Route.LoaderArgs) {
  return featuresPageData(context);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <FeaturesPage data={loaderData} />;
}
