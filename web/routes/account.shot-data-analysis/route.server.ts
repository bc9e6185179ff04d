import { isProUser } from '../../../server/modules/accounts/present-user';
import * as analysis from '../../../server/modules/analysis/queries';
import * as clips from '../../../server/modules/clips/queries';
import { readOrNull } from '../../lib/read-or-null.server';
import type { WebLoadContext } from '../../load-context.server';
import type { AnalysisData } from '../../features/analysis/analysis-data';
import { readAnalysis } from '../../features/analysis/read-analysis.server';
import { readAnalysisFilters } from '../../features/analysis/url-filters';
import { readPlayers } from '../../features/stats/players.server';

/**
 * Shot data's per-club analysis for `?player=&club=&from=&to=` (its own loader, read by the page
 * once the analysis is near the window, so the page's answer carries none of it); null without a
 * Pro user, as the API answers 401 or 403.
 */
export async function shotDataAnalysis(context: WebLoadContext, url: URL): Promise<AnalysisData | null> {
  const user = context.userRow;
  if (!user || !isProUser(user)) return null;
  const { db } = context;
  const { player } = await readPlayers(context, user, url);
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
