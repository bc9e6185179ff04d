import { data } from 'react-router';
import { messages } from '../../../common/messages';
import { adminInvitesQuerySchema } from '../../../common/schemas/admin';
import { isEmployee } from '../../../server/modules/accounts/access';
import * as admin from '../../../server/modules/admin/queries';
import { readOrNull } from '../../lib/read-or-null.server';
import type { WebLoadContext } from '../../load-context.server';
import { intentAction } from '../../lib/form-action.server';
import { pageFromParams } from '../../features/admin/page-param';
import { SEND_INVITE_INTENT } from '../../features/admin/send-invite-intent';
import type { InvitesPageData } from './invites-page';

/** Beta Invites: the page from the address and that page of requests, each with its link. */
export async function invitesPageData(context: WebLoadContext, url: URL): Promise<InvitesPageData | null> {
  if (!isEmployee(context.userRow)) return null;
  const page = pageFromParams(url.searchParams);
  const { page: checked } = adminInvitesQuerySchema.parse({ page: String(page) });
  const invites = await readOrNull(context, 'invites', () => admin.invites(context.db, context.userRow, checked, context.config));
  return { page, invites };
}

/**
 * Send Invite posted to the page's action (`intent=send-invite`, the invite's `id`), with or
 * without JavaScript, as POST /api/admin/invite sends it: the mail to the address stored with the
 * request; one already sent or used is refused with the service's message. Employees only.
 */
export async function invitesAction(context: WebLoadContext, form: FormData) {
  if (!isEmployee(context.userRow)) throw data(messages.notFound, { status: 404 });
  return intentAction(context.log, form, SEND_INVITE_INTENT, (id) => admin.sendInvite(context.db, context.userRow, id, context.config), {
    done: messages.inviteSent,
    failedMessage: messages.unknownError,
  });
}
