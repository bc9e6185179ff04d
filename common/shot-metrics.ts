import { messages } from './messages';
import type { UnitPreferences } from './units';
import { distanceFromMetres, distanceLabel, shortLengthFromMetres, shortLengthLabel, shotsCsvHeader, speedFromMps, speedLabel } from './units';

/**
 * Every measurement of a shot (PRODUCT.md, "The desktop app's API"), in metric units and
 * Trackman's sign conventions (right, open, up and in-to-out positive). One table drives the
 * upload's validation, the database columns, the exports and the per-club figures, so a metric is
 * added in one place. The ranges are physical: they refuse what no golf shot can be and keep every
 * real one, mishits included (docs/decisions/018-range-sessions-and-the-full-record.md).
 *
 * `kind` says how a value is shown: speeds in mph or km/h and distances in yards or metres as the
 * account chooses (docs/decisions/011), a short length (the low point) in inches or centimetres
 * beside them; angles, spin, time and millimetres as measured.
 */
export type MetricKind = 'speed' | 'distance' | 'short' | 'angle' | 'spin' | 'time' | 'mm';

export interface ShotMetric {
  /** The database column. */
  column: string;
  kind: MetricKind;
  min: number;
  max: number;
  group: 'ball' | 'club';
  /** Column heading in files and tables, without the unit. */
  label: string;
  required?: true;
}

export const SHOT_METRICS = {
  ballSpeed: { column: 'ball_speed', kind: 'speed', min: 0.1, max: 105, group: 'ball', label: 'Ball Speed', required: true },
  launchAngle: { column: 'launch_angle', kind: 'angle', min: -90, max: 90, group: 'ball', label: 'Launch Angle', required: true },
  launchDirection: { column: 'launch_direction', kind: 'angle', min: -90, max: 90, group: 'ball', label: 'Launch Direction' },
  spinRate: { column: 'spin_rate', kind: 'spin', min: 0, max: 15_000, group: 'ball', label: 'Spin Rate' },
  spinAxis: { column: 'spin_axis', kind: 'angle', min: -90, max: 90, group: 'ball', label: 'Spin Axis' },
  // Signed components of the spin: a topped ball spins forward (negative backspin).
  backspin: { column: 'backspin', kind: 'spin', min: -15_000, max: 15_000, group: 'ball', label: 'Backspin' },
  sidespin: { column: 'sidespin', kind: 'spin', min: -15_000, max: 15_000, group: 'ball', label: 'Sidespin' },
  carry: { column: 'carry', kind: 'distance', min: 0, max: 450, group: 'ball', label: 'Carry', required: true },
  total: { column: 'total', kind: 'distance', min: 0, max: 550, group: 'ball', label: 'Total' },
  offline: { column: 'offline', kind: 'distance', min: -300, max: 300, group: 'ball', label: 'Offline' },
  carrySide: { column: 'carry_side', kind: 'distance', min: -300, max: 300, group: 'ball', label: 'Carry Side' },
  apex: { column: 'apex', kind: 'distance', min: 0, max: 100, group: 'ball', label: 'Apex' },
  descentAngle: { column: 'descent_angle', kind: 'angle', min: -90, max: 90, group: 'ball', label: 'Descent Angle' },
  hangTime: { column: 'hang_time', kind: 'time', min: 0, max: 20, group: 'ball', label: 'Hang Time' },
  curve: { column: 'curve', kind: 'distance', min: -300, max: 300, group: 'ball', label: 'Curve' },
  clubSpeed: { column: 'club_speed', kind: 'speed', min: 0.1, max: 80, group: 'club', label: 'Club Speed' },
  clubPath: { column: 'club_path', kind: 'angle', min: -90, max: 90, group: 'club', label: 'Club Path' },
  faceAngle: { column: 'face_angle', kind: 'angle', min: -90, max: 90, group: 'club', label: 'Face Angle' },
  faceToPath: { column: 'face_to_path', kind: 'angle', min: -90, max: 90, group: 'club', label: 'Face to Path' },
  attackAngle: { column: 'attack_angle', kind: 'angle', min: -90, max: 90, group: 'club', label: 'Attack Angle' },
  dynamicLoft: { column: 'dynamic_loft', kind: 'angle', min: -90, max: 90, group: 'club', label: 'Dynamic Loft' },
  spinLoft: { column: 'spin_loft', kind: 'angle', min: -90, max: 90, group: 'club', label: 'Spin Loft' },
  swingPlane: { column: 'swing_plane', kind: 'angle', min: -90, max: 90, group: 'club', label: 'Swing Plane' },
  swingDirection: { column: 'swing_direction', kind: 'angle', min: -90, max: 90, group: 'club', label: 'Swing Direction' },
  /** Metres, + ahead of the ball. */
  lowPoint: { column: 'low_point', kind: 'short', min: -1, max: 1, group: 'club', label: 'Low Point' },
  /** Millimetres from the face's centre, + toe. */
  impactOffset: { column: 'impact_offset', kind: 'mm', min: -100, max: 100, group: 'club', label: 'Impact Offset' },
  /** Millimetres from the face's centre, + up. */
  impactHeight: { column: 'impact_height', kind: 'mm', min: -100, max: 100, group: 'club', label: 'Impact Height' },
} as const satisfies Record<string, ShotMetric>;

export type ShotMetricName = keyof typeof SHOT_METRICS;
/** Ball metrics first, then club metrics, in the order of PRODUCT.md: the order of every table and file. */
export const SHOT_METRIC_NAMES = Object.keys(SHOT_METRICS) as ShotMetricName[];

/** The metric's unit as the account shows it: 'mph', 'yd', 'in', 'deg', 'rpm', 's', 'mm'. */
export function metricUnit(name: ShotMetricName, units: UnitPreferences): string {
  const kind: MetricKind = SHOT_METRICS[name].kind;
  if (kind === 'speed') return speedLabel(units.speedUnit);
  if (kind === 'distance') return distanceLabel(units.distanceUnit);
  if (kind === 'short') return shortLengthLabel(units.distanceUnit);
  return { angle: 'deg', spin: 'rpm', time: 's', mm: 'mm' }[kind];
}

/** A stored (metric) value in the account's units, unrounded. */
export function metricValue(name: ShotMetricName, value: number, units: UnitPreferences): number {
  const kind: MetricKind = SHOT_METRICS[name].kind;
  if (kind === 'speed') return speedFromMps(value, units.speedUnit);
  if (kind === 'distance') return distanceFromMetres(value, units.distanceUnit);
  if (kind === 'short') return shortLengthFromMetres(value, units.distanceUnit);
  return value;
}

/**
 * A range limit in the account's units for a message: to one decimal, inward so that the value
 * shown is itself inside the range ('0.3 and 234.8 mph' for 0.1..105 m/s).
 */
export function limitText(name: ShotMetricName, bound: 'min' | 'max', units: UnitPreferences): string {
  const value = metricValue(name, SHOT_METRICS[name][bound], units);
  const rounded = bound === 'min' ? Math.ceil(value * 10 - 1e-9) / 10 : Math.floor(value * 10 + 1e-9) / 10;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** The metrics the CSV export had before it carried the whole launch-monitor record, in its first columns (messages.shotsCsvHeader). */
const FIRST_EXPORT_METRICS: readonly ShotMetricName[] = ['ballSpeed', 'clubSpeed', 'launchAngle', 'launchDirection', 'spinRate', 'spinAxis', 'carry', 'total', 'offline'];
/** The rest of the record, written after them, so that files and readers of the earlier layout keep working. */
export const LATER_EXPORT_METRICS = SHOT_METRIC_NAMES.filter((name) => !FIRST_EXPORT_METRICS.includes(name));

/**
 * The CSV export's header in the account's units: the earlier columns, then every other
 * measurement with its unit ('Club Path (deg)', 'Apex (yd)'), the measured list and the session.
 */
export function exportCsvHeader(units: UnitPreferences): string {
  const later = LATER_EXPORT_METRICS.map((name) => `${SHOT_METRICS[name].label} (${metricUnit(name, units)})`);
  return [shotsCsvHeader(units), ...later, messages.shotsCsvHeaderEnd].join(',');
}
