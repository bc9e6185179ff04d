import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ALL_PLAYERS } from '../../../common/constants';
import { messages } from '../../../common/messages';
import { fillMessage } from '../../../common/stats-format';
import { useHandicap, usePlayers, useRounds } from '../../features/stats/api';
import { PlayerSelect } from '../../features/stats/components/player-select';
import { HandicapStrip, RoundsError, RoundsList, RoundsListSkeleton } from '../../features/stats/components/rounds-list';
import { playerFromUrl } from '../../features/stats/player-param';
import { useSession } from '../../features/auth/session-provider';
import { useSearchParamsUpdate } from '../../lib/use-search-params-update';

/**
 * Spec section 2, "Rounds list" (/account/rounds), call 15; 50 rounds a page, newest first, of
 * every player or of the one in `?player=` (issue 19), with each player's Sim Handicap for Pro.
 */
export function RoundsPage() {
  const [searchParams] = useSearchParams();
  const updateSearchParams = useSearchParamsUpdate();
  const page = Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);
  const players = usePlayers();
  const player = playerFromUrl(searchParams, players.data?.players);
  const rounds = useRounds(page, player);
  const isPro = useSession().user?.isPro === true;
  const handicap = useHandicap(isPro);

  // A player chosen starts the list again at its first page; Back returns to the previous choice.
  const setPlayer = (next: string) =>
    updateSearchParams(
      (params) => {
        params.delete('page');
        if (next === ALL_PLAYERS) params.delete('player');
        else params.set('player', next);
      },
      { replace: false },
    );
  const setPage = (next: number) =>
    updateSearchParams((params) => (next === 1 ? params.delete('page') : params.set('page', String(next))), { replace: false });

  let body;
  if (rounds.isError) body = <RoundsError message={messages.roundsLoadFailed} />;
  else if (!rounds.data) body = <RoundsListSkeleton />;
  else if (rounds.data.total === 0 && player !== ALL_PLAYERS)
    body = <Typography color="text.secondary">{fillMessage(messages.roundsPlayerEmpty, { player })}</Typography>;
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

  const manyPlayers = (players.data?.players.length ?? 0) > 1;
  return (
    <Card sx={{ maxWidth: 960 }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
            {messages.roundsHeading}
          </Typography>
          {manyPlayers && <PlayerSelect players={players.data!.players} value={player} onChange={setPlayer} />}
        </Box>
        {isPro && handicap.data && <HandicapStrip players={handicap.data.players} player={player} />}
        {body}
        {rounds.data && rounds.data.pages > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Pagination count={rounds.data.pages} page={page} onChange={(_, next) => setPage(next)} color="primary" />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
