import type { ShotMetricName } from '../../../common/shot-metrics';

/**
 * What a column of a shot export can hold: a metric of the shot record (common/shot-metrics.ts)
 * or what an import needs around it (time, player, club, our own export's extras). Each vendor
 * module (formats/*.ts) maps its header names onto these fields.
 */
export type Measurement = ShotMetricName;

export type Field =
  | Measurement
  | 'time'
  | 'date'
  | 'clock'
  | 'player'
  | 'clubType'
  | 'clubName'
  | 'kind'
  | 'fairway'
  | 'shotId'
  | 'measured'
  // Which numbers of the row were estimated (measured.ts).
  | 'spinRateType'
  | 'clubDataType'
  | 'sessionName'
  | 'sessionClientId';

/**
 * How a measurement is converted: speeds to m/s, lengths to metres, impact locations to
 * millimetres; angles, spins and seconds are read as they are. `height` and `short` are lengths
 * whose unit, where the file names none, follows the distance unit the other way than a carry
 * does (an apex in feet beside yards, a low point in inches or centimetres).
 */
export type Quantity = 'speed' | 'distance' | 'height' | 'short' | 'impact' | 'plain';

export const QUANTITY: Record<Measurement, Quantity> = {
  ballSpeed: 'speed',
  clubSpeed: 'speed',
  carry: 'distance',
  total: 'distance',
  offline: 'distance',
  carrySide: 'distance',
  curve: 'distance',
  apex: 'height',
  lowPoint: 'short',
  impactOffset: 'impact',
  impactHeight: 'impact',
  launchAngle: 'plain',
  launchDirection: 'plain',
  spinRate: 'plain',
  spinAxis: 'plain',
  backspin: 'plain',
  sidespin: 'plain',
  descentAngle: 'plain',
  hangTime: 'plain',
  clubPath: 'plain',
  faceAngle: 'plain',
  faceToPath: 'plain',
  attackAngle: 'plain',
  dynamicLoft: 'plain',
  spinLoft: 'plain',
  swingPlane: 'plain',
  swingDirection: 'plain',
};

/**
 * Measurements with a side: written signed (right, open, up, in-to-out positive, as Trackman and
 * PRODUCT.md count) or as a number and a word (`12.3 L`, `R4`, `2.1 In-Out`, `3 Closed`).
 */
export const SIDED = new Set<Measurement>([
  'launchDirection',
  'spinAxis',
  'sidespin',
  'offline',
  'carrySide',
  'curve',
  'clubPath',
  'faceAngle',
  'faceToPath',
  'attackAngle',
  'swingDirection',
  'lowPoint',
  'impactOffset',
  'impactHeight',
]);
