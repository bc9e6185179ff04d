import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLoaderData } from 'react-router';
import { messages } from '../../../common/messages';
import type { FirstRun } from '../../../common/schemas/onboarding';
import { DashboardPage, type DashboardPageData } from './dashboard-page';
import { renderSignedIn } from '../../test/render-routes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const steps = (download: boolean, device: boolean, upload: boolean): FirstRun => ({
  show: !(download && device && upload),
  steps: { download, device, upload },
});
const noRounds = { rounds: [], total: 0, page: 1, pageSize: 20, pages: 1, courses: [] };

function DashboardRoute() {
  return <DashboardPage data={useLoaderData<DashboardPageData>()} />;
}

/** The dashboard with what its loader reads (a Free user's unless told), and the intents its action was sent. */
function renderDashboard(read: Partial<DashboardPageData>) {
  const data: DashboardPageData = { firstRun: null, isPro: false, dashboard: null, handicap: null, rounds: noRounds, latestSession: null, ...read };
  const intents: unknown[] = [];
  renderSignedIn(
    '/account',
    <Route
      path="/account"
      loader={() => data}
      action={async ({ request }) => {
        intents.push((await request.formData()).get('intent'));
        data.firstRun = data.firstRun && { ...data.firstRun, show: false };
        return { dismissed: true };
      }}
      hydrateFallbackElement={<p>Loading</p>}
      element={<DashboardRoute />}
    />,
  );
  return intents;
}

describe('the first-run guide', () => {
  it('a new account sees three steps, none done, each with its way forward', async () => {
    renderDashboard({ firstRun: steps(false, false, false) });
    const guide = await screen.findByRole('region', { name: messages.firstRunTitle });
    expect(within(guide).getByTestId('first-run-progress').textContent).toBe('0 of 3 done');
    expect(within(guide).getByRole('link', { name: 'Go to Downloads' }).getAttribute('href')).toBe('/account/downloads');
    expect(within(guide).getByRole('link', { name: 'Open Settings' }).getAttribute('href')).toBe('/account/profile');
    expect(within(guide).queryAllByRole('img', { name: messages.firstRunDone })).toHaveLength(0);
  });

  it('ticks the steps the server says are done', async () => {
    renderDashboard({ firstRun: steps(true, true, false) });
    const guide = await screen.findByRole('region', { name: messages.firstRunTitle });
    expect(within(guide).getByTestId('first-run-progress').textContent).toBe('2 of 3 done');
    expect(within(guide).getByTestId('first-run-download').getAttribute('data-done')).toBe('true');
    expect(within(guide).getByTestId('first-run-device').getAttribute('data-done')).toBe('true');
    expect(within(guide).getByTestId('first-run-upload').getAttribute('data-done')).toBe('false');
    expect(within(guide).queryByRole('link', { name: 'Go to Downloads' })).toBeNull();
  });

  it('is not shown once everything is done', async () => {
    renderDashboard({ firstRun: steps(true, true, true) });
    await screen.findByRole('region', { name: messages.dashboardStatsTitle });
    await waitFor(() => expect(screen.queryByRole('region', { name: messages.firstRunTitle })).toBeNull());
  });

  it('dismissed, it goes at once and the dashboard action is told', async () => {
    const intents = renderDashboard({ firstRun: steps(false, false, false) });
    const guide = await screen.findByRole('region', { name: messages.firstRunTitle });
    await userEvent.click(within(guide).getByRole('button', { name: 'Hide this guide' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: messages.firstRunTitle })).toBeNull());
    expect(intents).toEqual(['dismiss-first-run']);
  });
});

describe("a Free user's dashboard", () => {
  it('shows their rounds with each score to par, and what Pro adds at its price with one Upgrade button', async () => {
    renderDashboard({
      firstRun: steps(true, true, true),
      rounds: {
          rounds: [
            {
              _id: 'r1',
              course: 'Harbour Links',
              players: ['Chris', 'Sam'],
              playedAt: '2026-11-18T10:00:00.000Z',
              holesPlayed: 18,
              holeCount: 18,
              results: [
                { player: 'Chris', score: 75, toPar: 3, holesScored: 18 },
                { player: 'Sam', score: 70, toPar: -2, holesScored: 18 },
              ],
            },
          ],
          total: 7,
          page: 1,
          pageSize: 20,
          pages: 1,
          courses: ['Harbour Links'],
      },
    });
    const stats = await screen.findByRole('region', { name: messages.dashboardStatsTitle });
    await waitFor(() => expect(within(stats).getByTestId('free-rounds-played').textContent).toBe('7'));
    // The latest round heads the page, in Your game, with each score to par (a real minus sign).
    const game = screen.getByRole('region', { name: messages.dashboardGameTitle });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(messages.dashboardGameTitle);
    expect(within(game).getByTestId('latest-round').textContent).toContain('Chris 75 (+3)Sam 70 (\u22122)');
    expect(within(game).getByRole('link', { name: 'Harbour Links' }).getAttribute('href')).toBe('/account/round/r1');
    expect(within(stats).getByRole('link', { name: 'See all your rounds' }).getAttribute('href')).toBe('/account/rounds');
    const pro = within(stats).getByRole('region', { name: messages.proAddsTitle });
    expect(pro.textContent).toContain('$49.99 per year');
    expect(screen.getAllByRole('button', { name: 'Upgrade to Pro' })).toHaveLength(1);
  });

  it('without rounds says where they come from, and still what Pro adds', async () => {
    renderDashboard({ firstRun: steps(false, false, false) });
    const stats = await screen.findByRole('region', { name: messages.dashboardStatsTitle });
    expect(await within(stats).findByText(messages.freeStatsNoRounds)).toBeTruthy();
    expect(within(stats).getByRole('region', { name: messages.proAddsTitle })).toBeTruthy();
  });
});
