import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../common/messages';
import { fillMessage } from '../../../common/stats-format';
import type { HandicapResponse } from '../../../common/schemas/handicap';
import { howComputed } from '../../features/stats/components/handicap-view';
import { formatIndex } from '../../features/stats/components/rounds-list';

/**
 * The dashboard's Sim Handicap card for Pro users (the locked teaser's sample card made real):
 * each player's index from 3 scores on, how it was reached, a link to the page that
 * shows the differentials. Nothing for other users: they keep the locked teaser.
 */
export function SimHandicapCard({ isPro, handicap }: { isPro: boolean; handicap: HandicapResponse | null }) {
  if (!isPro) return null;
  const withIndex = handicap?.players.filter((p) => p.index !== null) ?? [];
  return (
    <Card component="section" aria-labelledby="sim-handicap-heading">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="sim-handicap-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {messages.handicapTitle}
        </Typography>
        {!handicap ? (
          <Typography color="text.secondary">{messages.handicapLoadFailed}</Typography>
        ) : withIndex.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {messages.handicapCardEmpty}
          </Typography>
        ) : (
          <Box component="dl" sx={{ m: 0, mb: 1.5, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2 }}>
            {withIndex.map((p) => (
              <Box key={p.player} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {p.player}
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {`${howComputed(p)} · ${fillMessage(messages.handicapScores, { n: p.scores })}`}
                  </Typography>
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.5rem', fontVariantNumeric: 'tabular-nums' }}>
                  {formatIndex(p.index!)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        <Link component={RouterLink} to="/account/handicap">
          {messages.handicapCardMore}
        </Link>
      </CardContent>
    </Card>
  );
}
