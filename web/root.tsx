import './lib/zod-without-eval';
import { useEffect, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { Links, Meta, Scripts, useLocation, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { publicPageMeta } from '../common/page-meta';
import type { CurrentUser } from '../common/schemas/user';
import { AppThemeProvider } from './app/theme-provider';
import { RootLayout } from './app/root-layout';
import { SessionProvider } from './features/auth/session-provider';
import { startAnalytics } from './lib/analytics';
import { FIRST_USE_SCRIPT, STATIC_PAGE_SCRIPT, usePageScripts, useWithoutScripts } from './lib/page-scripts';
import { pageTitle } from './lib/page-title';
import { publicConfig } from './lib/public-config';
import type { Route } from './+types/root';

/** What the server knows of the request before any page draws: the session's user and the CSP nonce. */
export interface RootData {
  /** The session's user; null when signed out; undefined when the session could not be checked. */
  user: CurrentUser | null | undefined;
  nonce: string;
}


export function loader({ context }: Route.LoaderArgs): RootData {
  const { user, nonce } = context;
  return { user, nonce };
}

/** A page that failed to draw (the error boundary below) is titled as the not-found page: Error. */
export const meta = ({ error }: Route.MetaArgs) => (error ? pageTitle('Error') : []);

// The session is the server's to change: read again after a form's action (sign-in, sign-up,
// settings; its redirect included), not on navigations, where the client keeps its own state.
export const shouldRevalidate = ({ defaultShouldRevalidate, formMethod, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  defaultShouldRevalidate && (formMethod !== undefined || currentUrl.search === nextUrl.search);

const isSharedReportPath = (pathname: string) => pathname === '/shared' || pathname.startsWith('/shared/');

/**
 * The page's description and Open Graph tags (common/page-meta.ts); its title is each route
 * module's `meta` (web/lib/page-title.ts), written by <Meta />.
 */
function PageHead() {
  const { pathname } = useLocation();
  const site = publicConfig.siteName;
  const meta = publicPageMeta(pathname, site);
  const url = `${publicConfig.publicUrl}${pathname === '/' ? '/' : pathname}`;
  return (
    <>
      <meta name="description" content={meta.description} />
      {meta.indexable ? (
        <link rel="canonical" href={url} />
      ) : (
        <meta name="robots" content={isSharedReportPath(pathname) ? 'noindex, nofollow' : 'noindex'} />
      )}
      <meta property="og:site_name" content={site} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${publicConfig.publicUrl}/og-image.png`} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={`${site}: a golf simulator screen with shot data and a phone as its remote`} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}

/** Out of sight until it has the keyboard's focus; then at the top left, above the header. */
const SKIP_LINK_STYLE =
  '.skip-link{position:absolute;left:8px;top:-48px;z-index:2000;padding:8px 16px;background:#1b5e20;color:#fff;font:600 16px/1.5 system-ui,sans-serif;border-radius:4px;text-decoration:none}.skip-link:focus{top:8px;outline:3px solid #ffb300}';

/** The document around every page, the error page's included. */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>('root');
  const nonce = root?.nonce;
  const pageScripts = usePageScripts();
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b5e20" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <PageHead />
        <Meta />
        <Links />
        {/* The deployment's public configuration (web/lib/public-config.ts), a data block the CSP allows. */}
        <script
          type="application/json"
          id="app-config"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: JSON.stringify(publicConfig).replace(/</g, '\\u003c') }}
        />
        <style nonce={nonce}>{SKIP_LINK_STYLE}</style>
        {/* Emotion's server-side styles go here (entry.server.tsx), and its client styles after. */}
        <meta name="emotion-insertion-point" content="" />
      </head>
      <body>
        {/* The first Tab stop of every page: past the header and menus to the page's content. */}
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        {children}
        {pageScripts !== 'at-once' && <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: STATIC_PAGE_SCRIPT }} />}
        {pageScripts === 'none' && <StaticPageAnalytics nonce={nonce} />}
        {pageScripts === 'on-first-use' && (
          <>
            <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: FIRST_USE_SCRIPT }} />
            {/* Last in the body: the server makes what is in it inert (web/lib/page-scripts.server.ts). */}
            <div hidden data-app-scripts="on-first-use">
              <Scripts nonce={nonce} />
            </div>
          </>
        )}
        {pageScripts === 'at-once' && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

/**
 * A page without the framework's scripts still counts its view when the deployment sets a
 * measurement id: gtag.js with the page's own view (these pages carry no token to redact).
 */
function StaticPageAnalytics({ nonce }: { nonce: string | undefined }) {
  const id = publicConfig.gaMeasurementId;
  if (!id) return null;
  const start = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(id).replace(/</g, '\\u003c')});`;
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: start }} />
      <script nonce={nonce} async src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`} />
    </>
  );
}

/** Theme, baseline styles, session and the page: the app as it was around its routes. */
export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => void startAnalytics(publicConfig.gaMeasurementId), []);
  // A page without scripts cannot check the session later: one the server could not check is
  // drawn signed out (its Login and Create Account links lead to pages that check it).
  const withoutScripts = useWithoutScripts();
  return (
    <AppThemeProvider>
      <CssBaseline />
      <SessionProvider initialUser={loaderData.user ?? null} checked={withoutScripts || loaderData.user !== undefined}>
        <RootLayout />
      </SessionProvider>
    </AppThemeProvider>
  );
}

export { ErrorBoundary } from './app/error-boundary';
