import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { Route, useLoaderData } from 'react-router';
import type { DispersionResponse } from '../../common/schemas/analysis';
import type { SessionResponse, SessionShot, SessionShotColumns, SessionSummary } from '../../common/schemas/sessions';
import { SHOT_METRIC_NAMES, SHOT_METRICS, type ShotMetricName } from '../../common/shot-metrics';
import { sessionShouldRevalidate } from '../features/sessions/delete-session';
import { proUser, stubApi } from './api-stub';
import { LocationProbe, renderSignedIn } from './render-routes';
import { SessionPage, type SessionPageData } from '../routes/account.session/session-page';
import { SessionsComparePage, type SessionsComparePageData } from '../routes/account.sessions-compare/sessions-compare-page';
import { SessionsPage, type SessionsPageData } from '../routes/account.sessions/sessions-page';

/*
 * The sessions pages (the list, a session, the comparison) as the route table has them, with loaders
 * and an action answering what a test reads, and the sessions, shots and plots they show.
 */

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

export type Handlers = Parameters<typeof stubApi>[0];

/** What the sessions routes' loaders and the session page's action answer, as the test has it (by the address). */
export interface Reads {
  list?: (url: URL) => SessionsPageData;
  session?: (url: URL) => SessionPageData;
  compare?: (url: URL) => SessionsComparePageData;
  /** The session page's action: its answer, given the posted form. */
  action?: (form: Record<string, string>) => unknown;
}

const ListRoute = () => <SessionsPage data={useLoaderData<SessionsPageData>()} />;
const SessionRoute = () => <SessionPage data={useLoaderData<SessionPageData>()} />;
const CompareRoute = () => <SessionsComparePage data={useLoaderData<SessionsComparePageData>()} />;

/** The sessions pages in a data router with `reads` as their loaders and action; the API calls made and the forms posted. */
export function renderAccount(path: string, reads: Reads, { handlers = {} as Handlers, user = proUser } = {}) {
  const posted: Record<string, string>[] = [];
  const loading = <p>Loading</p>;
  const calls = renderSignedIn(
    path,
    <>
      <Route path="/account/sessions" loader={({ request }) => reads.list!(new URL(request.url))} hydrateFallbackElement={loading} element={<ListRoute />} />
      <Route path="/account/sessions/compare" loader={({ request }) => reads.compare!(new URL(request.url))} hydrateFallbackElement={loading} element={<CompareRoute />} />
      <Route
        path="/account/sessions/:sessionId"
        loader={({ request }) => reads.session!(new URL(request.url))}
        shouldRevalidate={sessionShouldRevalidate}
        action={async ({ request }) => {
          const form = Object.fromEntries(await request.formData()) as Record<string, string>;
          posted.push(form);
          return reads.action!(form);
        }}
        hydrateFallbackElement={loading}
        element={<SessionRoute />}
      />
      <Route path="/account/probe" element={<LocationProbe label="Probe" />} />
    </>,
    { user, handlers },
  );
  return { calls, posted };
}

export const A = '11111111-1111-4111-8111-111111111111';
export const B = '22222222-2222-4222-8222-222222222222';
export const summary = (id: string, name: string, startedAt: string, shots: number): SessionSummary => ({
  id,
  name,
  source: 'app',
  device: 'Garmin R10',
  location: null,
  startedAt,
  endedAt: null,
  shots,
  clubs: ['Dr', '7i'],
});
export const friday = summary(B, 'Friday range', '2026-11-20T17:00:00.000Z', 3);
export const monday = summary(A, 'Monday range', '2026-11-16T17:00:00.000Z', 3);

export const noMetrics = Object.fromEntries(SHOT_METRIC_NAMES.map((name) => [name, null])) as Record<ShotMetricName, null>;
export const shot = (id: string, club: 'Dr' | '7i', minute: number, carry: number, extra: Partial<SessionShot> = {}): SessionShot => ({
  ...noMetrics,
  id,
  player: 'Ann',
  club,
  takenAt: `2026-11-16T17:0${minute}:00.000Z`,
  ballSpeed: 50,
  launchAngle: 17,
  spinRate: 6800,
  carry,
  measured: null,
  mishit: false,
  excluded: false,
  override: null,
  ...extra,
});
/** Shots as the API sends them: one array per property, a measurement no shot has as null. */
export const asColumns = (rows: SessionShot[]): SessionShotColumns =>
  Object.fromEntries(
    (Object.keys(rows[0]) as (keyof SessionShot)[]).map((name) => {
      const values = rows.map((row) => row[name]);
      return [name, name in SHOT_METRICS && values.every((v) => v === null) ? null : values];
    }),
  ) as SessionShotColumns;
export const sessionShots = [shot('s1', '7i', 1, 140), shot('s2', '7i', 2, 95, { mishit: true, excluded: true }), shot('s3', 'Dr', 3, 200)];
export const stats = (mean: number | null, stddev: number | null, count: number) => ({ mean, stddev, count });
export const clubMetrics = (carry: number) =>
  Object.fromEntries(
    SHOT_METRIC_NAMES.map((name) => [
      name,
      name === 'carry' ? stats(carry, 10, 2) : name === 'ballSpeed' ? stats(50, 0, 2) : name === 'spinRate' ? stats(6800, 0, 2) : stats(null, null, 0),
    ]),
  ) as SessionResponse['clubs'][number]['metrics'];

export const session: SessionResponse = {
  session: monday,
  hideMishits: true,
  shots: asColumns(sessionShots),
  clubs: [
    { club: 'Dr', allShots: 1, mishits: 0, excluded: 0, shots: 1, smashFactor: stats(null, null, 0), metrics: clubMetrics(200) },
    { club: '7i', allShots: 2, mishits: 1, excluded: 1, shots: 1, smashFactor: stats(null, null, 0), metrics: clubMetrics(140) },
  ],
};
export const dispersion = (club: string): DispersionResponse => ({
  filter: { player: 'all', from: null, to: null },
  club: club as DispersionResponse['club'],
  hideMishits: true,
  shots: 0,
  returned: 0,
  sampled: false,
  points: [],
  ellipse: null,
  rule: null,
});
/** The session page's loader: the session and the dispersion of the club in the address (the first club without one). */
export const sessionPage =
  (answer: () => SessionResponse = () => session, plot: (club: string) => DispersionResponse = dispersion) =>
  (url: URL): SessionPageData => {
    const page = answer();
    const club = page.clubs.find((c) => c.club === url.searchParams.get('club'))?.club ?? page.clubs[0].club;
    return { isPro: true, notFound: false, session: page, club, dispersion: plot(club), clipShots: [] };
  };
export const sessionReads: Reads = { session: sessionPage() };
export const listOf = (sessions: SessionSummary[]) => (url: URL): SessionsPageData => ({
  isPro: true,
  page: Number(url.searchParams.get('page') ?? 1),
  player: 'all',
  players: [],
  list: { sessions, total: sessions.length, page: 1, pageSize: 20 },
});
