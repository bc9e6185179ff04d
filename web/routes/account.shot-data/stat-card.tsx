import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { Sparkline } from './sparkline';
import { TrendChange } from '../../features/stats/components/trend-change';
import type { Trend } from '../../../common/schemas/stats';
import { NO_VALUE } from '../../../common/format';

export interface StatCardView {
  title: string;
  /** The figure as shown: "251.3" */
  value: string;
  /** "yd", "%"; nothing for a count. */
  unit?: string;
  interval: string;
  /** What the figure rests on: "124 tee shots on par 4s and 5s". */
  detail?: string;
  trend?: Trend;
  /** The trend's size, percent a day; shown beside the arrow. */
  change?: number;
  data?: number[];
}

/** Spec section 3, "Stat card": title, value, interval, trend and the series of its sparkline. */
export function StatCard({ card, sx }: { card: StatCardView; sx?: SystemStyleObject<Theme> }) {
  return (
    <Card component="section" aria-label={card.title} sx={{ height: '100%', ...sx }}>
      <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Typography variant="subtitle2" component="h2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {card.title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
          <Typography component="p" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, fontWeight: 700, lineHeight: 1.2 }}>
            {card.value}
            {card.unit && card.value !== NO_VALUE && (
              <>
                {/* '251.5 yd' but '61.6%', as the site writes every figure (common/format.ts). */}
                {card.unit !== '%' && ' '}
                <Typography component="span" sx={{ fontSize: '1rem', fontWeight: 600, color: 'text.secondary' }}>
                  {card.unit}
                </Typography>
              </>
            )}
          </Typography>
          {card.trend && <TrendChange trend={card.trend} change={card.change} />}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {card.interval}
          {card.detail && ` · ${card.detail}`}
        </Typography>
        {card.data && card.data.length > 1 && (
          <Box sx={{ mt: 1 }}>
            <Sparkline data={card.data} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

export function StatCardSkeleton({ sx }: { sx?: SystemStyleObject<Theme> }) {
  return (
    <Card sx={{ height: '100%', ...sx }}>
      <CardContent sx={{ p: 2.5 }}>
        <Skeleton width="50%" />
        <Skeleton width="40%" height={44} />
        <Skeleton width="30%" />
        <Skeleton variant="rounded" height={48} sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}
