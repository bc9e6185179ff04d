import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { messages } from '../../../common/messages';
import type { RoundResponse } from '../../../common/schemas/stats';
import { fillMessage } from '../../../common/stats-format';
import { useRound } from '../../features/stats/api';
import { ApiError } from '../../lib/api-client';
import { formatRoundDate } from '../../features/stats/components/format-date';
import { useDisplayTimeZone } from '../../lib/moments';
import { ShareButton } from '../../features/sharing/components/share-button';
import { RoundSummary } from '../../features/stats/components/round-summary';
import { PlayerScorecard, ScorecardLegend } from '../../features/stats/components/scorecard';

/** The tees and the course's rating and slope where the round carries them: "Blue tees, 71.2 / 128". */
function teesOf(round: RoundResponse): string {
  const tees = round.tees ? fillMessage(messages.roundTees, { tees: round.tees }) : '';
  const rating = round.courseRating !== null && round.slopeRating !== null ? `${round.courseRating.toFixed(1)} / ${round.slopeRating}` : '';
  return [tees, rating].filter(Boolean).join(', ');
}

/**
 * Spec section 2, "Round view" (/account/round/{roundId}), call 16: a breadcrumb and a scorecard
 * grid per player, each with the player's total, score to par and round summary (issue 19).
 * `notFound`: the server already knows there is no such round of the user's; nothing is asked.
 */
export function RoundPage({ notFound: knownNotFound = false }: { notFound?: boolean }) {
  const { roundId = '' } = useParams();
  // A fixed title: one page view per visit, not a second one when the course name arrives.
  const round = useRound(roundId, !knownNotFound);
  const timeZone = useDisplayTimeZone();

  const crumbs = (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
      <Link component={RouterLink} to="/account/rounds" color="inherit">
        {messages.roundsHeading}
      </Link>
      {round.data ? (
        <Typography color="text.primary" aria-current="page">
          {round.data.course}
        </Typography>
      ) : (
        <Skeleton width={140} />
      )}
    </Breadcrumbs>
  );

  if (knownNotFound || round.isError) {
    const notFound = knownNotFound || (round.error instanceof ApiError && (round.error.status === 404 || round.error.status === 400));
    // The way back and the message only: no course to name, nothing left loading.
    return (
      <Box sx={{ maxWidth: 1200 }}>
        <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
          <Link component={RouterLink} to="/account/rounds" color="inherit">
            {messages.roundsHeading}
          </Link>
        </Breadcrumbs>
        <Alert severity={notFound ? 'warning' : 'error'}>{notFound ? messages.roundNotFound : messages.roundLoadFailed}</Alert>
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 1200 }}>
      {crumbs}
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, flex: '1 1 auto', minWidth: 0 }}>
              {round.data ? round.data.course : <Skeleton width="50%" />}
            </Typography>
            {/* A read-only link to this scorecard for anyone, revocable in Settings (issue 9). */}
            <ShareButton target={{ kind: 'round', roundId }} disabled={!round.data} />
          </Box>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {round.data ? [formatRoundDate(round.data.playedAt, timeZone), round.data.players.join(', '), teesOf(round.data)].filter(Boolean).join(' · ') : <Skeleton width="30%" />}
          </Typography>
          {round.data ? (
            <>
              {round.data.players.map((player) => {
                const summary = round.data.summaries.find((s) => s.player === player);
                return (
                  <PlayerScorecard key={player} round={round.data} player={player}>
                    {summary && <RoundSummary summary={summary} />}
                  </PlayerScorecard>
                );
              })}
              <ScorecardLegend />
            </>
          ) : (
            <Skeleton variant="rounded" height={140} aria-label="Loading scorecard" />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
