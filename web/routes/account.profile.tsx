import { HydrationBoundary } from '@tanstack/react-query';
import { data } from 'react-router';
import { messages } from '../../common/messages';
import { profileAnswers } from '../app/page-data.server';
import { changePasswordAction } from '../features/profile/password.server';
import { ProfilePage } from '../pages/account/profile-page';
import type { WebLoadContext } from '../load-context.server';
import type { Route } from './+types/account.profile';
import { pageTitle } from '../lib/page-title';

export function loader({ context }: Route.LoaderArgs) {
  return profileAnswers(context as unknown as WebLoadContext);
}

/** The forms of Settings posted by the browser itself, before the app has started. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'password') return changePasswordAction(context as unknown as WebLoadContext, form);
  return data({ severity: 'error' as const, text: messages.unknownError }, { status: 400 });
}

export const meta = () => pageTitle('Settings');

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.answers ?? undefined}>
      <ProfilePage />
    </HydrationBoundary>
  );
}
