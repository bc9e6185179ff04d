import type { Field } from '../fields';
import { byName, hasAny, type VendorFormat } from './format';

/**
 * Trackman (TPS / Performance Studio, and the Range app's export): a header, then a units row
 * (`[mph]`, `[yds]`, `[m]`, `[deg]`, `[rpm]`), or the units in the header (`Club Speed [mph]`);
 * often a `sep=,` line first and a byte order mark. Trackman's own sign conventions, which are
 * PRODUCT.md's. `Carry Flat - Length` and `Est. Total Flat - Length` are the flat carry and total.
 */
const COLUMNS: Record<string, Field> = {
  date: 'date',
  time: 'clock',
  player: 'player',
  club: 'clubName',
  'club speed': 'clubSpeed',
  'attack angle': 'attackAngle',
  'club path': 'clubPath',
  'dynamic loft': 'dynamicLoft',
  'dyn. loft': 'dynamicLoft',
  'face angle': 'faceAngle',
  'face to path': 'faceToPath',
  'swing plane': 'swingPlane',
  'swing direction': 'swingDirection',
  'low point': 'lowPoint',
  'impact offset': 'impactOffset',
  'impact height': 'impactHeight',
  'ball speed': 'ballSpeed',
  'launch angle': 'launchAngle',
  'launch direction': 'launchDirection',
  'spin rate': 'spinRate',
  'spin axis': 'spinAxis',
  'spin loft': 'spinLoft',
  height: 'apex',
  'max height - height': 'apex',
  'max height': 'apex',
  'carry flat - length': 'carry',
  carry: 'carry',
  'carry flat - side': 'carrySide',
  'carry side': 'carrySide',
  'est. total flat - length': 'total',
  total: 'total',
  'est. total flat - side': 'offline',
  side: 'offline',
  'total side': 'offline',
  curve: 'curve',
  'hang time': 'hangTime',
  'carry flat - land. angle': 'descentAngle',
  'land. angle': 'descentAngle',
  'landing angle': 'descentAngle',
};

export const trackman: VendorFormat = {
  id: 'trackman',
  field: byName(COLUMNS),
  recognise: (names) =>
    hasAny(names, 'carry flat - length', 'est. total flat - length', 'carry flat - side', 'max height - height', 'swing plane', 'dyn. loft') ||
    (names.has('club speed') && names.has('carry side') && names.has('hang time')),
};
