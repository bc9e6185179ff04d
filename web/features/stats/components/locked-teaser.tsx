import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { LOCKED_OVERLAY_WIDTH } from '../../../../common/constants';
import { messages } from '../../../../common/messages';
import { fillMessage } from '../../../../common/stats-format';
import { distanceLabel, distanceToMetres, distanceValue, type DistanceUnit } from '../../../../common/units';
import { publicConfig } from '../../../lib/public-config';
import { UpgradeToProForm } from '../../subscriptions/components/upgrade-to-pro-form';
import { useUnits } from '../../units/use-units';
import { StatsDashboard, type DashboardView } from './stats-dashboard';

/** Spec section 2, "Teaser sample data": Sim Handicap, Drive Distance and Rounds Played; trends down, up, neutral. */
export const TEASER_SAMPLE: DashboardView = {
  cards: [
    { title: messages.teaserSimHandicap, value: '12.4', interval: messages.teaserLast5Rounds, trend: 'down', data: [14.1, 13.6, 13.8, 12.9, 12.4] },
    { title: messages.teaserDriveDistance, value: '231.5', unit: 'yd', interval: messages.teaserLast30Days, trend: 'up', data: [221, 224, 223, 228, 226, 231] },
    { title: messages.teaserRoundsPlayed, value: '8', interval: messages.teaserLast30Days, trend: 'neutral', data: [2, 2, 1, 2, 1] },
  ],
  clubs: [
    { club: 'Dr', distance: 231.5 },
    { club: '3W', distance: 212.3 },
    { club: '5W', distance: 198.7 },
    { club: '4H', distance: 184.2 },
    { club: '5i', distance: 171.9 },
    { club: '6i', distance: 161.4 },
    { club: '7i', distance: 150.8 },
    { club: '8i', distance: 139.6 },
    { club: '9i', distance: 128.1 },
    { club: 'PW', distance: 115.5 },
    { club: 'GW', distance: 101.7 },
    { club: 'SW', distance: 87.9 },
  ],
  distanceUnit: 'yd',
  smash: 1.38,
};

/** The sample in the user's distance unit: the yards above, or the same distances in metres. */
export function teaserSample(unit: DistanceUnit): DashboardView {
  if (unit === TEASER_SAMPLE.distanceUnit) return TEASER_SAMPLE;
  const convert = (yards: number) => distanceValue(distanceToMetres(yards, 'yd'), unit);
  return {
    ...TEASER_SAMPLE,
    cards: TEASER_SAMPLE.cards.map((card) =>
      card.unit === distanceLabel('yd')
        ? { ...card, value: convert(Number(card.value)).toFixed(1), unit: distanceLabel(unit), data: card.data?.map(convert) }
        : card,
    ),
    clubs: TEASER_SAMPLE.clubs.map((c) => ({ ...c, distance: convert(c.distance) })),
    distanceUnit: unit,
  };
}

/**
 * The locked teaser for users without Pro (spec section 2): the dashboard with sample data,
 * blurred and out of reach of keyboard and screen reader, under a 500-wide overlay card whose
 * 'Upgrade to Pro' button starts the checkout. Another Pro page passes its own sample and text
 * (the range sessions, issue 16).
 */
export function LockedTeaser({ sample, body = messages.teaserBody }: { sample?: ReactNode; body?: string } = {}) {
  const { distanceUnit } = useUnits();
  return (
    <Box sx={{ position: 'relative', minHeight: 560 }}>
      <Box
        aria-hidden="true"
        inert
        sx={{ filter: 'blur(6px)', pointerEvents: 'none', userSelect: 'none', opacity: 0.85 }}
        data-testid="teaser-sample"
      >
        {sample ?? <StatsDashboard view={teaserSample(distanceUnit)} />}
      </Box>
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'center',
          pt: { xs: 4, sm: 10 },
          px: 2,
        }}
      >
        <Card
          component="section"
          aria-labelledby="teaser-heading"
          sx={{ width: LOCKED_OVERLAY_WIDTH, maxWidth: '100%', boxShadow: '0 12px 40px rgba(16, 40, 24, 0.22)' }}
        >
          <CardContent sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
            <LockOutlined color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden="true" />
            <Typography id="teaser-heading" variant="h5" component="h2" sx={{ mb: 1.5 }}>
              {fillMessage(messages.teaserHeading, { siteName: publicConfig.siteName })}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {body}
            </Typography>
            {/* Straight to checkout (call 12), as Billing's own Upgrade to Pro button does. */}
            <UpgradeToProForm />
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
