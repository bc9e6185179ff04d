import Box from '@mui/material/Box';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { messages } from '../../../../common/messages';
import type { Trend } from '../../../../common/schemas/stats';
import { fillMessage } from '../../../../common/stats-format';
import { formatSigned } from '../../../../common/format';

/** A change smaller than this (percent a day, either way) is drawn neutral: too small to cheer or worry about. */
export const SMALL_CHANGE_PERCENT = 1;

const TREND = {
  up: { Icon: TrendingUp, label: messages.statTrendUp, color: 'success.main' },
  down: { Icon: TrendingDown, label: messages.statTrendDown, color: 'error.main' },
  neutral: { Icon: TrendingFlat, label: messages.statTrendNeutral, color: 'text.secondary' },
} as const;

/** '+1.25%', '−0.48%' (a real minus sign), '0.00%': the percent change with its sign, two decimals. */
export const formatChange = (change: number): string => `${formatSigned(change, 2)}%`;

/** The colour of a trend: by its direction, neutral when the change is under 1% a day. */
export function trendColor(trend: Trend, change: number | undefined): string {
  if (change !== undefined && Math.abs(change) < SMALL_CHANGE_PERCENT) return TREND.neutral.color;
  return TREND[trend].color;
}

/**
 * A stat card's trend (spec section 2: up or down by the sign of the average percent change):
 * the arrow, and beside it the change itself (PRODUCT.md), so a golfer sees how small it is.
 * Without a change (the teaser's sample) the arrow's words stand beside it instead.
 */
export function TrendChange({ trend, change, size = 'small' }: { trend: Trend; change?: number; size?: 'small' | 'inherit' }) {
  const { Icon, label } = TREND[trend];
  const text = change === undefined ? label : fillMessage(messages.statTrendChange, { change: formatChange(change) });
  const full = change === undefined ? label : fillMessage(messages.statTrendChangeLabel, { trend: label, change: formatChange(change) });
  return (
    <Box
      component="span"
      role="img"
      aria-label={full}
      title={full}
      data-testid="trend-change"
      sx={{ display: 'inline-flex', alignItems: 'center', color: trendColor(trend, change), whiteSpace: 'nowrap' }}
    >
      <Icon fontSize={size} aria-hidden="true" />
      <Box component="span" aria-hidden="true" sx={{ ml: 0.5, fontSize: '0.8125rem', fontWeight: 600 }}>
        {text}
      </Box>
    </Box>
  );
}
