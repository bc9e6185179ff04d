/**
 * The data of the signed-in pages, read for their loaders straight from our services with the
 * same rules as the API routes (signed in, Pro where the API wants Pro, the answer through the
 * API's response schema, which strips what must not leave the server). Each loader returns its
 * page's data, which the page draws on the server and then in the browser (useLoaderData).
 */
import { ALL_PLAYERS } from '../../../common/constants';
import { AppError } from '../../../server/errors';
import * as clips from '../../../server/modules/clips/queries';
import * as downloads from '../../../server/modules/downloads/queries';
import { isProUser } from '../../../server/modules/accounts/present-user';
import * as handicap from '../../../server/modules/handicap/queries';
import * as onboarding from '../../../server/modules/onboarding/queries';
import * as sessions from '../../../server/modules/sessions/queries';
import * as stats from '../../../server/modules/stats/queries';
import { billingProvider } from '../../../server/modules/subscriptions/provider';
import * as subscriptions from '../../../server/modules/subscriptions/queries';
import type { WebLoadContext } from '../../load-context.server';
import { readOrNull } from '../../lib/read-or-null.server';
import { playerFromUrl } from '../../features/stats/player-param';
import type { BillingPageData } from '../account.billing/billing-page';
import type { DashboardPageData } from './dashboard-page';
import type { ReleasesPageData } from '../account.downloads/downloads-page';
import type { PlanPageData } from '../../features/subscriptions/api';
import type { HandicapPageData } from '../account.handicap/handicap-page';
import type { RoundPageData } from '../account.round/round-page';
import type { RoundsPageData } from '../account.rounds/rounds-page';

/** Each player's Sim Handicap, a Pro figure as its API call is (the caller checks the plan). */
const readHandicap = (context: WebLoadContext, user: NonNullable<WebLoadContext['userRow']>) => readOrNull(context, 'handicap', () => handicap.handicaps(context.db, user));

/** The dashboard: the first-run guide, the latest round, and for Pro the latest session, the headline figures and Sim Handicaps. */
export async function dashboardPageData(context: WebLoadContext): Promise<DashboardPageData | null> {
  const user = context.userRow;
  if (!user) return null;
  const isPro = isProUser(user);
  const [firstRun, dashboard, handicaps, rounds, latestSession] = await Promise.all([
    readOrNull(context, 'first-run', async () => (await onboarding.firstRun(context.db, user)).firstRun),
    isPro ? readOrNull(context, 'dashboard', () => stats.dashboard(context.db, user, ALL_PLAYERS)) : null,
    isPro ? readHandicap(context, user) : null,
    // The latest round heads every plan's dashboard (rounds are open to every plan).
    readOrNull(context, 'rounds', () => stats.rounds(context.db, user, { page: 1 })),
    // The latest range session, a Pro page as the sessions list is.
    isPro ? readOrNull(context, 'sessions', async () => (await sessions.list(context.db, user, 1, 1)).sessions[0] ?? null) : null,
  ]);
  return { firstRun, isPro, dashboard, handicap: handicaps, rounds, latestSession };
}

/** The rounds list's page and player from the address, the account's players, the page of rounds, the Sim Handicaps (Pro). */
export async function roundsPageData(context: WebLoadContext, url: URL): Promise<RoundsPageData | null> {
  const user = context.userRow;
  if (!user) return null;
  const page = Math.max(1, Math.floor(Number(url.searchParams.get('page'))) || 1);
  const players = await readOrNull(context, 'players', async () => (await stats.players(context.db, user)).players);
  // The player in the address counts only if the account has one of that name.
  const player = playerFromUrl(url.searchParams, players ?? undefined);
  const [rounds, handicaps] = await Promise.all([
    readOrNull(context, 'rounds', () => stats.rounds(context.db, user, { page, player })),
    // The Sim Handicap beside the players' names is a Pro figure, as its API call is.
    isProUser(user) ? readHandicap(context, user) : null,
  ]);
  return { page, player, players: players ?? [], rounds, handicap: handicaps };
}

/** Each player's Sim Handicap for a Pro user; null for others (the page shows what it is and how to get it). */
export async function handicapPageData(context: WebLoadContext): Promise<HandicapPageData | null> {
  const user = context.userRow;
  if (!user) return null;
  const isPro = isProUser(user);
  return { isPro, handicap: isPro ? await readHandicap(context, user) : null };
}

/** One round of the user's; `notFound` when it is not theirs, or the address holds no round id. */
export async function roundPageData(context: WebLoadContext, roundId: string): Promise<RoundPageData | null> {
  const user = context.userRow;
  if (!user) return null;
  try {
    const round = await stats.round(context.db, user, roundId);
    // The round is the account's, so its id is one: its shots with a swing clip.
    const swings = await readOrNull(context, 'round clips', () => clips.shotsWithClips(context.db, user, { roundId }));
    return { round, notFound: false, swings: swings ?? [] };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { round: null, notFound: true, swings: [] };
    context.log.warn({ err: error, what: 'round' }, 'a page was drawn without one of its answers');
    return { round: null, notFound: false, swings: [] };
  }
}

/** The plan as the server has it with this request: it can change outside this tab (a webhook, the portal, the desktop app). */
export function planPageData(context: WebLoadContext): PlanPageData | null {
  return context.user ? { plan: context.user } : null;
}

/** Billing: the plan and the invoices (through the server's billing provider; null when they could not be read). */
export async function billingPageData(context: WebLoadContext): Promise<BillingPageData | null> {
  const user = context.userRow;
  if (!user || !context.user) return null;
  const invoices = await readOrNull(
    context,
    'invoices',
    async () => (await subscriptions.invoices(billingProvider(context.config, context.db), user, context.log)).invoices,
  );
  return { plan: context.user, invoices };
}

/** The desktop release Downloads offers (also the admin's Releases page, read again after a publish). */
export async function releasesPageData(context: WebLoadContext): Promise<ReleasesPageData | null> {
  if (!context.userRow) return null;
  return { releases: await readOrNull(context, 'releases', () => downloads.releases(context.db)) };
}

