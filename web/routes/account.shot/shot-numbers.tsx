import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SwingShot } from '../../../common/schemas/clips';
import { SHOT_METRIC_NAMES, SHOT_METRICS, type ShotMetricName } from '../../../common/shot-metrics';
import type { UnitPreferences } from '../../../common/units';
import { formatMetric, formatSmash, metricHeading } from '../../features/sessions/format';
import { shotTexts as t } from './texts';

/** One group of a shot's measurements (ball, then club) as a list of names and values, in the account's units. */
function Group({ shot, units, group, heading }: { shot: SwingShot; units: UnitPreferences; group: 'ball' | 'club'; heading: string }) {
  const names = SHOT_METRIC_NAMES.filter((name) => SHOT_METRICS[name].group === group && shot[name] !== null);
  const smash = group === 'club' && shot.clubSpeed && shot.ballSpeed !== null ? shot.ballSpeed / shot.clubSpeed : null;
  if (!names.length) return null;
  const row = (key: string, name: string, value: string) => (
    <Box key={key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {name}
      </Box>
      <Box component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 500 }} data-metric={key}>
        {value}
      </Box>
    </Box>
  );
  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {names.map((name: ShotMetricName) => row(name, metricHeading(name, units), formatMetric(name, shot[name], units)))}
        {smash !== null && row('smash', t.smash, formatSmash(smash))}
      </Box>
    </Box>
  );
}

/** Every measurement the shot has, ball then club, in the account's units (the session table's headings and formats). */
export function ShotNumbers({ shot, units }: { shot: SwingShot; units: UnitPreferences }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr', xl: '1fr 1fr' }, gap: { xs: 2, sm: 4, lg: 2 } }}>
      <Group shot={shot} units={units} group="ball" heading={t.ball} />
      <Group shot={shot} units={units} group="club" heading={t.club} />
    </Box>
  );
}
