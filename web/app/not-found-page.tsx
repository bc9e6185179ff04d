import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useWithoutScripts } from '../lib/page-scripts';
import lostBallUrl from './lost-ball.svg';

/** Spec section 2, "Not-found page"; also what signed-in non-employees get on admin paths. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const withoutScripts = useWithoutScripts();
  // React Router numbers its history entries; at 0 there is no page of ours to go back to.
  const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, sm: 8 }, textAlign: 'center' }}>
      <Box
        component="img"
        src={lostBallUrl}
        width={320}
        height={200}
        alt="A golf ball lost in the long grass of the rough"
        sx={{ maxWidth: '100%', height: 'auto', mb: 4 }}
      />
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        404 Ball Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        We looked everywhere, but this page is not on the course. It may have moved or no longer exist.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        {withoutScripts ? (
          // Home as its address; the page's script goes back instead after a page of this site.
          <Button href="/" role="button" data-history-back="" variant="outlined" startIcon={<ArrowBack />}>
            Back
          </Button>
        ) : (
          <Button variant="outlined" startIcon={<ArrowBack />} onClick={() => (canGoBack() ? navigate(-1) : navigate('/'))}>
            Back
          </Button>
        )}
        <Button component={RouterLink} to="/" variant="contained">
          Go Home
        </Button>
      </Box>
    </Container>
  );
}
