import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { messages } from '../../../common/messages';
import { useRounds } from '../../features/stats/api';
import { RoundsError, RoundsList, RoundsListSkeleton } from '../../features/stats/components/rounds-list';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Spec section 2, "Rounds list" (/account/rounds), call 15; 50 rounds a page, newest first. */
export function RoundsPage() {
  useDocumentTitle(messages.roundsHeading);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);
  const rounds = useRounds(page);

  let body;
  if (rounds.isError) body = <RoundsError message={messages.roundsLoadFailed} />;
  else if (!rounds.data) body = <RoundsListSkeleton />;
  else if (rounds.data.total === 0)
    body = (
      <Typography color="text.secondary">
        {messages.roundsEmpty}{' '}
        <Link component={RouterLink} to="/account/downloads">
          {messages.downloadDesktopApp}
        </Link>
        .
      </Typography>
    );
  else body = <RoundsList rounds={rounds.data.rounds} />;

  return (
    <Card sx={{ maxWidth: 960 }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          {messages.roundsHeading}
        </Typography>
        {body}
        {rounds.data && rounds.data.pages > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Pagination
              count={rounds.data.pages}
              page={page}
              onChange={(_, next) => setSearchParams(next === 1 ? {} : { page: String(next) })}
              color="primary"
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
