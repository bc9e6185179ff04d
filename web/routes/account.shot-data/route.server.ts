/**
 * Shot data's loader (decision 031): the shot statistics for the player in the address, through the
 * stats module's queries (signed in and Pro), and the per-club analysis streamed after them. The
 * analysis also has its own route, account.shot-data-analysis, read when the stream could not carry it.
 */
import { isProUser } from '../../../server/modules/accounts/present-user';
import * as stats from '../../../server/modules/stats/queries';
import { readOrNull } from '../../lib/read-or-null.server';
import type { WebLoadContext } from '../../load-context.server';
import type { ShotDataPageData } from './shot-data-page';
import { readPlayers } from '../../features/stats/players.server';
import { readShotDataAnalysis } from '../../features/analysis/shot-data-analysis.server';
import { analysisFiltersKey } from '../../features/analysis/url-filters';

/**
 * Shot data: the players and the player's statistics for `?player=`, and the per-club analysis of
 * the address as a promise the page's answer streams after them (not awaited: the statistics are
 * drawn and sent first); the teaser needs the plan only.
 */
export async function shotDataPageData(context: WebLoadContext, url: URL): Promise<ShotDataPageData | null> {
  const user = context.userRow;
  if (!user) return null;
  if (!isProUser(user)) return { isPro: false };
  // The address' player (remembered), or the one Shot data opens on.
  const players = readPlayers(context, user, url, { shotData: true, remember: true });
  const analysis = players.then(({ player }) => readShotDataAnalysis(context, user, player, url));
  // Read beside the statistics; a failure of its own is the analysis' to show, not the page's.
  analysis.catch(() => {});
  const { players: names, player } = await players;
  // Club Distances over full swings unless the address asks for partial ones too.
  const shots = await readOrNull(context, 'shot statistics', () => stats.shotStats(context.db, user, player, url.searchParams.get('partial') === 'true'));
  return { isPro: true, player, players: names, stats: shots, analysis, analysisFor: analysisFiltersKey(url.searchParams) };
}
