import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLoaderData } from 'react-router';
import { messages } from '../../../common/messages';
import type { PlayerHandicap } from '../../../common/schemas/handicap';
import type { RoundResponse, RoundsResponse, RoundSummary, ShotStatsResponse, StatCard } from '../../../common/schemas/stats';
import { DashboardPage, type DashboardPageData } from '../account/dashboard-page';
import { RoundPage, type RoundPageData } from '../account.round/round-page';
import { RoundsPage, type RoundsPageData } from './rounds-page';
import type { ShotDataPageData } from '../account.shot-data/shot-data-page';
import { noAnalysis, ShotDataRoute } from '../../test/shot-data-route';
import { proUser, signedInUser, stubApi } from '../../test/api-stub';
import { LocationProbe, renderSignedIn } from '../../test/render-routes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Handlers = Parameters<typeof stubApi>[0];

/** What the rounds list's, the round's and the dashboard's loaders read, as the test has it (by the address for the list). */
interface Reads {
  rounds?: (url: URL) => RoundsPageData;
  round?: RoundPageData;
  dashboard?: DashboardPageData;
  shotData?: (url: URL) => ShotDataPageData;
}


function RoundsRoute() {
  return <RoundsPage data={useLoaderData<RoundsPageData>()} />;
}

function renderAccount(path: string, handlers: Handlers, user = signedInUser, reads: Reads = {}) {
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

const harbour: RoundSummary = {
  _id: 'r1',
  course: 'Harbour Links',
  players: ['Chris', 'Sam', 'Alex'],
  playedAt: '2026-11-18T10:00:00.000Z',
  holesPlayed: 17,
  holeCount: 18,
  results: [
    { player: 'Chris', score: 85, toPar: 17, holesScored: 17 },
    { player: 'Sam', score: 70, toPar: -2, holesScored: 16 },
    { player: 'Alex', score: null, toPar: null, holesScored: 0 },
  ],
};

const handicapOf = (player: string, index: number | null): PlayerHandicap => ({
  player,
  index,
  scores: index === null ? 2 : 5,
  counted: index === null ? 0 : 1,
  adjustment: 0,
  recent: [],
});

const onePage = (rounds: RoundSummary[]): RoundsResponse => ({ rounds, total: rounds.length, page: 1, pageSize: 20, pages: 1, courses: [...new Set(rounds.map((r) => r.course))] });
/** A list read: every player's rounds unless the address names one. */
const roundsRead =
  (answer: (player: string) => RoundsResponse | null, { players = [] as string[], handicap = null as RoundsPageData['handicap'] } = {}) =>
  (url: URL): RoundsPageData => {
    const player = url.searchParams.get('player') ?? 'all';
    const query = { page: 1, pageSize: 20, sort: '-date' as const, ...(player === 'all' ? {} : { player }) };
    return { query, fault: null, player, players, rounds: answer(player), handicap };
  };

describe('Rounds list', () => {
  it('shows each round linking to its view with course and players', async () => {
    renderAccount('/account/rounds', {}, signedInUser, { rounds: roundsRead(() => onePage([harbour])) });
    const link = await screen.findByRole('link', { name: /Harbour Links/ });
    expect(link.getAttribute('href')).toBe('/account/round/r1');
    expect(link.textContent).toContain('Chris, Sam');
    // The holes played and each player's score to par, with a real minus sign; "thru" where a player stopped.
    expect(link.textContent).toContain('17 of 18 holes');
    expect(link.textContent).toContain('Chris85+17 to par');
    expect(link.textContent).toContain('Sam70\u22122 to parthru 16');
    expect(link.textContent).toContain('Alexno score');
    // A free user's list comes without Sim Handicaps.
    expect(screen.queryByRole('region', { name: 'Sim Handicap' })).toBeNull();
  });

  it('filters by player from the address, and shows a Pro user each Sim Handicap there is', async () => {
    const handicap = { players: [handicapOf('Chris', 14.3), handicapOf('Sam', -1.2), handicapOf('Alex', null)] };
    const read = roundsRead((player) => onePage(player === 'Sam' ? [harbour] : [harbour, { ...harbour, _id: 'r2' }]), { players: ['Chris', 'Sam'], handicap });
    renderAccount('/account/rounds?player=Sam', {}, proUser, { rounds: read });
    expect(await screen.findAllByRole('link', { name: /Harbour Links/ })).toHaveLength(1);
    // Only the chosen player's index; a plus handicap written with a plus.
    const strip = await screen.findByRole('region', { name: 'Sim Handicap' });
    expect(strip.textContent).toBe('Sim HandicapSam+1.2');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Player' }), 'All players');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Harbour Links/ })).toHaveLength(2));
    expect(screen.getByRole('region', { name: 'Sim Handicap' }).textContent).toBe('Sim HandicapChris14.3Sam+1.2');
  });

  it('tells a new user where rounds come from, and says so when they cannot be loaded', async () => {
    renderAccount('/account/rounds', {}, signedInUser, { rounds: roundsRead(() => onePage([])) });
    expect(await screen.findByText(/No rounds yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.downloadDesktopApp }).getAttribute('href')).toBe('/account/downloads');
    cleanup();
    renderAccount('/account/rounds', {}, signedInUser, { rounds: roundsRead(() => null) });
    expect(await screen.findByText(messages.roundsLoadFailed)).toBeTruthy();
  });
});

const summary = (player: string, score: number, toPar: number): RoundResponse['summaries'][number] => ({
  player,
  score,
  toPar,
  holesScored: 17,
  fairways: { hit: 5, of: 9 },
  greens: { hit: 4, of: 12 },
  putts: 25,
  puttHoles: 12,
  parAverages: { par3: null, par4: 5, par5: null },
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
  tees: 'Blue',
  courseRating: 71.2,
  slopeRating: 128,
  summaries: [summary('Chris', 85, 17), { ...summary('Sam', 3, -1), fairways: { hit: 0, of: 0 }, greens: { hit: 0, of: 0 }, putts: null, puttHoles: 0 }],
};

const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell', { hidden: true }).map((c) => c.textContent);

describe('Round view', () => {
  it('shows the breadcrumb and the spec grid per player: 1-9, OUT, 10-18, IN, total, blanks where unset', async () => {
    renderAccount('/account/round/r1', {}, signedInUser, { round: { round, notFound: false, swings: [] } });
    // The wide grid is shown by a container query, which the test DOM does not evaluate: it is there, hidden.
    const chris = await screen.findByRole('table', { name: 'Scorecard of Chris', hidden: true });
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Rounds' }).getAttribute('href')).toBe('/account/rounds');
    expect(breadcrumb.textContent).toContain('Harbour Links');
    expect(screen.getByText(/Blue tees, 71\.2 \/ 128/)).toBeTruthy();
    const header = within(chris).getAllByRole('columnheader', { hidden: true }).map((c) => c.textContent);
    expect(header).toEqual(['Hole', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'OUT', '10', '11', '12', '13', '14', '15', '16', '17', '18', 'IN', 'Total']);
    const rows = within(chris).getAllByRole('row', { hidden: true });
    expect(cellTexts(rows[1])).toEqual([...Array(9).fill('4'), '36', ...Array(9).fill('4'), '36', '72']);
    const scores = cellTexts(rows[2]);
    expect(scores[0]).toBe('5, bogey');
    expect(scores[4]).toBe('');
    expect(scores.slice(9, 10)).toEqual(['40']);
    expect(scores.slice(-2)).toEqual(['45', '85']);
    const sam = screen.getByRole('table', { name: 'Scorecard of Sam', hidden: true });
    const samScores = cellTexts(within(sam).getAllByRole('row', { hidden: true })[2]);
    expect(samScores).toEqual(['3, birdie', ...Array(8).fill(''), '3', ...Array(9).fill(''), '', '3']);
  });

  it('lists the shots with a swing clip, each with a camera mark to its view; no list without one', async () => {
    const swings = [{ id: '41', club: 'Dr' as const, player: 'Chris', hole: 1 }];
    renderAccount('/account/round/r1', {}, signedInUser, { round: { round, notFound: false, swings } });
    const mark = await screen.findByRole('link', { name: 'Swing of Chris’s Dr shot on hole 1' });
    expect(mark.getAttribute('href')).toBe('/account/shots/41');
    expect(screen.getByRole('heading', { name: 'Swings' })).toBeTruthy();
    expect(screen.getByText('Hole 1 · Chris · Dr')).toBeTruthy();
  });

  it('on a narrow screen stacks the front and back nine, each with its total, the name once, total and to par above', async () => {
    renderAccount('/account/round/r1', {}, signedInUser, { round: { round, notFound: false, swings: [] } });
    const front = await screen.findByRole('table', { name: 'Scorecard of Chris, holes 1-9' });
    const back = screen.getByRole('table', { name: 'Scorecard of Chris, holes 10-18' });
    expect(within(front).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Hole', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'OUT']);
    expect(within(back).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Hole', '10', '11', '12', '13', '14', '15', '16', '17', '18', 'IN']);
    expect(within(front).getByRole('rowheader', { name: 'Score' })).toBeTruthy();
    expect(cellTexts(within(back).getAllByRole('row')[2]).slice(-1)).toEqual(['45']);
    const section = screen.getByRole('region', { name: 'Chris' });
    // The name once: the section's heading, not again in the visible cards.
    expect(within(section).getByRole('heading', { name: 'Chris' })).toBeTruthy();
    expect(within(front).queryByText('Chris')).toBeNull();
    expect(within(back).queryByText('Chris')).toBeNull();
    expect(section.textContent).toContain('Total85+17 to par');
    // Chris's summary; Sam has no fairways or putts: dashes, not zeros.
    expect(screen.getByLabelText('Round summary of Chris').textContent).toContain('Fairways hit5/956%');
    expect(screen.getByLabelText('Round summary of Chris').textContent).toContain('Putts25over 12 holes');
    expect(screen.getByLabelText('Round summary of Chris').textContent).toContain('Par 4 average5.00');
    expect(screen.getByLabelText('Round summary of Sam').textContent).toContain('Fairways hit–');
    expect(within(screen.getByRole('region', { name: 'Sam' })).getByText('\u22121')).toBeTruthy();
    // The legend, once for the page.
    const legend = screen.getByRole('list', { name: 'Score marks' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '3Eagle or better',
      '4Birdie',
      '5Par',
      '6Bogey',
      '7Double bogey or worse',
    ]);
  });

  it("says so when the round is not the user's or does not exist, or could not be read, with the way back", async () => {
    renderAccount('/account/round/nope', {}, signedInUser, { round: { round: null, notFound: true, swings: [] } });
    expect(await screen.findByText(messages.roundNotFound)).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Rounds' }).getAttribute('href')).toBe('/account/rounds');
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    renderAccount('/account/round/r1', {}, signedInUser, { round: { round: null, notFound: false, swings: [] } });
    expect(await screen.findByText(messages.roundLoadFailed)).toBeTruthy();
  });
});

const stats = (player: string, longest: number): ShotStatsResponse => ({
  player,
  players: ['Ann', 'Bob'],
  shotCount: 8,
  partialShots: 0,
  includesPartial: false,
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
    const calls = renderAccount('/account/shot-data', {}, signedInUser, { shotData: () => ({ isPro: false }) });
    expect(await screen.findByRole('heading', { name: 'Upgrade to OpenGolfSim Pro' })).toBeTruthy();
    expect(screen.getByText('Analyze your historical shot data in the cloud with the Pro plan. Just $49.99 per year.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeTruthy();
    expect(screen.getByTestId('teaser-sample').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('teaser-sample').textContent).toContain('Sim Handicap');
    expect(calls.some((c) => c.path.startsWith('/api/stats/shots'))).toBe(false);
  });

  it('shows a Pro user the figures in yards, then reloads them for the chosen player', async () => {
    const read: string[] = [];
    renderAccount('/account/shot-data', {}, proUser, {
      shotData: (url) => {
        const player = url.searchParams.get('player') ?? 'all';
        read.push(player);
        return { isPro: true, player, players: ['Ann', 'Bob'], stats: stats(player, player === 'Bob' ? 200 : 230) };
      },
    });
    const longest = await screen.findByRole('region', { name: 'Longest Drive' });
    await waitFor(() => expect(longest.textContent).toContain('251.5 yd'));
    // The change itself beside the arrow (PRODUCT.md), coloured by its direction from 1 % a day.
    expect(longest.textContent).toContain('+4.80% a day');
    expect(within(longest).getByRole('img', { name: 'Trending up: +4.80% a day on average over the period' })).toBeTruthy();
    expect(longest.textContent).toContain('Last 10 days');
    expect(screen.getByRole('region', { name: 'Average Driver Distance' }).textContent).toContain('236.9 yd');
    expect(screen.getByRole('region', { name: 'Fairways Hit' }).textContent).toContain('66.7%');
    const clubs = screen.getByRole('table', { name: 'Average carry by club, in yards' });
    expect(within(clubs).getByRole('columnheader', { name: 'Average carry (yards)' })).toBeTruthy();
    expect(within(clubs).getByRole('row', { name: /^Dr/ }).textContent).toContain('218.7');
    expect(within(clubs).getByRole('row', { name: /^7i/ }).textContent).toContain('142.2');
    expect(screen.getByText('Average smash factor 1.34 of a possible 1.5')).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.shotDataDownloadCsv }).getAttribute('href')).toBe('/api/stats/shots.csv?player=all');

    const user = userEvent.setup();
    const player = screen.getByRole('combobox', { name: 'Player' });
    expect(within(player).getAllByRole('option').map((o) => o.textContent)).toEqual(['All players', 'Ann', 'Bob']);
    await user.selectOptions(player, 'Bob');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Longest Drive' }).textContent).toContain('218.7 yd'));
    expect(read).toEqual(['all', 'Bob']);
    expect(screen.getByRole('link', { name: messages.shotDataDownloadCsv }).getAttribute('href')).toBe('/api/stats/shots.csv?player=Bob');
  });

  it('tells a Pro user without shots how to connect the desktop app', async () => {
    renderAccount('/account/shot-data', {}, proUser, {
      shotData: () => ({
        isPro: true,
        player: 'all',
        players: [],
        stats: { ...stats('all', 0), players: [], shotCount: 0, clubs: [], smash: { average: null, count: 0 } },
      }),
    });
    expect(await screen.findByRole('heading', { name: messages.shotDataEmptyTitle })).toBeTruthy();
    expect(screen.getByText(messages.shotDataEmptyBody)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Player' })).toBeNull();
  });
});

describe('Dashboard stat card', () => {
  const card = (id: StatCard['id'], title: string, value: number | null, unit: 'm' | '%', interval: string, trend: 'up' | 'down' | 'neutral', change = 0) => ({
    id,
    title,
    value,
    unit,
    interval,
    trend,
    change,
    data: [1, 2],
  });

  it("shows a Pro user's headline figures from call 18 in yards", async () => {
    const dashboard = {
      player: 'all',
      shotCount: 12,
      cards: [
        card('longestDrive', 'Longest Drive', 230, 'm', 'Last 10 days', 'up', 2.5),
        card('averageDriverDistance', 'Average Driver Distance', 200, 'm', 'Last 10 days', 'down', -0.48),
        card('fairwaysHit', 'Fairways Hit', 57.1, '%', 'Last 30 days', 'neutral'),
      ],
      clubs: [],
      smash: { average: null, count: 0 },
    };
    renderAccount('/account', {}, proUser, { dashboard: { firstRun: null, isPro: true, dashboard, handicap: null, rounds: null, latestSession: null } });
    const stats = await screen.findByRole('region', { name: messages.dashboardStatsTitle });
    await waitFor(() => expect(stats.textContent).toContain('251.5 yd'));
    expect(stats.textContent).toContain('218.7 yd');
    expect(stats.textContent).toContain('57.1%');
    const trends = within(stats).getAllByTestId('trend-change');
    expect(trends.map((t) => t.textContent)).toEqual(['+2.50% a day', '\u22120.48% a day', '0.00% a day']);
    expect(trends[1].getAttribute('aria-label')).toBe('Trending down: \u22120.48% a day on average over the period');
    // By the sign the arrow points down; under 1% a day it is drawn in the neutral colour, not red.
    expect(getComputedStyle(trends[0]).color).not.toBe(getComputedStyle(trends[1]).color);
    expect(getComputedStyle(trends[1]).color).toBe(getComputedStyle(trends[2]).color);
    expect(within(stats).getByRole('link', { name: messages.dashboardStatsMore }).getAttribute('href')).toBe('/account/shot-data');
  });
});
