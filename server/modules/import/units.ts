import { METRES_TO_YARDS } from '../../../common/constants';
import { MPS_TO_KMH, MPS_TO_MPH } from '../../../common/units';
import type { ImportDistanceUnit, ImportSpeedUnit } from '../../../common/schemas/import';
import type { Quantity } from './fields';

/**
 * Units as the exports write them (`[mph]`, `(yds)`, `[km/u]`, `Meters`, `(°)`), to factors onto
 * the stored units: m/s, metres, and millimetres for impact locations. A unit the file states is
 * used; one it does not state is the one the golfer chose in the preview (never assumed).
 */
export type LengthUnit = 'yd' | 'm' | 'ft' | 'in' | 'cm' | 'mm';

export function speedUnit(text: string): ImportSpeedUnit | null {
  const t = text.toLowerCase().replace(/\s+/g, '');
  if (t === 'mph' || t === 'mi/h') return 'mph';
  // 'km/u': Garmin's Dutch units row.
  if (t === 'km/h' || t === 'kmh' || t === 'kph' || t === 'km/hr' || t === 'km/u') return 'km/h';
  if (t === 'm/s' || t === 'mps' || t === 'ms') return 'm/s';
  return null;
}

function lengthUnit(text: string): LengthUnit | null {
  const t = text.toLowerCase().replace(/[\s.]+/g, '');
  if (['yards', 'yard', 'yds', 'yd', 'y'].includes(t)) return 'yd';
  if (['meters', 'metres', 'meter', 'metre', 'm', 'mtrs'].includes(t)) return 'm';
  if (['feet', 'foot', 'ft'].includes(t)) return 'ft';
  if (['inches', 'inch', 'in', '"'].includes(t)) return 'in';
  if (['cm', 'centimeters', 'centimetres'].includes(t)) return 'cm';
  if (['mm', 'millimeters', 'millimetres'].includes(t)) return 'mm';
  return null;
}

/** Units that say nothing about the conversion (angles, spins, seconds, ratios): read, not checked. */
export function isPlainUnit(text: string): boolean {
  return /^(deg|degrees?|°|rpm|s|sec|secs|seconds?|%|)$/i.test(text.trim());
}

const SPEED_TO_MPS: Record<ImportSpeedUnit, number> = { mph: 1 / MPS_TO_MPH, 'km/h': 1 / MPS_TO_KMH, 'm/s': 1 };
const LENGTH_TO_METRES: Record<LengthUnit, number> = { yd: 1 / METRES_TO_YARDS, m: 1, ft: 0.3048, in: 0.0254, cm: 0.01, mm: 0.001 };

/** The factor from a column's unit to the stored one: m/s for speeds, mm for impact, metres otherwise. */
export function factorOf(quantity: Quantity, unit: ImportSpeedUnit | LengthUnit | null): number {
  if (quantity === 'plain' || unit === null) return 1;
  if (quantity === 'speed') return SPEED_TO_MPS[unit as ImportSpeedUnit];
  const metres = LENGTH_TO_METRES[unit as LengthUnit];
  return quantity === 'impact' ? metres * 1000 : metres;
}

/** A unit text for a quantity: null when it is not one of that quantity's units. */
export function unitFor(quantity: Quantity, text: string): ImportSpeedUnit | LengthUnit | null {
  if (quantity === 'speed') return speedUnit(text);
  if (quantity === 'plain') return null;
  return lengthUnit(text);
}

/**
 * The unit of a column whose file names none, from the golfer's answer: distances in the chosen
 * unit, an apex in feet beside yards (as the US apps show it) unless the vendor says otherwise, a
 * low point in inches or centimetres, impact in millimetres.
 */
export function impliedUnit(
  quantity: Quantity,
  chosen: { speed?: ImportSpeedUnit; distance?: ImportDistanceUnit },
  heightInYards: boolean,
): ImportSpeedUnit | LengthUnit | null {
  switch (quantity) {
    case 'speed':
      return chosen.speed ?? null;
    case 'distance':
      return chosen.distance ?? null;
    case 'height':
      return chosen.distance === undefined ? null : chosen.distance === 'm' ? 'm' : heightInYards ? 'yd' : 'ft';
    case 'short':
      return chosen.distance === undefined ? null : chosen.distance === 'm' ? 'cm' : 'in';
    case 'impact':
      return 'mm';
    default:
      return null;
  }
}
