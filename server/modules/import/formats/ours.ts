import type { Field } from '../fields';
import { byName, hasAny, type VendorFormat } from './format';

/**
 * This site's own CSV export (server/modules/stats): `Time (UTC)`, `Type`, `Club` and every
 * measurement in the user's display units, named in the header (`Carry (yd)`, `Ball Speed (km/h)`);
 * the oldest exports named no units and were metric. `Shot ID` is the shot's own clientId;
 * `Measured`, `Session` and `Session ID` (the whole record) come back as they were.
 */
const COLUMNS: Record<string, Field> = {
  time: 'time',
  player: 'player',
  type: 'kind',
  club: 'clubName',
  'ball speed': 'ballSpeed',
  'club speed': 'clubSpeed',
  'launch angle': 'launchAngle',
  'launch direction': 'launchDirection',
  'spin rate': 'spinRate',
  'spin axis': 'spinAxis',
  backspin: 'backspin',
  sidespin: 'sidespin',
  carry: 'carry',
  total: 'total',
  offline: 'offline',
  'carry side': 'carrySide',
  apex: 'apex',
  'descent angle': 'descentAngle',
  'hang time': 'hangTime',
  curve: 'curve',
  'club path': 'clubPath',
  'face angle': 'faceAngle',
  'face to path': 'faceToPath',
  'attack angle': 'attackAngle',
  'dynamic loft': 'dynamicLoft',
  'spin loft': 'spinLoft',
  'swing plane': 'swingPlane',
  'swing direction': 'swingDirection',
  'low point': 'lowPoint',
  'impact offset': 'impactOffset',
  'impact height': 'impactHeight',
  fairway: 'fairway',
  'shot id': 'shotId',
  measured: 'measured',
  session: 'sessionName',
  'session id': 'sessionClientId',
};

export const ours: VendorFormat = {
  id: 'ours',
  field: byName(COLUMNS),
  recognise: (names, cells) => names.has('type') && hasAny(names, 'club') && cells.some((c) => /^time\s*\(utc\)$/i.test(c.trim())),
  utcTimes: true,
  knownUnits: { speed: 'm/s', distance: 'm' },
};
