import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { unknownError } from '../../common/first-load-messages';

/** What a page that failed to render shows instead (a failed load is each page's own message). */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <Container maxWidth="sm" component="main" sx={{ py: 8, textAlign: 'center' }}>
      <title>Error</title>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Error
      </Typography>
      <Typography color="text.secondary">{isRouteErrorResponse(error) ? error.statusText || unknownError : unknownError}</Typography>
    </Container>
  );
}
