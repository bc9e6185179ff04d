import { useLoaderData } from 'react-router';
import type { AnalysisData } from '../features/analysis/analysis-data';
import { ShotDataPage, type ShotDataPageData } from '../routes/account.shot-data/shot-data-page';

/** Shot data as its route draws it: the page with what the route's loader (the test's) answered. */
export function ShotDataRoute() {
  return <ShotDataPage data={useLoaderData<ShotDataPageData>()} />;
}

/** The analysis of an account with no club to show (the figures there are the statistics'). */
export const noAnalysis: AnalysisData = {
  gapping: { filter: { player: 'all', from: null, to: null }, hideMishits: false, clubs: [] },
  club: null,
  dispersion: null,
  trends: null,
  failed: false,
};
