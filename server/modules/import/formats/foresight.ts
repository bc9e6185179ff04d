import type { Field } from '../fields';
import { byName, hasAny, type VendorFormat } from './format';

/**
 * Foresight Sports FSX (GC3, GCQuad, QuadMAX), both layouts: FSX 2020's shot table (a title
 * line, then `Club`, `Ball Speed`, `Launch Angle`, `Side Angle`, `Backspin`, `Sidespin`,
 * `Tilt Angle`, `Total Spin`, `Carry`, `Total`, `Offline`, `Descent Angle`, `Peak Height`,
 * `Club Speed`, `Efficiency`, `Angle of Attack`, `Club Path`, `Face to Path`, `Loft`, face impact;
 * no units; sides as `5.2 R`, `3.1 In-Out`, `2 Closed`; Average and Std. Dev. rows) and FSX Pro's
 * export with units and sign hints in the header (`Carry (yds)`, `Offline (yds L-/R+)`,
 * `Club Path (deg out-in-/in-out+)`, `Shot Created Date`). An apex beside yards is in yards.
 */
const COLUMNS: Record<string, Field> = {
  date: 'date',
  time: 'clock',
  'shot created date': 'time',
  player: 'player',
  club: 'clubName',
  'club name': 'clubName',
  'ball speed': 'ballSpeed',
  'launch angle': 'launchAngle',
  'side angle': 'launchDirection',
  azimuth: 'launchDirection',
  backspin: 'backspin',
  'back spin': 'backspin',
  sidespin: 'sidespin',
  'side spin': 'sidespin',
  'tilt angle': 'spinAxis',
  'spin axis': 'spinAxis',
  'total spin': 'spinRate',
  carry: 'carry',
  total: 'total',
  'total distance': 'total',
  offline: 'offline',
  'descent angle': 'descentAngle',
  'peak height': 'apex',
  'club speed': 'clubSpeed',
  'angle of attack': 'attackAngle',
  'club path': 'clubPath',
  'face to path': 'faceToPath',
  'face to target': 'faceAngle',
  loft: 'dynamicLoft',
  'face impact lateral': 'impactOffset',
  'face impact horizontal': 'impactOffset',
  'face impact vertical': 'impactHeight',
};

export const foresight: VendorFormat = {
  id: 'foresight',
  field: byName(COLUMNS),
  recognise: (names) => hasAny(names, 'tilt angle', 'efficiency', 'face impact lateral', 'face impact horizontal', 'azimuth', 'shot created date'),
  heightInYards: true,
};
