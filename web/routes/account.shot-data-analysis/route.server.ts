import { isProUser } from '../../../server/modules/accounts/present-user';
import type { WebLoadContext } from '../../load-context.server';
import type { AnalysisData } from '../../features/analysis/analysis-data';
import { readShotDataAnalysis } from '../../features/analysis/shot-data-analysis.server';
import { readPlayers } from '../../features/stats/players.server';

/**
 * Shot data's per-club analysis for `?player=&club=&from=&to=&partial=` alone (its own loader: what the page
 * reads when its answer could not carry the analysis in time); null without a Pro user, as the
 * API answers 401 or 403.
 */
export async function shotDataAnalysis(context: WebLoadContext, url: URL): Promise<AnalysisData | null> {
  const user = context.userRow;
  if (!user || !isProUser(user)) return null;
  const { player } = await readPlayers(context, user, url, { shotData: true });
  return readShotDataAnalysis(context, user, player, url);
}
