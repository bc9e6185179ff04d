/**
 * Settings' loader and its lists' Revoke (decision 019, "Moving to useLoaderData"): the desktop
 * apps and the shared links as GET /api/user/devices and GET /api/shared-reports answer them (the
 * same services, the API's response schemas), and a Revoke posted to the page's action, with or
 * without JavaScript, as POST /api/user/devices/:id/revoke and /api/shared-reports/:id/revoke do
 * it; the framework reads the loader again after.
 */
import { data } from 'react-router';
import { messages } from '../../../common/messages';
import { isProUser } from '../../../server/modules/accounts/present-user';
import * as clips from '../../../server/modules/clips/queries';
import * as profile from '../../../server/modules/profile/queries';
import * as sharing from '../../../server/modules/sharing/queries';
import { pendingEmail } from '../../../server/modules/email-change/service';
import { readOrNull } from '../../lib/read-or-null.server';
import type { WebLoadContext } from '../../load-context.server';
import { intentAction } from '../../lib/form-action.server';
import type { ProfilePageData } from './profile-page';
import { REMOVE_CLIP_INTENT, REVOKE_INTENT } from './settings-form';

/** The Settings page's lists; null without a signed-in user (the guard sends the visitor to log in). */
export async function profilePageData(context: WebLoadContext): Promise<ProfilePageData | null> {
  const user = context.userRow;
  if (!user) return null;
  const [devices, reports, clipStorage] = await Promise.all([
    readOrNull(context, 'devices', async () => (await profile.devices(context.db, user)).devices),
    readOrNull(context, 'shared-reports', async () => (await sharing.links(context.db, user, context.config)).reports),
    readOrNull(context, 'clip storage', () => clips.storage(context.db, user)),
  ]);
  // The storage shows to Pro accounts, and to any account that still holds clips.
  const shownStorage = isProUser(user) || (clipStorage?.clips ?? 0) > 0 ? clipStorage : undefined;
  return { devices, reports, clipStorage: shownStorage, pendingEmail: await pendingEmail(context.db, user.id) };
}

/** `?form=link-clip`: takes the swing clip off one of the user's working links (the link stays). */
export async function removeLinkClipAction(context: WebLoadContext, form: FormData) {
  const user = context.userRow;
  if (!user) return data({ error: messages.notSignedIn }, { status: 401 });
  return intentAction(context.log, form, REMOVE_CLIP_INTENT, (id) => sharing.setClip(context.db, user, id, null, context.config), {
    done: messages.sharedLinkClipRemoved,
    failedMessage: messages.unknownError,
  });
}

/** `?form=devices` and `?form=links`: Revoke of one of the user's desktop apps or shared links; another's, or no such row, is not found. */
export async function revokeAction(context: WebLoadContext, which: 'devices' | 'links', form: FormData) {
  const user = context.userRow;
  if (!user) return data({ error: messages.notSignedIn }, { status: 401 });
  if (which === 'devices') {
    return intentAction(context.log, form, REVOKE_INTENT, (id) => profile.revokeDevice(context.db, user, id), {
      done: messages.deviceRevoked,
      failedMessage: messages.unknownError,
    });
  }
  return intentAction(context.log, form, REVOKE_INTENT, (id) => sharing.revoke(context.db, user, id), {
    done: messages.sharedLinkRevoked,
    failedMessage: messages.sharedLinkRevokeFailed,
  });
}
