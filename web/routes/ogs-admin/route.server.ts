/**
 * The admin area's loaders and its one write (decision 019, "Moving to useLoaderData"), with the
 * rules of its API (server/modules/admin/routes.ts): a signed-in employee by session, anyone else
 * gets no data (the layout answers them 404 with the ordinary not-found page); the same
 * services, and the answers through the API's response schemas.
 */
import { data } from 'react-router';
import { messages } from '../../../common/messages';
import { adminInvitesQuerySchema, adminUsersQuerySchema } from '../../../common/schemas/admin';
import { AppError } from '../../../server/errors';
import { isEmployee } from '../../../server/modules/accounts/access';
import * as admin from '../../../server/modules/admin/queries';
import { readOrNull } from '../../lib/read-or-null.server';
import type { WebLoadContext } from '../../load-context.server';
import { intentAction } from '../../lib/form-action.server';
import type { FeaturesPageData } from '../ogs-admin.features/features-page';
import type { InvitesPageData } from '../ogs-admin.invites/invites-page';
import type { UserPageData } from '../ogs-admin.user/user-page';
import type { UsersPageData } from '../ogs-admin.users/users-page';
import { SEND_INVITE_INTENT } from '../../features/admin/send-invite-intent';

/** The list page in the address (`?page=`, from 1); anything that is not a whole number from 1 is page 1. */
function pageFromParams(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

const employee = (context: WebLoadContext) => isEmployee(context.userRow);

/** The admin layout's answer: 404 for a signed-in user who is not an employee (the page is the ordinary not-found page). */
export function adminAreaStatus(context: WebLoadContext) {
  return context.userRow && !isEmployee(context.userRow) ? data(null, { status: 404 }) : null;
}

/** Users: the page and search from the address (as GET /api/admin/users reads them), and that page of users. */
export async function usersPageData(context: WebLoadContext, url: URL): Promise<UsersPageData | null> {
  if (!employee(context)) return null;
  const page = pageFromParams(url.searchParams);
  const q = (url.searchParams.get('q') ?? '').trim();
  const query = adminUsersQuerySchema.safeParse({ page: String(page), q });
  const users = query.success
    ? await readOrNull(context, 'admin users', () => admin.users(context.db, context.userRow, query.data))
    : null;
  return { page, q, users };
}

/** One user; `notFound` for an id that is no user's, as GET /api/admin/user/:userId answers 404. */
export async function userPageData(context: WebLoadContext, userId: string): Promise<UserPageData | null> {
  if (!employee(context)) return null;
  try {
    return { user: (await admin.user(context.db, context.userRow, userId)).user, notFound: false };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { user: null, notFound: true };
    context.log.warn({ err: error, what: 'admin user' }, 'a page was drawn without one of its answers');
    return { user: null, notFound: false };
  }
}

/** What this deployment has switched on, from its configuration. */
export async function featuresPageData(context: WebLoadContext): Promise<FeaturesPageData | null> {
  if (!employee(context)) return null;
  return { features: await readOrNull(context, 'features', async () => admin.features(context.userRow, context.config).features) };
}

/** Beta Invites: the page from the address and that page of requests, each with its link. */
export async function invitesPageData(context: WebLoadContext, url: URL): Promise<InvitesPageData | null> {
  if (!employee(context)) return null;
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
  if (!employee(context)) throw data(messages.notFound, { status: 404 });
  return intentAction(context.log, form, SEND_INVITE_INTENT, (id) => admin.sendInvite(context.db, context.userRow, id, context.config), {
    done: messages.inviteSent,
    failedMessage: messages.unknownError,
  });
}
