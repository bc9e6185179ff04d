import type { ReactNode } from 'react';
import type { CurrentUser } from '../../common/schemas/user';
import CssBaseline from '@mui/material/CssBaseline';
import { BrowserRouter } from 'react-router';
import { SessionProvider } from '../features/auth/session-provider';
import { AppRoutes } from './app-routes';
import { AppThemeProvider } from './theme-provider';

interface AppProps {
  /** The signed-in user of a page the server drew for them (SessionProvider). */
  initialUser?: CurrentUser | null;
}

/** Theme, baseline styles and session around a router: the browser's (App) or the server's (web/prerender.tsx). */
export function AppProviders({ children, initialUser }: AppProps & { children: ReactNode }) {
  return (
    <AppThemeProvider>
      <CssBaseline />
      <SessionProvider initialUser={initialUser}>{children}</SessionProvider>
    </AppThemeProvider>
  );
}

/*
 * The declarative router rather than createBrowserRouter: the data router's loaders and actions
 * are not used here and cost about 17 KB gzip of the 150 KB budget of / and /login.
 */
export function App({ initialUser }: AppProps) {
  return (
    <AppProviders initialUser={initialUser}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
