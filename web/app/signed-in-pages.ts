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
  // All fetched at once (the page's HTML hints them), then run a few modules a task: each task is
  // short, where all at once kept the browser from answering the visitor for a long moment.
  if (typeof document !== 'undefined') await runHintedModules();
  const modules = [...SIGNED_IN_FRAME_MODULES, page].map((module) => SIGNED_IN_LAZY_MODULES[module]);
  for (const module of modules) {
    await module.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  if (answers !== undefined) (await import('./query-client')).restoreAnswers(answers);
}

/** How long the page's modules run before the browser gets a turn (input, painting). */
const RUN_SLICE_MS = 8;

/** Gives the browser a turn: a task of its own, without setTimeout's 4 ms clamp when nested. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Runs the modules the page's HTML hints (server/plugins/route-preloads.ts lists each after the
 * modules it imports) one by one, giving the browser a turn every RUN_SLICE_MS: a page's code, run
 * as one module graph, held a phone's main thread for 50 to 190 ms at a time (decision 015). A
 * module that fails here is left to the page's own import, which reports it.
 */
async function runHintedModules(): Promise<void> {
  const hinted = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href);
  let since = performance.now();
  for (const href of hinted) {
    try {
      await import(/* @vite-ignore */ href);
    } catch {
      // The page's own import below fails the same way and says so.
    }
    if (performance.now() - since >= RUN_SLICE_MS) {
      await yieldToBrowser();
      since = performance.now();
    }
  }
}
