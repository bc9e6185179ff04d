import { isProUser } from '../../../server/modules/accounts/present-user';
import * as handicap from '../../../server/modules/handicap/queries';
import type { WebLoadContext } from '../../load-context.server';
import { readOrNull } from '../../lib/read-or-null.server';
import type { HandicapPageData } from './handicap-page';

/** Each player's Sim Handicap for a Pro user; null for others (the page shows what it is and how to get it). */
export async function handicapPageData(context: WebLoadContext): Promise<HandicapPageData | null> {
  const user = context.userRow;
  if (!user) return null;
  const isPro = isProUser(user);
  return { isPro, handicap: isPro ? await readOrNull(context, 'handicap', () => handicap.handicaps(context.db, user)) : null };
}
