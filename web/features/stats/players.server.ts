import * as stats from '../../../server/modules/stats/queries';
import { readOrNull } from '../../lib/read-or-null.server';
import type { WebLoadContext } from '../../load-context.server';
import { playerFromUrl } from './player-param';

/** The player of the address, the account's players known or not (null: they could not be read). */
export async function readPlayers(context: WebLoadContext, user: NonNullable<WebLoadContext['userRow']>, url: URL) {
  const players = await readOrNull(context, 'players', async () => (await stats.players(context.db, user)).players);
  // The player in the address counts only if the account has one of that name.
  return { players, player: playerFromUrl(url.searchParams, players ?? undefined) };
}
