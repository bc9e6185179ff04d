import type { Field } from '../fields';
import { byName, hasAny, type VendorFormat } from './format';

/**
 * GSPro, both exports: the portal's shot list (`Club Name`, `Ball Speed (mph)`, `Carry Dist (yd)`,
 * `Offline (yd)`, `Peak Height (yd)`, `HLA`, `VLA`, `Back Spin`, `Club AoA`, sides as `11.4 R`)
 * and the software's Practice Range "Export CSV" (`Club`, `BallSpeed`, `Carry`, `TotalDistance`,
 * `PeakHeight`, `Decent`, `HLA`, `VLA`, `BackSpin`, `rawSpinAxis`, signed numbers, no units, cells
 * sometimes written as `="12.3"`). An apex beside yards is in yards; club codes `DR`, `W3`, `I7`.
 */
const COLUMNS: Record<string, Field> = {
  date: 'date',
  time: 'clock',
  player: 'player',
  'club name': 'clubName',
  club: 'clubName',
  'club speed': 'clubSpeed',
  clubspeed: 'clubSpeed',
  'ball speed': 'ballSpeed',
  ballspeed: 'ballSpeed',
  'carry dist': 'carry',
  carry: 'carry',
  'total dist': 'total',
  totaldistance: 'total',
  offline: 'offline',
  'peak height': 'apex',
  peakheight: 'apex',
  'desc angle': 'descentAngle',
  decent: 'descentAngle',
  descent: 'descentAngle',
  hla: 'launchDirection',
  vla: 'launchAngle',
  'back spin': 'backspin',
  backspin: 'backspin',
  'side spin': 'sidespin',
  sidespin: 'sidespin',
  'total spin': 'spinRate',
  totalspin: 'spinRate',
  'spin axis': 'spinAxis',
  spinaxis: 'spinAxis',
  rawspinaxis: 'spinAxis',
  'club aoa': 'attackAngle',
  aoa: 'attackAngle',
  'club path': 'clubPath',
  path: 'clubPath',
  'face to path': 'faceToPath',
  facetopath: 'faceToPath',
  'face to target': 'faceAngle',
  facetotarget: 'faceAngle',
};

export const gspro: VendorFormat = {
  id: 'gspro',
  field: byName(COLUMNS),
  recognise: (names) => hasAny(names, 'hla', 'vla', 'carry dist', 'rawspinaxis', 'totaldistance'),
  heightInYards: true,
};
