import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../common/messages';
import { PRO_PRICE_DOLLARS } from '../../../common/constants';
import type { RoundsResponse } from '../../../common/schemas/stats';
import { fillMessage } from '../../../common/stats-format';
import { UpgradeToProForm } from '../../features/subscriptions/components/upgrade-to-pro-form';

/**
 * The Dashboard's stat card for a Free user: what the plan allows, from their own rounds (call
 * 15's first page, open to every plan; null when it could not be read): how many (the latest is
 * the dashboard's Your game card), then what Pro adds, at the price, with the one Upgrade to Pro button.
 */
export function FreeDashboardFigures({ rounds }: { rounds: RoundsResponse | null }) {
  const latest = rounds?.rounds[0];
  return (
    <>
      {latest ? (
        <>
          <Box component="dl" sx={{ m: 0, mb: 1.5, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2 }}>
            <Typography component="dt" color="text.secondary">
              {messages.freeStatsRoundsPlayed}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem', textAlign: 'right' }} data-testid="free-rounds-played">
              {rounds!.total}
            </Typography>
          </Box>
          <Link component={RouterLink} to="/account/rounds">
            {messages.freeStatsAllRounds}
          </Link>
        </>
      ) : (
        <Typography color="text.secondary">{messages.freeStatsNoRounds}</Typography>
      )}
      <Box
        component="section"
        aria-labelledby="pro-adds-heading"
        sx={{ mt: 2.5, p: 2, borderRadius: 2, bgcolor: 'action.hover', display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
      >
        <LockOutlined color="primary" aria-hidden="true" sx={{ mt: 0.25 }} />
        <Box>
          <Typography id="pro-adds-heading" component="h3" sx={{ fontWeight: 600 }}>
            {messages.proAddsTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {fillMessage(messages.proAddsText, { price: `$${PRO_PRICE_DOLLARS}` })}
          </Typography>
          <UpgradeToProForm size="medium" />
        </Box>
      </Box>
    </>
  );
}
