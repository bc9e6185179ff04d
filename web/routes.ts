import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

/** Every route of spec section 2, each page a module of web/routes/ (decision 019). */
export default [
  layout('routes/public-layout/route.tsx', [
    index('routes/home/route.tsx'),
    // The pages with a bot check (spec section 2); the script loads only on these.
    layout('routes/human-verification-layout/route.tsx', [
      route('login', 'routes/login/route.tsx'),
      route('signup', 'routes/signup/route.tsx'),
      route('password-reset/:token?', 'routes/password-reset/route.tsx'),
      route('beta-invite', 'routes/beta-invite/route.tsx'),
    ]),
    route('mobile', 'routes/mobile/route.tsx'),
    route('desktop', 'routes/desktop/route.tsx'),
    route('shared/:token', 'routes/shared-report/route.tsx'),
    // The undo link of an e-mail change, mailed to the old address (docs/decisions/020).
    route('email-undo/:token', 'routes/email-undo/route.tsx'),
    // The confirmation link mailed to a new address (docs/decisions/038).
    route('email-confirm/:token', 'routes/email-confirm/route.tsx'),
    route('*', 'routes/not-found/route.tsx'),
  ]),

  // The Logout entries' post before the app is live (decision 032): an action, no page.
  route('logout', 'routes/logout/route.tsx'),

  layout('routes/signed-in-layout/route.tsx', [
    layout('routes/account-layout/route.tsx', [
      ...prefix('account', [
        index('routes/account/route.tsx'),
        route('rounds', 'routes/account.rounds/route.tsx'),
        route('round/:roundId', 'routes/account.round/route.tsx'),
        route('handicap', 'routes/account.handicap/route.tsx'),
        route('shot-data', 'routes/account.shot-data/route.tsx'),
        // Shot data's per-club analysis alone: the page reads it for another club or dates (decision 048).
        route('shot-data/analysis', 'routes/account.shot-data-analysis/route.tsx'),
        route('sessions', 'routes/account.sessions/route.tsx'),
        route('sessions/compare', 'routes/account.sessions-compare/route.tsx'),
        route('sessions/:sessionId', 'routes/account.session/route.tsx'),
        route('shots/:shotId', 'routes/account.shot/route.tsx'),
        route('swings', 'routes/account.swings/route.tsx'),
        route('swings/compare', 'routes/account.swings-compare/route.tsx'),
        route('billing', 'routes/account.billing/route.tsx'),
        route('downloads', 'routes/account.downloads/route.tsx'),
        route('profile', 'routes/account.profile/route.tsx'),
        route('*', 'routes/not-found/route.tsx', { id: 'account-not-found' }),
      ]),
      // Inside the account layout: these pages are reached from, and lead back to, Billing.
      ...prefix('subscribe', [
        route('checkout', 'routes/subscribe.checkout/route.tsx'),
        route('success', 'routes/subscribe.success/route.tsx'),
        route('error', 'routes/subscribe.error/route.tsx'),
        route('cancel/confirm', 'routes/subscribe.cancel.confirm/route.tsx'),
        route('cancel/result', 'routes/subscribe.cancel.result/route.tsx'),
        route('*', 'routes/not-found/route.tsx', { id: 'subscribe-not-found' }),
      ]),
    ]),
    route('ogs-admin', 'routes/ogs-admin/route.tsx', [
      index('routes/ogs-admin._index/route.tsx'),
      route('users', 'routes/ogs-admin.users/route.tsx'),
      route('users/:userId', 'routes/ogs-admin.user/route.tsx'),
      route('features', 'routes/ogs-admin.features/route.tsx'),
      route('releases', 'routes/ogs-admin.releases/route.tsx'),
      route('invites', 'routes/ogs-admin.invites/route.tsx'),
      route('*', 'routes/not-found/route.tsx', { id: 'ogs-admin-not-found' }),
    ]),
  ]),
] satisfies RouteConfig;
