import { pageTitle } from '../../lib/page-title';
import { clipTexts as t } from '../../features/clips/texts';
import type { Route } from './+types/route';
import { swingLibraryAction, swingLibraryPageData } from './route.server';
import { SwingLibraryPage } from './swing-library-page';

export function loader({ context, request }: Route.LoaderArgs) {
  return swingLibraryPageData(context, new URL(request.url));
}

export function action({ context, request }: Route.ActionArgs) {
  return swingLibraryAction(context, request);
}

export const meta = () => pageTitle(t.libraryHeading);

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <SwingLibraryPage data={loaderData} />;
}
