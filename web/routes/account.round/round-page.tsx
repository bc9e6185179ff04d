import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { messages } from '../../../common/messages';
import type { ClipShot } from '../../../common/schemas/clips';
import type { RoundResponse } from '../../../common/schemas/stats';
import { fillMessage } from '../../../common/stats-format';
import { formatRoundDate } from '../../features/stats/components/format-date';
import { useDisplayTimeZone } from '../../lib/moments';
import { ShareButton } from '../../features/sharing/components/share-button';
import { DeleteRound } from './delete-round';
import { RoundSummary } from './round-summary';
import { PlayerScorecard, ScorecardLegend } from '../../features/stats/components/scorecard';
import { RoundSwings } from '../../components/swing-player/round-swings';
import { formatNumber } from '../../../common/format';

/** The tees and the course's rating and slope where the round carries them: "Blue tees, 71.2 / 128". */
function teesOf(round: RoundResponse): string {
  const tees = round.tees ? fillMessage(messages.roundTees, { tees: round.tees }) : '';
  const rating = round.courseRating !== null && round.slopeRating !== null ? `${formatNumber(round.courseRating)} / ${round.slopeRating}` : '';
  return [tees, rating].filter(Boolean).join(', ');
}

/** What the route's loader reads (its route.server.ts). */
export interface RoundPageData {
  /** Null when the round is not the user's (`notFound`) or could not be read. */
  round: RoundResponse | null;
  notFound: boolean;
  /** The round's shots that have a swing clip. */
  swings: ClipShot[];
}

/**
 * Spec section 2, "Round view" (/account/round/{roundId}), call 16: a breadcrumb and a scorecard
 * grid per player, each with the player's total, score to par and round summary; Share and Delete.
 */
export function RoundPage({ round, notFound, swings }: RoundPageData) {
  const { roundId = '' } = useParams();
  const timeZone = useDisplayTimeZone();

  const rounds = (
    <Link component={RouterLink} to="/account/rounds" color="inherit">
      {messages.roundsHeading}
    </Link>
  );
  if (!round) {
    // The way back and the message only: no course to name.
    return (
      <Box sx={{ maxWidth: 1200 }}>
        <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
          {rounds}
        </Breadcrumbs>
        <Alert severity={notFound ? 'warning' : 'error'}>{notFound ? messages.roundNotFound : messages.roundLoadFailed}</Alert>
      </Box>
    );
  }

  const crumbs = (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
      {rounds}
      <Typography color="text.primary" aria-current="page">
        {round.course}
      </Typography>
    </Breadcrumbs>
  );

  return (
    <Box sx={{ maxWidth: 1200 }}>
      {crumbs}
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, flex: '1 1 auto', minWidth: 0 }}>
              {round.course}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {/* A read-only link to this scorecard for anyone, revocable in Settings. */}
              <ShareButton target={{ kind: 'round', roundId }} />
              <DeleteRound roundId={roundId} round={round} />
            </Box>
          </Box>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {[formatRoundDate(round.playedAt, timeZone), round.players.join(', '), teesOf(round)].filter(Boolean).join(' · ')}
          </Typography>
          {round.players.map((player) => {
            const summary = round.summaries.find((s) => s.player === player);
            return (
              <PlayerScorecard key={player} round={round} player={player}>
                {summary && <RoundSummary summary={summary} />}
              </PlayerScorecard>
            );
          })}
          <ScorecardLegend />
          <RoundSwings swings={swings} />
        </CardContent>
      </Card>
    </Box>
  );
}
