import type { AnalysisClub } from '../../../common/analysis';
import type { AnalysisResponse, DispersionResponse, TrendsResponse } from '../../../common/schemas/analysis';
import { readOrNull } from '../../lib/read-or-null.server';
import type { WebLoadContext } from '../../load-context.server';
import { shownClub, type AnalysisData } from './analysis-data';

/**
 * The gapping table, then the shown club's dispersion and trends. When the address names a club,
 * its dispersion and trends are read beside the gapping table and kept if the table has that club.
 */
export async function readAnalysis(
  context: WebLoadContext,
  asked: AnalysisClub | null,
  reads: {
    gapping: () => Promise<AnalysisResponse>;
    dispersion: (club: AnalysisClub) => Promise<DispersionResponse>;
    trends: (club: AnalysisClub) => Promise<TrendsResponse>;
  },
): Promise<AnalysisData> {
  const forClub = (club: AnalysisClub) =>
    Promise.all([
      readOrNull(context, 'dispersion', () => reads.dispersion(club)),
      readOrNull(context, 'trends', () => reads.trends(club)),
    ]);
  const early = asked ? forClub(asked) : null;
  const gapping = await readOrNull(context, 'gapping', reads.gapping);
  if (!gapping) {
    await early;
    return { gapping: null, club: null, dispersion: null, trends: null, failed: true };
  }
  const club = shownClub(gapping, asked);
  if (!club) return { gapping, club, dispersion: null, trends: null, failed: false };
  const [dispersion, trends] = club === asked && early ? await early : await forClub(club);
  return { gapping, club, dispersion, trends, failed: !dispersion || !trends };
}
