import type { Field } from '../fields';
import { byName, hasAny, type VendorFormat } from './format';

/**
 * Uneekor (EYE XO, EYE XO2, QED, EYE MINI) through its View and Refine software's "Export CSV":
 * a row per shot with `Club`, `Ball Speed`, `Launch Angle`, `Side Angle`, `Back Spin`,
 * `Side Spin`, `Carry`, `Run`, `Total`, `Side`, `Apex`, `Descent Angle` (the software also spells it
 * `Decent Angle`), `Flight Time`, `Club Speed`, `Smash Factor`, `Attack Angle`, `Club Path`,
 * `Face Angle`, `Dynamic Loft`, `Impact X`, `Impact Y`; units in the header where the software
 * writes them, else asked. Club codes `DRIVER`, `WOOD3`, `IRON7`, `WEDGE`. An apex beside yards is
 * in yards.
 */
const COLUMNS: Record<string, Field> = {
  date: 'date',
  time: 'clock',
  player: 'player',
  club: 'clubName',
  'ball speed': 'ballSpeed',
  'launch angle': 'launchAngle',
  'side angle': 'launchDirection',
  'back spin': 'backspin',
  'side spin': 'sidespin',
  'total spin': 'spinRate',
  'spin axis': 'spinAxis',
  carry: 'carry',
  'carry distance': 'carry',
  total: 'total',
  'total distance': 'total',
  side: 'offline',
  'side distance': 'offline',
  apex: 'apex',
  'descent angle': 'descentAngle',
  'decent angle': 'descentAngle',
  'flight time': 'hangTime',
  'club speed': 'clubSpeed',
  'attack angle': 'attackAngle',
  'club path': 'clubPath',
  'face angle': 'faceAngle',
  'club face angle': 'faceAngle',
  'dynamic loft': 'dynamicLoft',
  'impact x': 'impactOffset',
  'impact y': 'impactHeight',
};

export const uneekor: VendorFormat = {
  id: 'uneekor',
  field: byName(COLUMNS),
  recognise: (names) =>
    hasAny(names, 'decent angle', 'impact x', 'side distance', 'club face angle') ||
    (names.has('side angle') && names.has('back spin') && hasAny(names, 'run', 'side', 'flight time')),
  heightInYards: true,
};
