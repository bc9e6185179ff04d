import { sessionCompareQuerySchema } from '../../../common/schemas/sessions';
import { isProUser } from '../../../server/modules/accounts/present-user';
import * as sessions from '../../../server/modules/sessions/queries';
import { readOrNotFound, readOrNull } from '../../lib/read-or-null.server';
import type { WebLoadContext } from '../../load-context.server';
import type { SessionsComparePageData } from './sessions-compare-page';

/** The sessions either side of a compare can be changed to: the newest hundred. */
const COMPARE_CHOICES = 100;

/**
 * Two sessions side by side from `?a=&b=`, with each club's dispersion in both, and the sessions
 * either side can be changed to; `valid` false when the address does not name two, `notFound`
 * when one is not the account's.
 */
export async function sessionsComparePageData(context: WebLoadContext, url: URL): Promise<SessionsComparePageData | null> {
  const user = context.userRow;
  if (!user) return null;
  const none = { compare: null, dispersions: null, choices: null };
  if (!isProUser(user)) return { isPro: false, valid: false, notFound: false, ...none };
  const choices = readOrNull(context, 'compare choices', async () => (await sessions.list(context.db, user, { page: 1, pageSize: COMPARE_CHOICES })).sessions);
  const query = sessionCompareQuerySchema.safeParse({ a: url.searchParams.get('a') ?? '', b: url.searchParams.get('b') ?? '' });
  if (!query.success) return { isPro: true, valid: false, notFound: false, ...none, choices: await choices };
  const { a, b } = query.data;
  const compare = await readOrNotFound(context, 'sessions compare', () => sessions.compare(context.db, user, a, b));
  if (compare === 'not found') return { isPro: true, valid: true, notFound: true, ...none, choices: await choices };
  const dispersions = compare ? await readOrNull(context, 'compare dispersions', () => sessions.compareDispersions(context.db, user, a, b, compare.clubs)) : null;
  return { isPro: true, valid: true, notFound: false, compare, dispersions, choices: await choices };
}
