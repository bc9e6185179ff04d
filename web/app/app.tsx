import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter } from 'react-router';
import { SessionProvider } from '../features/auth/session-provider';
import { AppRoutes } from './app-routes';
import { theme } from './theme';

/*
 * The declarative router rather than createBrowserRouter: the data router's loaders and actions
 * are not used here and cost about 17 KB gzip of the 150 KB budget of / and /login.
 */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SessionProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SessionProvider>
    </ThemeProvider>
  );
}
