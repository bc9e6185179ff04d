import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout';
import { RequireSignIn } from '../features/auth/components/require-sign-in';
import { HumanVerificationLayout } from '../features/human-verification/human-verification-provider';
import {
  BetaInvitePage,
  DesktopPage,
  HomePage,
  LoginPage,
  MobilePage,
  PasswordResetPage,
  SignupPage,
} from './public-pages';
import { RootLayout } from './root-layout';
import {
  AccountLayout,
  BillingPage,
  DashboardPage,
  DownloadsPage,
  ProfilePage,
  RoundPage,
  RoundsPage,
  ShotDataPage,
  SignedInProviders,
} from './signed-in-pages';

/*
 * Everything but the public shell is loaded on first visit: the public pages each in a chunk of
 * their own (public-pages.ts, prerendered), the signed-in pages likewise (signed-in-pages.ts,
 * drawn by the server), and the subscribe and admin areas out of / and /login (150 KB gzip budget).
 */
// Rarely seen, and not needed to draw any page that a visitor opens on purpose.
const NotFoundPage = lazy(() => import('../pages/public/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const RequireEmployee = lazy(() =>
  import('./require-employee').then((m) => ({ default: m.RequireEmployee })),
);
const AdminLayout = lazy(() => import('../pages/admin/admin-layout').then((m) => ({ default: m.AdminLayout })));
// The subscription result pages (issue 6).
const SubscribeSuccessPage = lazy(() =>
  import('../pages/subscribe/success-page').then((m) => ({ default: m.SubscribeSuccessPage })),
);
const SubscribeErrorPage = lazy(() => import('../pages/subscribe/error-page').then((m) => ({ default: m.SubscribeErrorPage })));
const CancelConfirmPage = lazy(() =>
  import('../pages/subscribe/cancel-confirm-page').then((m) => ({ default: m.CancelConfirmPage })),
);
const CancelResultPage = lazy(() =>
  import('../pages/subscribe/cancel-result-page').then((m) => ({ default: m.CancelResultPage })),
);
const ReleasesPage = lazy(() => import('../pages/admin/releases-page').then((m) => ({ default: m.ReleasesPage })));
// The internal admin area (issue 7).
const UsersPage = lazy(() => import('../pages/admin/users-page').then((m) => ({ default: m.UsersPage })));
const UserPage = lazy(() => import('../pages/admin/user-page').then((m) => ({ default: m.UserPage })));
const InvitesPage = lazy(() => import('../pages/admin/invites-page').then((m) => ({ default: m.InvitesPage })));
const FeaturesPage = lazy(() => import('../pages/admin/features-page').then((m) => ({ default: m.FeaturesPage })));

// The undo link of an e-mail change, mailed to the old address (docs/decisions/020).
const EmailUndoPage = lazy(() => import('../pages/public/email-undo-page').then((m) => ({ default: m.EmailUndoPage })));

// A shared scorecard or statistics report (issue 9): public, for anyone holding the link.
const SharedReportPage = lazy(() => import('../pages/shared/shared-report-page').then((m) => ({ default: m.SharedReportPage })));

/** Every route of spec section 2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          {/* The pages with a bot check (spec section 2); the script loads only on these. */}
          <Route element={<HumanVerificationLayout />}>
            <Route path="login" element={<LoginPage />} />
            <Route path="signup" element={<SignupPage />} />
            <Route path="password-reset" element={<PasswordResetPage />} />
            <Route path="password-reset/:token" element={<PasswordResetPage />} />
            <Route path="beta-invite" element={<BetaInvitePage />} />
          </Route>
          <Route path="mobile" element={<MobilePage />} />
          <Route path="desktop" element={<DesktopPage />} />
          <Route path="shared/:token" element={<SharedReportPage />} />
          <Route path="email-undo/:token" element={<EmailUndoPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>

        <Route element={<RequireSignIn />}>
          <Route element={<SignedInProviders />}>
            <Route element={<AccountLayout />}>
              <Route path="account">
                <Route index element={<DashboardPage />} />
                <Route path="rounds" element={<RoundsPage />} />
                <Route path="round/:roundId" element={<RoundPage />} />
                <Route path="shot-data" element={<ShotDataPage />} />
                <Route path="billing" element={<BillingPage />} />
                <Route path="downloads" element={<DownloadsPage />} />
                <Route path="profile" element={<ProfilePage />} />
                <Route path="*" element={<NotFoundPage />} />
              </Route>
              {/* Inside the account layout: these pages are reached from, and lead back to, Billing. */}
              <Route path="subscribe">
                <Route path="success" element={<SubscribeSuccessPage />} />
                <Route path="error" element={<SubscribeErrorPage />} />
                <Route path="cancel/confirm" element={<CancelConfirmPage />} />
                <Route path="cancel/result" element={<CancelResultPage />} />
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Route>

            <Route path="ogs-admin" element={<RequireEmployee />}>
              <Route element={<AdminLayout />}>
                <Route index element={<Navigate to="users" replace />} />
                <Route path="users" element={<UsersPage />} />
                <Route path="users/:userId" element={<UserPage />} />
                <Route path="features" element={<FeaturesPage />} />
                <Route path="releases" element={<ReleasesPage />} />
                <Route path="invites" element={<InvitesPage />} />
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Route>
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
