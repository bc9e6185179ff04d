import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { messages } from '../../../common/messages';
import type { RoundResponse, ShotStatsResponse } from '../../../common/schemas/stats';
import { queryClient } from '../../app/query-client';
import { SignedInProviders } from '../../app/signed-in-providers';
import { RequireSignIn } from '../../features/auth/components/require-sign-in';
import { DashboardPage } from './dashboard-page';
import { RoundPage } from './round-page';
import { RoundsPage } from './rounds-page';
import { ShotDataPage } from './shot-data-page';
import { deferredResponse, jsonResponse, signedInUser, stubApi } from '../../test/api-stub';
import { LocationProbe, renderRoutes } from '../../test/render-routes';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const proUser = { ...signedInUser, isPro: true, stripe: { ...signedInUser.stripe, activeProSubscription: true } };
type Handlers = Parameters<typeof stubApi>[0];

function renderAccount(path: string, handlers: Handlers, user = signedInUser) {
  const calls = stubApi({ 'GET /api/user/session': () => jsonResponse(200, { user }), ...handlers });
  renderRoutes(
    path,
    <Route element={<RequireSignIn />}>
      <Route element={<SignedInProviders />}>
        <Route path="/account/rounds" element={<RoundsPage />} />
        <Route path="/account/round/:roundId" element={<RoundPage />} />
        <Route path="/account/shot-data" element={<ShotDataPage />} />
        <Route path="/account" element={<DashboardPage />} />
        <Route path="/account/downloads" element={<LocationProbe label="Downloads" />} />
      </Route>
    </Route>,
  );
  return calls;
}

describe('Rounds list', () => {
  it('shows a loading state, then each round linking to its view with course and players', async () => {
    const answer = deferredResponse();
    renderAccount('/account/rounds', { 'GET /api/stats/rounds?page=1': () => answer.promise });
    expect(await screen.findByRole('list', { name: 'Loading rounds' })).toBeTruthy();
    answer.resolve(
      jsonResponse(200, {
        rounds: [{ _id: 'r1', course: 'Harbour Links', players: ['Chris', 'Sam'], playedAt: '2026-11-18T10:00:00.000Z' }],
        total: 1,
        page: 1,
        pages: 1,
      }),
    );
    const link = await screen.findByRole('link', { name: /Harbour Links/ });
    expect(link.getAttribute('href')).toBe('/account/round/r1');
    expect(link.textContent).toContain('Chris, Sam');
  });

  it('tells a new user where rounds come from, and says so when they cannot be loaded', async () => {
    renderAccount('/account/rounds', { 'GET /api/stats/rounds?page=1': () => jsonResponse(200, { rounds: [], total: 0, page: 1, pages: 1 }) });
    expect(await screen.findByText(/No rounds yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.downloadDesktopApp }).getAttribute('href')).toBe('/account/downloads');
    cleanup();
    queryClient.clear();
    renderAccount('/account/rounds', { 'GET /api/stats/rounds?page=1': () => jsonResponse(500, { error: 'boom' }) });
    expect(await screen.findByText(messages.roundsLoadFailed)).toBeTruthy();
  });
});

const round: RoundResponse = {
  _id: 'r1',
  course: 'Harbour Links',
  playedAt: '2026-11-18T10:00:00.000Z',
  players: ['Chris', 'Sam'],
  holes: Array.from({ length: 18 }, (_, i) => ({ hole: i + 1, par: 4 })),
  scores: [
    ...Array.from({ length: 18 }, (_, i) => ({ player: 'Chris', hole: i + 1, score: i === 4 ? null : 5, putts: null })),
    { player: 'Sam', hole: 1, score: 3, putts: null },
  ],
  totals: [
    { player: 'Chris', out: 40, in: 45, total: 85 },
    { player: 'Sam', out: 3, in: null, total: 3 },
  ],
  par: { out: 36, in: 36, total: 72 },
  tees: null,
  courseRating: null,
  slopeRating: null,
  summaries: [],
};

describe('Round view', () => {
  it('shows the breadcrumb and a scorecard per player: 1-9, OUT, 10-18, IN, total, blanks where unset', async () => {
    renderAccount('/account/round/r1', { 'GET /api/stats/round/r1': () => jsonResponse(200, round) });
    const chris = await screen.findByRole('table', { name: 'Scorecard of Chris' });
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Rounds' }).getAttribute('href')).toBe('/account/rounds');
    expect(breadcrumb.textContent).toContain('Harbour Links');
    const header = within(chris).getAllByRole('columnheader').map((c) => c.textContent);
    expect(header).toEqual(['Hole', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'OUT', '10', '11', '12', '13', '14', '15', '16', '17', '18', 'IN', 'Total']);
    const rows = within(chris).getAllByRole('row');
    expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual([...Array(9).fill('4'), '36', ...Array(9).fill('4'), '36', '72']);
    const scores = within(rows[2]).getAllByRole('cell').map((c) => c.textContent);
    expect(scores[4]).toBe('');
    expect(scores.slice(9, 10)).toEqual(['40']);
    expect(scores.slice(-2)).toEqual(['45', '85']);
    const sam = screen.getByRole('table', { name: 'Scorecard of Sam' });
    const samScores = within(within(sam).getAllByRole('row')[2]).getAllByRole('cell').map((c) => c.textContent);
    expect(samScores).toEqual(['3', ...Array(8).fill(''), '3', ...Array(9).fill(''), '', '3']);
  });

  it("says so when the round is not the user's or does not exist", async () => {
    renderAccount('/account/round/nope', { 'GET /api/stats/round/nope': () => jsonResponse(404, { error: 'This round was not found.' }) });
    expect(await screen.findByText(messages.roundNotFound)).toBeTruthy();
  });
});

const stats = (player: string, longest: number): ShotStatsResponse => ({
  player,
  players: ['Ann', 'Bob'],
  shotCount: 8,
  drives: {
    data: [210, longest],
    longestDriveDistance: longest,
    averageDistance: 216.66666666666666,
    count: 3,
    fairwayPercent: 66.7,
    fairwayCount: 3,
    trends: { averagePercentChange: 4.8, direction: 'up' },
  },
  clubs: [
    { club: { short: 'Dr' }, average: 200, count: 3, smash: { average: null, count: 0 } },
    { club: { short: '7i' }, average: 130, count: 2, smash: { average: null, count: 0 } },
  ],
  smash: { average: 1.3421, count: 8 },
});

describe('Shot data', () => {
  it('shows a free user the locked teaser, word for word, and asks for no statistics', async () => {
    const calls = renderAccount('/account/shot-data', {});
    expect(await screen.findByRole('heading', { name: 'Upgrade to OpenGolfSim Pro' })).toBeTruthy();
    expect(screen.getByText('Analyze your historical shot data in the cloud with the Pro plan. Just $49.99 per year.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeTruthy();
    expect(screen.getByTestId('teaser-sample').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('teaser-sample').textContent).toContain('Sim Handicap');
    expect(calls.some((c) => c.path.startsWith('/api/stats/shots'))).toBe(false);
  });

  it('shows a Pro user the figures in yards, then reloads them for the chosen player', async () => {
    const calls = renderAccount(
      '/account/shot-data',
      {
        'GET /api/stats/players': () => jsonResponse(200, { players: ['Ann', 'Bob'] }),
        'GET /api/stats/shots?player=all': () => jsonResponse(200, stats('all', 230)),
        'GET /api/stats/shots?player=Bob': () => jsonResponse(200, stats('Bob', 200)),
      },
      proUser,
    );
    const longest = await screen.findByRole('region', { name: 'Longest Drive' });
    await waitFor(() => expect(longest.textContent).toContain('251.5yds'));
    expect(longest.textContent).toContain('Trending up');
    expect(longest.textContent).toContain('Last 10 days');
    expect(screen.getByRole('region', { name: 'Average Driver Distance' }).textContent).toContain('236.9yds');
    expect(screen.getByRole('region', { name: 'Fairways Hit' }).textContent).toContain('66.7%');
    const clubs = screen.getByRole('table', { name: 'Average carry by club, in yards' });
    expect(within(clubs).getByRole('columnheader', { name: 'Average carry (yards)' })).toBeTruthy();
    expect(within(clubs).getByRole('row', { name: /^Dr/ }).textContent).toContain('218.7');
    expect(within(clubs).getByRole('row', { name: /^7i/ }).textContent).toContain('142.2');
    expect(screen.getByText('Average smash factor 1.34 of a possible 1.5')).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.shotDataDownloadCsv }).getAttribute('href')).toBe('/api/stats/shots.csv?player=all');

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Player' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['all', 'Ann', 'Bob']);
    await user.click(screen.getByRole('option', { name: 'Bob' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Longest Drive' }).textContent).toContain('218.7yds'));
    expect(calls.some((c) => c.path === '/api/stats/shots?player=Bob')).toBe(true);
    expect(screen.getByRole('link', { name: messages.shotDataDownloadCsv }).getAttribute('href')).toBe('/api/stats/shots.csv?player=Bob');
  });

  it('tells a Pro user without shots how to connect the desktop app', async () => {
    renderAccount(
      '/account/shot-data',
      {
        'GET /api/stats/players': () => jsonResponse(200, { players: [] }),
        'GET /api/stats/shots?player=all': () =>
          jsonResponse(200, { ...stats('all', 0), players: [], shotCount: 0, clubs: [], smash: { average: null, count: 0 } }),
      },
      proUser,
    );
    expect(await screen.findByRole('heading', { name: messages.shotDataEmptyTitle })).toBeTruthy();
    expect(screen.getByText(messages.shotDataEmptyBody)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Player' })).toBeNull();
  });
});

describe('Dashboard stat card', () => {
  const card = (id: string, title: string, value: number | null, unit: 'm' | '%', interval: string, trend: 'up' | 'down' | 'neutral') => ({
    id,
    title,
    value,
    unit,
    interval,
    trend,
    data: [],
  });

  it("shows a Pro user's headline figures from call 18 in yards", async () => {
    renderAccount(
      '/account',
      {
        'GET /api/stats/dashboard?player=all': () =>
          jsonResponse(200, {
            player: 'all',
            shotCount: 12,
            cards: [
              card('longestDrive', 'Longest Drive', 230, 'm', 'Last 10 days', 'up'),
              card('averageDriverDistance', 'Average Driver Distance', 200, 'm', 'Last 10 days', 'down'),
              card('fairwaysHit', 'Fairways Hit', 57.1, '%', 'Last 30 days', 'neutral'),
            ],
            clubs: [],
            smash: { average: null, count: 0 },
          }),
      },
      proUser,
    );
    const stats = await screen.findByRole('region', { name: messages.dashboardStatsTitle });
    await waitFor(() => expect(stats.textContent).toContain('251.5 yds'));
    expect(stats.textContent).toContain('218.7 yds');
    expect(stats.textContent).toContain('57.1%');
    expect(within(stats).getByLabelText(messages.statTrendUp)).toBeTruthy();
    expect(within(stats).getByLabelText(messages.statTrendDown)).toBeTruthy();
    expect(within(stats).getByRole('link', { name: messages.dashboardStatsMore }).getAttribute('href')).toBe('/account/shot-data');
  });

  it('keeps the placeholder for a free user, without asking for Pro figures', async () => {
    const calls = renderAccount('/account', {});
    const stats = await screen.findByRole('region', { name: messages.dashboardStatsTitle });
    expect(stats.textContent).toContain(messages.dashboardStatsPlaceholder);
    expect(calls.some((c) => c.path.startsWith('/api/stats/'))).toBe(false);
  });
});
