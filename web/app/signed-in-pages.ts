import { SIGNED_IN_FRAME_MODULES, signedInPageModule } from '../../common/prerender';
import { lazyPage, type LazyPage } from './lazy-page';

/*
 * The signed-in area's frame and pages, each a chunk of its own out of the public first load.
 * Drawn by the server for the session's user (docs/decisions/015): the client fetches the
 * chunks of the page it was given before hydrating it, as for the prerendered public pages.
 */
export const SignedInProviders = lazyPage(() => import('./signed-in-providers').then((m) => m.SignedInProviders), { frame: true });
export const AccountLayout = lazyPage(() => import('../pages/account/account-layout').then((m) => m.AccountLayout), { frame: true });
export const DashboardPage = lazyPage(() => import('../pages/account/dashboard-page').then((m) => m.DashboardPage));
export const RoundsPage = lazyPage(() => import('../pages/account/rounds-page').then((m) => m.RoundsPage));
export const RoundPage = lazyPage(() => import('../pages/account/round-page').then((m) => m.RoundPage));
export const ShotDataPage = lazyPage(() => import('../pages/account/shot-data-page').then((m) => m.ShotDataPage));
export const BillingPage = lazyPage(() => import('../pages/account/billing-page').then((m) => m.BillingPage));
export const DownloadsPage = lazyPage(() => import('../pages/account/downloads-page').then((m) => m.DownloadsPage));
export const ProfilePage = lazyPage(() => import('../pages/account/profile-page').then((m) => m.ProfilePage));

/** Keyed by the modules common/prerender.ts names (a test checks each has its entry). */
export const SIGNED_IN_LAZY_MODULES: Record<string, LazyPage> = {
  'app/signed-in-providers.tsx': SignedInProviders,
  'pages/account/account-layout.tsx': AccountLayout,
  'pages/account/dashboard-page.tsx': DashboardPage,
  'pages/account/rounds-page.tsx': RoundsPage,
  'pages/account/round-page.tsx': RoundPage,
  'pages/account/shot-data-page.tsx': ShotDataPage,
  'pages/account/billing-page.tsx': BillingPage,
  'pages/account/downloads-page.tsx': DownloadsPage,
  'pages/account/profile-page.tsx': ProfilePage,
};

/**
 * Fetches the code of a signed-in page and its frame, and puts the answers the server drew the
 * page with (if any) into the data cache: resolves once the page draws as in its HTML, without
 * suspending.
 */
export async function preloadSignedInPage(pathname: string, answers?: unknown): Promise<void> {
  const page = signedInPageModule(pathname);
  if (!page) return;
  // All fetched at once (the page's HTML hints them), then run one module graph a task: each is
  // short, where all at once kept the browser from answering the visitor for a long moment.
  const modules = [...SIGNED_IN_FRAME_MODULES, page].map((module) => SIGNED_IN_LAZY_MODULES[module]);
  for (const module of modules) {
    await module.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  if (answers !== undefined) (await import('./query-client')).restoreAnswers(answers);
}
