import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../common/messages';
import type { DashboardResponse, RoundsResponse, StatCard } from '../../../common/schemas/stats';
import { distanceLabel, formatDistance, type DistanceUnit } from '../../../common/units';
import { useUnits } from '../../features/units/use-units';
import { FreeDashboardFigures } from './free-dashboard-figures';
import { TrendChange } from '../../features/stats/components/trend-change';
import { formatPercent, withUnit } from '../../../common/format';

/** Call 18 answers in metres; the card shows the user's unit (yards unless metres were chosen). */
function figure(card: StatCard, unit: DistanceUnit): string {
  if (card.value === null) return '–';
  return card.unit === 'm' ? withUnit(formatDistance(card.value, unit), distanceLabel(unit)) : formatPercent(card.value);
}

/**
 * The Dashboard's stat card (spec section 2): for a Pro user with shots, the headline figures of
 * call 18 in the user's distance unit; for a Free user their rounds and what Pro adds;
 * for a Pro user without shots the placeholder text it has always had.
 */
export function DashboardStatsCard({ isPro, dashboard, rounds }: { isPro: boolean; dashboard: DashboardResponse | null; rounds: RoundsResponse | null }) {
  const { distanceUnit } = useUnits();
  const figures = isPro && dashboard && dashboard.shotCount > 0 ? dashboard : null;
  return (
    <Card component="section" aria-labelledby="dashboard-stats-heading">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="dashboard-stats-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {messages.dashboardStatsTitle}
        </Typography>
        {figures ? (
          <>
            <Box component="dl" sx={{ m: 0, mb: 1.5, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2 }}>
              {figures.cards.map((card) => {
                return (
                  <Box key={card.id} sx={{ display: 'contents' }}>
                    <Typography component="dt" color="text.secondary">
                      {card.title}
                      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                        {card.interval}
                      </Typography>
                    </Typography>
                    {/* On a phone the trend goes under the figure, so the label keeps the width to stay on a line or two. */}
                    <Typography
                      component="dd"
                      sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem', display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'flex-end', sm: 'center' }, columnGap: 0.5, whiteSpace: 'nowrap' }}
                    >
                      {figure(card, distanceUnit)}
                      {card.value !== null && card.data.length > 1 && <TrendChange trend={card.trend} change={card.change} />}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
            <Link component={RouterLink} to="/account/shot-data">
              {messages.dashboardStatsMore}
            </Link>
          </>
        ) : !isPro ? (
          <FreeDashboardFigures rounds={rounds} />
        ) : (
          <Typography color="text.secondary">{messages.dashboardStatsPlaceholder}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
