import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import Remove from '@mui/icons-material/Remove';
import { messages } from '../../../common/messages';
import { PRO_PRICE_DOLLARS } from '../../../common/constants';
import { fillMessage } from '../../../common/stats-format';

/** What each plan has, as the API decides it: rounds and uploads for everyone, the shot analysis for Pro. */
export const PLAN_FEATURES: { label: string; free: boolean }[] = [
  { label: messages.planFeatureDesktop, free: true },
  { label: messages.planFeatureRounds, free: true },
  { label: messages.planFeatureDevices, free: true },
  { label: messages.planFeatureShotStats, free: false },
  { label: messages.planFeatureAnalysis, free: false },
  { label: messages.planFeatureSessions, free: false },
  { label: messages.planFeatureHandicap, free: false },
  { label: messages.planFeatureExport, free: false },
];

function Mark({ included }: { included: boolean }) {
  return included ? (
    <Check color="success" role="img" aria-hidden={false} aria-label={messages.plansCompareIncluded} />
  ) : (
    <Remove sx={{ color: 'text.disabled' }} role="img" aria-hidden={false} aria-label={messages.plansCompareNotIncluded} />
  );
}

/** Billing's Free vs Pro comparison, the current plan marked. */
export function PlansComparison({ isPro }: { isPro: boolean }) {
  const price = `$${PRO_PRICE_DOLLARS}`;
  const head = (name: string, current: boolean, cost: string) => (
    <TableCell align="center" sx={{ width: { xs: 76, sm: 140 }, verticalAlign: 'top', px: { xs: 0.5, sm: 2 } }}>
      <Box sx={{ fontWeight: 700, fontSize: '1rem' }}>{name}</Box>
      <Box sx={{ color: 'text.secondary', fontSize: '0.8125rem', fontWeight: 400 }}>{cost}</Box>
      {/* Both columns keep the chip's room, so their names line up; only the current plan has one. */}
      {current ? (
        <Chip size="small" color="primary" label={messages.billingCurrentPlan} sx={{ mt: 0.5, height: 20, fontSize: '0.6875rem' }} />
      ) : (
        <Box sx={{ mt: 0.5, height: 20 }} />
      )}
    </TableCell>
  );
  return (
    <Card component="section" aria-labelledby="plans-compare-heading" sx={{ maxWidth: 760 }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography id="plans-compare-heading" variant="h6" component="h2" sx={{ mb: 1, px: { xs: 1, sm: 0 } }}>
          {messages.plansCompareTitle}
        </Typography>
        <Table size="small" aria-labelledby="plans-compare-heading">
          <TableHead>
            <TableRow>
              <TableCell sx={{ verticalAlign: 'bottom', px: { xs: 1, sm: 2 } }}>{messages.plansCompareFeature}</TableCell>
              {head(messages.planFree, !isPro, messages.plansFreePrice)}
              {head(messages.planPro, isPro, fillMessage(messages.plansProPrice, { price }))}
            </TableRow>
          </TableHead>
          <TableBody>
            {PLAN_FEATURES.map((feature) => (
              <TableRow key={feature.label}>
                <TableCell component="th" scope="row" sx={{ px: { xs: 1, sm: 2 } }}>
                  {feature.label}
                </TableCell>
                <TableCell align="center" sx={{ px: { xs: 0.5, sm: 2 } }}>
                  <Mark included={feature.free} />
                </TableCell>
                <TableCell align="center" sx={{ px: { xs: 0.5, sm: 2 } }}>
                  <Mark included />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
