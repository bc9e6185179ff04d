import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { messages } from '../../../common/messages';
import { useHandicap } from '../../features/stats/api';
import { PlayerHandicapSection } from '../../features/stats/components/handicap-view';
import { UpgradeToProForm } from '../../features/subscriptions/components/upgrade-to-pro-form';
import { usePlan } from '../../features/subscriptions/api';

/**
 * /account/handicap (issue 19): each player's Sim Handicap (PRODUCT.md, decision 016) and how it
 * was computed, the last 20 scores with their differentials and the ones the index averages. A
 * Pro figure, as its API call is; a Free user is told what it is and how to get it.
 */
export function HandicapPage() {
  const plan = usePlan();
  const isPro = plan?.isPro === true;
  const handicap = useHandicap(isPro);

  let body;
  if (!plan) body = null;
  else if (!isPro)
    body = (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography>{messages.handicapProOnly}</Typography>
        <UpgradeToProForm size="medium" />
      </Box>
    );
  else if (handicap.isError) body = <Alert severity="error">{messages.handicapLoadFailed}</Alert>;
  else if (!handicap.data) body = <Skeleton variant="rounded" height={200} aria-label="Loading" />;
  else if (handicap.data.players.every((p) => p.scores === 0)) body = <Typography color="text.secondary">{messages.handicapEmpty}</Typography>;
  else
    body = handicap.data.players
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
