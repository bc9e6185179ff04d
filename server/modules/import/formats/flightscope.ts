import type { Field } from '../fields';
import { byName, hasAny, type VendorFormat } from './format';

/**
 * FlightScope FS Golf (Mevo, Mevo+, X3) and MyFlightScope's "Export To CSV": units in the header
 * (`Ball (mph)`, `Carry (yds)`, `Height (ft)`, `AOA (°)`, or `Carry [m]`), sides as `11.4 L` or
 * `34.5 R`, `-` for what was not measured, and per club an Avg and a Dev row (in the Shot column).
 * `Club` is the club, and `Club (mph)` its speed; `Time (s)` is the flight time, `Time` alone the
 * date and time (`2026-04-03; 11-09-12`).
 */
const COLUMNS: Record<string, Field> = {
  date: 'date',
  player: 'player',
  'ball speed': 'ballSpeed',
  ball: 'ballSpeed',
  'club speed': 'clubSpeed',
  carry: 'carry',
  total: 'total',
  spin: 'spinRate',
  'spin rate': 'spinRate',
  height: 'apex',
  'flight time': 'hangTime',
  aoa: 'attackAngle',
  'spin loft': 'spinLoft',
  'spin axis': 'spinAxis',
  lateral: 'carrySide',
  'lateral total': 'offline',
  'total lateral': 'offline',
  'curve dist': 'curve',
  curve: 'curve',
  'launch h': 'launchDirection',
  'launch v': 'launchAngle',
  'descent v': 'descentAngle',
  descentv: 'descentAngle',
  'club path': 'clubPath',
  ftp: 'faceToPath',
  'face to path': 'faceToPath',
  ftt: 'faceAngle',
  'face to target': 'faceAngle',
  'dynamic loft': 'dynamicLoft',
  'v-plane': 'swingPlane',
  'swing v': 'swingPlane',
  'h-plane': 'swingDirection',
  'swing h': 'swingDirection',
  'low point': 'lowPoint',
  'lateral impact': 'impactOffset',
  'vertical impact': 'impactHeight',
};
const named = byName(COLUMNS);

export const flightscope: VendorFormat = {
  id: 'flightscope',
  field: (name, unit) => {
    if (name === 'club') return unit ? 'clubSpeed' : 'clubName';
    if (name === 'time') return unit ? 'hangTime' : 'time';
    return named(name);
  },
  recognise: (names) => hasAny(names, 'launch v', 'launch h', 'ftp', 'ftt', 'v-plane', 'descent v') || (names.has('ball') && names.has('lateral')),
};
