import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { unknownError } from '../../common/first-load-messages';
import { AppThemeProvider } from './theme-provider';

/**
 * What a page that failed to render shows instead (a failed load is each page's own message), and
 * a page refused with a status (a shared report past its views a minute: 429). Drawn outside the
 * app's component (root.tsx), so it brings the theme and baseline styles itself, and a way home.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <AppThemeProvider>
      <CssBaseline />
      <Container maxWidth="sm" component="main" id="main" sx={{ py: { xs: 6, sm: 10 }, textAlign: 'center' }}>
        <title>Error</title>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          Error
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {isRouteErrorResponse(error) ? error.statusText || unknownError : unknownError}
        </Typography>
        {/* A plain link: the app around the routes may be what failed. */}
        <Button href="/" variant="contained">
          Go Home
        </Button>
      </Container>
    </AppThemeProvider>
  );
}
