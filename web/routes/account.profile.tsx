import { HydrationBoundary } from '@tanstack/react-query';
import { profileAnswers } from '../app/page-data.server';
import { settingsAction } from '../features/profile/settings.server';
import { shareAction } from '../features/sharing/share.server';
import { unitsAction } from '../features/units/units.server';
import { ProfilePage } from '../pages/account/profile-page';
import type { WebLoadContext } from '../load-context.server';
import type { Route } from './+types/account.profile';
import { pageTitle } from '../lib/page-title';

export function loader({ context }: Route.LoaderArgs) {
  return profileAnswers(context as unknown as WebLoadContext);
}

/**
 * The Settings forms (User Settings, Update Password, Units), with or without JavaScript, and the
 * Share dialog of a scorecard or Shot data (its links are listed here), by `?form=`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const which = new URL(request.url).searchParams.get('form');
  const webContext = context as unknown as WebLoadContext;
  if (which === 'units') return unitsAction(webContext, await request.formData());
  if (which === 'share') return shareAction(webContext, await request.formData());
  return settingsAction(webContext, which, await request.formData());
}

export const meta = () => pageTitle('Settings');

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.answers ?? undefined}>
      <ProfilePage />
    </HydrationBoundary>
  );
}
