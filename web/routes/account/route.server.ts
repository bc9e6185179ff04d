/**
 * The dashboard's loader, read straight from our services with the same rules as the API routes
 * (signed in, Pro where the API wants Pro, the answer through the API's response schema, which
 * strips what must not leave the server). It returns the page's data, which the page draws on the
 * server and then in the browser (useLoaderData).
 */
import { ALL_PLAYERS } from '../../../common/constants';
import { isProUser } from '../../../server/modules/accounts/present-user';
import * as handicap from '../../../server/modules/handicap/queries';
import * as onboarding from '../../../server/modules/onboarding/queries';
import * as sessions from '../../../server/modules/sessions/queries';
import * as stats from '../../../server/modules/stats/queries';
import type { WebLoadContext } from '../../load-context.server';
import { readOrNull } from '../../lib/read-or-null.server';
import type { DashboardPageData } from './dashboard-page';

/** The dashboard: the first-run guide, the latest round, and for Pro the latest session, the headline figures and Sim Handicaps. */
export async function dashboardPageData(context: WebLoadContext): Promise<DashboardPageData | null> {
  const user = context.userRow;
  if (!user) return null;
  const isPro = isProUser(user);
  const [firstRun, dashboard, handicaps, rounds, latestSession] = await Promise.all([
    readOrNull(context, 'first-run', async () => (await onboarding.firstRun(context.db, user)).firstRun),
    isPro ? readOrNull(context, 'dashboard', () => stats.dashboard(context.db, user, ALL_PLAYERS)) : null,
    // Each player's Sim Handicap, a Pro figure as its API call is.
    isPro ? readOrNull(context, 'handicap', () => handicap.handicaps(context.db, user)) : null,
    // The latest round heads every plan's dashboard (rounds are open to every plan).
    readOrNull(context, 'rounds', () => stats.rounds(context.db, user, stats.defaultRoundsQuery())),
    // The latest range session, a Pro page as the sessions list is.
    isPro ? readOrNull(context, 'sessions', async () => (await sessions.list(context.db, user, { page: 1, pageSize: 1 })).sessions[0] ?? null) : null,
  ]);
  return { firstRun, isPro, dashboard, handicap: handicaps, rounds, latestSession };
}
