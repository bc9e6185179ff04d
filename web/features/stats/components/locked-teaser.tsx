import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { LOCKED_OVERLAY_WIDTH } from '../../../../common/constants';
import { messages } from '../../../../common/messages';
import { fillMessage } from '../../../../common/stats-format';
import { publicConfig } from '../../../lib/public-config';
import { UpgradeToProForm } from '../../subscriptions/components/upgrade-to-pro-form';

/**
 * The locked teaser for users without Pro (spec section 2): a sample of the page (Shot data's
 * dashboard with sample data, shot-data-teaser.tsx; the range sessions' list), blurred
 * and out of reach of keyboard and screen reader, under a 500-wide overlay card whose 'Upgrade to
 * Pro' button starts the checkout.
 */
export function LockedTeaser({ sample, body = messages.teaserBody }: { sample: ReactNode; body?: string }) {
  return (
    <Box sx={{ position: 'relative', minHeight: 560 }}>
      <Box
        aria-hidden="true"
        inert
        sx={{ filter: 'blur(6px)', pointerEvents: 'none', userSelect: 'none', opacity: 0.85 }}
        data-testid="teaser-sample"
      >
        {sample}
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
