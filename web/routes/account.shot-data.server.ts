/**
 * The loaders of Shot data and of a shared statistics report (decision 031): the shot statistics
 * and the per-club analysis for the filters in the address, read straight from our services with
 * the API's rules (signed in and Pro for Shot data; a working link for a shared report) and
 * through the API's response schemas.
 */
import { AppError } from '../../../server/errors';
import { isProUser } from '../../../server/modules/accounts/present-user';
import * as analysis from '../../../server/modules/analysis/queries';
import * as sharing from '../../../server/modules/sharing/queries';
import * as stats from '../../../server/modules/stats/queries';
import type { AnalysisClub } from '../../../common/analysis';
import type { AnalysisResponse, DispersionResponse, TrendsResponse } from '../../../common/schemas/analysis';
import type { SharedView } from '../../../common/schemas/sharing';
import { readOrNull } from '../../app/page-data.server';
import type { WebLoadContext } from '../../load-context.server';
import type { ShotDataPageData } from '../../pages/account/shot-data-page';
import type { SharedReportPageData } from '../../pages/shared/shared-report-page';
import { playerFromUrl } from '../stats/player-param';
import { shownClub, type AnalysisData } from './analysis-data';
import { readAnalysisFilters } from './url-filters';

/**
 * The gapping table, then the shown club's dispersion and trends. When the address names a club,
 * its dispersion and trends are read beside the gapping table and kept if the table has that club.
 */
async function readAnalysis(
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
  return readAnalysis(context, club, {
    gapping: () => analysis.gapping(db, user, filter),
    dispersion: (c) => analysis.dispersion(db, user, { ...filter, club: c }),
    trends: (c) => analysis.trends(db, user, { ...filter, club: c }),
  });
}

/**
 * /shared/{token}: the report as GET /api/shared/{token} answers it, and for a statistics report
 * the analysis of the club in `?club=` (its gapping table comes with the report). `gone`: the
 * link is unknown, revoked or expired (the API's 404); `view` null otherwise: it could not be read.
 */
export async function sharedReportPageData(context: WebLoadContext, token: string, url: URL): Promise<SharedReportPageData> {
  let view: SharedView;
  try {
    view = await sharing.view(context.db, token);
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 400)) return { view: null, gone: true, analysis: null };
    context.log.warn({ err: error, what: 'shared report' }, 'a page was drawn without one of its answers');
    return { view: null, gone: false, analysis: null };
  }
  if (view.kind !== 'stats') return { view, gone: false, analysis: null };
  const { db } = context;
  const figures = await readAnalysis(context, readAnalysisFilters(url.searchParams).club, {
    gapping: async () => view.analysis,
    dispersion: (club) => sharing.viewDispersion(db, token, club),
    trends: (club) => sharing.viewTrends(db, token, club),
  });
  return { view, gone: false, analysis: figures };
}
