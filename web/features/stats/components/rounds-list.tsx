import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import { ALL_PLAYERS } from '../../../../common/constants';
import { messages } from '../../../../common/messages';
import type { PlayerHandicap } from '../../../../common/schemas/handicap';
import type { PlayerResult, RoundSummary } from '../../../../common/schemas/stats';
import { fillMessage } from '../../../../common/stats-format';
import { useWithoutDeleted } from '../../../components/feedback/held-deletes';
import { useDisplayTimeZone } from '../../../lib/moments';
import { formatToPar } from '../to-par';
import { formatRoundDate } from './format-date';
import { visuallyHidden } from './visually-hidden';
import { formatNumber } from '../../../../common/format';

/** "18 holes", or "9 of 18 holes" where some were not played. */
function holesText(round: RoundSummary): string {
  return round.holesPlayed === round.holeCount
    ? fillMessage(messages.roundsHoles, { n: round.holeCount })
    : fillMessage(messages.roundsHolesOf, { played: round.holesPlayed, count: round.holeCount });
}

/** A player's score and to par, "thru 9" where they stopped before the others. */
function Result({ result, holesPlayed }: { result: PlayerResult; holesPlayed: number }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, whiteSpace: 'nowrap' }}>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {result.player}
      </Typography>
      {result.score === null || result.toPar === null ? (
        <Typography component="span" variant="body2" color="text.secondary">
          {messages.roundsNoResult}
        </Typography>
      ) : (
        <>
          <Typography component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {result.score}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            sx={{
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
              minWidth: 30,
              textAlign: 'center',
              px: 0.5,
              borderRadius: 1,
              bgcolor: result.toPar < 0 ? 'primary.main' : 'action.selected',
              color: result.toPar < 0 ? 'primary.contrastText' : 'text.primary',
            }}
          >
            {formatToPar(result.toPar)}
            <Box component="span" sx={visuallyHidden}>
              {` ${messages.scorecardToPar}`}
            </Box>
          </Typography>
          {result.holesScored < holesPlayed && (
            <Typography component="span" variant="caption" color="text.secondary">
              {fillMessage(messages.roundsThru, { n: result.holesScored })}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}

/**
 * Spec section 2, "Rounds list": each row links to its round, course as primary text, players
 * joined by commas as secondary; with the date, the holes played and each player's score to par.
 * On a phone the scores go under the course.
 */
export function RoundsList({ rounds }: { rounds: RoundSummary[] }) {
  const timeZone = useDisplayTimeZone();
  // A round deleted on this visit is gone at once, while its Undo is offered (docs/decisions/044).
  const shown = useWithoutDeleted('round', rounds, (round) => round._id);
  return (
    <List disablePadding aria-label="Rounds">
      {shown.map((round) => (
        <ListItem key={round._id} disablePadding divider>
          <ListItemButton
            component={RouterLink}
            to={`/account/round/${round._id}`}
            sx={{ py: 1.5, px: { xs: 1, sm: 2 }, gap: { xs: 1, sm: 2 }, alignItems: 'center' }}
          >
            <Box sx={{ flex: '1 1 auto', minWidth: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 0.5 }}>
              <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                <ListItemText
                  sx={{ my: 0 }}
                  primary={round.course}
                  secondary={round.players.join(', ')}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
                <Typography variant="body2" color="text.secondary" sx={{ fontSize: '0.8125rem' }}>
                  {`${formatRoundDate(round.playedAt, timeZone)} · ${holesText(round)}`}
                </Typography>
              </Box>
              <Box
                component="ul"
                sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, justifyContent: { sm: 'flex-end' } }}
              >
                {round.results.map((result) => (
                  <Result key={result.player} result={result} holesPlayed={round.holesPlayed} />
                ))}
              </Box>
            </Box>
            <ChevronRight color="action" aria-hidden="true" />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** Each player's Sim Handicap above the list, where they have one; the page of its own explains it. */
export function HandicapStrip({ players, player }: { players: PlayerHandicap[]; player: string }) {
  const withIndex = players.filter((p) => p.index !== null && (player === ALL_PLAYERS || p.player === player));
  if (withIndex.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="rounds-handicap-heading"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2.5, rowGap: 0.5, mb: 2, px: 2, py: 1.25, bgcolor: 'action.hover', borderRadius: 1 }}
    >
      <Typography id="rounds-handicap-heading" component="h2" variant="subtitle2">
        <Link component={RouterLink} to="/account/handicap">
          {messages.handicapTitle}
        </Link>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5 }}>
        {withIndex.map((p) => (
          <Box component="li" key={p.player} sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75 }}>
            <Typography component="span" variant="body2" color="text.secondary">
              {p.player}
            </Typography>
            <Typography component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {formatIndex(p.index!)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** An index to one decimal; a plus handicap (better than scratch) is written with a plus, as golfers do. */
export function formatIndex(index: number): string {
  return index < 0 ? `+${formatNumber(-index)}` : formatNumber(index);
}

export function RoundsError({ message }: { message: string }) {
  return <Alert severity="error">{message}</Alert>;
}
