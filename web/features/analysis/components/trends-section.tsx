import { lazy, memo, Suspense, useId, useState } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import { messages } from '../../../../common/messages';
import type { TrendsResponse } from '../../../../common/schemas/analysis';
import { SHOT_METRIC_NAMES, SHOT_METRICS, metricUnit, metricValue, type ShotMetricName } from '../../../../common/shot-metrics';
import { fillMessage } from '../../../../common/stats-format';
import { distanceFromMetres, formatDistance, formatSpeed, speedFromMps, speedLabel, type UnitPreferences } from '../../../../common/units';
import { VisuallyHiddenTable } from '../../stats/components/visually-hidden-table';
import type { TrendLine } from './trends-chart';
import { NO_VALUE, formatDate, formatNumber } from '../../../../common/format';

const TrendsChart = lazy(() => import('./trends-chart').then((m) => ({ default: m.TrendsChart })));

/** What the trends show: carry with ball and club speed (the default), or one measurement of the record. */
type Shown = 'speeds' | ShotMetricName;

/** A measurement's weekly mean as the table writes it: spin in whole rpm, the others to one decimal. */
const figure = (name: ShotMetricName, value: number | null, units: UnitPreferences) =>
  value === null ? NO_VALUE : formatNumber(metricValue(name, value, units), SHOT_METRICS[name].kind === 'spin' ? 0 : 1);

/**
 * One club's weekly trends (any measurement): a choice of what to show, the lines and, for
 * screen readers, the same figures as a table. The choice lists the measurements the club's shots
 * have in these dates, ball first, then club (the record's order). Drawn again only when its
 * figures or units change.
 */
export const TrendsSection = memo(function TrendsSection({ data, units }: { data: TrendsResponse; units: UnitPreferences }) {
  const ids = useId();
  const [shown, setShown] = useState<Shown>('speeds');
  const dUnit = units.distanceUnit;
  const sUnit = speedLabel(units.speedUnit);
  const measured = SHOT_METRIC_NAMES.filter((name) => data.weeks.some((w) => w.means[name] !== null));
  // A measurement this club's weeks do not have (another club picked): back to the default.
  const metric = shown !== 'speeds' && measured.includes(shown) ? shown : null;
  const label = (name: ShotMetricName) => `${SHOT_METRICS[name].label} (${metricUnit(name, units)})`;
  const weeks = data.weeks.map((w) => w.week);
  const lines: TrendLine[] = metric
    ? [{ label: label(metric), values: data.weeks.map((w) => (w.means[metric] === null ? null : metricValue(metric, w.means[metric], units))) }]
    : [
        { label: fillMessage(messages.analysisCarryColumn, { unit: dUnit }), values: data.weeks.map((w) => distanceFromMetres(w.carry, dUnit)) },
        { label: fillMessage(messages.analysisBallSpeedColumn, { unit: sUnit }), values: data.weeks.map((w) => speedFromMps(w.ballSpeed, units.speedUnit)), right: true },
        {
          label: fillMessage(messages.analysisClubSpeedColumn, { unit: sUnit }),
          values: data.weeks.map((w) => (w.clubSpeed === null ? null : speedFromMps(w.clubSpeed, units.speedUnit))),
          right: true,
        },
      ];
  return (
    <>
      <FormControl size="small" sx={{ minWidth: 200, my: 1 }}>
        <InputLabel id={`${ids}-label`}>{messages.analysisTrendsMeasure}</InputLabel>
        <Select labelId={`${ids}-label`} id={`${ids}-select`} value={metric ?? 'speeds'} label={messages.analysisTrendsMeasure} onChange={(e) => setShown(e.target.value as Shown)}>
          <MenuItem value="speeds">{messages.analysisTrendsSpeeds}</MenuItem>
          {measured.map((name) => (
            <MenuItem key={name} value={name}>
              {label(name)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
        <TrendsChart weeks={weeks} lines={lines} />
      </Suspense>
      <VisuallyHiddenTable>
        <caption>{fillMessage(messages.analysisTrendsSummary, { club: data.club })}</caption>
        <thead>
          <tr>
            <th scope="col">{messages.analysisWeekColumn}</th>
            <th scope="col">{messages.analysisShotsColumn}</th>
            {metric ? (
              <th scope="col">{label(metric)}</th>
            ) : (
              <>
                <th scope="col">{fillMessage(messages.analysisCarryColumn, { unit: dUnit })}</th>
                <th scope="col">{fillMessage(messages.analysisBallSpeedColumn, { unit: sUnit })}</th>
                <th scope="col">{fillMessage(messages.analysisClubSpeedColumn, { unit: sUnit })}</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {data.weeks.map((w) => (
            <tr key={w.week}>
              <th scope="row">{formatDate(`${w.week}T00:00:00Z`, 'UTC')}</th>
              <td>{w.shots}</td>
              {metric ? (
                <td>{figure(metric, w.means[metric], units)}</td>
              ) : (
                <>
                  <td>{formatDistance(w.carry, dUnit)}</td>
                  <td>{formatSpeed(w.ballSpeed, units.speedUnit)}</td>
                  <td>{formatSpeed(w.clubSpeed, units.speedUnit)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </VisuallyHiddenTable>
    </>
  );
});
