import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigation } from 'react-router';
import { ALL_PLAYERS } from '../../../common/constants';
import { messages } from '../../../common/messages';
import type { HandicapResponse } from '../../../common/schemas/handicap';
import type { RoundsResponse } from '../../../common/schemas/stats';
import { fillMessage } from '../../../common/stats-format';
import { PlayerSelect } from '../../features/stats/components/player-select';
import { playerFromUrl } from '../../features/stats/player-param';
import { HandicapStrip, RoundsError, RoundsList } from '../../features/stats/components/rounds-list';
import { PageLinks } from '../../components/layout/page-links';
import { useSearchParamsUpdate } from '../../lib/use-search-params-update';

/** What the route's loader reads (its route.server.ts): null where a read failed. */
export interface RoundsPageData {
  page: number;
  /** The player of `?player=`, or 'all' (also when the account has no player of that name). */
  player: string;
  players: string[];
  rounds: RoundsResponse | null;
  /** Each player's Sim Handicap, for a Pro user only. */
  handicap: HandicapResponse | null;
}

/**
 * Spec section 2, "Rounds list" (/account/rounds), call 15; 50 rounds a page, newest first, of
 * every player or of the one in `?player=`, with each player's Sim Handicap for Pro.
 * A player or page chosen is a navigation: the loader reads the new list while this one stays.
 */
export function RoundsPage({ data: { page, player, players, rounds, handicap } }: { data: RoundsPageData }) {
  const updateSearchParams = useSearchParamsUpdate();
  const next = useNavigation().location;
  const loading = next?.pathname === '/account/rounds';
  // The player shown in the select: the one of the navigation under way, from the choice on.
  const shownPlayer = next?.pathname === '/account/rounds' ? playerFromUrl(new URLSearchParams(next.search), players) : player;

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

  let body;
  if (!rounds) body = <RoundsError message={messages.roundsLoadFailed} />;
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

  return (
    <Card sx={{ maxWidth: 960 }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
            {messages.roundsHeading}
          </Typography>
          {players.length > 1 && <PlayerSelect players={players} value={shownPlayer} onChange={setPlayer} drop={['page']} />}
        </Box>
        {handicap && <HandicapStrip players={handicap.players} player={player} />}
        <Box aria-busy={loading} sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {body}
        </Box>
        {rounds && rounds.pages > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <PageLinks count={rounds.pages} page={page} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
