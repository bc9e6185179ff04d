import * as analysis from '../../../server/modules/analysis/queries';
import * as clips from '../../../server/modules/clips/queries';
import { readOrNull } from '../../lib/read-or-null.server';
import type { WebLoadContext } from '../../load-context.server';
import type { AnalysisData } from './analysis-data';
import { readAnalysis } from './read-analysis.server';
import { readAnalysisFilters } from './url-filters';

/**
 * Shot data's per-club analysis of `player` for the club and dates of the address
 * (`?club=&from=&to=&partial=`), with the camera marks of its dispersion's shots: what Shot data's page
 * streams after its statistics, and what the analysis' own route answers.
 */
export async function readShotDataAnalysis(context: WebLoadContext, user: NonNullable<WebLoadContext['userRow']>, player: string, url: URL): Promise<AnalysisData> {
  const { db } = context;
  const { club, from, to } = readAnalysisFilters(url.searchParams);
  // Full swings only unless the address asks for partial ones too (`?partial=true`).
  const filter = { player, from: from || undefined, to: to || undefined, partial: url.searchParams.get('partial') === 'true' ? ('true' as const) : undefined };
  const read = await readAnalysis(context, club, {
    gapping: () => analysis.gapping(db, user, filter),
    dispersion: (c) => analysis.dispersion(db, user, { ...filter, club: c }),
    trends: (c) => analysis.trends(db, user, { ...filter, club: c }),
  });
  const shotIds = read.dispersion?.points.map((point) => Number(point.id)) ?? [];
  const clipShots = await readOrNull(context, 'shot clips', () => clips.shotsWithClips(db, user, { shotIds }));
  return { ...read, clipShots: clipShots?.map((shot) => shot.id) ?? [] };
}
