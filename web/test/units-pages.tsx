import { afterEach, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Outlet, Route, useLoaderData, type ActionFunction, type ActionFunctionArgs } from 'react-router';
import { messages } from '../../common/messages';
import type { DashboardResponse } from '../../common/schemas/stats';
import { unitPreferencesSchema } from '../../common/schemas/preferences';
import type { CurrentUser } from '../../common/schemas/user';
import { SessionProvider } from '../features/auth/session-provider';
import { DashboardStatsCard } from '../routes/account/dashboard-stats-card';
import { DashboardPage } from '../routes/account/dashboard-page';
import { ProfilePage } from '../routes/account.profile/profile-page';
import type { ShotDataPageData } from '../routes/account.shot-data/shot-data-page';
import { noAnalysis, ShotDataRoute } from './shot-data-route';
import { signedInUser, stubApi } from './api-stub';
import { shotStats } from './shot-stats';
import { renderSignedIn } from './render-routes';

/*
 * The chosen units across pages, for the tests of Settings' Units card and of the pages that show
 * distances: the Dashboard, Shot data and Settings drawn with the user of one session.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Handlers = Parameters<typeof stubApi>[0];
export const pro = (preferences: CurrentUser['preferences'] = { distanceUnit: 'yd', speedUnit: 'mph' }): CurrentUser => ({
  ...signedInUser,
  isPro: true,
  stripe: { ...signedInUser.stripe, activeProSubscription: true },
  preferences,
});
export const metric = { distanceUnit: 'm', speedUnit: 'kmh' } as const;
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
export function unitsAction(account: { user: CurrentUser }, refusal: string | null = null, gate: Promise<void> = Promise.resolve()) {
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

/** The pages that show distances, and Settings, under one session read from a loader, as the app nests them. */
export function render(path: string, user: CurrentUser, handlers: Handlers = {}, action?: ActionFunction, account = { user }) {
  return renderSignedIn(
    path,
    <Route id="session" loader={() => ({ user: account.user })} element={<SessionFromLoader />}>
      <Route path="/account" element={<DashboardPage data={{ firstRun: null, isPro: true, dashboard: dashboard(), handicap: null, rounds: null, latestSession: null }} />} />
      <Route path="/account/profile" element={<ProfilePage data={noLists} />} action={action} />
      <Route
        path="/account/shot-data"
        loader={(): ShotDataPageData => (account.user.isPro ? { isPro: true, player: 'all', players: ['Ann'], stats: shotStats({ players: ['Ann'], sevenIronAverage: 130.04 }) } : { isPro: false })}
        hydrateFallbackElement={<p>Loading</p>}
        element={<ShotDataRoute />}
      />
      <Route path="/account/shot-data/analysis" loader={() => noAnalysis} />
      <Route path="/test/settings-and-stats" element={<SettingsAndStats />} action={action} />
    </Route>,
    { user, handlers },
  );
}

export const unitsCard = () => screen.getByRole('region', { name: messages.unitsHeading });
export const radio = (group: string, name: string) =>
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
