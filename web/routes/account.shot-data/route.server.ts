/**
 * Shot data's loader (decision 031): the shot statistics for the player in the address, through the
 * stats module's queries (signed in and Pro). The per-club analysis has its own route,
 * account.shot-data-analysis.
 */
import { isProUser } from '../../../server/modules/accounts/present-user';
import * as stats from '../../../server/modules/stats/queries';
import { readOrNull } from '../../lib/read-or-null.server';
import type { WebLoadContext } from '../../load-context.server';
import type { ShotDataPageData } from './shot-data-page';
import { readPlayers } from '../../features/stats/players.server';

/** Shot data: the players and the player's statistics for `?player=`; the teaser needs the plan only. */
export async function shotDataPageData(context: WebLoadContext, url: URL): Promise<ShotDataPageData | null> {
  const user = context.userRow;
  if (!user) return null;
  if (!isProUser(user)) return { isPro: false };
  const { players, player } = await readPlayers(context, user, url);
  const shots = await readOrNull(context, 'shot statistics', () => stats.shotStats(context.db, user, player));
  return { isPro: true, player, players, stats: shots };
}
