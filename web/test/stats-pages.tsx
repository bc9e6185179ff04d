import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { Route, useLoaderData } from 'react-router';
import { DashboardPage, type DashboardPageData } from '../routes/account/dashboard-page';
import { RoundPage, type RoundPageData } from '../routes/account.round/round-page';
import { RoundsPage, type RoundsPageData } from '../routes/account.rounds/rounds-page';
import type { ShotDataPageData } from '../routes/account.shot-data/shot-data-page';
import { noAnalysis, ShotDataRoute } from './shot-data-route';
import { signedInUser, stubApi } from './api-stub';
import { LocationProbe, renderSignedIn } from './render-routes';

/* The statistics pages (rounds, a round, Shot data, the Dashboard) as the route table has them, for their tests. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Handlers = Parameters<typeof stubApi>[0];

/** What the rounds list's, the round's and the dashboard's loaders read, as the test has it (by the address for the list). */
export interface Reads {
  rounds?: (url: URL) => RoundsPageData;
  round?: RoundPageData;
  dashboard?: DashboardPageData;
  shotData?: (url: URL) => ShotDataPageData;
}

function RoundsRoute() {
  return <RoundsPage data={useLoaderData<RoundsPageData>()} />;
}

/** The signed-in pages with their loaders answering what the test reads, opened at `path`. */
export function renderAccount(path: string, handlers: Handlers, user = signedInUser, reads: Reads = {}) {
  return renderSignedIn(
    path,
    <>
      <Route path="/account/rounds" loader={({ request }) => reads.rounds!(new URL(request.url))} hydrateFallbackElement={<p>Loading</p>} element={<RoundsRoute />} />
      <Route path="/account/round/:roundId" element={<RoundPage {...reads.round!} />} />
      <Route path="/account/shot-data" loader={({ request }) => reads.shotData!(new URL(request.url))} hydrateFallbackElement={<p>Loading</p>} element={<ShotDataRoute />} />
      <Route path="/account/shot-data/analysis" loader={() => noAnalysis} />
      <Route path="/account" element={<DashboardPage data={reads.dashboard!} />} />
      <Route path="/account/downloads" element={<LocationProbe label="Downloads" />} />
    </>,
    { user, handlers },
  );
}
