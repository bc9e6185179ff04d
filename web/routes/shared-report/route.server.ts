/**
 * The loader of a shared report: the report as GET /api/shared/{token} answers it, and for a
 * statistics report the analysis of the club in the address, through the sharing module's queries.
 */
import { AppError } from '../../../server/errors';
import * as sharing from '../../../server/modules/sharing/queries';
import type { SharedView } from '../../../common/schemas/sharing';
import type { WebLoadContext } from '../../load-context.server';
import type { SharedReportPageData } from './shared-report-page';
import { readAnalysis } from '../../features/analysis/read-analysis.server';
import { readAnalysisFilters } from '../../features/analysis/url-filters';

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
