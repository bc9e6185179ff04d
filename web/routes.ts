import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

/** Every route of spec section 2, each page a module of web/routes/ (decision 019). */
export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    // The pages with a bot check (spec section 2); the script loads only on these.
    layout('routes/human-verification-layout.tsx', [
      route('login', 'routes/login.tsx'),
      route('signup', 'routes/signup.tsx'),
      route('password-reset/:token?', 'routes/password-reset.tsx'),
      route('beta-invite', 'routes/beta-invite.tsx'),
    ]),
    route('mobile', 'routes/mobile.tsx'),
    route('desktop', 'routes/desktop.tsx'),
    route('shared/:token', 'routes/shared-report.tsx'),
    // The undo link of an e-mail change, mailed to the old address (docs/decisions/020).
    route('email-undo/:token', 'routes/email-undo.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),

  // The Logout entries' post before the app is live (decision 032): an action, no page.
  route('logout', 'routes/logout.tsx'),

  layout('routes/signed-in-layout.tsx', [
    layout('routes/account-layout.tsx', [
      ...prefix('account', [
        index('routes/account.tsx'),
        route('rounds', 'routes/account.rounds.tsx'),
        route('round/:roundId', 'routes/account.round.tsx'),
        route('handicap', 'routes/account.handicap.tsx'),
        route('shot-data', 'routes/account.shot-data.tsx'),
        // Shot data's per-club analysis, read by the page once it is near the window (decision 031).
        route('shot-data/analysis', 'routes/account.shot-data-analysis.tsx'),
        route('sessions', 'routes/account.sessions.tsx'),
        route('sessions/compare', 'routes/account.sessions-compare.tsx'),
        route('sessions/:sessionId', 'routes/account.session.tsx'),
        route('shots/:shotId', 'routes/account.shot/route.tsx'),
        route('billing', 'routes/account.billing.tsx'),
        route('downloads', 'routes/account.downloads.tsx'),
        route('profile', 'routes/account.profile.tsx'),
        route('*', 'routes/not-found.tsx', { id: 'account-not-found' }),
      ]),
      // Inside the account layout: these pages are reached from, and lead back to, Billing.
      ...prefix('subscribe', [
        route('checkout', 'routes/subscribe.checkout.tsx'),
        route('success', 'routes/subscribe.success.tsx'),
        route('error', 'routes/subscribe.error.tsx'),
        route('cancel/confirm', 'routes/subscribe.cancel.confirm.tsx'),
        route('cancel/result', 'routes/subscribe.cancel.result.tsx'),
        route('*', 'routes/not-found.tsx', { id: 'subscribe-not-found' }),
      ]),
    ]),
    route('ogs-admin', 'routes/ogs-admin.tsx', [
      index('routes/ogs-admin._index.tsx'),
      route('users', 'routes/ogs-admin.users.tsx'),
      route('users/:userId', 'routes/ogs-admin.user.tsx'),
      route('features', 'routes/ogs-admin.features.tsx'),
      route('releases', 'routes/ogs-admin.releases.tsx'),
      route('invites', 'routes/ogs-admin.invites.tsx'),
      route('*', 'routes/not-found.tsx', { id: 'ogs-admin-not-found' }),
    ]),
  ]),
] satisfies RouteConfig;
