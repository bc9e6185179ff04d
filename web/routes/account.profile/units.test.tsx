import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Outlet, Route, useLoaderData, type ActionFunction, type ActionFunctionArgs } from 'react-router';
import { messages } from '../../../common/messages';
import type { DashboardResponse, ShotStatsResponse } from '../../../common/schemas/stats';
import { unitPreferencesSchema } from '../../../common/schemas/preferences';
import type { CurrentUser } from '../../../common/schemas/user';
import { SessionProvider } from '../../features/auth/session-provider';
import { DashboardStatsCard } from '../account/dashboard-stats-card';
import { settingsClientAction } from './settings-form';
import { DashboardPage } from '../account/dashboard-page';
import { ProfilePage } from './profile-page';
import type { ShotDataPageData } from '../account.shot-data/shot-data-page';
import { noAnalysis, ShotDataRoute } from '../../test/shot-data-route';
import { signedInUser, stubApi } from '../../test/api-stub';
import { renderSignedIn } from '../../test/render-routes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Handlers = Parameters<typeof stubApi>[0];
const pro = (preferences: CurrentUser['preferences'] = { distanceUnit: 'yd', speedUnit: 'mph' }): CurrentUser => ({
  ...signedInUser,
  isPro: true,
  stripe: { ...signedInUser.stripe, activeProSubscription: true },
  preferences,
});
const metric = { distanceUnit: 'm', speedUnit: 'kmh' } as const;
const noLists = { devices: [], reports: [] };

/** Settings with the Dashboard's stat card beside it: a saved choice must show on the figures at once. */
function SettingsAndStats() {
  return (
    <>
      <ProfilePage data={noLists} />
      <DashboardStatsCard isPro dashboard={dashboard()} rounds={null} />
    </>
  );
}

/**
 * The Units form's action as web/routes/account.profile/units.server.ts answers (its server side is driven
 * by e2e/units.spec.ts): each post recorded with its `?form=`; a refusal's message, or the saved
 * units become the account's and the success text, after `gate`.
 */
function unitsAction(account: { user: CurrentUser }, refusal: string | null = null, gate: Promise<void> = Promise.resolve()) {
  const posted: { form: string | null; fields: Record<string, FormDataEntryValue> }[] = [];
  const action = async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    posted.push({ form: new URL(request.url).searchParams.get('form'), fields: Object.fromEntries(form) });
    await gate;
    const submission = parseWithZod(form, { schema: unitPreferencesSchema });
    if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
    if (refusal) return data(submission.reply({ formErrors: [refusal] }), { status: 400 });
    account.user = { ...account.user, preferences: submission.value };
    return { ...submission.reply(), done: messages.unitsSaved };
  };
  return { action, posted };
}

/**
 * The session as web/root.tsx holds it: the user from a loader, which the framework reads again
 * after an action, so a saved choice reaches every figure on the page.
 */
function SessionFromLoader() {
  const { user } = useLoaderData<{ user: CurrentUser }>();
  return (
    <SessionProvider initialUser={user} checked>
      <Outlet />
    </SessionProvider>
  );
}



function render(path: string, user: CurrentUser, handlers: Handlers = {}, action?: ActionFunction, account = { user }) {
  return renderSignedIn(
    path,
    <Route id="session" loader={() => ({ user: account.user })} element={<SessionFromLoader />}>
      <Route path="/account" element={<DashboardPage data={{ firstRun: null, isPro: true, dashboard: dashboard(), handicap: null, rounds: null, latestSession: null }} />} />
      <Route path="/account/profile" element={<ProfilePage data={noLists} />} action={action} />
      <Route
        path="/account/shot-data"
        loader={(): ShotDataPageData => (account.user.isPro ? { isPro: true, player: 'all', players: ['Ann'], stats: shotStats() } : { isPro: false })}
        hydrateFallbackElement={<p>Loading</p>}
        element={<ShotDataRoute />}
      />
      <Route path="/account/shot-data/analysis" loader={() => noAnalysis} />
      <Route path="/test/settings-and-stats" element={<SettingsAndStats />} action={action} />
    </Route>,
    { user, handlers },
  );
}

const unitsCard = () => screen.getByRole('region', { name: messages.unitsHeading });
const radio = (group: string, name: string) =>
  within(within(unitsCard()).getByRole('radiogroup', { name: group })).getByRole('radio', { name }) as HTMLInputElement;

const dashboard = (): DashboardResponse => ({
  player: 'all',
  shotCount: 12,
  cards: [
    { id: 'longestDrive', title: 'Longest Drive', value: 230, unit: 'm', interval: 'Last 10 days', trend: 'up', change: 0, data: [] },
    { id: 'averageDriverDistance', title: 'Average Driver Distance', value: 200, unit: 'm', interval: 'Last 10 days', trend: 'down', change: 0, data: [] },
    { id: 'fairwaysHit', title: 'Fairways Hit', value: 57.1, unit: '%', interval: 'Last 30 days', trend: 'neutral', change: 0, data: [] },
  ],
  clubs: [],
  smash: { average: null, count: 0 },
});

const shotStats = (): ShotStatsResponse => ({
  player: 'all',
  players: ['Ann'],
  shotCount: 8,
  partialShots: 0,
  includesPartial: false,
  drives: {
    data: [210, 230],
    longestDriveDistance: 230,
    averageDistance: 216.66666666666666,
    count: 3,
    fairwayPercent: 66.7,
    fairwayCount: 3,
    trends: { averagePercentChange: 4.8, direction: 'up' },
  },
  clubs: [
    { club: { short: 'Dr' }, average: 200, count: 3, smash: { average: null, count: 0 } },
    { club: { short: '7i' }, average: 130.04, count: 2, smash: { average: null, count: 0 } },
  ],
  smash: { average: 1.3421, count: 8 },
});

describe('Settings: Units card', () => {
  it("shows the user's units as labelled radio groups, posts a new choice to the page at ?form=units and says so", async () => {
    let open!: () => void;
    const account = { user: signedInUser };
    const server = unitsAction(account, null, new Promise<void>((resolve) => (open = resolve)));
    render('/account/profile', signedInUser, {}, server.action, account);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(within(unitsCard()).getByRole('heading', { name: 'Units' })).toBeTruthy();
    expect(radio('Distance', 'Yards').checked).toBe(true);
    expect(radio('Distance', 'Metres').checked).toBe(false);
    expect(radio('Speed', 'mph').checked).toBe(true);
    expect(radio('Speed', 'km/h').checked).toBe(false);
    expect(radio('Distance', 'Yards').form!.getAttribute('action')).toBe('/account/profile?form=units');
    expect(radio('Distance', 'Yards').form!.getAttribute('method')).toBe('post');

    const user = userEvent.setup();
    await user.click(radio('Distance', 'Metres'));
    // The keyboard moves a radio group's choice with the arrow keys.
    radio('Speed', 'mph').focus();
    await user.keyboard('{ArrowRight}');
    expect(radio('Speed', 'km/h').checked).toBe(true);
    await user.click(within(unitsCard()).getByRole('button', { name: 'Save Units' }));
    await waitFor(() => expect(radio('Distance', 'Metres').disabled).toBe(true));
    expect((within(unitsCard()).getByRole('button', { name: 'Save Units' }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.posted).toEqual([{ form: 'units', fields: { distanceUnit: 'm', speedUnit: 'kmh' } }]);
    open();
    expect((await within(unitsCard()).findByRole('alert')).textContent).toBe(messages.unitsSaved);
    expect(radio('Distance', 'Metres').disabled).toBe(false);
    expect(radio('Distance', 'Metres').checked).toBe(true);
    expect(radio('Speed', 'km/h').checked).toBe(true);
  });

  it("shows the server's reason when the save is refused, and keeps the choice", async () => {
    const server = unitsAction({ user: signedInUser }, messages.unknownSpeedUnit);
    render('/account/profile', signedInUser, {}, server.action);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    const user = userEvent.setup();
    await user.click(radio('Distance', 'Metres'));
    await user.click(within(unitsCard()).getByRole('button', { name: 'Save Units' }));
    expect((await within(unitsCard()).findByRole('alert')).textContent).toBe(messages.unknownSpeedUnit);
    expect(radio('Distance', 'Metres').checked).toBe(true);
    expect(server.posted).toHaveLength(1);
  });

  it('says in the card when the post never reached the action (the network, a proxy), and keeps the choice', async () => {
    let posts = 0;
    // The route's client action (web/routes/account.profile/route.tsx) around a server action that could not be reached.
    const action = ({ request }: ActionFunctionArgs) =>
      settingsClientAction(request, async () => {
        posts += 1;
        throw new TypeError('Failed to fetch');
      });
    render('/account/profile', signedInUser, {}, action);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    const user = userEvent.setup();
    await user.click(radio('Distance', 'Metres'));
    await user.click(within(unitsCard()).getByRole('button', { name: 'Save Units' }));
    expect((await within(unitsCard()).findByRole('alert')).textContent).toBe(messages.unitsSaveFailed);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(radio('Distance', 'Metres').checked).toBe(true);
    expect(posts).toBe(1);
  });

  it('after choosing metres, a figure on the page is shown in metres at once', async () => {
    const account = { user: pro() };
    render(
      '/test/settings-and-stats',
      account.user,
      {},
      unitsAction(account).action,
      account,
    );
    const stats = await screen.findByRole('region', { name: messages.dashboardStatsTitle });
    // 230 m x 1.09361 = 251.5 yd.
    await waitFor(() => expect(stats.textContent).toContain('251.5 yd'));
    const user = userEvent.setup();
    await user.click(radio('Distance', 'Metres'));
    await user.click(within(unitsCard()).getByRole('button', { name: 'Save Units' }));
    await waitFor(() => expect(stats.textContent).toContain('230.0 m'));
    expect(stats.textContent).toContain('200.0 m');
    expect(stats.textContent).toContain('57.1%');
    expect(stats.textContent).not.toMatch(/\dyd\b/);
  });
});

describe('Figures in the chosen unit', () => {
  it('Shot data in metres: the cards, the Club Distances summary and its table', async () => {
    render('/account/shot-data', pro(metric));
    const longest = await screen.findByRole('region', { name: 'Longest Drive' });
    await waitFor(() => expect(longest.textContent).toContain('230.0 m'));
    expect(screen.getByRole('region', { name: 'Average Driver Distance' }).textContent).toContain('216.7 m');
    expect(screen.getByRole('region', { name: 'Fairways Hit' }).textContent).toContain('66.7%');
    expect(screen.getByText('Average carry by club, in metres', { selector: 'p' })).toBeTruthy();
    const clubs = screen.getByRole('table', { name: 'Average carry by club, in metres' });
    expect(within(clubs).getByRole('columnheader', { name: 'Average carry (metres)' })).toBeTruthy();
    expect(within(clubs).getByRole('row', { name: /^Dr/ }).textContent).toContain('200.0');
    expect(within(clubs).getByRole('row', { name: /^7i/ }).textContent).toContain('130.0');
    expect(screen.queryByText(/\dyd\b|yards/)).toBeNull();
  });

  it('Shot data in yards by default, as the spec words it', async () => {
    render('/account/shot-data', pro());
    const longest = await screen.findByRole('region', { name: 'Longest Drive' });
    await waitFor(() => expect(longest.textContent).toContain('251.5 yd'));
    const clubs = screen.getByRole('table', { name: 'Average carry by club, in yards' });
    // 130.04 m x 1.09361 = 142.2 yd.
    expect(within(clubs).getByRole('row', { name: /^7i/ }).textContent).toContain('142.2');
  });

  it('the locked teaser shows its sample distances in metres for a user who chose metres', async () => {
    render('/account/shot-data', { ...signedInUser, preferences: metric });
    await screen.findByRole('heading', { name: 'Upgrade to OpenGolfSim Pro' });
    const sample = screen.getByTestId('teaser-sample');
    // 231.5 yd / 1.09361 = 211.7 m.
    expect(sample.textContent).toContain('211.7 m');
    expect(sample.textContent).not.toMatch(/\dyd\b/);
  });

  it('the Dashboard stat card in metres', async () => {
    render('/account', pro(metric));
    const stats = await screen.findByRole('region', { name: messages.dashboardStatsTitle });
    await waitFor(() => expect(stats.textContent).toContain('230.0 m'));
    expect(stats.textContent).toContain('200.0 m');
  });
});
