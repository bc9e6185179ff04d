import { SHOT_METRICS, metricUnit, metricValue, type ShotMetricName } from '../../../common/shot-metrics';
import type { UnitPreferences } from '../../../common/units';

/** Decimals a measurement is shown with, by kind; the low point (a few centimetres) gets two. */
function decimals(name: ShotMetricName): number {
  if (name === 'lowPoint') return 2;
  const kind = SHOT_METRICS[name].kind;
  if (kind === 'spin') return 0;
  return 1;
}

/** A stored (metric) value in the account's units as text: '150.3', '2450', '−1.2'; '–' where there is none. */
export function formatMetric(name: ShotMetricName, value: number | null | undefined, units: UnitPreferences): string {
  if (value === null || value === undefined) return '–';
  const shown = metricValue(name, value, units).toFixed(decimals(name));
  // No "-0.0": a value that rounds to zero is zero.
  return Number(shown) === 0 ? (0).toFixed(decimals(name)) : shown.replace('-', '−');
}

/** A difference (b − a) with its sign: '+4.2', '−1.0', '0.0'. */
export function formatMetricDifference(name: ShotMetricName, value: number | null | undefined, units: UnitPreferences): string {
  const text = formatMetric(name, value, units);
  if (value === null || value === undefined || Number(text.replace('−', '-')) <= 0) return text;
  return `+${text}`;
}

/** A column heading with its unit: 'Carry (yd)', 'Ball Speed (mph)', 'Spin Rate (rpm)'. */
export function metricHeading(name: ShotMetricName, units: UnitPreferences): string {
  return `${SHOT_METRICS[name].label} (${metricUnit(name, units)})`;
}

/** Smash factor, two decimals. */
export const formatSmash = (value: number | null | undefined) => (value === null || value === undefined ? '–' : value.toFixed(2));
