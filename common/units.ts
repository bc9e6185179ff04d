import { METRES_TO_YARDS } from './constants';
import { messages } from './messages';
import { fillMessage } from './stats-format';
import { NO_VALUE, formatNumber } from './format';

/**
 * Display units. Everything is stored and computed in metric (metres, m/s); these
 * convert for display and export only. The factors are the spec's (metres to yards 1.09361).
 */
export const DISTANCE_UNITS = ['yd', 'm'] as const;
export const SPEED_UNITS = ['mph', 'kmh'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
export type SpeedUnit = (typeof SPEED_UNITS)[number];

export interface UnitPreferences {
  distanceUnit: DistanceUnit;
  speedUnit: SpeedUnit;
}

export const DEFAULT_UNITS: UnitPreferences = { distanceUnit: 'yd', speedUnit: 'mph' };

export const MPS_TO_MPH = 2.2369363;
export const MPS_TO_KMH = 3.6;

export function distanceFromMetres(metres: number, unit: DistanceUnit): number {
  return unit === 'yd' ? metres * METRES_TO_YARDS : metres;
}

export function distanceToMetres(value: number, unit: DistanceUnit): number {
  return unit === 'yd' ? value / METRES_TO_YARDS : value;
}

/** Inches in a metre. */
export const METRES_TO_INCHES = 39.37007874;

/** A small length (a low point: a few centimetres) in the unit golfers read beside the distance unit: inches beside yards, centimetres beside metres. */
export function shortLengthFromMetres(metres: number, unit: DistanceUnit): number {
  return unit === 'yd' ? metres * METRES_TO_INCHES : metres * 100;
}

export const shortLengthLabel = (unit: DistanceUnit): string => (unit === 'yd' ? 'in' : 'cm');

export function speedFromMps(mps: number, unit: SpeedUnit): number {
  return unit === 'mph' ? mps * MPS_TO_MPH : mps * MPS_TO_KMH;
}

/** The units' one style, on cards, in tables, on axes and in exports: 'yd', 'm', 'mph', 'km/h', after a figure with a space (common/format.ts). */
export const distanceLabel = (unit: DistanceUnit): string => unit;
export const speedLabel = (unit: SpeedUnit): string => (unit === 'kmh' ? 'km/h' : 'mph');

/** Rounds to one decimal, the spec's precision for distances (section 9), used for speeds too. */
const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** A distance in metres in the chosen unit, rounded to one decimal: 184 m -> 201.2 (yd). */
export function distanceValue(metres: number, unit: DistanceUnit): number {
  return oneDecimal(distanceFromMetres(metres, unit));
}

/** A speed in m/s in the chosen unit, rounded to one decimal: 70 m/s -> 156.6 (mph). */
export function speedValue(mps: number, unit: SpeedUnit): number {
  return oneDecimal(speedFromMps(mps, unit));
}

/** A distance in metres shown in the chosen unit with one decimal, without the unit: '201.2'; '–' when missing. */
export function formatDistance(metres: number | null | undefined, unit: DistanceUnit): string {
  return metres === null || metres === undefined ? NO_VALUE : formatNumber(distanceValue(metres, unit));
}

/** A speed in m/s shown in the chosen unit with one decimal, without the unit: '156.6'; '–' when missing. */
export function formatSpeed(mps: number | null | undefined, unit: SpeedUnit): string {
  return mps === null || mps === undefined ? NO_VALUE : formatNumber(speedValue(mps, unit));
}

/** The distance unit in sentences and accessible names: 'yards', 'metres'. */
export const distanceWord = (unit: DistanceUnit): string => (unit === 'yd' ? 'yards' : 'metres');

/**
 * The CSV export's header in the given units. Every distance and speed column names its unit:
 * 'Ball Speed (mph)' or 'Ball Speed (km/h)', 'Carry (yd)' or 'Carry (m)', so a file describes
 * itself and imports back in either unit.
 */
export function shotsCsvHeader(units: UnitPreferences): string {
  return fillMessage(messages.shotsCsvHeader, { distance: distanceLabel(units.distanceUnit), speed: speedLabel(units.speedUnit) });
}
