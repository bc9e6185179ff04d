import { use } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, useLocation } from 'react-router';
import type { AnalysisClub, AnalysisResponse, DispersionResponse, TrendsResponse } from '../../../common/schemas/analysis';
import type { ShotStatsResponse } from '../../../common/schemas/stats';
import { SignedInProviders } from '../../app/signed-in-providers';
import { RequireSignIn } from '../../features/auth/components/require-sign-in';
import { jsonResponse, proUser, stubApi } from '../../test/api-stub';
import { shownClub, type AnalysisData } from '../../features/analysis/analysis-data';
import { analysisFiltersKey, readAnalysisFilters } from '../../features/analysis/url-filters';
import { playerFromUrl } from '../../features/stats/player-param';
import { LocationProbe, renderRoutes } from '../../test/render-routes';
import { shotDataShouldRevalidate, type ShotDataPageData } from './shot-data-page';
import { ShotDataRoute } from '../../test/shot-data-route';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});


const stats = (player: string): ShotStatsResponse => ({
  player,
  players: ['Ann', 'Bob'],
  shotCount: 8,
  partialShots: 0,
  includesPartial: false,
  drives: {
    data: [210, 220],
    longestDriveDistance: 220,
    averageDistance: 215,
    count: 2,
    fairwayPercent: 50,
    fairwayCount: 2,
    trends: { averagePercentChange: 0, direction: 'neutral' },
  },
  clubs: [
    { club: { short: 'Dr' }, average: 200, count: 4, smash: { average: null, count: 0 } },
    { club: { short: '7i' }, average: 130, count: 4, smash: { average: null, count: 0 } },
  ],
  smash: { average: 1.3, count: 8 },
});

const clubRow = (club: AnalysisClub, carry: number) => ({
  club,
  shots: 4,
  allShots: 4,
  mishits: 0,
  excluded: 0,
  carry: { mean: carry, median: carry, stddev: 3 },
  total: { shots: 0, mean: null, median: null, stddev: null },
  gap: null,
});

/** A request's path and query, its parameters in name order: what reached a loader. */
function requested(request: Request) {
  const url = new URL(request.url);
  const params = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b));
  return params.length ? `${url.pathname}?${new URLSearchParams(params).toString()}` : url.pathname;
}

/**
 * Stand-ins for the page's and the analysis' loaders, answering for any player, dates and club
 * of the address (the real loaders read them on the test database:
 * web/routes/account.shot-data/route.server.test.ts); each request recorded (`requested`), so the test sees
 * which addresses the page asked its loaders for. `hold` keeps a club's analysis back until told.
 */
function shotDataLoaders(paths: string[], hold: { club: AnalysisClub; until: Promise<void> } | null, streamed: boolean) {
  const playerOf = (request: Request) => playerFromUrl(new URL(request.url).searchParams, ['Ann', 'Bob']);
  const page = ({ request }: { request: Request }): ShotDataPageData => {
    const player = playerOf(request);
    paths.push(requested(request));
    const data = { isPro: true as const, player, players: ['Ann', 'Bob'], stats: stats(player) };
    if (!streamed) return data;
    // As the real loader does: the analysis of the same address, read beside the page's figures.
    const url = new URL(request.url);
    url.pathname = '/account/shot-data/analysis';
    return { ...data, analysis: analysis({ request: new Request(url) }), analysisFor: analysisFiltersKey(url.searchParams) };
  };
  const analysis = async ({ request }: { request: Request }): Promise<AnalysisData> => {
    const player = playerOf(request);
    const { club: asked, from, to } = readAnalysisFilters(new URL(request.url).searchParams);
    const filter = { player, from: from || null, to: to || null };
    const gapping: AnalysisResponse = { filter, hideMishits: false, clubs: [clubRow('Dr', 200), clubRow('7i', 130)] };
    const club = shownClub(gapping, asked)!;
    paths.push(requested(request));
    const dispersion: DispersionResponse = {
      filter,
      club,
      hideMishits: false,
      shots: 1,
      returned: 1,
      sampled: false,
      points: [{ id: '1', carry: 130, offline: 2, takenAt: '2025-03-03T12:00:00.000Z', mishit: false, excluded: false, override: null }],
      ellipse: null,
      rule: { median: 130, threshold: 15 },
    };
    const trends: TrendsResponse = { filter, club, hideMishits: false, weeks: [] };
    if (hold?.club === club) await hold.until;
    return { gapping, club, dispersion, trends, failed: false };
  };
  return { page, analysis };
}

// The analysis comes with the page's answer, or (when that could not carry it) from its own loader.
let streamed = true;
let analysisRouteReads = 0;

function renderShotData(entries: string[], gate: React.ReactNode = null, hold: Parameters<typeof shotDataLoaders>[1] = null) {
  const paths: string[] = [];
  const loaders = shotDataLoaders(paths, hold, streamed);
  stubApi({ 'GET /api/user/session': () => jsonResponse(200, { user: proUser }) });
  renderRoutes(
    entries,
    <Route element={<RequireSignIn />}>
      <Route element={<SignedInProviders />}>
        <Route
          element={
            <>
              <Outlet />
              <LocationProbe label="Address" />
              {gate}
            </>
          }
        >
          <Route path="/account" element={<p>Dashboard</p>} />
          <Route
            path="/account/shot-data"
            loader={loaders.page}
            shouldRevalidate={shotDataShouldRevalidate}
            hydrateFallbackElement={<p>Loading</p>}
            element={<ShotDataRoute />}
          />
          <Route
            path="/account/shot-data/analysis"
            loader={(args) => {
              analysisRouteReads++;
              return loaders.analysis(args);
            }}
          />
        </Route>
      </Route>
    </Route>,
  );
  return paths;
}

// The path and query; the probe adds the entry's state after a space.
const address = () => screen.getByText(/^Address at /).textContent!.replace(/^Address at /, '').split(' ')[0];
const analysis = () => screen.getByRole('region', { name: 'Per-club analysis' });
// The Player choice is a native select (decision 032): its chosen option's text.
const playerSelect = () => screen.getByRole('combobox', { name: 'Player' }) as HTMLSelectElement;
const playerShown = () => playerSelect().selectedOptions[0]?.textContent;
// The club choice is a native select too.
const clubSelect = () => within(analysis()).getByRole('combobox', { name: 'Club' }) as HTMLSelectElement;
const dateField = (name: 'From' | 'To') => within(analysis()).getByLabelText(name, { exact: true }) as HTMLInputElement;

describe.each([
  ['streamed with the page', true],
  ['read from its own loader', false],
])('Shot data: the filters in the address, the analysis %s', (_, withPage) => {
  beforeEach(() => {
    streamed = withPage;
    analysisRouteReads = 0;
  });

  it('opens with the player, club and dates of the link, and asks its loaders for exactly those', async () => {
    const paths = renderShotData(['/account/shot-data?player=Bob&club=7i&from=2025-03-01&to=2025-03-31']);
    await waitFor(() => expect(within(analysis()).getByRole('heading', { name: 'Dispersion · 7i' })).toBeTruthy(), { timeout: 60_000 });
    expect(clubSelect().value).toBe('7i');
    expect(dateField('From').value).toBe('2025-03-01');
    expect(dateField('To').value).toBe('2025-03-31');
    expect(playerShown()).toBe('Bob');
    expect(paths).toContain('/account/shot-data?club=7i&from=2025-03-01&player=Bob&to=2025-03-31');
    expect(paths).toContain('/account/shot-data/analysis?club=7i&from=2025-03-01&player=Bob&to=2025-03-31');
    // Nothing asked for another club, player or days.
    expect(paths.every((p) => p.endsWith('?club=7i&from=2025-03-01&player=Bob&to=2025-03-31'))).toBe(true);
    // Streamed with the page, the analysis needs no request of its own.
    expect(analysisRouteReads > 0).toBe(!withPage);
  });

  it('a club or player chosen is a step Back returns through; the other filters stay in the address', async () => {
    renderShotData(['/account', '/account/shot-data?from=2025-03-01']);
    await waitFor(() => expect(within(analysis()).getByRole('heading', { name: 'Dispersion · Dr' })).toBeTruthy(), { timeout: 60_000 });
    const user = userEvent.setup();

    await user.selectOptions(clubSelect(), '7i');
    expect(await within(analysis()).findByRole('heading', { name: 'Dispersion · 7i' })).toBeTruthy();
    expect(address()).toBe('/account/shot-data?from=2025-03-01&club=7i');

    await user.selectOptions(playerSelect(), 'Ann');
    await waitFor(() => expect(address()).toBe('/account/shot-data?from=2025-03-01&club=7i&player=Ann'));
    expect(clubSelect().value).toBe('7i');

    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(address()).toBe('/account/shot-data?from=2025-03-01&club=7i'));
    expect(playerShown()).toBe('All players');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(address()).toBe('/account/shot-data?from=2025-03-01'));
    expect(await within(analysis()).findByRole('heading', { name: 'Dispersion · Dr' })).toBeTruthy();
    expect(clubSelect().value).toBe('Dr');
    expect(dateField('From').value).toBe('2025-03-01');
  });

  it('a club or dates chosen read the analysis alone, not the page’s statistics; Back shows the club before', async () => {
    const paths = renderShotData(['/account/shot-data?player=Ann']);
    await waitFor(() => expect(within(analysis()).getByRole('heading', { name: 'Dispersion · Dr' })).toBeTruthy(), { timeout: 60_000 });
    const pageReads = () => paths.filter((p) => p.split('?')[0] === '/account/shot-data');
    expect(pageReads()).toEqual(['/account/shot-data?player=Ann']);
    const user = userEvent.setup();

    await user.selectOptions(clubSelect(), '7i');
    expect(await within(analysis()).findByRole('heading', { name: 'Dispersion · 7i' })).toBeTruthy();
    expect(address()).toBe('/account/shot-data?player=Ann&club=7i');
    expect(paths).toContain('/account/shot-data/analysis?club=7i&player=Ann');
    fireEvent.change(dateField('From'), { target: { value: '2025-03-10' } });
    await waitFor(() => expect(paths).toContain('/account/shot-data/analysis?club=7i&from=2025-03-10&player=Ann'));
    expect(await within(analysis()).findByText('Showing shots from Mar 10, 2025 on')).toBeTruthy();
    // The statistics were read once, with the page.
    expect(pageReads()).toEqual(['/account/shot-data?player=Ann']);

    // The dates replaced the club's entry: Back returns to the page as it opened. Streamed with
    // the page, its analysis shows again without a read.
    const analysisReads = analysisRouteReads;
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(address()).toBe('/account/shot-data?player=Ann'));
    expect(await within(analysis()).findByRole('heading', { name: 'Dispersion · Dr' })).toBeTruthy();
    expect(clubSelect().value).toBe('Dr');
    expect(dateField('From').value).toBe('');
    expect(analysis().querySelector('[aria-busy="true"]')).toBeNull();
    expect(analysisRouteReads > analysisReads).toBe(!withPage);
    expect(pageReads()).toEqual(['/account/shot-data?player=Ann']);

    // Another player is the page's to read: statistics and analysis.
    await user.selectOptions(playerSelect(), 'Bob');
    await waitFor(() => expect(pageReads()).toEqual(['/account/shot-data?player=Ann', '/account/shot-data?player=Bob']));
    await waitFor(() => expect(playerShown()).toBe('Bob'));
  });

  it('while the next club’s figures come, the picker shows it and the figures shown stay, dimmed and busy', async () => {
    let release!: () => void;
    const until = new Promise<void>((resolve) => (release = resolve));
    renderShotData(['/account/shot-data'], null, { club: '7i', until });
    await waitFor(() => expect(within(analysis()).getByRole('heading', { name: 'Dispersion · Dr' })).toBeTruthy(), { timeout: 60_000 });
    const user = userEvent.setup();
    await user.selectOptions(clubSelect(), '7i');
    await waitFor(() => expect(clubSelect().value).toBe('7i'));
    expect(within(analysis()).getByRole('heading', { name: 'Dispersion · Dr' })).toBeTruthy();
    expect(analysis().querySelector('[aria-busy="true"]')).toBeTruthy();
    await act(async () => release());
    expect(await within(analysis()).findByRole('heading', { name: 'Dispersion · 7i' })).toBeTruthy();
    expect(analysis().querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('dates replace the current entry while typed, only a valid range reaches the address, and Back puts the fields back', async () => {
    const paths = renderShotData(['/account', '/account/shot-data?club=7i']);
    await waitFor(() => expect(within(analysis()).getByRole('heading', { name: 'Dispersion · 7i' })).toBeTruthy(), { timeout: 60_000 });

    fireEvent.change(dateField('From'), { target: { value: '2025-03-10' } });
    await waitFor(() => expect(address()).toBe('/account/shot-data?club=7i&from=2025-03-10'));
    // A reversed range is refused in the form and stays out of the address and the requests.
    fireEvent.change(dateField('To'), { target: { value: '2025-03-01' } });
    expect(await within(analysis()).findByText('The start date must be on or before the end date')).toBeTruthy();
    expect(address()).toBe('/account/shot-data?club=7i&from=2025-03-10');
    expect(paths.some((p) => p.includes('to=2025-03-01'))).toBe(false);
    fireEvent.change(dateField('To'), { target: { value: '2025-03-20' } });
    await waitFor(() => expect(address()).toBe('/account/shot-data?club=7i&from=2025-03-10&to=2025-03-20'));
    await waitFor(() => expect(paths).toContain('/account/shot-data/analysis?club=7i&from=2025-03-10&to=2025-03-20'));

    // Each date replaced the entry: one Back leaves the page.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(address()).toBe('/account'));
  });

  it('what the fields wrote, drawn late, does not undo what was typed since', async () => {
    // The router draws a new address in a transition; here it is held back (a part of the page
    // waits for something) until the test lets it through, as a slow device would.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    function Slow() {
      if (useLocation().search.includes('from=')) use(held);
      return null;
    }
    renderShotData(['/account/shot-data?club=7i'], <Slow />);
    await waitFor(() => expect(within(analysis()).getByRole('heading', { name: 'Dispersion · 7i' })).toBeTruthy(), { timeout: 60_000 });

    fireEvent.change(dateField('From'), { target: { value: '2025-03-10' } });
    fireEvent.change(dateField('To'), { target: { value: '2025-03-01' } });
    expect(dateField('To').value).toBe('2025-03-01');
    // The first date's address is still on its way.
    expect(address()).toBe('/account/shot-data?club=7i');
    await act(async () => release());
    await waitFor(() => expect(address()).toBe('/account/shot-data?club=7i&from=2025-03-10'));
    expect(dateField('From').value).toBe('2025-03-10');
    expect(dateField('To').value).toBe('2025-03-01');
    expect(within(analysis()).getByText('The start date must be on or before the end date')).toBeTruthy();
  });

  it('Back and Forward put the date fields back to what the address says', async () => {
    renderShotData(['/account/shot-data?from=2025-03-01', '/account/shot-data?from=2025-02-01&club=7i']);
    await waitFor(() => expect(within(analysis()).getByRole('heading', { name: 'Dispersion · 7i' })).toBeTruthy(), { timeout: 60_000 });
    expect(dateField('From').value).toBe('2025-02-01');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(dateField('From').value).toBe('2025-03-01'));
    expect(await within(analysis()).findByRole('heading', { name: 'Dispersion · Dr' })).toBeTruthy();
  });

  it('values it cannot read fall back to the defaults, without an error', async () => {
    renderShotData(['/account/shot-data?player=Nobody&club=XX&from=2025-02-30&to=tomorrow']);
    await waitFor(() => expect(within(analysis()).getByRole('heading', { name: 'Dispersion · Dr' })).toBeTruthy(), { timeout: 60_000 });
    expect(clubSelect().value).toBe('Dr');
    expect(dateField('From').value).toBe('');
    expect(dateField('To').value).toBe('');
    await waitFor(() => expect(playerShown()).toBe('All players'));
    expect(screen.queryByRole('alert')).toBeNull();

    // A reversed range from a link is no range at all.
    cleanup();
    renderShotData(['/account/shot-data?from=2025-03-31&to=2025-03-01&club=Pt']);
    await waitFor(() => expect(within(analysis()).getByRole('heading', { name: 'Dispersion · Dr' })).toBeTruthy(), { timeout: 60_000 });
    expect(dateField('From').value).toBe('');
    expect(dateField('To').value).toBe('');
  });
  // Several navigations a test, each drawn in the test's DOM: slow on a busy machine.
}, 120_000);
