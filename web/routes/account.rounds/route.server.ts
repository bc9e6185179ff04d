import { isProUser } from '../../../server/modules/accounts/present-user';
import * as handicap from '../../../server/modules/handicap/queries';
import * as stats from '../../../server/modules/stats/queries';
import type { WebLoadContext } from '../../load-context.server';
import { readOrNull } from '../../lib/read-or-null.server';
import { readPlayers } from '../../features/stats/players.server';
import type { RoundsPageData } from './rounds-page';

/** The rounds list's page and player from the address, the account's players, the page of rounds, the Sim Handicaps (Pro). */
export async function roundsPageData(context: WebLoadContext, url: URL): Promise<RoundsPageData | null> {
  const user = context.userRow;
  if (!user) return null;
  const page = Math.max(1, Math.floor(Number(url.searchParams.get('page'))) || 1);
  const { players, player } = await readPlayers(context, user, url);
  const [rounds, handicaps] = await Promise.all([
    readOrNull(context, 'rounds', () => stats.rounds(context.db, user, { page, player })),
    // The Sim Handicap beside the players' names is a Pro figure, as its API call is.
    isProUser(user) ? readOrNull(context, 'handicap', () => handicap.handicaps(context.db, user)) : null,
  ]);
  return { page, player, players: players ?? [], rounds, handicap: handicaps };
}
