import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import type { RoundSummary } from '../../../../common/schemas/stats';
import { useDisplayTimeZone } from '../../../lib/moments';
import { formatRoundDate } from './format-date';

/** Spec section 2, "Rounds list": each row links to its round, course as primary text, players joined by commas as secondary. */
export function RoundsList({ rounds }: { rounds: RoundSummary[] }) {
  const timeZone = useDisplayTimeZone();
  return (
    <List disablePadding aria-label="Rounds">
      {rounds.map((round) => (
        <ListItem key={round._id} disablePadding divider>
          <ListItemButton component={RouterLink} to={`/account/round/${round._id}`} sx={{ py: 1.5, px: { xs: 1, sm: 2 }, gap: { xs: 1, sm: 2 } }}>
            <ListItemText
              primary={round.course}
              secondary={round.players.join(', ')}
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap', fontSize: { xs: '0.8125rem', sm: '0.875rem' } }}>
              {formatRoundDate(round.playedAt, timeZone)}
            </Typography>
            <ChevronRight color="action" aria-hidden="true" />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

export function RoundsListSkeleton() {
  return (
    <List disablePadding aria-busy="true" aria-label="Loading rounds">
      {Array.from({ length: 5 }, (_, i) => (
        <ListItem key={i} divider sx={{ py: 1.5 }}>
          <ListItemText primary={<Skeleton width="40%" />} secondary={<Skeleton width="25%" />} />
        </ListItem>
      ))}
    </List>
  );
}

export function RoundsError({ message }: { message: string }) {
  return <Alert severity="error">{message}</Alert>;
}
