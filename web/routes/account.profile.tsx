import { HydrationBoundary } from '@tanstack/react-query';
import { profileAnswers } from '../app/page-data.server';
import { settingsAction } from '../features/profile/settings.server';
import { ProfilePage } from '../pages/account/profile-page';
import type { WebLoadContext } from '../load-context.server';
import type { Route } from './+types/account.profile';
import { pageTitle } from '../lib/page-title';

export function loader({ context }: Route.LoaderArgs) {
  return profileAnswers(context as unknown as WebLoadContext);
}

/** The Settings forms (User Settings, Update Password), with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const which = new URL(request.url).searchParams.get('form');
  return settingsAction(context as unknown as WebLoadContext, which, await request.formData());
}

export const meta = () => pageTitle('Settings');

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.answers ?? undefined}>
      <ProfilePage />
    </HydrationBoundary>
  );
}
