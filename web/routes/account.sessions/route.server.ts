/**
 * The sessions list's loader (decision 030): it reads the page's data from the sessions service with
 * the API's rules (signed in, Pro, the account's own sessions, the API's response schemas) and
 * returns it as plain data.
 */
import { ALL_PLAYERS } from '../../../common/constants';
import { SESSIONS_PAGE_SIZE } from '../../../common/schemas/sessions';
import { isProUser } from '../../../server/modules/accounts/present-user';
import * as sessions from '../../../server/modules/sessions/queries';
import { readOrNull } from '../../lib/read-or-null.server';
import { readPlayers } from '../../features/stats/players.server';
import type { WebLoadContext } from '../../load-context.server';
import type { SessionsPageData } from './sessions-page';

/**
 * The list's page and player from the address and its sessions, newest first (Pro), with the
 * account's players for the filter; a player the account does not have is every player. The
 * teaser needs the plan only.
 */
export async function sessionsPageData(context: WebLoadContext, url: URL): Promise<SessionsPageData | null> {
  const user = context.userRow;
  if (!user) return null;
  const page = Math.max(1, Math.floor(Number(url.searchParams.get('page'))) || 1);
  if (!isProUser(user)) return { isPro: false, page, player: ALL_PLAYERS, players: [], list: null };
  const { players, player } = await readPlayers(context, user, url);
  const query = { page, pageSize: SESSIONS_PAGE_SIZE, ...(player === ALL_PLAYERS ? {} : { player }) };
  const list = await readOrNull(context, 'sessions', () => sessions.list(context.db, user, query));
  return { isPro: true, page, player, players: players ?? [], list };
}
