import { ALL_PLAYERS } from '../../../common/constants';
import * as stats from '../../../server/modules/stats/queries';
import { readOrNull } from '../../lib/read-or-null.server';
import type { WebLoadContext } from '../../load-context.server';
import { playerFromUrl } from './player-param';

/**
 * The account's players (null: they could not be read) and the player shown: the address'
 * `?player=` (a name of the account's, or 'all'), else every player; on Shot data and its analysis
 * (`shotData`), the one Shot data opens on (the last chosen, or the main player:
 * `stats.openingPlayer`), and the address' choice remembered for the account when `remember`.
 */
export async function readPlayers(
  context: WebLoadContext,
  user: NonNullable<WebLoadContext['userRow']>,
  url: URL,
  { shotData = false, remember = false } = {},
) {
  const players = await readOrNull(context, 'players', async () => (await stats.players(context.db, user)).players);
  if (!players || !shotData) return { players, player: playerFromUrl(url.searchParams, players ?? undefined) };
  if (!url.searchParams.has('player')) {
    return { players, player: (await readOrNull(context, 'the opening player', () => stats.openingPlayer(context.db, user, players))) ?? ALL_PLAYERS };
  }
  // The player in the address counts only if the account has one of that name.
  const player = playerFromUrl(url.searchParams, players);
  if (remember && player === url.searchParams.get('player')?.trim()) await readOrNull(context, 'the player chosen', () => stats.rememberPlayer(context.db, user, player));
  return { players, player };
}
