import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SwingShot } from '../../../common/schemas/clips';
import { SHOT_METRIC_NAMES, SHOT_METRICS, metricUnit, type ShotMetricName } from '../../../common/shot-metrics';
import type { UnitPreferences } from '../../../common/units';
import { clipTexts as t } from '../../features/clips/texts';
import { formatMetric, formatMetricDifference, metricHeading } from '../../features/sessions/format';

/** The measurements either shot has, in the record's order. */
export const shownMetrics = (a: SwingShot, b: SwingShot): ShotMetricName[] => SHOT_METRIC_NAMES.filter((name) => a[name] !== null || b[name] !== null);

/** One shot's numbers under its swing: label and value with its unit, two to a row from 600 px. */
export function SwingNumbers({ shot, metrics, units, label }: { shot: SwingShot; metrics: ShotMetricName[]; units: UnitPreferences; label: string }) {
  return (
    <Box component="dl" aria-label={label} sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
      {metrics.map((name) => (
        <Box key={name} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {SHOT_METRICS[name].label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: 600 }}>
            {formatMetric(name, shot[name], units)}
            {shot[name] !== null && (
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {' '}
                {metricUnit(name, units)}
              </Box>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Every shown measurement of A and B and B − A, in the account's units. */
export function SwingDifferences({ a, b, metrics, units, captions }: { a: SwingShot; b: SwingShot; metrics: ShotMetricName[]; units: UnitPreferences; captions: [string, string] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t.compareDifference} sx={{ '& td, & th': { px: { xs: 1, sm: 2 }, fontVariantNumeric: 'tabular-nums' } }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t.compareMetric}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {captions[0]}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {captions[1]}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t.compareDifference}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {metrics.map((name) => {
            const difference = a[name] !== null && b[name] !== null ? b[name]! - a[name]! : null;
            return (
              <TableRow key={name}>
                <TableCell component="th" scope="row">
                  {metricHeading(name, units)}
                </TableCell>
                <TableCell align="right">{formatMetric(name, a[name], units)}</TableCell>
                <TableCell align="right">{formatMetric(name, b[name], units)}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {formatMetricDifference(name, difference, units)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
