import { PRERENDERED_PATHS, type PrerenderedPath } from '../../common/prerender';
import { lazyPage, type LazyPage } from './lazy-page';

/*
 * The public pages, each in a chunk of its own so that none carries another's code (the home
 * page's drawings stay out of /login, the forms out of /). Their HTML is prerendered at build
 * time (vite.config.ts); the client fetches the page's chunk before hydrating it.
 */
export const HomePage = lazyPage(() => import('../pages/public/home-page').then((m) => m.HomePage));
export const LoginPage = lazyPage(() => import('../pages/public/login-page').then((m) => m.LoginPage));
export const SignupPage = lazyPage(() => import('../pages/public/signup-page').then((m) => m.SignupPage));
export const MobilePage = lazyPage(() => import('../pages/public/mobile-page').then((m) => m.MobilePage));
export const DesktopPage = lazyPage(() => import('../pages/public/desktop-page').then((m) => m.DesktopPage));
export const BetaInvitePage = lazyPage(() => import('../pages/public/beta-invite-page').then((m) => m.BetaInvitePage));
export const PasswordResetPage = lazyPage(() =>
  import('../pages/public/password-reset-page').then((m) => m.PasswordResetPage),
);

export const PRERENDERED_PAGES: Record<PrerenderedPath, LazyPage> = {
  '/': HomePage,
  '/mobile': MobilePage,
  '/desktop': DesktopPage,
  '/login': LoginPage,
  '/signup': SignupPage,
  '/beta-invite': BetaInvitePage,
};

export function isPrerenderedPath(pathname: string): pathname is PrerenderedPath {
  return (PRERENDERED_PATHS as readonly string[]).includes(pathname);
}
