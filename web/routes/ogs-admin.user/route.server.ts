import { AppError } from '../../../server/errors';
import { isEmployee } from '../../../server/modules/accounts/access';
import * as admin from '../../../server/modules/admin/queries';
import type { WebLoadContext } from '../../load-context.server';
import type { UserPageData } from './user-page';

/** One user; `notFound` for an id that is no user's, as GET /api/admin/user/:userId answers 404. */
export async function userPageData(context: WebLoadContext, userId: string): Promise<UserPageData | null> {
  if (!isEmployee(context.userRow)) return null;
  try {
    return { user: (await admin.user(context.db, context.userRow, userId)).user, notFound: false };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { user: null, notFound: true };
    context.log.warn({ err: error, what: 'admin user' }, 'a page was drawn without one of its answers');
    return { user: null, notFound: false };
  }
}
