import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../common/messages';
import type { SessionSummary } from '../../../common/schemas/sessions';
import type { RoundSummary } from '../../../common/schemas/stats';
import { fillMessage } from '../../../common/stats-format';
import { useDisplayTimeZone } from '../../lib/moments';
import { sessionName, sessionWhen } from '../../features/sessions/describe';
import { formatToPar } from '../../features/stats/to-par';
import { formatRoundDate } from '../../features/stats/components/format-date';

/** One of the card's two tiles: what it is, the item's name as a link, when, and its figures. */
function Tile({ label, title, to, when, all, children, testId }: { label: string; title: string; to: string; when: string; all: { text: string; to: string }; children: ReactNode; testId: string }) {
  return (
    <Box component="section" aria-label={label} data-testid={testId} sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography component="h2" variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {label}
      </Typography>
      <Link component={RouterLink} to={to} variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {title}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {when}
      </Typography>
      <Box sx={{ flexGrow: 1 }}>{children}</Box>
      <Link component={RouterLink} to={all.to} variant="body2" sx={{ alignSelf: 'flex-start', mt: 0.5 }}>
        {all.text}
      </Link>
    </Box>
  );
}

/**
 * The top of the dashboard of a golfer who has played: the latest round (each player's score and
 * to par) and, for Pro, the latest range session (its shots and clubs), each linking to its page.
 * The card's heading is the page's heading, so focus lands on it after navigation.
 */
export function YourGameCard({ round, session }: { round: RoundSummary | null; session: SessionSummary | null }) {
  const timeZone = useDisplayTimeZone();
  return (
    <Card component="section" aria-labelledby="your-game-heading" sx={{ gridColumn: '1 / -1' }} data-testid="your-game">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="your-game-heading" variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          {messages.dashboardGameTitle}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(240px, 1fr))' } }}>
          {round && (
            <Tile
              label={messages.dashboardLatestRound}
              title={round.course}
              to={`/account/round/${round._id}`}
              when={formatRoundDate(round.playedAt, timeZone)}
              all={{ text: messages.dashboardAllRounds, to: '/account/rounds' }}
              testId="latest-round"
            >
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                {round.results
                  .filter((r) => r.score !== null)
                  .map((r) => (
                    <Typography component="li" key={r.player} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {r.player} <b>{r.score}</b>
                      {r.toPar !== null && ` (${formatToPar(r.toPar)})`}
                    </Typography>
                  ))}
              </Box>
            </Tile>
          )}
          {session && (
            <Tile
              label={messages.dashboardLatestSession}
              title={sessionName(session)}
              to={`/account/sessions/${session.id}`}
              when={sessionWhen(session.startedAt, timeZone)}
              all={{ text: messages.dashboardAllSessions, to: '/account/sessions' }}
              testId="latest-session"
            >
              <Typography>
                <b>{fillMessage(messages.dashboardSessionShots, { n: session.shots })}</b>
                {session.clubs.length > 0 && ` · ${session.clubs.join(', ')}`}
              </Typography>
            </Tile>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
