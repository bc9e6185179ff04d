/**
 * The loaders of Shot data (decision 031): the shot statistics and the per-club analysis for the
 * filters in the address, through the stats and analysis modules' queries (signed in and Pro).
 */
import { isProUser } from '../../../server/modules/accounts/present-user';
import * as analysis from '../../../server/modules/analysis/queries';
import * as clips from '../../../server/modules/clips/queries';
import * as stats from '../../../server/modules/stats/queries';
import { readOrNull } from '../../lib/read-or-null.server';
import type { WebLoadContext } from '../../load-context.server';
import type { ShotDataPageData } from './shot-data-page';
import { playerFromUrl } from '../../features/stats/player-param';
import type { AnalysisData } from '../../features/analysis/analysis-data';
import { readAnalysis } from '../../features/analysis/read-analysis.server';
import { readAnalysisFilters } from '../../features/analysis/url-filters';

/** The player of the address, the account's players known or not (null: they could not be read). */
async function shotDataPlayers(context: WebLoadContext, user: NonNullable<WebLoadContext['userRow']>, url: URL) {
  const players = await readOrNull(context, 'players', async () => (await stats.players(context.db, user)).players);
  // The player in the address counts only if the account has one of that name.
  return { players, player: playerFromUrl(url.searchParams, players ?? undefined) };
}

/** Shot data: the players and the player's statistics for `?player=`; the teaser needs the plan only. */
export async function shotDataPageData(context: WebLoadContext, url: URL): Promise<ShotDataPageData | null> {
  const user = context.userRow;
  if (!user) return null;
  if (!isProUser(user)) return { isPro: false };
  const { players, player } = await shotDataPlayers(context, user, url);
  const shots = await readOrNull(context, 'shot statistics', () => stats.shotStats(context.db, user, player));
  return { isPro: true, player, players, stats: shots };
}

/**
 * Shot data's per-club analysis for `?player=&club=&from=&to=` (its own loader, read by the page
 * once the analysis is near the window, so the page's answer carries none of it); null without a
 * Pro user, as the API answers 401 or 403.
 */
export async function shotDataAnalysis(context: WebLoadContext, url: URL): Promise<AnalysisData | null> {
  const user = context.userRow;
  if (!user || !isProUser(user)) return null;
  const { db } = context;
  const { player } = await shotDataPlayers(context, user, url);
  const { club, from, to } = readAnalysisFilters(url.searchParams);
  const filter = { player, from: from || undefined, to: to || undefined };
  const read = await readAnalysis(context, club, {
    gapping: () => analysis.gapping(db, user, filter),
    dispersion: (c) => analysis.dispersion(db, user, { ...filter, club: c }),
    trends: (c) => analysis.trends(db, user, { ...filter, club: c }),
  });
  const shotIds = read.dispersion?.points.map((point) => Number(point.id)) ?? [];
  const clipShots = await readOrNull(context, 'shot clips', () => clips.shotsWithClips(db, user, { shotIds }));
  return { ...read, clipShots: clipShots?.map((shot) => shot.id) ?? [] };
}
