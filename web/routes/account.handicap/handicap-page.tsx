import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { messages } from '../../../common/messages';
import type { HandicapResponse } from '../../../common/schemas/handicap';
import { PlayerHandicapSection } from '../../features/stats/components/handicap-view';
import { UpgradeToProForm } from '../../features/subscriptions/components/upgrade-to-pro-form';

/** What the route's loader reads (its route.server.ts). */
export interface HandicapPageData {
  /** The plan as the server has it with the request. */
  isPro: boolean;
  /** A Pro user's Sim Handicaps; null for a Free user, or when they could not be read. */
  handicap: HandicapResponse | null;
}

/**
 * /account/handicap: each player's Sim Handicap (PRODUCT.md, decision 016) and how it
 * was computed, the last 20 scores with their differentials and the ones the index averages. A
 * Pro figure, as its API call is; a Free user is told what it is and how to get it.
 */
export function HandicapPage({ isPro, handicap }: HandicapPageData) {

  let body;
  if (!isPro)
    body = (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography>{messages.handicapProOnly}</Typography>
        <UpgradeToProForm size="medium" />
      </Box>
    );
  else if (!handicap) body = <Alert severity="error">{messages.handicapLoadFailed}</Alert>;
  else if (handicap.players.every((p) => p.scores === 0)) body = <Typography color="text.secondary">{messages.handicapEmpty}</Typography>;
  else
    body = handicap.players
      .filter((p) => p.scores > 0)
      .map((p) => <PlayerHandicapSection key={p.player} handicap={p} />);

  return (
    <Card sx={{ maxWidth: 960 }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 1, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          {messages.handicapTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
          {messages.handicapIntro}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
