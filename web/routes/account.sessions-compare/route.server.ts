import { sessionCompareQuerySchema } from '../../../common/schemas/sessions';
import { isProUser } from '../../../server/modules/accounts/present-user';
import * as sessions from '../../../server/modules/sessions/queries';
import { readOrNotFound } from '../../lib/read-or-null.server';
import type { WebLoadContext } from '../../load-context.server';
import type { SessionsComparePageData } from './sessions-compare-page';

/** Two sessions side by side from `?a=&b=`; `valid` false when the address does not name two, `notFound` when one is not the account's. */
export async function sessionsComparePageData(context: WebLoadContext, url: URL): Promise<SessionsComparePageData | null> {
  const user = context.userRow;
  if (!user) return null;
  if (!isProUser(user)) return { isPro: false, valid: false, notFound: false, compare: null };
  const query = sessionCompareQuerySchema.safeParse({ a: url.searchParams.get('a') ?? '', b: url.searchParams.get('b') ?? '' });
  if (!query.success) return { isPro: true, valid: false, notFound: false, compare: null };
  const { a, b } = query.data;
  const compare = await readOrNotFound(context, 'sessions compare', () => sessions.compare(context.db, user, a, b));
  if (compare === 'not found') return { isPro: true, valid: true, notFound: true, compare: null };
  return { isPro: true, valid: true, notFound: false, compare };
}
