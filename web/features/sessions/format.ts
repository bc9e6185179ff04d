import { SHOT_METRICS, metricUnit, metricValue, type ShotMetricName } from '../../../common/shot-metrics';
import type { UnitPreferences } from '../../../common/units';
import { NO_VALUE, formatNumber, formatSigned } from '../../../common/format';

/** Decimals a measurement is shown with, by kind. */
function decimals(name: ShotMetricName): number {
  const kind = SHOT_METRICS[name].kind;
  if (kind === 'spin') return 0;
  return 1;
}

/** A stored (metric) value in the account's units as text: '150.3', '2450', '−1.2'; '–' where there is none. */
export function formatMetric(name: ShotMetricName, value: number | null | undefined, units: UnitPreferences): string {
  return value === null || value === undefined ? NO_VALUE : formatNumber(metricValue(name, value, units), decimals(name));
}

/** A difference (b − a) with its sign: '+4.2', '−1.0', '0.0'. */
export function formatMetricDifference(name: ShotMetricName, value: number | null | undefined, units: UnitPreferences): string {
  return value === null || value === undefined ? NO_VALUE : formatSigned(metricValue(name, value, units), decimals(name));
}

/** A column heading with its unit: 'Carry (yd)', 'Ball Speed (mph)', 'Spin Rate (rpm)'. */
export function metricHeading(name: ShotMetricName, units: UnitPreferences): string {
  return `${SHOT_METRICS[name].label} (${metricUnit(name, units)})`;
}

/** Smash factor, two decimals. */
export const formatSmash = (value: number | null | undefined) => (value === null || value === undefined ? NO_VALUE : formatNumber(value, 2));
