import { ALL_PLAYERS } from '../../../common/constants';
import { isProUser } from '../../../server/modules/accounts/present-user';
import * as handicap from '../../../server/modules/handicap/queries';
import * as stats from '../../../server/modules/stats/queries';
import type { WebLoadContext } from '../../load-context.server';
import { readOrNull } from '../../lib/read-or-null.server';
import { readPlayers } from '../../features/stats/players.server';
import type { RoundsPageData } from './rounds-page';

/**
 * The rounds list by the address' parameters, checked by the rounds API's own rules
 * (`stats.roundsQuery`): an empty field is no filter, a player the account does not have is every
 * player, and a parameter at fault is left out and named (`fault`). With the account's players and
 * each player's Sim Handicap (Pro).
 */
export async function roundsPageData(context: WebLoadContext, url: URL): Promise<RoundsPageData | null> {
  const user = context.userRow;
  if (!user) return null;
  const { players, player } = await readPlayers(context, user, url);
  const params: Record<string, string> = {};
  for (const [name, value] of url.searchParams) if (value.trim() !== '' && name !== 'player') params[name] = value;
  if (player !== ALL_PLAYERS) params.player = player;
  let parsed = stats.roundsQuery(params);
  const fault = parsed.ok ? null : parsed.error;
  if (!parsed.ok) {
    for (const name of parsed.fields) delete params[name];
    parsed = stats.roundsQuery(params);
  }
  const query = parsed.ok ? parsed.query : stats.defaultRoundsQuery();
  const [rounds, handicaps] = await Promise.all([
    readOrNull(context, 'rounds', () => stats.rounds(context.db, user, query)),
    // The Sim Handicap beside the players' names is a Pro figure, as its API call is.
    isProUser(user) ? readOrNull(context, 'handicap', () => handicap.handicaps(context.db, user)) : null,
  ]);
  return { query, fault, player, players: players ?? [], rounds, handicap: handicaps };
}
