import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigation } from 'react-router';
import { ALL_PLAYERS } from '../../../common/constants';
import { messages } from '../../../common/messages';
import type { HandicapResponse } from '../../../common/schemas/handicap';
import type { RoundsQuery, RoundsResponse } from '../../../common/schemas/stats';
import { fillMessage } from '../../../common/stats-format';
import { HandicapStrip, RoundsError, RoundsList } from '../../features/stats/components/rounds-list';
import { PageLinks } from '../../components/layout/page-links';
import { ROUNDS_PATH, RoundsTools } from './rounds-tools';

/** What the route's loader reads (its route.server.ts): null where a read failed. */
export interface RoundsPageData {
  /** The address' parameters as the rounds API reads them, with their defaults; those at fault left out. */
  query: RoundsQuery;
  /** What was at fault in the address, in the API's words; null when nothing was. */
  fault: string | null;
  /** The player of `?player=`, or 'all' (also when the account has no player of that name). */
  player: string;
  players: string[];
  rounds: RoundsResponse | null;
  /** Each player's Sim Handicap, for a Pro user only. */
  handicap: HandicapResponse | null;
}

/** "1–20 of 31 rounds", or "31 rounds" when they fit one page. */
function countText(rounds: RoundsResponse): string {
  if (rounds.total === 1) return messages.roundsCountOne;
  if (rounds.pages === 1) return fillMessage(messages.roundsCountAll, { total: rounds.total });
  const first = (rounds.page - 1) * rounds.pageSize + 1;
  return fillMessage(messages.roundsCountPage, { first, last: first + rounds.rounds.length - 1, total: rounds.total });
}

/**
 * Spec section 2, "Rounds list" (/account/rounds), call 15: 20 rounds a page, newest first unless
 * sorted by course or score to par, of every player or one, of a course and between two days, with
 * each player's Sim Handicap for Pro. Every choice is in the address (it survives a reload and Back)
 * and is a navigation: the loader reads the new list while this one stays, dimmed.
 */
export function RoundsPage({ data: { query, fault, player, players, rounds, handicap } }: { data: RoundsPageData }) {
  const loading = useNavigation().location?.pathname === ROUNDS_PATH;
  const clear = (
    <Link component={RouterLink} to={ROUNDS_PATH}>
      {messages.roundsClearFilters}
    </Link>
  );

  let body;
  if (!rounds) body = <RoundsError message={messages.roundsLoadFailed} />;
  else if (rounds.total === 0 && (query.course || query.from || query.to))
    body = (
      <Typography color="text.secondary">
        {messages.roundsFilteredEmpty} {clear}
      </Typography>
    );
  else if (rounds.total === 0 && player !== ALL_PLAYERS)
    body = <Typography color="text.secondary">{fillMessage(messages.roundsPlayerEmpty, { player })}</Typography>;
  else if (rounds.total === 0)
    body = (
      <Typography color="text.secondary">
        {messages.roundsEmpty}{' '}
        <Link component={RouterLink} to="/account/downloads">
          {messages.downloadDesktopApp}
        </Link>
        .
      </Typography>
    );
  else body = <RoundsList rounds={rounds.rounds} />;

  const hasAny = rounds !== null && (rounds.total > 0 || rounds.courses.length > 0);
  return (
    <Card sx={{ maxWidth: 1100 }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, mb: 2 }}>
          {messages.roundsHeading}
        </Typography>
        {handicap && <HandicapStrip players={handicap.players} player={player} />}
        {fault && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {fault}. {messages.roundsFaultLeftOut}
          </Alert>
        )}
        {hasAny && <RoundsTools query={query} players={players} courses={rounds.courses} player={player} />}
        {rounds && rounds.total > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
            {countText(rounds)}
          </Typography>
        )}
        <Box aria-busy={loading} sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {body}
        </Box>
        {rounds && rounds.pages > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <PageLinks count={rounds.pages} page={rounds.page} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
