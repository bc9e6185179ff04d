import { adminUsersQuerySchema } from '../../../common/schemas/admin';
import { isEmployee } from '../../../server/modules/accounts/access';
import * as admin from '../../../server/modules/admin/queries';
import { readOrNull } from '../../lib/read-or-null.server';
import type { WebLoadContext } from '../../load-context.server';
import { pageFromParams } from '../../features/admin/page-param';
import type { UsersPageData } from './users-page';

/** Users: the page and search from the address (as GET /api/admin/users reads them), and that page of users. */
export async function usersPageData(context: WebLoadContext, url: URL): Promise<UsersPageData | null> {
  if (!isEmployee(context.userRow)) return null;
  const page = pageFromParams(url.searchParams);
  const q = (url.searchParams.get('q') ?? '').trim();
  const query = adminUsersQuerySchema.safeParse({ page: String(page), q });
  const users = query.success
    ? await readOrNull(context, 'admin users', () => admin.users(context.db, context.userRow, query.data))
    : null;
  return { page, q, users };
}
