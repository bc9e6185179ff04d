import { settingsClientAction } from './settings-form';
import { profilePageData, removeLinkClipAction, revokeAction } from './route.server';
import { settingsAction } from './settings.server';
import { deleteAccountAction } from './delete-account.server';
import { shareAction } from './share.server';
import { unitsAction } from './units.server';
import { ProfilePage } from './profile-page';
import type { Route } from './+types/route';
import { pageTitle } from '../../lib/page-title';

export function loader({ context }: Route.LoaderArgs) {
  return profilePageData(context);
}

/**
 * The Settings forms (User Settings, Update Password, Units, Delete Account), the Revoke of a device or a shared
 * link, with or without JavaScript, and the Share dialog of a scorecard or Shot data (its links
 * are listed here), by `?form=`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const which = new URL(request.url).searchParams.get('form');
  const form = await request.formData();
  if (which === 'units') return unitsAction(context, form);
  if (which === 'share') return shareAction(context, form);
  if (which === 'devices' || which === 'links') return revokeAction(context, which, form);
  if (which === 'link-clip') return removeLinkClipAction(context, form);
  if (which === 'delete-account') return deleteAccountAction(context, form);
  return settingsAction(context, which, form);
}

/** With the app started: a post that never reached the action is said in its form (settings-form.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => settingsClientAction(request, serverAction);

export const meta = () => pageTitle('Settings');

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData && <ProfilePage data={loaderData} />;
}
