import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { BrowserRouter } from 'react-router';
import { SessionProvider } from '../features/auth/session-provider';
import { AppRoutes } from './app-routes';
import { AppThemeProvider } from './theme-provider';

/** Theme, baseline styles and session around a router: the browser's (App) or the build's prerender. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      <CssBaseline />
      <SessionProvider>{children}</SessionProvider>
    </AppThemeProvider>
  );
}

/*
 * The declarative router rather than createBrowserRouter: the data router's loaders and actions
 * are not used here and cost about 17 KB gzip of the 150 KB budget of / and /login.
 */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
