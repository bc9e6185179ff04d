import type { AnalysisClub } from '../../../common/analysis';
import type { AnalysisResponse, DispersionResponse, TrendsResponse } from '../../../common/schemas/analysis';

/**
 * The per-club analysis a page's loader reads for the filters in its address (decision 031): the
 * gapping table, and the shown club's dispersion and trends. `club` is the club the address names
 * when it has shots in these days, else the first that has; null when no club has. `failed`: one
 * of the reads failed (the page says the analysis could not be loaded).
 */
export interface AnalysisData {
  gapping: AnalysisResponse | null;
  club: AnalysisClub | null;
  dispersion: DispersionResponse | null;
  trends: TrendsResponse | null;
  failed: boolean;
  /** The dispersion's shots that have a swing clip (the account's own pages only): camera marks in the shot list. */
  clipShots?: string[];
}

/** The club shown: the one asked for when the gapping table has it, else the first with shots. */
export function shownClub(gapping: AnalysisResponse, asked: AnalysisClub | null): AnalysisClub | null {
  return asked && gapping.clubs.some((c) => c.club === asked) ? asked : (gapping.clubs[0]?.club ?? null);
}
