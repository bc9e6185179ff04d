import { SHOT_METRIC_NAMES } from '../../../common/shot-metrics';
import type { Field, Measurement } from './fields';

/**
 * What a vendor file says about which numbers the monitor measured rather than estimated
 * (docs/import-formats.md, "Measured or estimated"): a column per row naming the kind of one
 * group of numbers (Garmin's "Spin Rate Type", Rapsodo's "Club Data Est Type"), or a column whose
 * header says it is an estimate (Trackman's "Est. Total"). A shot of such a file is stored with
 * `measured` listing each of its numbers but the estimated ones; a file that says nothing leaves
 * `measured` unset (unknown).
 */
export type FlagField = Extract<Field, 'spinRateType' | 'clubDataType'>;

/** The numbers each flag speaks for. */
export const FLAGGED: Record<FlagField, readonly Measurement[]> = {
  // Garmin's spin type: the spin and its components, and the axis read from them.
  spinRateType: ['spinRate', 'backspin', 'sidespin', 'spinAxis'],
  // Rapsodo's club data: what it gives of the club's delivery.
  clubDataType: ['clubSpeed', 'attackAngle', 'clubPath', 'faceAngle', 'faceToPath', 'dynamicLoft', 'spinLoft'],
};

/** Garmin writes the spin type in the phone's language. */
const MEASURED_WORDS = new Set(['measured', 'gemessen', 'gemeten', 'medido', 'mesuré', 'misurato']);
const ESTIMATED_WORDS = new Set(['estimated', 'calculated', 'berechnet', 'geschat', 'berekend', 'estimado', 'calculado', 'estimé', 'calculé', 'stimato']);

/** A flag cell read: true measured, false estimated, null when it says neither. */
export function readFlag(field: FlagField, text: string | undefined): boolean | null {
  if (text === undefined) return null;
  const value = text.trim().toLowerCase();
  if (field === 'clubDataType') {
    // 0: the club data were measured; any other type names how they were estimated.
    if (!/^\d+$/.test(value)) return null;
    return Number(value) === 0;
  }
  if (MEASURED_WORDS.has(value)) return true;
  if (ESTIMATED_WORDS.has(value)) return false;
  return null;
}

/** A header cell that calls its column an estimate ("Est. Total Flat - Length"). */
export const isEstimateHeader = (header: string) => /^\s*est(\.|imated)\s/i.test(header);

/**
 * The shot's `measured` list: its numbers in the record's order, less the estimated ones; undefined
 * when the file says nothing of any of them.
 */
export function measuredList(values: Partial<Record<Measurement, number>>, estimated: Set<Measurement>, flagsRead: boolean): Measurement[] | undefined {
  if (!flagsRead) return undefined;
  return SHOT_METRIC_NAMES.filter((name) => values[name] !== undefined && !estimated.has(name));
}
