import { use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, useLocation } from 'react-router';
import type { AnalysisClub, AnalysisResponse, DispersionResponse, TrendsResponse } from '../../../common/schemas/analysis';
import type { ShotStatsResponse } from '../../../common/schemas/stats';
import { queryClient } from '../../app/query-client';
import { SignedInProviders } from '../../app/signed-in-providers';
import { RequireSignIn } from '../../features/auth/components/require-sign-in';
import { jsonResponse, proUser } from '../../test/api-stub';
import { LocationProbe, renderRoutes } from '../../test/render-routes';
import { ShotDataPage } from './shot-data-page';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});


const stats = (player: string): ShotStatsResponse => ({
  player,
  players: ['Ann', 'Bob'],
  shotCount: 8,
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

/**
 * The network boundary: answers Shot data's calls for any player, dates and club, and records each
 * request's path, so the test sees which filters reached the server.
 */
function stubShotData() {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      paths.push(path);
      const url = new URL(path, 'http://localhost');
      const filter = { player: url.searchParams.get('player') ?? 'all', from: url.searchParams.get('from'), to: url.searchParams.get('to') };
      const club = (url.searchParams.get('club') ?? 'Dr') as AnalysisClub;
      if ((init?.method ?? 'GET') !== 'GET') return jsonResponse(404, { error: 'Not found' });
      switch (url.pathname) {
        case '/api/user/session':
          return jsonResponse(200, { user: proUser });
        case '/api/stats/players':
          return jsonResponse(200, { players: ['Ann', 'Bob'] });
        case '/api/stats/shots':
          return jsonResponse(200, stats(filter.player));
        case '/api/stats/analysis':
          return jsonResponse(200, { filter, hideMishits: false, clubs: [clubRow('Dr', 200), clubRow('7i', 130)] } satisfies AnalysisResponse);
        case '/api/stats/analysis/dispersion':
          return jsonResponse(200, {
            filter,
            club,
            hideMishits: false,
            shots: 1,
            returned: 1,
            sampled: false,
            points: [{ id: '1', carry: 130, offline: 2, takenAt: '2025-03-03T12:00:00.000Z', mishit: false, excluded: false, override: null }],
            ellipse: null,
            rule: { median: 130, threshold: 15 },
          } satisfies DispersionResponse);
        case '/api/stats/analysis/trends':
          return jsonResponse(200, { filter, club, hideMishits: false, weeks: [] } satisfies TrendsResponse);
        default:
          return jsonResponse(404, { error: 'Not found' });
      }
    }),
  );
  return paths;
}

function renderShotData(entries: string[], gate: React.ReactNode = null) {
  const paths = stubShotData();
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
          <Route path="/account/shot-data" element={<ShotDataPage />} />
        </Route>
      </Route>
    </Route>,
  );
  return paths;
}

// The path and query; the probe adds the entry's state after a space.
const address = () => screen.getByText(/^Address at /).textContent!.replace(/^Address at /, '').split(' ')[0];
const analysis = () => screen.getByRole('region', { name: 'Per-club analysis' });
const clubSelect = () => within(analysis()).getByRole('combobox', { name: 'Club' });
const dateField = (name: 'From' | 'To') => within(analysis()).getByLabelText(name, { exact: true }) as HTMLInputElement;

describe('Shot data: the filters in the address', () => {
  it('opens with the player, club and dates of the link, and asks the server for exactly those', async () => {
    const paths = renderShotData(['/account/shot-data?player=Bob&club=7i&from=2025-03-01&to=2025-03-31']);
    await waitFor(() => expect(within(analysis()).getByRole('heading', { name: 'Dispersion · 7i' })).toBeTruthy(), { timeout: 15000 });
    expect(clubSelect().textContent).toBe('7i');
    expect(dateField('From').value).toBe('2025-03-01');
    expect(dateField('To').value).toBe('2025-03-31');
    expect(screen.getByRole('combobox', { name: 'Player' }).textContent).toBe('Bob');
    expect(paths).toContain('/api/stats/shots?player=Bob');
    expect(paths).toContain('/api/stats/analysis?player=Bob&from=2025-03-01&to=2025-03-31');
    expect(paths).toContain('/api/stats/analysis/dispersion?player=Bob&from=2025-03-01&to=2025-03-31&club=7i');
    expect(paths).toContain('/api/stats/analysis/trends?player=Bob&from=2025-03-01&to=2025-03-31&club=7i');
    // Nothing asked for another club or without the dates.
    expect(paths.some((p) => p.includes('club=Dr'))).toBe(false);
    expect(paths).not.toContain('/api/stats/analysis');
  });

  it('a club or player chosen is a step Back returns through; the other filters stay in the address', async () => {
    renderShotData(['/account', '/account/shot-data?from=2025-03-01']);
    await waitFor(() => expect(within(analysis()).getByRole('heading', { name: 'Dispersion · Dr' })).toBeTruthy(), { timeout: 15000 });
    const user = userEvent.setup();

    await user.click(clubSelect());
    await user.click(screen.getByRole('option', { name: '7i' }));
    expect(await within(analysis()).findByRole('heading', { name: 'Dispersion · 7i' })).toBeTruthy();
    expect(address()).toBe('/account/shot-data?from=2025-03-01&club=7i');

    await user.click(screen.getByRole('combobox', { name: 'Player' }));
    await user.click(screen.getByRole('option', { name: 'Ann' }));
    await waitFor(() => expect(address()).toBe('/account/shot-data?from=2025-03-01&club=7i&player=Ann'));
    expect(clubSelect().textContent).toBe('7i');

    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(address()).toBe('/account/shot-data?from=2025-03-01&club=7i'));
    expect(screen.getByRole('combobox', { name: 'Player' }).textContent).toBe('All players');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(address()).toBe('/account/shot-data?from=2025-03-01'));
    expect(await within(analysis()).findByRole('heading', { name: 'Dispersion · Dr' })).toBeTruthy();
    expect(clubSelect().textContent).toBe('Dr');
    expect(dateField('From').value).toBe('2025-03-01');
  });

  it('dates replace the current entry while typed, only a valid range reaches the address, and Back puts the fields back', async () => {
    const paths = renderShotData(['/account', '/account/shot-data?club=7i']);
    await waitFor(() => expect(within(analysis()).getByRole('heading', { name: 'Dispersion · 7i' })).toBeTruthy(), { timeout: 15000 });

    fireEvent.change(dateField('From'), { target: { value: '2025-03-10' } });
    await waitFor(() => expect(address()).toBe('/account/shot-data?club=7i&from=2025-03-10'));
    // A reversed range is refused in the form and stays out of the address and the requests.
    fireEvent.change(dateField('To'), { target: { value: '2025-03-01' } });
    expect(await within(analysis()).findByText('The start date must be on or before the end date')).toBeTruthy();
    expect(address()).toBe('/account/shot-data?club=7i&from=2025-03-10');
    expect(paths.some((p) => p.includes('to=2025-03-01'))).toBe(false);
    fireEvent.change(dateField('To'), { target: { value: '2025-03-20' } });
    await waitFor(() => expect(address()).toBe('/account/shot-data?club=7i&from=2025-03-10&to=2025-03-20'));
    await waitFor(() => expect(paths).toContain('/api/stats/analysis/dispersion?from=2025-03-10&to=2025-03-20&club=7i'));

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
    await waitFor(() => expect(within(analysis()).getByRole('heading', { name: 'Dispersion · 7i' })).toBeTruthy(), { timeout: 15000 });

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
    await waitFor(() => expect(within(analysis()).getByRole('heading', { name: 'Dispersion · 7i' })).toBeTruthy(), { timeout: 15000 });
    expect(dateField('From').value).toBe('2025-02-01');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(dateField('From').value).toBe('2025-03-01'));
    expect(await within(analysis()).findByRole('heading', { name: 'Dispersion · Dr' })).toBeTruthy();
  });

  it('values it cannot read fall back to the defaults, without an error', async () => {
    const paths = renderShotData(['/account/shot-data?player=Nobody&club=XX&from=2025-02-30&to=tomorrow']);
    await waitFor(() => expect(within(analysis()).getByRole('heading', { name: 'Dispersion · Dr' })).toBeTruthy(), { timeout: 15000 });
    expect(clubSelect().textContent).toBe('Dr');
    expect(dateField('From').value).toBe('');
    expect(dateField('To').value).toBe('');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Player' }).textContent).toBe('All players'));
    await waitFor(() => expect(paths).toContain('/api/stats/analysis/dispersion?club=Dr'));
    expect(paths).toContain('/api/stats/shots?player=all');
    expect(paths.some((p) => p.includes('club=XX') || p.includes('2025-02-30') || p.includes('tomorrow'))).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();

    // A reversed range from a link is no range at all.
    cleanup();
    queryClient.clear();
    const reversed = renderShotData(['/account/shot-data?from=2025-03-31&to=2025-03-01&club=Pt']);
    await waitFor(() => expect(within(analysis()).getByRole('heading', { name: 'Dispersion · Dr' })).toBeTruthy(), { timeout: 15000 });
    expect(dateField('From').value).toBe('');
    expect(reversed.some((p) => p.includes('from=') || p.includes('club=Pt'))).toBe(false);
  });
});
